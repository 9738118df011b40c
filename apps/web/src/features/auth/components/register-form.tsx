import { fillMessage } from '@lumen/contracts/i18n/error-messages';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import { useMutation } from '@tanstack/react-query';
import { User, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RegistrationForm, submitRegistration } from '../api/register.ts';
import { FormError } from './form-error.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth-form.css';

/** Optional fields in the order the form shows them; each appears only when the operator enables it. */
const OPTIONAL_FIELDS = [
  'mobileNum',
  'email',
  'payeeName',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

type FormValues = RegistrationForm & { terms: boolean };

interface RegisterFormProps {
  rules: Record<string, FieldRule> | undefined;
  referralCode?: string;
  onSuccess: () => void;
  onSwitchToLogin: () => void;
}

function matchesPattern(value: string, pattern: string): boolean {
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/** The registration form: account fields plus the optional fields the operator's rules enable. */
export function RegisterForm({ rules, referralCode, onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState, getValues } = useForm<FormValues>({
    defaultValues: { username: '', password: '', confirmPassword: '', terms: false, referralCode: referralCode ?? '' },
  });
  const signUp = useMutation({ mutationFn: (values: FormValues) => submitRegistration(values), onSuccess });
  const required = (field: string) => fillMessage(t('validation:required'), { field });
  const invalid = (field: string) => fillMessage(t('validation:invalid_format'), { field });
  const enabled = OPTIONAL_FIELDS.filter((f) => rules?.[f]?.enabled);
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    ) : null;
  const aria = (name: string) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => signUp.mutate(values))}>
      <div className="auth-grid">
        <div className="field field-full">
          <label className="field-label" htmlFor={`${id}-username`}>
            {t('auth.username')}
            <span className="field-required" aria-hidden>
              *
            </span>
          </label>
          <div className="field-control">
            <User size={18} className="field-icon" aria-hidden />
            <input
              id={`${id}-username`}
              className="input"
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              data-autofocus
              {...aria('username')}
              {...register('username', { validate: (v) => v.trim().length > 0 || required(t('auth.username')) })}
            />
          </div>
          {errorOf('username')}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-password`}>
            {t('auth.password')}
            <span className="field-required" aria-hidden>
              *
            </span>
          </label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            placeholder={t('auth.passwordPlaceholder')}
            {...aria('password')}
            {...register('password', { validate: (v) => v.length > 0 || required(t('auth.password')) })}
          />
          {errorOf('password')}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-confirm`}>
            {t('auth.confirmPassword')}
            <span className="field-required" aria-hidden>
              *
            </span>
          </label>
          <PasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            placeholder={t('auth.confirmPasswordPlaceholder')}
            {...aria('confirmPassword')}
            {...register('confirmPassword', {
              validate: (v) => (v.length === 0 ? required(t('auth.confirmPassword')) : v === getValues('password') || t('auth.passwordsDiffer')),
            })}
          />
          {errorOf('confirmPassword')}
        </div>
        {enabled.map((name) => {
          const rule = rules?.[name] as FieldRule;
          const label = t(`auth.field.${name}`);
          return (
            <div className="field" key={name}>
              <label className="field-label" htmlFor={`${id}-${name}`}>
                {label}
                {rule.required && (
                  <span className="field-required" aria-hidden>
                    *
                  </span>
                )}
              </label>
              <input
                id={`${id}-${name}`}
                className="input"
                type={name === 'email' ? 'email' : name === 'paymentPassword' ? 'password' : name === 'mobileNum' ? 'tel' : 'text'}
                maxLength={rule.maxLength || undefined}
                {...aria(name)}
                {...register(name, {
                  validate: (raw) => {
                    const v = String(raw ?? '').trim();
                    if (!v) return rule.required ? required(label) : true;
                    if (v.length < rule.minLength || (rule.maxLength > 0 && v.length > rule.maxLength)) return invalid(label);
                    return matchesPattern(v, rule.acceptedPattern) || invalid(label);
                  },
                })}
              />
              {errorOf(name)}
            </div>
          );
        })}
      </div>
      <label className="auth-check">
        <input type="checkbox" {...aria('terms')} {...register('terms', { validate: (v) => v === true || t('auth.acceptTermsError') })} />
        {t('auth.acceptTerms')}
      </label>
      {errorOf('terms')}
      {signUp.isError && <FormError error={signUp.error} />}
      <button type="submit" className="btn btn-gold btn-lg btn-block" disabled={signUp.isPending}>
        <UserPlus size={18} aria-hidden />
        {signUp.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </button>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={onSwitchToLogin}>
          {t('auth.login')}
        </button>
      </p>
    </form>
  );
}
