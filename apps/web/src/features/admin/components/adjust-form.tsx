import type { AdjustmentBody, AdjustmentValue } from '@lumen/contracts/admin/admin.contract';
import { parseAmount } from '@lumen/contracts/wallet/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { adjustBalance, adminKeys } from '../api/admin-api.ts';
import { fieldIssuesOf } from '../lib/errors.ts';
import { errorText } from '@/lib/error-text.ts';
import { amountText, isValidReason } from '../lib/format.ts';
import { ConfirmDialog } from './dialogs.tsx';

interface AdjustFields {
  username: string;
  amount: string;
  reason: string;
}

/** A signed, non-zero amount of at most 2 decimals (what the server accepts). */
export function isValidAdjustment(amount: string): boolean {
  const minor = parseAmount(amount.trim(), { signed: true });
  return minor !== null && minor !== 0n;
}

/**
 * Credit or debit a member with a reason. The form checks, then a dialog restates the movement;
 * applying sends it with an Idempotency-Key that is kept when the answer never came, so sending it
 * again cannot move the money twice.
 */
export function AdjustForm({ onDone }: { onDone: (value: AdjustmentValue) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm<AdjustFields>({
    defaultValues: { username: '', amount: '', reason: '' },
  });
  const [pending, setPending] = useState<AdjustmentBody | null>(null);
  const submission = useSubmissionKey();

  const adjust = useMutation({
    mutationFn: (body: AdjustmentBody) => submission.send(body, (key) => adjustBalance(body, key)),
    onSuccess: (value) => {
      setPending(null);
      reset();
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone(value);
    },
    onError: (error) => {
      const issues = fieldIssuesOf(error);
      for (const issue of issues) {
        if (issue.field === 'username' || issue.field === 'amount' || issue.field === 'reason') setError(issue.field, { message: issue.message });
      }
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'NOT_FOUND') setError('username', { message: t('admin.adjust.memberNotFound') });
      if (code === 'INSUFFICIENT_BALANCE') setError('amount', { message: errorText(t, error) });
      if (issues.length > 0 || code === 'NOT_FOUND' || code === 'INSUFFICIENT_BALANCE') setPending(null);
    },
  });

  const { errors } = formState;
  const minor = pending ? parseAmount(String(pending.amount), { signed: true }) : null;
  const absolute = minor === null ? '' : amountText(String(pending?.amount).replace(/^-/, ''));

  return (
    <>
      <form
        className="admin-card admin-form"
        noValidate
        onSubmit={handleSubmit((fields) => {
          adjust.reset();
          setPending({ username: fields.username.trim(), amount: fields.amount.trim(), reason: fields.reason.trim() });
        })}
      >
        <div className="field">
          <label className="field-label" htmlFor="adjust-username">
            {t('admin.adjust.username')}
          </label>
          <input
            id="adjust-username"
            className="input"
            autoComplete="off"
            aria-invalid={Boolean(errors.username)}
            {...register('username', { validate: (v) => v.trim().length > 0 || t('admin.login.required') })}
          />
          {errors.username && <p className="field-error">{errors.username.message}</p>}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="adjust-amount">
            {t('admin.adjust.amount')}
          </label>
          <input
            id="adjust-amount"
            className="input admin-amount-input"
            inputMode="decimal"
            aria-invalid={Boolean(errors.amount)}
            {...register('amount', { validate: (v) => isValidAdjustment(v) || t('admin.adjust.amountInvalid') })}
          />
          {errors.amount && <p className="field-error">{errors.amount.message}</p>}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="adjust-reason">
            {t('admin.reasonLabel')}
          </label>
          <textarea
            id="adjust-reason"
            className="input admin-textarea"
            rows={3}
            maxLength={140}
            aria-invalid={Boolean(errors.reason)}
            {...register('reason', { validate: (v) => isValidReason(v) || t('admin.reasonInvalid') })}
          />
          {errors.reason && <p className="field-error">{errors.reason.message}</p>}
        </div>
        <button type="submit" className="btn btn-primary">
          <Scale size={16} aria-hidden />
          {t('admin.adjust.submit')}
        </button>
      </form>
      {pending && (
        <ConfirmDialog
          title={t('admin.adjust.confirmTitle')}
          confirmLabel={t('admin.adjust.apply')}
          onConfirm={() => adjust.mutate(pending)}
          onClose={() => setPending(null)}
          pending={adjust.isPending}
          error={adjust.error}
        >
          <p className={minor !== null && minor < 0n ? 'tone-out' : 'tone-in'}>
            {minor !== null && minor < 0n
              ? t('admin.adjust.confirmDebit', { amount: absolute, member: pending.username })
              : t('admin.adjust.confirmCredit', { amount: absolute, member: pending.username })}
          </p>
          <p className="admin-quote">
            <CircleAlert size={14} aria-hidden />
            {pending.reason}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
