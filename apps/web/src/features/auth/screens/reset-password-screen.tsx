import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LinkIcon, LogIn } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { openModal } from '@/lib/modal-store.ts';
import { resetPassword } from '../api/reset-password.ts';
import { FormError } from '../components/form-error.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { applyServerFieldErrors } from '../lib/field-errors.ts';
import { checkNewPassword } from '../lib/password-schema.ts';
import { useAuthSettings } from '../lib/use-auth-settings.ts';
import '@/components/form-field/form-field.css';
import '../components/auth-form.css';

/** /resetPassword?token=...: the page an e-mailed reset link opens. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');

  return (
    <div className="page reset-page">
      <section className="card reset-card" aria-labelledby="reset-title">
        <div className="reset-badge" aria-hidden>
          {state === 'done' ? <CircleCheck size={28} /> : state === 'invalid' ? <LinkIcon size={28} /> : <KeyRound size={28} />}
        </div>
        <h1 id="reset-title" className="reset-title">
          {t('auth.resetTitle')}
        </h1>
        {state === 'form' && <ResetForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />}
        {state !== 'form' && (
          <div className="auth-form">
            <p className={state === 'done' ? 'auth-lead' : 'form-alert auth-error'} role={state === 'done' ? 'status' : 'alert'}>
              {state === 'done' ? t('auth.resetDone') : t('errors:RESET_LINK_INVALID')}
            </p>
            <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => openModal('login')}>
              <LogIn size={18} aria-hidden className="flip-rtl" />
              {t('auth.login')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useTranslation();
  const { rules, lang } = useAuthSettings();
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(
    () => z.object({ newPassword: z.string(), confirmNewPassword: z.string() }).superRefine((v, issue) => checkNewPassword(v, issue, rules, lang)),
    [rules, lang],
  );
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ token, ...values });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') return onInvalid();
      if (applyServerFieldErrors(error, ['newPassword', 'confirmNewPassword'], (f, message) => setError(f as 'newPassword', { message }))) return;
      setFailure(error);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={formState.isSubmitting}>
      <p className="auth-lead">{t('auth.resetLead')}</p>
      <NewPasswordFields id={id} register={register} errors={formState.errors} />
      {failure !== null && <FormError error={failure} />}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="auth-spinner" aria-hidden /> : <KeyRound size={18} aria-hidden />}
        {formState.isSubmitting ? t('auth.saving') : t('auth.resetPassword')}
      </button>
    </form>
  );
}
