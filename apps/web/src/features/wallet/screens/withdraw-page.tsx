import { zodResolver } from '@hookform/resolvers/zod';
import { formatMinor, toMinor } from '@lumen/contracts/wallet/money';
import { MAX_BANK_ACCOUNTS, type WithdrawInfo, type WithdrawalRecord } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowUpFromLine, Landmark, ListOrdered, LockKeyhole, PackageCheck, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { openModal } from '@/lib/modal-store.ts';
import { invalidateMoney } from '../api/keys.ts';
import { useBalance } from '../api/merchant-wallet.ts';
import { requestWithdrawal, useWithdrawInfo, useWithdrawRecords } from '../api/withdraw.ts';
import { BankAccountForm } from '../components/bank-accounts.tsx';
import { PaymentPasswordForm } from '../components/payment-password-form.tsx';
import { RecordRow, RecordsList } from '../components/records-list.tsx';
import { AmountInput, Badge, Field, FormFailure, fieldAria, PaymentPasswordField, Section, SubmitButton, SuccessLine } from '../components/wallet-ui.tsx';
import { ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { formatTime } from '@/lib/dates.ts';
import { placeServerError, walletCodeFields } from '../lib/errors.ts';
import { amountField, paymentPasswordField } from '../lib/form-schemas.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { formatMoney } from '../lib/money.ts';
import { receiptTone, withdrawalTone } from '../lib/status.ts';
import '../components/wallet.css';

/** Withdraw: payment password first, a payee bank account, an amount within the limits. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const balance = useBalance();
  const symbol = balance.data?.currencySymbol ?? '';

  return (
    <div className="wallet-page">
      <Section title={t('wallet.withdraw.title')} icon={<ArrowUpFromLine size={20} aria-hidden />}>
        {info.isPending ? (
          <ListSkeleton rows={4} />
        ) : info.isError ? (
          <LoadError error={info.error} onRetry={() => void info.refetch()} />
        ) : !info.data.hasPaymentPassword ? (
          <div className="wallet-stack">
            <div className="wallet-note" role="note">
              <LockKeyhole size={20} aria-hidden />
              <p>{t('wallet.withdraw.needPassword')}</p>
            </div>
            <PaymentPasswordForm hasPassword={false} />
          </div>
        ) : (
          <WithdrawForm info={info.data} symbol={symbol} />
        )}
      </Section>
      <Section title={t('wallet.withdraw.records')} icon={<ListOrdered size={20} aria-hidden />}>
        <WithdrawRecords symbol={symbol} />
      </Section>
    </div>
  );
}

function WithdrawForm({ info, symbol }: { info: WithdrawInfo; symbol: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useSubmissionKey();
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const [adding, setAdding] = useState(info.bankAccounts.length === 0);

  const schema = useMemo(
    () =>
      z.object({
        bankAccountId: z.string().min(1, t('wallet.error.bankAccount')),
        amount: amountField(t, { min: info.min, max: info.max, available: info.balance, symbol }),
        paymentPassword: paymentPasswordField(t),
      }),
    [t, info, symbol],
  );
  const { register, handleSubmit, formState, setError, setValue, reset, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { bankAccountId: info.bankAccounts[0]?.id ?? '', amount: '', paymentPassword: '' },
  });
  const errors = formState.errors;
  const selected = watch('bankAccountId');
  // "All": the balance, but never above the most one withdrawal may take.
  const available = toMinor(info.balance, { signed: true });
  const most = toMinor(info.max);
  // biome-ignore lint/complexity/useMathMinMax: amounts are bigint, which Math.min does not take
  const all = formatMinor(available < most ? available : most);

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    const body = { bankAccountId: v.bankAccountId, amount: v.amount.trim(), paymentPassword: v.paymentPassword };
    try {
      const record = await keys.send(body, (key) => requestWithdrawal(body, key));
      reset({ bankAccountId: v.bankAccountId, amount: '', paymentPassword: '' });
      setDone(record);
      await invalidateMoney(queryClient);
    } catch (err) {
      const fields = ['bankAccountId', 'amount', 'paymentPassword'] as const;
      if (!placeServerError(t, err, fields, (f, message) => setError(f, { message }), walletCodeFields)) setFailure(err);
    }
  });

  return (
    <div className="wallet-stack">
      <div className="wallet-summary wallet-summary-compact">
        <div className="wallet-stat wallet-stat-main">
          <span className="wallet-stat-label">{t('wallet.withdrawable')}</span>
          <Money amount={info.balance} symbol={symbol} className="wallet-stat-value" />
        </div>
        <div className="wallet-stat">
          <span className="wallet-stat-label">{t('wallet.limits')}</span>
          <span className="wallet-stat-small" dir="ltr">
            {formatMoney(info.min, symbol)} – {formatMoney(info.max, symbol)}
          </span>
        </div>
      </div>
      <form className="wallet-form" noValidate onSubmit={submit} aria-label={t('wallet.withdraw.title')}>
        <fieldset className="wallet-fieldset">
          <legend className="field-label">{t('wallet.withdraw.payee')}</legend>
          {info.bankAccounts.length > 0 && (
            <div className="bank-picker" role="radiogroup" aria-label={t('wallet.withdraw.payee')}>
              {info.bankAccounts.map((a) => (
                <label key={a.id} className="bank-option" data-checked={selected === a.id}>
                  <input type="radio" value={a.id} {...register('bankAccountId')} />
                  <Landmark size={18} aria-hidden />
                  <span className="bank-option-text">
                    <strong>{a.bankName}</strong>
                    <span dir="ltr">{a.accountNumber}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {errors.bankAccountId?.message && (
            <p className="field-error" role="alert">
              {errors.bankAccountId.message}
            </p>
          )}
          {!adding && info.bankAccounts.length < MAX_BANK_ACCOUNTS && (
            <button type="button" className="btn btn-ghost btn-sm wallet-add" onClick={() => setAdding(true)}>
              <Plus size={14} aria-hidden />
              {t('wallet.bank.add')}
            </button>
          )}
        </fieldset>
        <Field id={`${id}-amount`} label={t('wallet.amount')} error={errors.amount?.message} hint={t('wallet.range', { min: formatMoney(info.min, symbol), max: formatMoney(info.max, symbol) })}>
          <div className="wallet-amount-row">
            <AmountInput id={`${id}-amount`} symbol={symbol} {...fieldAria(`${id}-amount`, errors.amount?.message)} {...register('amount')} />
            <button type="button" className="btn btn-ghost" onClick={() => setValue('amount', all, { shouldValidate: true })}>
              {t('wallet.all')}
            </button>
          </div>
        </Field>
        <PaymentPasswordField id={`${id}-pp`} error={errors.paymentPassword?.message} registration={register('paymentPassword')} />
        <FormFailure error={failure} />
        {done && <SuccessLine>{t('wallet.withdraw.done', { amount: formatMoney(done.amount, symbol) })}</SuccessLine>}
        <SubmitButton busy={formState.isSubmitting} icon={<ArrowUpFromLine size={18} aria-hidden />}>
          {t('wallet.withdraw.submit')}
        </SubmitButton>
      </form>
      {adding && (
        <div className="wallet-inset">
          <h3 className="wallet-inset-title">{t('wallet.bank.add')}</h3>
          <BankAccountForm
            onAdded={(account) => {
              setAdding(false);
              setValue('bankAccountId', account.id, { shouldValidate: true });
            }}
            onCancel={info.bankAccounts.length > 0 ? () => setAdding(false) : undefined}
          />
        </div>
      )}
    </div>
  );
}

function WithdrawRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <RecordsList useRecords={useWithdrawRecords} empty={t('wallet.withdraw.noRecords')}>
      {(r) => (
        <RecordRow
          testId={`withdrawal-${r.id}`}
          main={
            <>
              <strong>
                {r.bankName} <span dir="ltr">{r.accountNumber}</span>
              </strong>
              <span className="record-sub">{formatTime(r.createdAt)}</span>
              {r.receiptStatus === 'PARTIAL' && r.receivedAmount && r.remainingAmount && (
                <span className="record-sub">
                  {t('wallet.withdraw.partialLine', { received: formatMoney(r.receivedAmount, symbol), remaining: formatMoney(r.remainingAmount, symbol) })}
                </span>
              )}
              {r.rejectReason && <span className="record-sub record-reason">{r.rejectReason}</span>}
            </>
          }
          side={
            <>
              <Money amount={r.amount} symbol={symbol} className="record-amount" />
              <div className="record-badges">
                <Badge tone={withdrawalTone[r.status]}>{t(`wallet.withdrawalStatus.${r.status}`)}</Badge>
                {r.receiptStatus && <Badge tone={receiptTone[r.receiptStatus]}>{t(`wallet.receiptStatus.${r.receiptStatus}`)}</Badge>}
              </div>
              {r.status === 'PAID' && r.receiptStatus === 'AWAITING' && (
                <button type="button" className="btn btn-gold btn-sm" onClick={() => openModal('withdrawalConfirm', { withdrawalId: r.id, amount: r.amount })}>
                  <PackageCheck size={14} aria-hidden />
                  {t('wallet.confirm.action')}
                </button>
              )}
            </>
          }
        />
      )}
    </RecordsList>
  );
}
