import { zodResolver } from '@hookform/resolvers/zod';
import { toMinor } from '@lumen/contracts/wallet/money';
import type { DepositMethod, DepositRecord } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, CircleCheck, Clock, FlaskConical, Landmark, ListOrdered } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createDeposit, useDepositMethods, useDepositRecords } from '../api/deposit.ts';
import { invalidateMoney } from '../api/keys.ts';
import { useBalance } from '../api/merchant-wallet.ts';
import { RecordRow, RecordsList } from '../components/records-list.tsx';
import { AmountInput, Badge, CopyButton, Field, FormFailure, fieldAria, Section, SubmitButton } from '../components/wallet-ui.tsx';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { formatTime } from '@/lib/dates.ts';
import { placeServerError } from '../lib/errors.ts';
import { amountField } from '../lib/form-schemas.ts';
import { formatMoney } from '../lib/money.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { depositTone, quickAmounts } from '../lib/status.ts';
import '../components/wallet.css';

/** Deposit: choose a method, an amount, submit; a bank transfer shows where to send it. */
export function DepositPage() {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const balance = useBalance();
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const [result, setResult] = useState<DepositRecord | null>(null);
  const list = methods.data?.list ?? [];
  const method = list.find((m) => m.code === code) ?? list[0];
  const symbol = balance.data?.currencySymbol ?? '';

  return (
    <div className="wallet-page">
      <Section title={t('wallet.deposit.methods')} icon={<ArrowDownToLine size={20} aria-hidden />}>
        {methods.isPending ? (
          <ListSkeleton rows={2} />
        ) : methods.isError ? (
          <LoadError error={methods.error} onRetry={() => void methods.refetch()} />
        ) : list.length === 0 || !method ? (
          <EmptyState>{t('wallet.deposit.noMethods')}</EmptyState>
        ) : (
          <>
            <div className="method-cards" role="radiogroup" aria-label={t('wallet.deposit.methods')}>
              {list.map((m) => (
                <label key={m.code} className="method-card">
                  <input
                    type="radio"
                    className="radio-cover"
                    name={`${id}-method`}
                    value={m.code}
                    checked={m.code === method.code}
                    onChange={() => {
                      setCode(m.code);
                      setResult(null);
                    }}
                  />
                  <span className="method-card-icon" aria-hidden>
                    {m.kind === 'BANK_TRANSFER' ? <Landmark size={20} /> : <FlaskConical size={20} />}
                  </span>
                  <span className="method-card-name">{m.name}</span>
                  <span className="method-card-range" dir="ltr">
                    {formatMoney(m.min, symbol)} – {formatMoney(m.max, symbol)}
                  </span>
                </label>
              ))}
            </div>
            {result ? (
              <DepositResult record={result} method={method} symbol={symbol} balance={balance.data?.balance} onAgain={() => setResult(null)} />
            ) : (
              <DepositForm key={method.code} method={method} symbol={symbol} onDone={setResult} />
            )}
          </>
        )}
      </Section>
      <Section title={t('wallet.deposit.records')} icon={<ListOrdered size={20} aria-hidden />}>
        <DepositRecords symbol={symbol} />
      </Section>
    </div>
  );
}

function DepositForm({ method, symbol, onDone }: { method: DepositMethod; symbol: string; onDone: (record: DepositRecord) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useSubmissionKey();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => z.object({ amount: amountField(t, { min: method.min, max: method.max, symbol }) }), [t, method, symbol]);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const error = formState.errors.amount?.message;
  const amount = watch('amount');
  const chips = useMemo(() => quickAmounts(toMinor(method.min), toMinor(method.max)), [method]);

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    const body = { methodCode: method.code, amount: v.amount.trim() };
    try {
      const record = await keys.send(body, (key) => createDeposit(body, key));
      await invalidateMoney(queryClient);
      onDone(record);
    } catch (err) {
      if (!placeServerError(t, err, ['amount'] as const, (_f, message) => setError('amount', { message }))) setFailure(err);
    }
  });

  return (
    <form className="wallet-form" noValidate onSubmit={submit} aria-label={t('wallet.deposit.title')}>
      <Field id={`${id}-amount`} label={t('wallet.amount')} error={error} hint={t('wallet.range', { min: formatMoney(method.min, symbol), max: formatMoney(method.max, symbol) })}>
        <AmountInput id={`${id}-amount`} symbol={symbol} {...fieldAria(`${id}-amount`, error)} {...register('amount')} />
      </Field>
      <fieldset className="chip-row wallet-chips" aria-label={t('wallet.deposit.quick')}>
        {chips.map((c) => (
          <button key={c} type="button" className="chip" aria-pressed={amount === c} onClick={() => setValue('amount', c, { shouldValidate: true })} dir="ltr">
            {c}
          </button>
        ))}
      </fieldset>
      <FormFailure error={failure} />
      <SubmitButton busy={formState.isSubmitting} icon={<ArrowDownToLine size={18} aria-hidden />}>
        {t('wallet.deposit.submit')}
      </SubmitButton>
    </form>
  );
}

function DepositResult({ record, method, symbol, balance, onAgain }: { record: DepositRecord; method: DepositMethod; symbol: string; balance?: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const pending = record.status === 'PENDING';
  return (
    <div className={`deposit-result ${pending ? 'deposit-result-pending' : 'deposit-result-ok'}`} role="status">
      <div className="deposit-result-head">
        {pending ? <Clock size={24} aria-hidden /> : <CircleCheck size={24} aria-hidden />}
        <div>
          <strong>{pending ? t('wallet.deposit.pendingTitle') : t('wallet.deposit.doneTitle')}</strong>
          <p>{pending ? t('wallet.deposit.pendingText') : t('wallet.deposit.doneText')}</p>
        </div>
        <Badge tone={depositTone[record.status]}>{t(`wallet.depositStatus.${record.status}`)}</Badge>
      </div>
      <dl className="detail-list">
        <div>
          <dt>{t('wallet.amount')}</dt>
          <dd>
            <Money amount={record.amount} symbol={symbol} />
          </dd>
        </div>
        {pending && method.bank && (
          <>
            <DetailCopy label={t('wallet.bank.bankName')} value={method.bank.bankName} />
            <DetailCopy label={t('wallet.bank.accountName')} value={method.bank.accountName} />
            <DetailCopy label={t('wallet.bank.accountNumber')} value={method.bank.accountNumber} />
          </>
        )}
        <DetailCopy label={t('wallet.deposit.reference')} value={record.referenceCode} strong />
        {!pending && balance !== undefined && (
          <div>
            <dt>{t('wallet.balance')}</dt>
            <dd>
              <Money amount={balance} symbol={symbol} />
            </dd>
          </div>
        )}
      </dl>
      {pending && <p className="wallet-hint">{t('wallet.deposit.memoHint')}</p>}
      <button type="button" className="btn btn-ghost" onClick={onAgain}>
        {t('wallet.deposit.again')}
      </button>
    </div>
  );
}

function DetailCopy({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="detail-copy">
        <span dir="ltr" className={strong ? 'detail-strong' : undefined}>
          {value}
        </span>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

function DepositRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <RecordsList useRecords={useDepositRecords} empty={t('wallet.deposit.noRecords')}>
      {(r) => (
        <RecordRow
          main={
            <>
              <strong>{r.methodName}</strong>
              <span className="record-sub">{formatTime(r.createdAt)}</span>
              <span className="record-sub" dir="ltr">
                {r.referenceCode}
              </span>
              {r.rejectReason && <span className="record-sub record-reason">{r.rejectReason}</span>}
            </>
          }
          side={
            <>
              <Money amount={r.amount} symbol={symbol} className="record-amount" />
              <Badge tone={depositTone[r.status]}>{t(`wallet.depositStatus.${r.status}`)}</Badge>
            </>
          }
        />
      )}
    </RecordsList>
  );
}
