import { Check, CircleAlert, CircleCheck, Copy, KeyRound } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type TransactionType, transactionTypes } from '@lumen/contracts/wallet/wallet.contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { SecretInput as SharedSecretInput } from '@/components/form-field/secret-input.tsx';
import { errorText } from '@/lib/error-text.ts';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled field with its error (client check or the server's message) right under it. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <FormField id={id} label={label} error={error} errorRole="alert" className={className} hint={hint && !error ? <p className="wallet-hint">{hint}</p> : undefined}>
      {children}
    </FormField>
  );
}

export { fieldAria };

/** A refusal that names no field, at the foot of the form. */
export function FormFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return <FormAlert className="wallet-failure">{errorText(t, error)}</FormAlert>;
}

/** A form's success line, announced politely. */
export function SuccessLine({ children }: { children: ReactNode }) {
  return (
    <p className="wallet-success" role="status">
      <CircleCheck size={16} aria-hidden />
      {children}
    </p>
  );
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'muted';
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`wallet-badge wallet-badge-${tone}`}>{children}</span>;
}

export function Section({ title, icon, actions, children, className }: { title: ReactNode; icon?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`wallet-section${className ? ` ${className}` : ''}`}>
      <header className="wallet-section-head">
        <h2 className="wallet-section-title">
          {icon}
          {title}
        </h2>
        {actions && <div className="wallet-section-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A secret field (payment or login password) with a show/hide toggle. */
export const SecretInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { digits?: boolean }>(function SecretInput(
  { digits = true, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <SharedSecretInput
      ref={ref}
      {...props}
      {...(digits ? { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' } : {})}
      icon={<KeyRound size={18} className="field-icon" aria-hidden />}
      showLabel={t('wallet.show')}
      hideLabel={t('wallet.hide')}
      inputClassName="input wallet-secret"
      toggleClassName="wallet-toggle-visibility"
    />
  );
});

/** The payment password field of a money form. */
export function PaymentPasswordField({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('wallet.paymentPassword')} error={error}>
      <SecretInput id={id} {...fieldAria(id, error)} {...registration} />
    </Field>
  );
}

/** Not a word: the shape of an amount, the same in every language. */
const ZERO_AMOUNT = '0.00';

/** An amount input with the currency symbol in front. */
export const AmountInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { symbol: string }>(function AmountInput(
  { symbol, ...props },
  ref,
) {
  return (
    <div className="field-control wallet-amount" dir="ltr">
      <span className="wallet-amount-symbol" aria-hidden>
        {symbol}
      </span>
      <input ref={ref} placeholder={ZERO_AMOUNT} {...props} className="input" inputMode="decimal" autoComplete="off" />
    </div>
  );
});

/** A submit button that shows it is working. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
  icon,
  className = 'btn btn-primary btn-lg',
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy ? <span className="wallet-spinner" aria-hidden /> : icon}
      {children}
    </button>
  );
}

/**
 * Copies a value and says so for two seconds; when the browser refuses (no permission, an insecure
 * page), says that instead, for longer, so the member selects the value beside it by hand.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    const done = await copyText(value);
    setState(done ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), done ? 2000 : 5000);
  };
  const Icon = state === 'copied' ? Check : state === 'failed' ? CircleAlert : Copy;
  return (
    <button
      type="button"
      className={state === 'failed' ? 'btn btn-ghost btn-sm wallet-copy wallet-copy-failed' : 'btn btn-ghost btn-sm wallet-copy'}
      onClick={() => void copy()}
      aria-label={t('wallet.copyOne', { what: label })}
    >
      <Icon size={14} aria-hidden />
      <span aria-live="polite">{state === 'copied' ? t('wallet.copied') : state === 'failed' ? t('wallet.copyFailed') : t('wallet.copy')}</span>
    </button>
  );
}

/** The account record's type filter: every member-facing kind of movement, or all of them (''). */
export function TransactionTypeField({ id, value, onChange }: { id: string; value: TransactionType | ''; onChange: (type: TransactionType | '') => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('wallet.history.type')}
      </label>
      <select id={id} className="input wallet-select" value={value} onChange={(e) => onChange(e.target.value as TransactionType | '')}>
        <option value="">{t('common.all')}</option>
        {transactionTypes.map((k) => (
          <option key={k} value={k}>
            {t(`wallet.type.${k}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
