import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminLoginValue } from '@lumen/contracts/admin/admin.contract';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, KeyRound, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminLogin } from '../api/admin-api.ts';
import { errorText } from '@/lib/error-text.ts';

/** What the form checks before it sends: every field filled, the code six digits. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'admin.login.required'),
  password: z.string().min(1, 'admin.login.required'),
  code: z.string().trim().regex(/^[0-9]{6}$/, 'admin.login.codeInvalid'),
});
type LoginFields = z.infer<typeof loginFormSchema>;

/** Operator sign-in: username, password and the authenticator's 6-digit code. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (value: AdminLoginValue) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setValue, setFocus } = useForm<LoginFields>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '', code: '' },
  });
  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: onSignedIn,
    onError: (error) => {
      // A code is good once: after any refusal the next attempt needs a fresh one.
      setValue('code', '');
      if ((error as { code?: string }).code === 'TOTP_INVALID') setFocus('code');
    },
  });
  const { errors } = formState;
  const fieldError = (message?: string) =>
    message ? (
      <p className="field-error" role="alert">
        {t(message)}
      </p>
    ) : null;

  return (
    <form className="admin-login-form" noValidate onSubmit={handleSubmit((fields) => login.mutate(fields))}>
      <div className="field">
        <label className="field-label" htmlFor="admin-username">
          {t('admin.login.username')}
        </label>
        <input id="admin-username" className="input" autoComplete="username" aria-invalid={Boolean(errors.username)} {...register('username')} />
        {fieldError(errors.username?.message)}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="admin-password">
          {t('admin.login.password')}
        </label>
        <input
          id="admin-password"
          className="input"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...register('password')}
        />
        {fieldError(errors.password?.message)}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="admin-code">
          {t('admin.login.code')}
        </label>
        <div className="admin-code-input">
          <KeyRound size={16} aria-hidden />
          <input
            id="admin-code"
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            aria-invalid={Boolean(errors.code)}
            {...register('code')}
          />
        </div>
        {fieldError(errors.code?.message)}
      </div>
      {login.isError && (
        <p className="admin-form-error" role="alert">
          <CircleAlert size={16} aria-hidden />
          {errorText(t, login.error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={login.isPending}>
        <LogIn size={18} aria-hidden className="flip-rtl" />
        {t('admin.login.submit')}
      </button>
    </form>
  );
}
