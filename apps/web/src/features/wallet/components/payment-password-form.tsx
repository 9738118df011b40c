import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setPaymentPassword } from '../api/account-security.ts';
import { walletKey } from '../api/keys.ts';
import { placeServerError } from '../lib/errors.ts';
import { paymentPasswordFormSchema } from '../lib/form-schemas.ts';
import { Field, FormFailure, fieldAria, SecretInput, SubmitButton, SuccessLine } from './wallet-ui.tsx';

const fields = ['loginPassword', 'oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] as const;
type FieldName = (typeof fields)[number];

/**
 * Sets the 6-digit payment password (the login password proves it is the member) or changes it
 * (the old payment password instead).
 */
export function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => paymentPasswordFormSchema(t, hasPassword), [t, hasPassword]);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { loginPassword: '', oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    setSaved(false);
    try {
      await setPaymentPassword(
        hasPassword
          ? { oldPaymentPassword: v.oldPaymentPassword, newPaymentPassword: v.newPaymentPassword }
          : { loginPassword: v.loginPassword, newPaymentPassword: v.newPaymentPassword },
      );
      reset();
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: walletKey });
      onDone?.();
    } catch (error) {
      const placed = placeServerError<FieldName>(t, error, fields, (f, message) => setError(f, { message }), {
        PAYMENT_PASSWORD_INCORRECT: 'oldPaymentPassword',
        PASSWORD_INCORRECT: 'loginPassword',
      });
      if (!placed) setFailure(error);
    }
  });

  const secret = (name: FieldName, label: string, digits = true) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <SecretInput id={`${id}-${name}`} digits={digits} {...fieldAria(`${id}-${name}`, errors[name]?.message)} {...register(name)} />
    </Field>
  );

  return (
    <form className="wallet-form" noValidate onSubmit={submit} aria-busy={formState.isSubmitting}>
      {hasPassword ? secret('oldPaymentPassword', t('wallet.pp.old')) : secret('loginPassword', t('wallet.pp.loginPassword'), false)}
      <div className="wallet-grid">
        {secret('newPaymentPassword', t('wallet.pp.new'))}
        {secret('confirmPaymentPassword', t('wallet.pp.confirm'))}
      </div>
      <p className="wallet-hint">{t('wallet.pp.rule')}</p>
      <FormFailure error={failure} />
      {saved && <SuccessLine>{t('wallet.pp.saved')}</SuccessLine>}
      <SubmitButton busy={formState.isSubmitting} icon={<ShieldCheck size={18} aria-hidden />}>
        {hasPassword ? t('wallet.pp.change') : t('wallet.pp.set')}
      </SubmitButton>
    </form>
  );
}
