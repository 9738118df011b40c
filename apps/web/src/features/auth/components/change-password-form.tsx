import { zodResolver } from '@hookform/resolvers/zod';
import { ruleMessages } from '@lumen/contracts/auth/rule-messages';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { changePassword } from '../api/change-password.ts';
import { reloadLoginInfo } from '@/lib/login-info.ts';
import { applyServerFieldErrors } from '../lib/field-errors.ts';
import { dropPassword, heldPassword } from '../lib/password-memory.ts';
import { checkNewPassword } from '../lib/password-schema.ts';
import { useAuthSettings } from '../lib/use-auth-settings.ts';
import { FormError } from './form-error.tsx';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth-form.css';

interface ChangePasswordFormProps {
  /** The login required the change (default or expired password): say why. */
  forced?: boolean;
  /** Called after the change, before going home (the popup closes itself here). */
  onSuccess?: () => void;
}

/**
 * Change password. The old password is asked for only when this page does not still hold the one
 * typed at login and the account has a password at all (phone accounts may not).
 */
export function ChangePasswordForm({ forced = false, onSuccess }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { rules, lang } = useAuthSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const hasPassword = useSession((s) => s.member?.hasPassword !== false);
  const [held, setHeld] = useState(() => heldPassword());
  const needsOld = held === null && hasPassword;
  const [failure, setFailure] = useState<unknown>(null);

  const schema = useMemo(
    () =>
      z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }).superRefine((v, issue) => {
        if (needsOld && v.oldPassword === '') issue.addIssue({ code: 'custom', path: ['oldPassword'], message: ruleMessages[lang].required });
        checkNewPassword(v, issue, rules, lang);
      }),
    [needsOld, rules, lang],
  );
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const oldPassword = needsOld ? values.oldPassword : (held ?? undefined);
    try {
      await changePassword({ ...(oldPassword ? { oldPassword } : {}), newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      dropPassword();
      await reloadLoginInfo(queryClient);
      onSuccess?.();
      navigate(paths.home);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PASSWORD_INCORRECT') {
        if (!needsOld) {
          // The password held from login is not the current one: ask for it.
          dropPassword();
          setHeld(null);
        }
        setError('oldPassword', { message: error.message || t('errors:PASSWORD_INCORRECT') });
        return;
      }
      if (applyServerFieldErrors(error, ['oldPassword', 'newPassword', 'confirmNewPassword'], (f, message) => setError(f as 'newPassword', { message }))) return;
      setFailure(error);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={formState.isSubmitting}>
      {forced && (
        <div className="auth-notice auth-notice-warn" role="status">
          <ShieldAlert size={20} aria-hidden />
          <p>{t('auth.forcedChange')}</p>
        </div>
      )}
      {needsOld && (
        <FormField id={`${id}-old`} label={t('auth.oldPassword')} required error={errors.oldPassword?.message}>
          <PasswordInput
            id={`${id}-old`}
            autoComplete="current-password"
            placeholder={t('auth.oldPasswordPlaceholder')}
            data-autofocus
            {...fieldAria(`${id}-old`, errors.oldPassword?.message)}
            {...register('oldPassword')}
          />
        </FormField>
      )}
      <NewPasswordFields id={id} register={register} errors={errors} />
      {failure !== null && <FormError error={failure} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="auth-spinner" aria-hidden /> : <KeyRound size={18} aria-hidden />}
        {formState.isSubmitting ? t('auth.saving') : t('auth.changePassword')}
      </button>
    </form>
  );
}
