import { zodResolver } from '@hookform/resolvers/zod';
import { mobileNumSchema, type RegisterBody, type RegisterType } from '@lumen/contracts/auth/auth.contract';
import { type OptionalRegisterField, optionalFieldRequired, registrationFields, registrationSchema } from '@lumen/contracts/auth/registration-rules';
import { ruleMessages } from '@lumen/contracts/auth/rule-messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  AtSign,
  Contact,
  Hash,
  type LucideIcon,
  Mail,
  MessageCircle,
  Smartphone,
  Ticket,
  User,
  UserCheck,
  UserPlus,
} from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { signIn } from '@/lib/session.ts';
import { checkAffiliate } from '../api/check-affiliate.ts';
import { solvedChallenge } from '@/lib/challenge.ts';
import { reloadLoginInfo } from '@/lib/login-info.ts';
import { register as registerAccount } from '../api/register.ts';
import { sendRegisterCode } from '../api/send-register-code.ts';
import { errorText } from '@/lib/error-text.ts';
import { applyServerFieldErrors } from '../lib/field-errors.ts';
import { holdPassword } from '../lib/password-memory.ts';
import { useAuthSettings } from '../lib/use-auth-settings.ts';
import { AuthTabs, CaptchaFormField, MobileNumberField, VerificationCodeField } from './account-fields.tsx';
import { useCaptcha } from './captcha-field.tsx';
import { useDefaultDialingCode } from './country-field.tsx';
import { FormError } from './form-error.tsx';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { WarningDialog } from './warning-dialog.tsx';
import './auth-form.css';

interface RegisterFormProps {
  /** From the page's ?referralCode. */
  referralCode?: string;
  /** Called once the new session is kept (the popup closes itself here). */
  onSuccess?: () => void;
  onSwitchToLogin?: () => void;
}

type Values = Record<string, string | boolean>;

const optionalIcons: Partial<Record<OptionalRegisterField, LucideIcon>> = {
  email: Mail,
  payeeName: Contact,
  affiliateCode: Ticket,
  recommenderId: UserCheck,
  qqNum: Hash,
  line: MessageCircle,
  whatsapp: MessageCircle,
  facebook: AtSign,
  wechat: MessageCircle,
  idNumber: Contact,
};

/** Server refusals that belong to one field: shown under it instead of above the button. */
const codeFields: Record<string, string> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  INVALID_INVITATION_CODE: 'affiliateCode',
  CAPTCHA_INVALID: 'captcha',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
};

/** The registration form: the fields and checks the operator's rules ask for, by username or by phone. */
export function RegisterForm({ referralCode, onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const { flags, ready } = useAuthSettings();
  const both = flags.USERNAMEREG3 === true && flags.MOBILENUMREG3 === true;
  const [chosen, setType] = useState<RegisterType | null>(null);
  const type: RegisterType = chosen ?? (flags.MOBILENUMREG3 ? 'registerMobile' : 'register');
  const tabId = useId();

  return (
    <div className="auth-form">
      {both && (
        <AuthTabs
          label={t('auth.registerType')}
          idPrefix={tabId}
          panelId={`${tabId}-panel`}
          current={type}
          onChange={setType}
          tabs={[
            { key: 'register', label: t('auth.tabUsername'), icon: <User size={16} aria-hidden /> },
            { key: 'registerMobile', label: t('auth.tabMobile'), icon: <Smartphone size={16} aria-hidden /> },
          ]}
        />
      )}
      {ready ? (
        both ? (
          <div id={`${tabId}-panel`} role="tabpanel" aria-labelledby={`${tabId}-${type}`}>
            <RegisterFields key={type} type={type} referralCode={referralCode} onSuccess={onSuccess} />
          </div>
        ) : (
          <RegisterFields key={type} type={type} referralCode={referralCode} onSuccess={onSuccess} />
        )
      ) : (
        <div className="auth-loading" role="status" aria-label={t('common.loading')}>
          <span className="auth-spinner" aria-hidden />
        </div>
      )}
      {onSwitchToLogin && (
        <p className="auth-switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="auth-link" onClick={onSwitchToLogin}>
            {t('auth.login')}
          </button>
        </p>
      )}
    </div>
  );
}

function RegisterFields({ type, referralCode, onSuccess }: { type: RegisterType; referralCode?: string; onSuccess?: () => void }) {
  const { t } = useTranslation();
  const { flags, rules, lang } = useAuthSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<unknown>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const shown = useMemo(() => registrationFields({ rules, type, flags }), [rules, type, flags]);
  const shownNames = useMemo(
    () =>
      [
        shown.username && 'username',
        shown.password && 'password',
        shown.password && 'confirmPassword',
        shown.mobileNum && 'mobileNum',
        shown.verificationCode && 'verificationCode',
        shown.captcha && 'captcha',
        ...shown.optional,
      ].filter((f): f is string => Boolean(f)),
    [shown],
  );

  // The operator's rules and the terms box, as the server runs them (messages in the interface language).
  const schema = useMemo(() => registrationSchema({ rules, type, lang, flags }), [rules, type, lang, flags]);

  const { register, handleSubmit, formState, watch, setValue, setError, control } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { countryDialingCode: '', terms: false },
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const errorOf = (name: string) => errors[name]?.message;
  useDefaultDialingCode(String(watch('countryDialingCode') ?? ''), (code) => setValue('countryDialingCode', code));
  const mobileNum = String(watch('mobileNum') ?? '');
  const countryDialingCode = String(watch('countryDialingCode') ?? '');

  const renew = captcha.renew;
  useEffect(() => {
    if (shown.captcha) renew(true);
  }, [shown.captcha, renew]);

  const text = (values: Values, name: string) => {
    const raw = values[name];
    return typeof raw === 'string' ? raw.trim() : '';
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const affiliateCode = text(values, 'affiliateCode');
    if (affiliateCode && shown.optional.includes('affiliateCode')) {
      let valid: boolean;
      try {
        valid = (await checkAffiliate({ code: affiliateCode, domain: window.location.hostname })).valid;
      } catch (error) {
        // Only a refusal of the code is an invitation-code error; anything else is shown as it is.
        if (!(error instanceof ApiError) || (error.code !== 'INVALID_INVITATION_CODE' && error.code !== 'VALIDATION_FAILED')) {
          setFailure(error);
          return;
        }
        valid = false;
      }
      if (!valid) {
        setWarning(ruleMessages[lang].invalidInvitation);
        return;
      }
    }
    const body: RegisterBody = {
      type,
      domain: window.location.hostname,
      // The resolver lets the form through only with the box ticked.
      terms: true,
      login: true,
      ...(referralCode ? { referralCode } : {}),
    };
    const fields = body as Record<string, unknown>;
    for (const name of shownNames) {
      if (name === 'captcha') continue;
      const value = name === 'password' || name === 'confirmPassword' || name === 'paymentPassword' ? String(values[name] ?? '') : text(values, name);
      if (value !== '') fields[name] = value;
    }
    if (shown.mobileNum && text(values, 'mobileNum')) fields.countryDialingCode = countryDialingCode;
    Object.assign(fields, captcha.fields(text(values, 'captcha')));
    try {
      const value = await registerAccount({ ...body, ...(await solvedChallenge()) });
      if (value.token) signIn({ token: value.token, user: value.user });
      holdPassword(typeof body.password === 'string' ? body.password : '');
      onSuccess?.();
      await reloadLoginInfo(queryClient);
      navigate(paths.home);
    } catch (error) {
      setValue('captcha', '');
      captcha.renew(false);
      if (applyServerFieldErrors(error, shownNames, (field, message) => setError(field, { message }))) return;
      const field = error instanceof ApiError ? codeFields[error.code] : undefined;
      if (field && shownNames.includes(field)) {
        setError(field, { message: errorText(t, error) });
        return;
      }
      setFailure(error);
    }
  });

  const textInput = (name: string, Icon: LucideIcon, extra: Record<string, unknown> = {}) => (
    <div className="field-control">
      <Icon size={18} className="field-icon" aria-hidden />
      <input id={`${id}-${name}`} className="input" {...fieldAria(`${id}-${name}`, errorOf(name))} {...extra} {...register(name)} />
    </div>
  );

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={formState.isSubmitting}>
      <div className="auth-grid">
        {shown.username && (
          <FormField id={`${id}-username`} label={t('auth.username')} required error={errorOf('username')} className="field-full">
            {textInput('username', User, { autoComplete: 'username', placeholder: t('auth.usernamePlaceholder'), 'data-autofocus': true })}
          </FormField>
        )}
        {shown.mobileNum && (
          <MobileNumberField
            id={`${id}-mobileNum`}
            required={shown.mobileRequired}
            error={errorOf('mobileNum')}
            className="field-full"
            control={control}
            countryName="countryDialingCode"
            input={register('mobileNum')}
            autoFocus={!shown.username}
          />
        )}
        {shown.verificationCode && (
          <VerificationCodeField
            id={`${id}-verificationCode`}
            required
            error={errorOf('verificationCode')}
            className="field-full"
            input={register('verificationCode')}
            purpose="register"
            target={countryDialingCode + mobileNum.trim()}
            canSend={mobileNumSchema.safeParse(mobileNum).success && countryDialingCode !== ''}
            onSend={() => sendRegisterCode({ mobileNo: mobileNum.trim(), countryDialingCode, type })}
            onSendError={(error) => setWarning(errorText(t, error))}
          />
        )}
        {shown.password && (
          <>
            <FormField id={`${id}-password`} label={t('auth.password')} required error={errorOf('password')}>
              <PasswordInput
                id={`${id}-password`}
                autoComplete="new-password"
                placeholder={t('auth.passwordPlaceholder')}
                {...fieldAria(`${id}-password`, errorOf('password'))}
                {...register('password')}
              />
            </FormField>
            <FormField id={`${id}-confirmPassword`} label={t('auth.confirmPassword')} required error={errorOf('confirmPassword')}>
              <PasswordInput
                id={`${id}-confirmPassword`}
                autoComplete="new-password"
                placeholder={t('auth.confirmPasswordPlaceholder')}
                {...fieldAria(`${id}-confirmPassword`, errorOf('confirmPassword'))}
                {...register('confirmPassword')}
              />
            </FormField>
          </>
        )}
        {shown.optional.map((name) => {
          return (
            <FormField key={name} id={`${id}-${name}`} label={t(`auth.field.${name}`)} required={optionalFieldRequired(rules, name)} error={errorOf(name)}>
              {name === 'paymentPassword' ? (
                <PasswordInput
                  id={`${id}-${name}`}
                  autoComplete="off"
                  {...fieldAria(`${id}-${name}`, errorOf(name))}
                  {...register(name)}
                />
              ) : (
                textInput(name, optionalIcons[name] ?? User, {
                  type: name === 'email' ? 'email' : 'text',
                  autoComplete: name === 'email' ? 'email' : name === 'payeeName' ? 'name' : 'off',
                })
              )}
            </FormField>
          );
        })}
        {shown.captcha && (
          <CaptchaFormField id={`${id}-captcha`} required={shown.captchaRequired} error={errorOf('captcha')} className="field-full" captcha={captcha} input={register('captcha')} />
        )}
      </div>
      <div className="field">
        <label className="auth-check">
          <input type="checkbox" {...fieldAria(`${id}-terms`, errorOf('terms'))} {...register('terms')} />
          {t('auth.acceptTerms')}
        </label>
        {errorOf('terms') && (
          <p id={`${id}-terms-error`} className="field-error">
            {errorOf('terms')}
          </p>
        )}
      </div>
      {failure !== null && <FormError error={failure} />}
      <button type="submit" className="btn btn-gold btn-lg btn-block" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="auth-spinner" aria-hidden /> : <UserPlus size={18} aria-hidden />}
        {formState.isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </button>
      {warning && <WarningDialog message={warning} onConfirm={() => setWarning(null)} />}
    </form>
  );
}
