import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentRegisterBody, agentRegisterRules, type DownlineMember } from '@lumen/contracts/agent/agent.contract';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { FormError } from '@/features/auth/components/form-error.tsx';
import { PasswordInput } from '@/features/auth/components/password-input.tsx';
import { applyServerFieldErrors } from '@/features/auth/lib/field-errors.ts';
import { useAuthSettings } from '@/features/auth/lib/use-auth-settings.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { SubmitButton, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import '@/features/wallet/components/wallet.css';
import { agentKey, registerDownline } from '../api/team.ts';
import { AgentPanel } from './team-report-parts.tsx';

const fields = ['username', 'password', 'confirmPassword', 'accountType'] as const;
const accountTypes = ['member', 'agent'] as const;

/**
 * Register centre: the agent opens an account directly under itself, a member (a player) or an agent
 * (who may then run a team and hold contracts), with the site's username and password rules.
 */
export function RegisterCentrePanel() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const { rules, lang } = useAuthSettings();
  const schema = useMemo(() => agentRegisterRules(rules, lang), [rules, lang]);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<DownlineMember | null>(null);
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<AgentRegisterBody>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', confirmPassword: '', accountType: 'member' },
  });
  const errors = formState.errors;
  const accountType = watch('accountType') ?? 'member';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setCreated(null);
    try {
      const member = await registerDownline(values);
      // The next account is most often of the same type.
      reset({ username: '', password: '', confirmPassword: '', accountType: values.accountType });
      setCreated(member);
      await queryClient.invalidateQueries({ queryKey: agentKey });
    } catch (error) {
      if (applyServerFieldErrors(error, fields, (field, message) => setError(field as (typeof fields)[number], { message }))) return;
      // A taken name belongs under the name, and goes away as soon as it is changed.
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') setError('username', { message: errorText(t, error) });
      else setFailure(error);
    }
  });

  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <AgentPanel icon={<UserPlus size={22} />} title={t('agent.page.registerCenter')} about={t('agent.about.registerCenter')}>
      <form className="agent-register-form" noValidate onSubmit={submit} aria-label={t('agent.page.registerCenter')}>
        <fieldset className="agent-register-types">
          <legend className="field-label">{t('agent.register.accountType')}</legend>
          <div className="agent-register-choices">
            {accountTypes.map((type) => (
              <label key={type} className="choice-card" data-checked={accountType === type}>
                <input type="radio" value={type} {...register('accountType')} />
                <span className="agent-register-choice">
                  <span>{t(`agent.register.type.${type}`)}</span>
                  <span className="agent-register-choice-note">{t(`agent.register.typeNote.${type}`)}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.accountType?.message && <p className="field-error">{errors.accountType.message}</p>}
        </fieldset>
        <FormField id={fieldId('username')} label={t('agent.register.username')} error={errors.username?.message} errorRole="alert" required>
          <input
            id={fieldId('username')}
            className="input"
            autoComplete="off"
            dir="ltr"
            maxLength={64}
            {...fieldAria(fieldId('username'), errors.username?.message)}
            {...register('username')}
          />
        </FormField>
        <FormField id={fieldId('password')} label={t('agent.register.password')} error={errors.password?.message} required>
          <PasswordInput id={fieldId('password')} autoComplete="new-password" maxLength={128} {...fieldAria(fieldId('password'), errors.password?.message)} {...register('password')} />
        </FormField>
        <FormField id={fieldId('confirmPassword')} label={t('agent.register.confirmPassword')} error={errors.confirmPassword?.message} required>
          <PasswordInput
            id={fieldId('confirmPassword')}
            autoComplete="new-password"
            maxLength={128}
            {...fieldAria(fieldId('confirmPassword'), errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </FormField>
        <p className="agent-register-note">{t(accountType === 'agent' ? 'agent.register.noteAgent' : 'agent.register.note')}</p>
        {failure !== null && <FormError error={failure} />}
        {created && <SuccessLine>{t(created.isAgent ? 'agent.register.doneAgent' : 'agent.register.done', { username: created.username })}</SuccessLine>}
        <SubmitButton busy={formState.isSubmitting} className="btn btn-primary" icon={<UserPlus size={16} aria-hidden />}>
          {t('agent.register.submit')}
        </SubmitButton>
      </form>
    </AgentPanel>
  );
}
