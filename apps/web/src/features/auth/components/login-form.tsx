import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LoginType,
  type LoginValue,
  type LoginVerificationValue,
  loginFailureValueSchema,
  loginVerificationValueSchema,
  mobileNumSchema,
} from '@lumen/contracts/auth/auth.contract';
import { ruleMessages } from '@lumen/contracts/auth/rule-messages';
import { KeyRound, LogIn, MessageSquareText, ShieldCheck, Smartphone, User } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { solvedChallenge } from '@/lib/challenge.ts';
import { login } from '../api/login.ts';
import { sendLoginCode } from '../api/send-login-code.ts';
import { verifyLogin } from '../api/verify-login.ts';
import { errorText } from '@/lib/error-text.ts';
import { forgetRemembered, forgetSms, rememberedLogin, rememberedSms, rememberedToken, saveRemembered, saveSms } from '../lib/remember.ts';
import { useAuthSettings } from '../lib/use-auth-settings.ts';
import { type LoginFrom, useCompleteLogin } from '../lib/use-complete-login.ts';
import { AuthTabs, CaptchaFormField, MobileNumberField, UsernameField, VerificationCodeField } from './account-fields.tsx';
import { checkMobileAndCode } from '../lib/password-schema.ts';
import { useCaptcha } from './captcha-field.tsx';
import { useDefaultDialingCode } from './country-field.tsx';
import { FormError } from './form-error.tsx';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { submitAfresh } from '@/lib/submit-afresh.ts';
import { PasswordInput } from './password-input.tsx';
import { WarningDialog } from './warning-dialog.tsx';
import './auth-form.css';

export interface LoginFormProps {
  /** 'agent' at /agent: only agents get in, there is no remember option, and success goes to /agentHome. */
  loginFrom?: LoginFrom;
  /** Called once the session is kept, before going on (a popup closes itself here). */
  onSuccess?: (value: LoginValue) => void;
  /** Called once the login has gone on, unless a password change was forced (what the visitor asked for before signing in). */
  afterLogin?: () => void;
  /** Offers the sign-up link when given. */
  onSwitchToRegister?: () => void;
  /** Offers the forgot-password link when given. */
  onForgotPassword?: () => void;
  /** @deprecated use loginFrom="agent"; false hides the remember option. */
  showRemember?: boolean;
}

type Tab = 'username' | 'sms';

/** A login that needs its second step, and what to do once it is verified. */
interface PendingVerification extends LoginVerificationValue {
  type: LoginType;
  password?: string;
  remember?: { username: string } | { sms: { mobileNum: string; countryDialingCode: string } };
}

/** The login popup's form: username and password, or (when the operator enables it) an SMS code. */
export function LoginForm({ loginFrom = 'member', onSuccess, afterLogin, onSwitchToRegister, onForgotPassword, showRemember = true }: LoginFormProps) {
  const { t } = useTranslation();
  const { flags } = useAuthSettings();
  const smsEnabled = flags.MOBILEVERCODELOGIN3 === true;
  const [tab, setTab] = useState<Tab>('username');
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const complete = useCompleteLogin(flags);
  const allowRemember = loginFrom !== 'agent' && showRemember;
  const tabId = useId();

  const finish = async (value: LoginValue, ctx: Pick<PendingVerification, 'type' | 'password' | 'remember'>) => {
    if (ctx.remember && 'username' in ctx.remember) saveRemembered(ctx.remember.username, value.rememberToken);
    if (ctx.remember && 'sms' in ctx.remember) saveSms(ctx.remember.sms);
    await complete(value, { type: ctx.type, password: ctx.password, loginFrom, close: () => onSuccess?.(value), afterwards: afterLogin });
  };

  /** A VERIFICATION_REQUIRED answer opens the second step; answers whether it did. */
  const needsVerification = (error: unknown, ctx: Omit<PendingVerification, keyof LoginVerificationValue>) => {
    if (!(error instanceof ApiError) || error.code !== 'VERIFICATION_REQUIRED') return false;
    const parsed = loginVerificationValueSchema.safeParse(error.value);
    if (!parsed.success) return false;
    setPending({ ...parsed.data, ...ctx });
    return true;
  };

  if (pending) return <VerifyStep pending={pending} onBack={() => setPending(null)} onVerified={(value) => finish(value, pending)} />;

  const shared = { loginFrom, allowRemember, finish, needsVerification };
  const form =
    smsEnabled && tab === 'sms' ? (
      <SmsLogin key="sms" {...shared} onForgotPassword={onForgotPassword} />
    ) : (
      <UsernameLogin key="username" {...shared} onForgotPassword={onForgotPassword} />
    );
  return (
    <div className="auth-form">
      {smsEnabled && (
        <AuthTabs
          label={t('auth.loginType')}
          idPrefix={tabId}
          panelId={`${tabId}-panel`}
          current={tab}
          onChange={setTab}
          tabs={[
            { key: 'username', label: t('auth.tabUsername'), icon: <User size={16} aria-hidden /> },
            { key: 'sms', label: t('auth.tabSms'), icon: <Smartphone size={16} aria-hidden /> },
          ]}
        />
      )}
      {/* The same box either way, so the form keeps what was typed when the tabs appear. */}
      {smsEnabled ? (
        <div id={`${tabId}-panel`} role="tabpanel" aria-labelledby={`${tabId}-${tab}`}>
          {form}
        </div>
      ) : (
        <div id={`${tabId}-panel`}>{form}</div>
      )}
      {onSwitchToRegister && (
        <p className="auth-switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="auth-link" onClick={onSwitchToRegister}>
            {t('auth.signUp')}
          </button>
        </p>
      )}
    </div>
  );
}

interface TypeProps {
  loginFrom: LoginFrom;
  allowRemember: boolean;
  onForgotPassword?: () => void;
  finish: (value: LoginValue, ctx: Pick<PendingVerification, 'type' | 'password' | 'remember'>) => Promise<void>;
  needsVerification: (error: unknown, ctx: Omit<PendingVerification, keyof LoginVerificationValue>) => boolean;
}

function needsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && loginFailureValueSchema.safeParse(error.value).data?.captcha === true;
}

function UsernameLogin({ loginFrom, allowRemember, onForgotPassword, finish, needsVerification }: TypeProps) {
  const { t } = useTranslation();
  const { lang } = useAuthSettings();
  const id = useId();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<unknown>(null);
  const initial = useMemo(() => (allowRemember ? rememberedLogin() : { username: '', remember: false }), [allowRemember]);

  const schema = useMemo(() => {
    const m = ruleMessages[lang];
    return z
      .object({ username: z.string(), password: z.string(), captcha: z.string(), remember: z.boolean() })
      .superRefine((v, issue) => {
        if (v.username.trim() === '') issue.addIssue({ code: 'custom', path: ['username'], message: m.required });
        const byToken = allowRemember && Boolean(rememberedToken(v.username));
        if (v.password.trim() === '' && !byToken) issue.addIssue({ code: 'custom', path: ['password'], message: m.required });
        if (captcha.shownRef.current && v.captcha.trim() === '') issue.addIssue({ code: 'custom', path: ['captcha'], message: m.captchaRequired });
      });
  }, [lang, allowRemember, captcha.shownRef]);

  const { register, handleSubmit, formState, watch, setValue } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: initial.username, password: '', captcha: '', remember: initial.remember },
  });
  const errors = formState.errors;
  const username = watch('username');
  const password = watch('password');
  const remembered = allowRemember && password === '' && Boolean(rememberedToken(username));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const name = values.username.trim();
    const typed = values.password.trim();
    const rememberToken = allowRemember && typed === '' ? rememberedToken(name) : undefined;
    const remember = allowRemember && values.remember;
    try {
      const challenge = await solvedChallenge();
      const value = await login({
        type: 'username',
        username: name,
        ...(rememberToken ? { rememberToken } : { password: typed }),
        ...(remember ? { remember: true } : {}),
        ...captcha.fields(values.captcha),
        ...challenge,
        loginFrom,
      });
      if (allowRemember && !remember) forgetRemembered();
      await finish(value, { type: 'username', password: typed || undefined, remember: remember ? { username: name } : undefined });
    } catch (error) {
      setValue('captcha', '');
      captcha.renew(needsCaptcha(error));
      // The server spends a remember token the moment a login shows it, also when the login is then
      // held for a code: it is dropped here, so a later try does not show it again and count as a failure.
      if (rememberToken && error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED') forgetRemembered(name);
      if (needsVerification(error, { type: 'username', password: typed || undefined, remember: remember ? { username: name } : undefined })) return;
      // A token the server no longer accepts is dropped, so the next try asks for the password.
      if (rememberToken && error instanceof ApiError && error.code === 'LOGIN_FAILED') forgetRemembered(name);
      setFailure(error);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submitAfresh(() => setFailure(null), submit)} aria-busy={formState.isSubmitting}>
      <UsernameField id={`${id}-username`} error={errors.username?.message} input={register('username')} />
      <FormField
        id={`${id}-password`}
        label={t('auth.password')}
        error={errors.password?.message}
        hint={
          remembered ? (
            <p className="auth-hint auth-hint-ok">
              <ShieldCheck size={14} aria-hidden />
              {t('auth.deviceRemembered')}
            </p>
          ) : null
        }
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          maxLength={128}
          placeholder={remembered ? t('auth.passwordRememberedPlaceholder') : t('auth.passwordPlaceholder')}
          {...fieldAria(`${id}-password`, errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      {captcha.shown && <CaptchaFormField id={`${id}-captcha`} error={errors.captcha?.message} captcha={captcha} input={register('captcha')} />}
      <Options allowRemember={allowRemember} onForgotPassword={onForgotPassword} remember={register('remember')} />
      {failure !== null && <FormError error={failure} />}
      <SubmitButton busy={formState.isSubmitting} />
    </form>
  );
}

function SmsLogin({ loginFrom, allowRemember, onForgotPassword, finish, needsVerification }: TypeProps) {
  const { t } = useTranslation();
  const { lang } = useAuthSettings();
  const id = useId();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<unknown>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const saved = useMemo(() => (allowRemember ? rememberedSms() : undefined), [allowRemember]);

  const schema = useMemo(() => {
    return z
      .object({ countryDialingCode: z.string(), mobileNum: z.string(), verificationCode: z.string(), captcha: z.string(), remember: z.boolean() })
      .superRefine((v, issue) => {
        checkMobileAndCode(v, issue, lang);
        if (captcha.shownRef.current && v.captcha.trim() === '') {
          issue.addIssue({ code: 'custom', path: ['captcha'], message: ruleMessages[lang].captchaRequired });
        }
      });
  }, [lang, captcha.shownRef]);

  const { register, handleSubmit, formState, watch, setValue, control } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: saved?.countryDialingCode ?? '',
      mobileNum: saved?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      remember: Boolean(saved),
    },
  });
  useDefaultDialingCode(watch('countryDialingCode'), (code) => setValue('countryDialingCode', code));
  const errors = formState.errors;
  const mobileNum = watch('mobileNum');
  const countryDialingCode = watch('countryDialingCode');
  const validNumber = mobileNumSchema.safeParse(mobileNum).success && countryDialingCode !== '';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const phone = { mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode };
    const remember = allowRemember && values.remember ? { sms: phone } : undefined;
    try {
      const value = await login({
        type: 'sms',
        ...phone,
        verificationCode: values.verificationCode.trim(),
        ...captcha.fields(values.captcha),
        loginFrom,
      });
      if (allowRemember && !remember) forgetSms();
      await finish(value, { type: 'sms', remember });
    } catch (error) {
      setValue('captcha', '');
      captcha.renew(needsCaptcha(error));
      if (needsVerification(error, { type: 'sms', remember })) return;
      setFailure(error);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submitAfresh(() => setFailure(null), submit)} aria-busy={formState.isSubmitting}>
      <MobileNumberField id={`${id}-mobile`} error={errors.mobileNum?.message} control={control} countryName="countryDialingCode" input={register('mobileNum')} autoFocus />
      <VerificationCodeField
        id={`${id}-code`}
        error={errors.verificationCode?.message}
        input={register('verificationCode')}
        purpose="login"
        target={countryDialingCode + mobileNum.trim()}
        canSend={validNumber}
        onSend={() => sendLoginCode({ mobileNum: mobileNum.trim(), countryDialingCode })}
        onSendError={(error) => setWarning(errorText(t, error))}
      />
      {captcha.shown && <CaptchaFormField id={`${id}-captcha`} error={errors.captcha?.message} captcha={captcha} input={register('captcha')} />}
      <Options allowRemember={allowRemember} onForgotPassword={onForgotPassword} remember={register('remember')} />
      {failure !== null && <FormError error={failure} />}
      <SubmitButton busy={formState.isSubmitting} />
      {warning && <WarningDialog message={warning} onConfirm={() => setWarning(null)} />}
    </form>
  );
}

function Options({
  allowRemember,
  onForgotPassword,
  remember,
}: {
  allowRemember: boolean;
  onForgotPassword?: () => void;
  remember: UseFormRegisterReturn<'remember'>;
}) {
  const { t } = useTranslation();
  if (!allowRemember && !onForgotPassword) return null;
  return (
    <div className="auth-form-row">
      {allowRemember ? (
        <label className="auth-check">
          <input type="checkbox" {...remember} />
          {t('auth.rememberMe')}
        </label>
      ) : (
        <span />
      )}
      {onForgotPassword && (
        <button type="button" className="auth-link" onClick={onForgotPassword}>
          {t('auth.forgotPassword')}
        </button>
      )}
    </div>
  );
}

function SubmitButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
      {busy ? <span className="auth-spinner" aria-hidden /> : <LogIn size={18} aria-hidden className="flip-rtl" />}
      {busy ? t('auth.signingIn') : t('auth.login')}
    </button>
  );
}

/** The second step of a login from a new device or place: the code sent to the member. */
function VerifyStep({ pending, onBack, onVerified }: { pending: PendingVerification; onBack: () => void; onVerified: (value: LoginValue) => Promise<void> }) {
  const { t } = useTranslation();
  const { lang } = useAuthSettings();
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => {
    const m = ruleMessages[lang];
    return z.object({
      verificationCode: z
        .string()
        .trim()
        .min(1, m.required)
        .regex(/^[0-9]{6}$/, m.invalidCode),
    });
  }, [lang]);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { verificationCode: '' } });
  const error = formState.errors.verificationCode?.message;

  const submit = handleSubmit(async ({ verificationCode }) => {
    setFailure(null);
    try {
      await onVerified(await verifyLogin({ ticket: pending.ticket, verificationCode }));
    } catch (cause) {
      setFailure(cause);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submitAfresh(() => setFailure(null), submit)} aria-busy={formState.isSubmitting}>
      <div className="auth-notice">
        <KeyRound size={20} aria-hidden />
        <p>
          {pending.channel === 'EMAIL' ? t('auth.verifySentEmail', { target: pending.target }) : t('auth.verifySentSms', { target: pending.target })}{' '}
          {t('auth.codeValidFor', { minutes: pending.expiredMinutes })}
        </p>
      </div>
      <FormField id={`${id}-code`} label={t('auth.verificationCode')} error={error}>
        <div className="field-control">
          <MessageSquareText size={18} className="field-icon" aria-hidden />
          <input
            id={`${id}-code`}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.codePlaceholder')}
            data-autofocus
            {...fieldAria(`${id}-code`, error)}
            {...register('verificationCode')}
          />
        </div>
      </FormField>
      {failure !== null && <FormError error={failure} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={formState.isSubmitting}>
        <ShieldCheck size={18} aria-hidden />
        {formState.isSubmitting ? t('auth.verifying') : t('auth.verify')}
      </button>
      <button type="button" className="auth-link auth-back" onClick={onBack}>
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}
