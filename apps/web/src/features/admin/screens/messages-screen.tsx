import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text.ts';
import { adminKeys, sendMessage } from '../api/admin-api.ts';
import { Flash } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { ScreenHeader } from './screen-header.tsx';

interface MessageFields {
  username: string;
  title: string;
  body: string;
}

/** Write a platform message (in English, the fallback of every language) to one member or to everyone. */
export function MessagesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [flash, setFlash] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<MessageFields>({ defaultValues: { username: '', title: '', body: '' } });
  const send = useMutation({
    mutationFn: (fields: MessageFields) =>
      sendMessage({ ...(fields.username.trim() ? { username: fields.username.trim() } : {}), title: { EN: fields.title.trim() }, body: { EN: fields.body.trim() } }),
    onSuccess: (_value, fields) => {
      reset();
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setFlash(fields.username.trim() ? t('admin.messages.sentTo', { member: fields.username.trim() }) : t('admin.messages.sentAll'));
    },
    onError: (error) => {
      for (const issue of fieldIssuesOf(error)) {
        const field = issue.field.split('.')[0];
        if (field === 'username' || field === 'title' || field === 'body') setError(field, { message: issue.message });
      }
    },
  });
  const { errors } = formState;
  const required = (v: string) => v.trim().length > 0 || t('admin.login.required');

  return (
    <section className="admin-screen admin-narrow">
      <ScreenHeader title={t('admin.messages.title')} subtitle={t('admin.messages.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <form className="admin-card admin-form" noValidate onSubmit={handleSubmit((fields) => send.mutate(fields))}>
        <div className="field">
          <label className="field-label" htmlFor="message-username">
            {t('admin.messages.username')}
          </label>
          <input id="message-username" className="input" autoComplete="off" aria-invalid={Boolean(errors.username)} {...register('username')} />
          <p className="admin-hint">{t('admin.messages.usernameHint')}</p>
          {errors.username && <p className="field-error">{errors.username.message}</p>}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="message-title">
            {t('admin.messages.subject')}
          </label>
          <input id="message-title" className="input" maxLength={120} aria-invalid={Boolean(errors.title)} {...register('title', { validate: required })} />
          {errors.title && <p className="field-error">{errors.title.message}</p>}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="message-body">
            {t('admin.messages.body')}
          </label>
          <textarea id="message-body" className="input admin-textarea" rows={6} maxLength={4000} aria-invalid={Boolean(errors.body)} {...register('body', { validate: required })} />
          {errors.body && <p className="field-error">{errors.body.message}</p>}
        </div>
        {send.isError && fieldIssuesOf(send.error).length === 0 && (
          <p className="field-error" role="alert">
            {errorText(t, send.error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          <Send size={16} aria-hidden className="flip-rtl" />
          {t('admin.messages.send')}
        </button>
      </form>
    </section>
  );
}
