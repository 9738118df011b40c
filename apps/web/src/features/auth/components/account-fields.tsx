import { MessageSquareText, Smartphone, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, type UseFormRegisterReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField, type useCaptcha } from './captcha-field.tsx';
import { CountryField } from './country-field.tsx';
import { fieldAria, FormField } from '@/components/form-field/form-field.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import type { CodePurpose } from '../lib/code-countdown.ts';

/** The fields the login, registration and recovery forms share, each with its label and inline error. */

interface FieldBase {
  id: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

/** The username, focused first. */
export function UsernameField({ id, error, required, className, input }: FieldBase & { input: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.username')} required={required} error={error} className={className}>
      <IconInput id={id} error={error} icon={User} input={input} autoComplete="username" maxLength={64} placeholder={t('auth.usernamePlaceholder')} data-autofocus />
    </FormField>
  );
}

/** Country dialing code (with flags) and the national number, side by side. */
export function MobileNumberField<T extends FieldValues>({
  id,
  error,
  required,
  className,
  control,
  countryName,
  input,
  autoFocus = false,
}: FieldBase & { control: Control<T>; countryName: Path<T>; input: UseFormRegisterReturn; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: countryName });
  return (
    <FormField id={id} label={t('auth.mobileNum')} required={required} error={error} className={className}>
      <div className="phone-row">
        <CountryField value={String(field.value ?? '')} onChange={field.onChange} />
        <div className="field-control">
          <Smartphone size={18} className="field-icon" aria-hidden />
          <input
            id={id}
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={field.value ? t('auth.mobileAfterCode', { code: String(field.value) }) : t('auth.mobilePlaceholder')}
            {...(autoFocus ? { 'data-autofocus': true } : {})}
            {...fieldAria(id, error)}
            {...input}
          />
        </div>
      </div>
    </FormField>
  );
}

/** The six-digit code with its send button (countdown, throttle and failure warning inside). */
export function VerificationCodeField({
  id,
  error,
  required,
  className,
  input,
  purpose,
  target,
  canSend,
  onSend,
  onSendError,
}: FieldBase & {
  input: UseFormRegisterReturn;
  purpose: CodePurpose;
  target: string;
  canSend: boolean;
  onSend: () => Promise<number>;
  onSendError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.verificationCode')} required={required} error={error} className={className}>
      <div className="code-row">
        <IconInput id={id} error={error} icon={MessageSquareText} input={input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('auth.codePlaceholder')} />
        <SendCodeButton purpose={purpose} target={target} canSend={canSend} onSend={onSend} onError={onSendError} />
      </div>
    </FormField>
  );
}

/** The captcha input beside its image; shown only while the server asks for one. */
export function CaptchaFormField({
  id,
  error,
  required,
  className,
  captcha,
  input,
}: FieldBase & { captcha: ReturnType<typeof useCaptcha>; input: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.captcha')} required={required} error={error} className={className}>
      <CaptchaField
        id={id}
        image={captcha.captcha?.image}
        failed={captcha.failed}
        onRefresh={captcha.refresh}
        placeholder={t('auth.captchaPlaceholder')}
        {...fieldAria(id, error)}
        {...input}
      />
    </FormField>
  );
}

/** A text input with a leading icon. */
export function IconInput({
  id,
  error,
  icon: Icon,
  input,
  ...attributes
}: {
  id: string;
  error?: string | undefined;
  icon: LucideIcon;
  input: UseFormRegisterReturn;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & { 'data-autofocus'?: boolean }) {
  return (
    <div className="field-control">
      <Icon size={18} className="field-icon" aria-hidden />
      <input id={id} className="input" {...attributes} {...fieldAria(id, error)} {...input} />
    </div>
  );
}

/** Tabs choosing the kind of a form (login by username or SMS, registration by username or mobile). */
export function AuthTabs<K extends string>({
  label,
  idPrefix,
  panelId,
  tabs,
  current,
  onChange,
}: {
  label: string;
  idPrefix: string;
  panelId: string;
  tabs: { key: K; label: string; icon: ReactNode }[];
  current: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.key}`}
          aria-selected={current === tab.key}
          aria-controls={panelId}
          className="tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.icon}
          {tab.label}
        </button>
      ))}
    </div>
  );
}
