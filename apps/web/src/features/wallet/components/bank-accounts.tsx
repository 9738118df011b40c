import { zodResolver } from '@hookform/resolvers/zod';
import { type BankAccount, MAX_BANK_ACCOUNTS } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { Landmark, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { addBankAccount, removeBankAccount, useBankAccounts } from '../api/account-security.ts';
import { walletKey } from '../api/keys.ts';
import { placeServerError } from '../lib/errors.ts';
import { bankAccountFormSchema } from '../lib/form-schemas.ts';
import { Field, FormFailure, fieldAria, SubmitButton } from './wallet-ui.tsx';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';

const fields = ['bankName', 'accountName', 'accountNumber'] as const;
type FieldName = (typeof fields)[number];

/** Adds a payee bank account; `onAdded` gets the new account (the withdrawal form selects it). */
export function BankAccountForm({ onAdded, onCancel }: { onAdded?: (account: BankAccount) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => bankAccountFormSchema(t), [t]);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { bankName: '', accountName: '', accountNumber: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const account = await addBankAccount(values);
      reset();
      await queryClient.invalidateQueries({ queryKey: walletKey });
      onAdded?.(account);
    } catch (error) {
      if (!placeServerError<FieldName>(t, error, fields, (f, message) => setError(f, { message }))) setFailure(error);
    }
  });

  const text = (name: FieldName, label: string, extra: Record<string, string> = {}) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <input id={`${id}-${name}`} className="input" autoComplete="off" {...extra} {...fieldAria(`${id}-${name}`, errors[name]?.message)} {...register(name)} />
    </Field>
  );

  return (
    <form className="wallet-form wallet-subform" noValidate onSubmit={submit} aria-label={t('wallet.bank.add')}>
      <div className="wallet-grid">
        {text('bankName', t('wallet.bank.bankName'))}
        {text('accountName', t('wallet.bank.accountName'))}
      </div>
      {text('accountNumber', t('wallet.bank.accountNumber'), { dir: 'ltr', inputMode: 'text' })}
      <FormFailure error={failure} />
      <div className="wallet-actions">
        <SubmitButton busy={formState.isSubmitting} className="btn btn-primary" icon={<Plus size={16} aria-hidden />}>
          {t('wallet.bank.save')}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('wallet.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

export function BankAccountCard({ account, onRemove }: { account: BankAccount; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="bank-card">
      <span className="bank-card-icon" aria-hidden>
        <Landmark size={20} />
      </span>
      <div className="bank-card-text">
        <strong>{account.bankName}</strong>
        <span>{account.accountName}</span>
        <span className="bank-card-number" dir="ltr">
          {account.accountNumber}
        </span>
      </div>
      {onRemove && (
        <button type="button" className="btn-icon btn" onClick={onRemove} aria-label={t('wallet.bank.removeOne', { bank: account.bankName, number: account.accountNumber })}>
          <Trash2 size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}

/** The member's payee bank accounts: list, add, remove after a confirmation. */
export function BankAccountsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useBankAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const list = accounts.data?.list ?? [];

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    try {
      await removeBankAccount(removing.id);
      await queryClient.invalidateQueries({ queryKey: walletKey });
      setRemoving(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (accounts.isPending) return <ListSkeleton rows={2} />;
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />;

  return (
    <div className="wallet-stack">
      {list.length === 0 ? (
        <EmptyState>{t('wallet.bank.none')}</EmptyState>
      ) : (
        <div className="bank-list">
          {list.map((account) => (
            <BankAccountCard key={account.id} account={account} onRemove={() => setRemoving(account)} />
          ))}
        </div>
      )}
      {adding ? (
        <BankAccountForm onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : list.length < MAX_BANK_ACCOUNTS ? (
        <button type="button" className="btn btn-ghost wallet-add" onClick={() => setAdding(true)}>
          <Plus size={16} aria-hidden />
          {t('wallet.bank.add')}
        </button>
      ) : (
        <p className="wallet-hint">{t('wallet.bank.limit', { max: MAX_BANK_ACCOUNTS })}</p>
      )}
      {removing && (
        <Dialog title={t('wallet.bank.removeTitle')} onClose={() => setRemoving(null)} size="sm" layer={30}>
          <div className="wallet-stack">
            <p>{t('wallet.bank.removeAsk')}</p>
            <BankAccountCard account={removing} />
            <FormFailure error={failure} />
            <div className="wallet-actions">
              <button type="button" className="btn btn-primary" onClick={() => void remove()} disabled={busy} data-autofocus>
                {busy ? <span className="wallet-spinner" aria-hidden /> : <Trash2 size={16} aria-hidden />}
                {t('wallet.bank.remove')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setRemoving(null)}>
                {t('wallet.cancel')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
