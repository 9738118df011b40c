import { fillMessage } from '@lumen/contracts/i18n/error-messages';
import { useMutation } from '@tanstack/react-query';
import { LogIn, User } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LoginForm as LoginValues, submitLogin } from '../api/login.ts';
import { FormError } from './form-error.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth-form.css';

interface LoginFormProps {
  onSuccess: () => void;
  /** Offers the sign-up link when given. */
  onSwitchToRegister?: () => void;
  /** The agent login has no remember option. */
  showRemember?: boolean;
}

/** The username login form of the login popup. */
export function LoginForm({ onSuccess, onSwitchToRegister, showRemember = true }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LoginValues & { remember: boolean }>({
    defaultValues: { username: '', password: '', remember: false },
  });
  const login = useMutation({ mutationFn: submitLogin, onSuccess });
  const required = (field: string) => fillMessage(t('validation:required'), { field });

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-username`}>
          {t('auth.username')}
        </label>
        <div className="field-control">
          <User size={18} className="field-icon" aria-hidden />
          <input
            id={`${id}-username`}
            className="input"
            autoComplete="username"
            placeholder={t('auth.usernamePlaceholder')}
            aria-invalid={Boolean(formState.errors.username)}
            aria-describedby={formState.errors.username ? `${id}-username-error` : undefined}
            data-autofocus
            {...register('username', { validate: (v) => v.trim().length > 0 || required(t('auth.username')) })}
          />
        </div>
        {formState.errors.username && (
          <p id={`${id}-username-error`} className="field-error">
            {formState.errors.username.message}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-password`}>
          {t('auth.password')}
        </label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          aria-invalid={Boolean(formState.errors.password)}
          aria-describedby={formState.errors.password ? `${id}-password-error` : undefined}
          {...register('password', { validate: (v) => v.trim().length > 0 || required(t('auth.password')) })}
        />
        {formState.errors.password && (
          <p id={`${id}-password-error`} className="field-error">
            {formState.errors.password.message}
          </p>
        )}
      </div>
      {showRemember && (
        <div className="auth-form-row">
          <label className="auth-check">
            <input type="checkbox" {...register('remember')} />
            {t('auth.rememberMe')}
          </label>
        </div>
      )}
      {login.isError && <FormError error={login.error} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={login.isPending}>
        <LogIn size={18} aria-hidden />
        {login.isPending ? t('auth.signingIn') : t('auth.login')}
      </button>
      {onSwitchToRegister && (
        <p className="auth-switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="auth-link" onClick={onSwitchToRegister}>
            {t('auth.signUp')}
          </button>
        </p>
      )}
    </form>
  );
}
