import {
  ACTIVITY_REMARK_MAX,
  type ApproveApplicationBody,
  applicationStatuses,
  type DeskApplication,
} from '@lumen/contracts/member/activity.contract';
import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import { Check, CircleAlert, Gift, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { errorText } from '@/lib/error-text.ts';
import { applicationImagePath, applicationsQuery, approveApplication, rejectApplication } from '../api/admin-api.ts';
import { ProofThumbnail } from '../components/proof-thumbnail.tsx';
import { type ApproveFormProps, ReviewQueueFrame, ReviewRowActions, useReviewQueue } from '../components/review-queue.tsx';
import { Amount, StatusBadge } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { amountText, timeText } from '../lib/format.ts';
import { DEFAULT_VALID_DAYS, isValidDays, isValidRewardAmount, MAX_VALID_DAYS } from './rewards-screen.tsx';
const COLUMNS = 9;

/**
 * Activity applications: what members sent for the promotions open to applications, waiting ones
 * first in, first reviewed. Approving asks the reward (an amount and the days to claim it in the
 * reward centre); rejecting asks a remark the member sees (they may apply again). One reviewed
 * meanwhile is refused with its message and the list reloads without it.
 */
export function ActivityScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue({
    statuses: applicationStatuses,
    query: applicationsQuery,
    approve: approveApplication,
    reject: rejectApplication,
    approvedText: t('admin.activity.approved'),
    rejectedText: t('admin.activity.rejected'),
  });

  return (
    <ReviewQueueFrame
      queue={queue}
      title={t('admin.activity.title')}
      subtitle={t('admin.activity.subtitle')}
      columns={COLUMNS}
      head={
        <>
          <th>{t('admin.col.time')}</th>
          <th>{t('admin.col.member')}</th>
          <th>{t('admin.activity.col.promotion')}</th>
          <th>{t('admin.activity.col.comment')}</th>
          <th>{t('admin.activity.col.images')}</th>
          <th>{t('admin.col.status')}</th>
          <th>{t('admin.activity.col.outcome')}</th>
          <th>{t('admin.activity.col.reviewed')}</th>
          <th className="actions">{t('admin.col.actions')}</th>
        </>
      }
      emptyText={t('admin.activity.empty')}
      row={(a: DeskApplication) => (
        <tr key={a.id} data-testid={`application-${a.id}`}>
          <td className="muted admin-nowrap">{timeText(a.createdAt)}</td>
          <td>{a.username}</td>
          <td className="admin-activity-promotion" dir="auto">
            {a.promotionTitle}
          </td>
          <td className="admin-activity-text" dir="auto">
            {a.comment}
          </td>
          <td>
            {a.imageIds.length > 0 ? (
              <div className="admin-proofs">
                {a.imageIds.map((imageId, i) => (
                  <ProofThumbnail key={imageId} path={applicationImagePath(imageId)} label={t('admin.activity.image', { n: i + 1, member: a.username })} />
                ))}
              </div>
            ) : (
              <span className="muted">{t('admin.activity.noImages')}</span>
            )}
          </td>
          <td>
            <StatusBadge status={a.status} label={t(`admin.status.${a.status}`)} />
            {a.state === 'CLAIMED' && <p className="admin-cell-note">{t('admin.activity.claimed')}</p>}
          </td>
          <td>
            {a.amount !== null && <Amount value={a.amount} />}
            {a.remark && (
              <p className="admin-activity-text" dir="auto">
                {a.remark}
              </p>
            )}
          </td>
          <td className="muted admin-nowrap">{timeText(a.reviewedAt)}</td>
          <ReviewRowActions
            pending={a.status === 'PENDING'}
            approveIcon={<Check size={14} aria-hidden />}
            approveLabel={t('admin.activity.approve')}
            onApprove={() => queue.open('approve', a)}
            onReject={() => queue.open('reject', a)}
          />
        </tr>
      )}
      approveDialog={{ form: (a: DeskApplication, props: ApproveFormProps<ApproveApplicationBody>) => <ApproveDialog application={a} {...props} /> }}
      rejectSummary={(a: DeskApplication) => <ApplicationSummary application={a} />}
      rejectRule={{
        min: 1,
        max: ACTIVITY_REMARK_MAX,
        label: t('admin.activity.remarkLabel'),
        hint: t('admin.activity.remarkHint', { max: ACTIVITY_REMARK_MAX }),
        invalid: t('admin.activity.remarkInvalid', { max: ACTIVITY_REMARK_MAX }),
      }}
    />
  );
}

/** Whose application, for what, and what they wrote. */
function ApplicationSummary({ application }: { application: DeskApplication }) {
  return (
    <>
      <p className="admin-feedback-about">{`${application.username} · ${application.promotionTitle} · ${timeText(application.createdAt)}`}</p>
      <blockquote className="admin-feedback-quote" dir="auto">
        {application.comment}
      </blockquote>
    </>
  );
}

type RewardField = 'amount' | 'validDays';

/** The reward an approval grants: an amount (more than 0, at most 1,000,000.00) and the days the member has to claim it (1 to 365, 7 at first). */
function ApproveDialog({ application, onSubmit, onClose, pending, error }: ApproveFormProps<ApproveApplicationBody> & { application: DeskApplication }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<RewardField, string>>({ amount: '', validDays: DEFAULT_VALID_DAYS });
  const [checked, setChecked] = useState(false);
  /** Fields changed since the server refused them: its words about them no longer apply. */
  const [edited, setEdited] = useState<Partial<Record<RewardField, boolean>>>({});

  const invalid: Partial<Record<RewardField, string>> = {};
  if (checked && !isValidRewardAmount(values.amount)) invalid.amount = t('admin.rewards.amountInvalid', { max: amountText(MAX_REWARD_AMOUNT) });
  if (checked && !isValidDays(values.validDays)) invalid.validDays = t('admin.rewards.validDaysInvalid', { max: MAX_VALID_DAYS });
  const issues = fieldIssuesOf(error);
  const serverIssue = (field: RewardField) => (edited[field] ? undefined : issues.find((issue) => issue.field === field)?.message);
  const errors: Partial<Record<RewardField, string>> = {
    amount: invalid.amount ?? serverIssue('amount'),
    validDays: invalid.validDays ?? serverIssue('validDays'),
  };
  const namesField = issues.some((issue) => issue.field === 'amount' || issue.field === 'validDays');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setEdited({});
    if (!isValidRewardAmount(values.amount)) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    if (!isValidDays(values.validDays)) {
      document.getElementById(`${id}-validDays`)?.focus();
      return;
    }
    onSubmit({ amount: values.amount.trim(), validDays: Number(values.validDays.trim()) });
  };

  const field = (name: RewardField, label: string, hint: string, inputMode: 'decimal' | 'numeric') => {
    const fieldId = `${id}-${name}`;
    const problem = errors[name];
    return (
      <div className="field">
        <label className="field-label" htmlFor={fieldId}>
          {label}
        </label>
        <input
          id={fieldId}
          className="input admin-amount-input"
          inputMode={inputMode}
          autoComplete="off"
          dir="ltr"
          maxLength={name === 'amount' ? 13 : 3}
          data-autofocus={name === 'amount' || undefined}
          value={values[name]}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${fieldId}-note`}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setEdited((was) => ({ ...was, [name]: true }));
          }}
        />
        <p id={`${fieldId}-note`} className={problem ? 'field-error' : 'admin-hint'}>
          {problem ?? hint}
        </p>
      </div>
    );
  };

  return (
    <Dialog title={t('admin.activity.approveTitle')} onClose={onClose} size="sm">
      <form className="admin-dialog" noValidate onSubmit={submit}>
        <div className="admin-dialog-text">
          <ApplicationSummary application={application} />
        </div>
        <div className="admin-form-row">
          {field('amount', t('admin.activity.amount'), t('admin.activity.amountHint', { max: amountText(MAX_REWARD_AMOUNT) }), 'decimal')}
          {field('validDays', t('admin.activity.validDays'), t('admin.activity.validDaysHint', { max: MAX_VALID_DAYS }), 'numeric')}
        </div>
        {Boolean(error) && !namesField && (
          <p className="admin-form-error" role="alert">
            <CircleAlert size={16} aria-hidden />
            {errorText(t, error)}
          </p>
        )}
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle size={16} className="admin-spin" aria-hidden /> : <Gift size={16} aria-hidden />}
            {t('admin.activity.grant')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
