import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { PasswordInput } from './password-input.tsx';

type Values = { newPassword: string; confirmNewPassword: string };

/** The new password and its confirmation, shared by the change, reset and forgot forms. */
export function NewPasswordFields<T extends Values>({ id, register, errors }: { id: string; register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<Values>;
  const errs = errors as FieldErrors<Values>;
  return (
    <>
      <FormField id={`${id}-new`} label={t('auth.newPassword')} required error={errs.newPassword?.message}>
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          {...fieldAria(`${id}-new`, errs.newPassword?.message)}
          {...reg('newPassword')}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label={t('auth.confirmNewPassword')} required error={errs.confirmNewPassword?.message}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
          {...fieldAria(`${id}-confirm`, errs.confirmNewPassword?.message)}
          {...reg('confirmNewPassword')}
        />
      </FormField>
    </>
  );
}
