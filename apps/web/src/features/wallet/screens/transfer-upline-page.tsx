import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, UserRound, UserX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { invalidateMoney } from '../api/keys.ts';
import { useBalance } from '../api/merchant-wallet.ts';
import { transferToUpline, useUpline } from '../api/upline.ts';
import { AmountInput, Field, FormFailure, fieldAria, PaymentPasswordField, Section, SubmitButton, SuccessLine } from '../components/wallet-ui.tsx';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { placeServerError, walletCodeFields } from '../lib/errors.ts';
import { amountField, paymentPasswordField } from '../lib/form-schemas.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { formatMoney } from '../lib/money.ts';
import '../components/wallet.css';

/** Transfer to upline: the agent above the member, an amount, the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const upline = useUpline();
  const balance = useBalance();
  const loading = upline.isPending || balance.isPending;
  const failed = upline.isError ? upline : balance.isError ? balance : null;

  return (
    <div className="wallet-page">
      <Section title={t('wallet.upline.title')} icon={<ArrowLeftRight size={20} aria-hidden />}>
        {loading ? (
          <ListSkeleton rows={3} />
        ) : failed ? (
          <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : !upline.data?.upline ? (
          <EmptyState>
            <UserX size={20} aria-hidden className="inline-icon" /> {t('wallet.upline.none')}
          </EmptyState>
        ) : (
          <UplineForm upline={upline.data.upline} balance={balance.data?.balance ?? '0.00'} symbol={balance.data?.currencySymbol ?? ''} />
        )}
      </Section>
    </div>
  );
}

function UplineForm({ upline, balance, symbol }: { upline: { username: string; nickname: string }; balance: string; symbol: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useSubmissionKey();
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ amount: amountField(t, { available: balance, symbol }), paymentPassword: paymentPasswordField(t) }),
    [t, balance, symbol],
  );
  const { register, handleSubmit, formState, setError, reset } = useForm({ resolver: zodResolver(schema), defaultValues: { amount: '', paymentPassword: '' } });
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    const body = { amount: v.amount.trim(), paymentPassword: v.paymentPassword };
    try {
      await keys.send(body, (key) => transferToUpline(body, key));
      reset();
      setDone(body.amount);
      await invalidateMoney(queryClient);
    } catch (err) {
      if (!placeServerError(t, err, ['amount', 'paymentPassword'] as const, (f, message) => setError(f, { message }), walletCodeFields)) setFailure(err);
    }
  });

  return (
    <div className="wallet-stack">
      <div className="upline-card">
        <span className="upline-avatar" aria-hidden>
          <UserRound size={22} />
        </span>
        <div>
          <span className="wallet-stat-label">{t('wallet.upline.agent')}</span>
          <strong>{upline.nickname || upline.username}</strong>
          <span className="record-sub">{upline.username}</span>
        </div>
        <div className="upline-balance">
          <span className="wallet-stat-label">{t('wallet.balance')}</span>
          <Money amount={balance} symbol={symbol} />
        </div>
      </div>
      <form className="wallet-form" noValidate onSubmit={submit} aria-label={t('wallet.upline.title')}>
        <Field id={`${id}-amount`} label={t('wallet.amount')} error={errors.amount?.message}>
          <AmountInput id={`${id}-amount`} symbol={symbol} {...fieldAria(`${id}-amount`, errors.amount?.message)} {...register('amount')} />
        </Field>
        <PaymentPasswordField id={`${id}-pp`} error={errors.paymentPassword?.message} registration={register('paymentPassword')} />
        <FormFailure error={failure} />
        {done && <SuccessLine>{t('wallet.upline.done', { amount: formatMoney(done, symbol), name: upline.nickname || upline.username })}</SuccessLine>}
        <SubmitButton busy={formState.isSubmitting} icon={<ArrowLeftRight size={18} aria-hidden />}>
          {t('wallet.upline.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
