import { type GrantRewardBody, MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import { parseAmount } from '@lumen/contracts/wallet/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { adminKeys, grantedRewardsQuery, grantReward } from '../api/admin-api.ts';
import { Amount, EmptyRow, ErrorRow, Flash, SkeletonRows } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { amountText, timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

type Target = 'one' | 'all';

interface RewardFields {
  target: Target;
  username: string;
  title: string;
  body: string;
  amount: string;
  validDays: string;
}

/** The fields a VALIDATION_FAILED answer may name (title.EN and body.EN go under title and body). */
const FIELDS = ['username', 'title', 'body', 'amount', 'validDays'] as const;
type FieldName = (typeof FIELDS)[number];
const isFieldName = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

export const DEFAULT_VALID_DAYS = '7';
export const MAX_VALID_DAYS = 365;
const MAX_REWARD_MINOR = parseAmount(MAX_REWARD_AMOUNT) ?? 0n;
const COLUMNS = 8;

/** More than zero, at most 2 decimals, at most the most one reward may pay (what the server accepts). */
export function isValidRewardAmount(amount: string): boolean {
  const minor = parseAmount(amount.trim());
  return minor !== null && minor > 0n && minor <= MAX_REWARD_MINOR;
}

/** A whole number of days from 1 to 365. */
export function isValidDays(days: string): boolean {
  const text = days.trim();
  return /^[0-9]{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_VALID_DAYS;
}

/** The request for the form's fields: a username only for one member; the texts in English, the fallback of every language. */
function grantBody(fields: RewardFields): GrantRewardBody {
  const body = fields.body.trim();
  return {
    ...(fields.target === 'one' ? { username: fields.username.trim() } : {}),
    title: { EN: fields.title.trim() },
    ...(body ? { body: { EN: body } } : {}),
    amount: fields.amount.trim(),
    validDays: Number(fields.validDays.trim()),
  };
}

/**
 * Grant a reward to one member or to every member: a bonus they claim into the main wallet in the
 * reward centre within the days given. Below the form, the rewards granted and what was claimed.
 */
export function RewardsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [flash, setFlash] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const granted = useQuery({ ...grantedRewardsQuery(page), placeholderData: keepPreviousData });
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<RewardFields>({
    defaultValues: { target: 'one', username: '', title: '', body: '', amount: '', validDays: DEFAULT_VALID_DAYS },
  });
  const target = watch('target');
  // The same grant sent again after its answer was lost keeps its Idempotency-Key, so the server
  // answers the first grant instead of granting twice.
  const submission = useSubmissionKey();
  const grant = useMutation({
    mutationFn: (body: GrantRewardBody) => submission.send(body, (key) => grantReward(body, key)),
    onSuccess: (value, body) => {
      reset();
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      const texts = { amount: amountText(String(body.amount)), expires: timeText(value.expiresAt) };
      setFlash(body.username ? t('admin.rewards.grantedTo', { ...texts, member: body.username }) : t('admin.rewards.grantedAll', texts));
    },
    onError: (error) => {
      for (const issue of fieldIssuesOf(error)) {
        const field = issue.field.split('.')[0] ?? '';
        if (isFieldName(field)) setError(field, { message: issue.message });
      }
    },
  });
  const { errors } = formState;
  const required = (v: string) => v.trim().length > 0 || t('admin.login.required');

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.rewards.title')} subtitle={t('admin.rewards.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <form
        className="admin-card admin-form admin-narrow"
        noValidate
        onSubmit={handleSubmit((fields) => {
          setFlash(null);
          grant.mutate(grantBody(fields));
        })}
      >
        <fieldset className="admin-fieldset">
          <legend className="field-label">{t('admin.rewards.to')}</legend>
          <div className="admin-choices">
            {(['one', 'all'] as const).map((value) => (
              <label key={value} className="choice-card" data-checked={target === value}>
                <input type="radio" value={value} {...register('target')} />
                {t(value === 'one' ? 'admin.rewards.toOne' : 'admin.rewards.toAll')}
              </label>
            ))}
          </div>
        </fieldset>
        {target === 'one' ? (
          <div className="field">
            <label className="field-label" htmlFor="reward-username">
              {t('admin.rewards.username')}
            </label>
            <input
              id="reward-username"
              className="input"
              autoComplete="off"
              maxLength={32}
              aria-invalid={Boolean(errors.username)}
              {...register('username', { validate: (v, fields) => fields.target === 'all' || required(v) })}
            />
            {errors.username && <p className="field-error">{errors.username.message}</p>}
          </div>
        ) : (
          <p className="admin-hint">{t('admin.rewards.allHint')}</p>
        )}
        <div className="field">
          <label className="field-label" htmlFor="reward-title">
            {t('admin.rewards.rewardTitle')}
          </label>
          <input id="reward-title" className="input" maxLength={120} aria-invalid={Boolean(errors.title)} {...register('title', { validate: required })} />
          {errors.title && <p className="field-error">{errors.title.message}</p>}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="reward-body">
            {t('admin.rewards.body')}
          </label>
          <textarea id="reward-body" className="input admin-textarea" rows={3} maxLength={2000} aria-invalid={Boolean(errors.body)} {...register('body')} />
          {errors.body && <p className="field-error">{errors.body.message}</p>}
        </div>
        <div className="admin-form-row">
          <div className="field">
            <label className="field-label" htmlFor="reward-amount">
              {t('admin.rewards.amount')}
            </label>
            <input
              id="reward-amount"
              className="input admin-amount-input"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              aria-invalid={Boolean(errors.amount)}
              {...register('amount', { validate: (v) => isValidRewardAmount(v) || t('admin.rewards.amountInvalid', { max: amountText(MAX_REWARD_AMOUNT) }) })}
            />
            {errors.amount && <p className="field-error">{errors.amount.message}</p>}
          </div>
          <div className="field">
            <label className="field-label" htmlFor="reward-days">
              {t('admin.rewards.validDays')}
            </label>
            <input
              id="reward-days"
              className="input"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              aria-invalid={Boolean(errors.validDays)}
              {...register('validDays', { validate: (v) => isValidDays(v) || t('admin.rewards.validDaysInvalid', { max: MAX_VALID_DAYS }) })}
            />
            {errors.validDays && <p className="field-error">{errors.validDays.message}</p>}
          </div>
        </div>
        {grant.isError && fieldIssuesOf(grant.error).length === 0 && (
          <p className="field-error" role="alert">
            {errorText(t, grant.error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={grant.isPending} aria-busy={grant.isPending}>
          <Gift size={16} aria-hidden />
          {t('admin.rewards.submit')}
        </button>
      </form>

      <h2 className="admin-rewards-heading">{t('admin.rewards.granted')}</h2>
      <div className="admin-card admin-table-wrap">
        <table className="admin-table" aria-busy={granted.isFetching}>
          <thead>
            <tr>
              <th>{t('admin.rewards.col.title')}</th>
              <th>{t('admin.rewards.col.to')}</th>
              <th className="num">{t('admin.col.amount')}</th>
              <th className="num">{t('admin.rewards.col.claims')}</th>
              <th className="num">{t('admin.rewards.col.claimedAmount')}</th>
              <th>{t('admin.rewards.col.created')}</th>
              <th>{t('admin.rewards.col.expires')}</th>
              <th>{t('admin.col.actor')}</th>
            </tr>
          </thead>
          <tbody>
            {granted.isPending ? (
              <SkeletonRows columns={COLUMNS} rows={4} />
            ) : granted.isError ? (
              <ErrorRow columns={COLUMNS} error={granted.error} onRetry={() => void granted.refetch()} />
            ) : granted.data.list.length === 0 ? (
              <EmptyRow columns={COLUMNS} text={t('admin.rewards.empty')} />
            ) : (
              granted.data.list.map((row) => (
                <tr key={row.id} data-testid={`granted-${row.id}`}>
                  <td>{row.title}</td>
                  <td>{row.username ?? <span className="admin-kind">{t('admin.rewards.everyone')}</span>}</td>
                  <td className="num">
                    <Amount value={row.amount} />
                  </td>
                  <td className="num">{row.claims}</td>
                  <td className="num">
                    <Amount value={row.claimedAmount} />
                  </td>
                  <td className="muted">{timeText(row.createdAt)}</td>
                  <td className={Date.parse(row.expiresAt) < Date.now() ? 'muted' : undefined}>{timeText(row.expiresAt)}</td>
                  <td>{row.createdBy}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator page={page} total={granted.data?.totalPages ?? 0} onChange={setPage} />
    </section>
  );
}
