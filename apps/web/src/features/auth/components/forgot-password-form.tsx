import { zodResolver } from '@hookform/resolvers/zod';
import { mobileNumSchema } from '@lumen/contracts/auth/auth.contract';
import { emailRule, ruleOf } from '@lumen/contracts/auth/registration-rules';
import { patternMessage, ruleMessages } from '@lumen/contracts/auth/rule-messages';
import { matchesRule } from '@lumen/contracts/system/pattern-catalogue';
import { CircleCheck, Mail, Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { forgetPassword } from '../api/forget-password.ts';
import { solvedChallenge } from '@/lib/challenge.ts';
import { getPasswordByPhone } from '../api/get-password-by-phone.ts';
import { login } from '../api/login.ts';
import { sendResetCode } from '../api/send-reset-code.ts';
import { errorText } from '@/lib/error-text.ts';
import { applyServerFieldErrors } from '../lib/field-errors.ts';
import { checkMobileAndCode, checkNewPassword } from '../lib/password-schema.ts';
import { useAuthSettings } from '../lib/use-auth-settings.ts';
import { useCompleteLogin } from '../lib/use-complete-login.ts';
import { MobileNumberField, UsernameField, VerificationCodeField } from './account-fields.tsx';
import { useDefaultDialingCode } from './country-field.tsx';
import { FormError } from './form-error.tsx';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { WarningDialog } from './warning-dialog.tsx';
import './auth-form.css';

interface ForgotPasswordFormProps {
  /** Closes the popup (after the e-mail confirmation, or once the phone reset has logged in). */
  onClose: () => void;
}

/** Password recovery: by SMS code when the operator enables it (CHNGPASSVERIF3), else by e-mail link. */
export function ForgotPasswordForm({ onClose }: ForgotPasswordFormProps) {
  const { flags } = useAuthSettings();
  return flags.CHNGPASSVERIF3 === true ? <ByPhone onClose={onClose} /> : <ByEmail onClose={onClose} />;
}

function ByEmail({ onClose }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { rules, lang } = useAuthSettings();
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => {
    const m = ruleMessages[lang];
    const check = (field: 'username' | 'email', value: string, issue: z.RefinementCtx) => {
      const rule = field === 'email' ? emailRule(rules) : ruleOf(rules, 'username');
      if (value.trim() === '') issue.addIssue({ code: 'custom', path: [field], message: m.required });
      else if (!matchesRule(value.trim(), rule))
        issue.addIssue({ code: 'custom', path: [field], message: patternMessage(lang, rule.patternId, rule.minLength, rule.maxLength) });
    };
    return z.object({ username: z.string(), email: z.string() }).superRefine((v, issue) => {
      check('username', v.username, issue);
      check('email', v.email, issue);
    });
  }, [rules, lang]);
  const { register, handleSubmit, formState, setError } = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgetPassword({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    } catch (error) {
      if (applyServerFieldErrors(error, ['username', 'email'], (f, message) => setError(f as 'email', { message }))) return;
      setFailure(error);
    }
  });

  if (sent) {
    return (
      <div className="auth-form auth-done" role="status">
        <CircleCheck size={44} className="auth-done-icon" aria-hidden />
        <p>{t('auth.resetEmailSent')}</p>
        <button type="button" className="btn btn-primary btn-lg btn-block" onClick={onClose} data-autofocus>
          {t('auth.confirm')}
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={formState.isSubmitting}>
      <p className="auth-lead">{t('auth.forgotEmailLead')}</p>
      <UsernameField id={`${id}-username`} required error={errors.username?.message} input={register('username')} />
      <FormField id={`${id}-email`} label={t('auth.field.email')} required error={errors.email?.message}>
        <div className="field-control">
          <Mail size={18} className="field-icon" aria-hidden />
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            {...fieldAria(`${id}-email`, errors.email?.message)}
            {...register('email')}
          />
        </div>
      </FormField>
      {failure !== null && <FormError error={failure} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="auth-spinner" aria-hidden /> : <Send size={18} aria-hidden className="flip-rtl" />}
        {formState.isSubmitting ? t('auth.sending') : t('auth.sendResetLink')}
      </button>
    </form>
  );
}

function ByPhone({ onClose }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { rules, lang, flags } = useAuthSettings();
  const complete = useCompleteLogin(flags);
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const schema = useMemo(() => {
    return z
      .object({ countryDialingCode: z.string(), mobileNum: z.string(), verificationCode: z.string(), newPassword: z.string(), confirmNewPassword: z.string() })
      .superRefine((v, issue) => {
        checkMobileAndCode(v, issue, lang);
        checkNewPassword(v, issue, rules, lang);
      });
  }, [rules, lang]);
  const { register, handleSubmit, formState, setError, watch, setValue, control } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const errors = formState.errors;
  useDefaultDialingCode(watch('countryDialingCode'), (code) => setValue('countryDialingCode', code));
  const mobileNum = watch('mobileNum');
  const countryDialingCode = watch('countryDialingCode');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { username } = await getPasswordByPhone({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      // Logged in with the new password straight away (login type empty), as the spec asks.
      const value = await login({ type: '', username, password: values.newPassword, ...(await solvedChallenge()) });
      await complete(value, { type: '', password: values.newPassword, loginFrom: 'member', close: onClose });
    } catch (error) {
      const shown = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];
      if (applyServerFieldErrors(error, shown, (f, message) => setError(f as 'mobileNum', { message }))) return;
      setFailure(error);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={formState.isSubmitting}>
      <p className="auth-lead">{t('auth.forgotPhoneLead')}</p>
      <MobileNumberField id={`${id}-mobile`} required error={errors.mobileNum?.message} control={control} countryName="countryDialingCode" input={register('mobileNum')} autoFocus />
      <VerificationCodeField
        id={`${id}-code`}
        required
        error={errors.verificationCode?.message}
        input={register('verificationCode')}
        purpose="reset"
        target={countryDialingCode + mobileNum.trim()}
        canSend={mobileNumSchema.safeParse(mobileNum).success && countryDialingCode !== ''}
        onSend={() => sendResetCode({ mobileNum: mobileNum.trim(), countryDialingCode })}
        onSendError={(error) => setWarning(errorText(t, error))}
      />
      <NewPasswordFields id={id} register={register} errors={errors} />
      {failure !== null && <FormError error={failure} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="auth-spinner" aria-hidden /> : <Send size={18} aria-hidden className="flip-rtl" />}
        {formState.isSubmitting ? t('auth.saving') : t('auth.resetPassword')}
      </button>
      {warning && <WarningDialog message={warning} onConfirm={() => setWarning(null)} />}
    </form>
  );
}
