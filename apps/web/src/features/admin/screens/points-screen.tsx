import {
  betPerPointSchema,
  MAX_REDEEM_POINTS,
  type PointsSettings,
  type ReviewRedemption,
  redeemStep,
  redemptionStatuses,
  type SetPointsSettingsBody,
} from '@lumen/contracts/member/points.contract';
import { parseAmount } from '@lumen/contracts/wallet/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { formatPoints } from '@/features/points/lib/points.ts';
import { errorText } from '@/lib/error-text.ts';
import { adminKeys, approveRedemption, pointsSettingsQuery, redemptionsQuery, rejectRedemption, setPointsSettings } from '../api/admin-api.ts';
import { ReviewQueueFrame, ReviewRowActions, useReviewQueue } from '../components/review-queue.tsx';
import { Amount, Flash, StatusBadge } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { amountText, timeText } from '../lib/format.ts';

const FIELDS = ['betPerPoint', 'pointsPerUnit', 'minRedeemPoints'] as const;
type SettingsField = (typeof FIELDS)[number];
type SettingsTexts = Record<SettingsField, string>;
const isSettingsField = (name: string): name is SettingsField => (FIELDS as readonly string[]).includes(name);

/** The bounds the server takes, shown in the messages. */
const MAX_BET_PER_POINT = '100000.00';
const MAX_BET_MINOR = parseAmount(MAX_BET_PER_POINT) ?? 0n;
const MAX_POINTS_PER_UNIT = 100_000;
const REMARK_MAX = 200;

const textsOf = (settings: PointsSettings): SettingsTexts => ({
  betPerPoint: settings.betPerPoint,
  pointsPerUnit: String(settings.pointsPerUnit),
  minRedeemPoints: String(settings.minRedeemPoints),
});

/** A stake per point the server takes (0.01 to 100,000.00, at most 2 decimals), written as it writes them; null otherwise. */
export function normalBetPerPoint(text: string): string | null {
  const value = text.trim();
  if (!betPerPointSchema.safeParse(value).success) return null;
  const minor = parseAmount(value);
  if (minor === null || minor <= 0n || minor > MAX_BET_MINOR) return null;
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** A whole number of points from 1 to `max` (digits only); null otherwise. */
export function wholePoints(text: string, max: number): number | null {
  const value = text.trim();
  if (!/^[0-9]{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/**
 * Points: how members earn points (stake per point) and redeem them (ratio, minimum), each checked
 * here and then by the server, whose refusals show beside the field they name; below, the
 * redemptions to approve (paid into the main wallet) or reject with a remark (points given back).
 */
export function PointsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue({
    statuses: redemptionStatuses,
    query: redemptionsQuery,
    approve: approveRedemption,
    reject: rejectRedemption,
    approvedText: t('admin.points.queue.approved'),
    rejectedText: t('admin.points.queue.rejected'),
  });

  return (
    <ReviewQueueFrame
      queue={queue}
      title={t('admin.points.title')}
      subtitle={t('admin.points.subtitle')}
      before={
        <>
          <PointsSettingsForm />
          <h2 className="admin-points-heading">{t('admin.points.queue.title')}</h2>
        </>
      }
      columns={7}
      head={
        <>
          <th>{t('admin.col.reference')}</th>
          <th>{t('admin.col.member')}</th>
          <th className="num">{t('admin.points.queue.col.points')}</th>
          <th className="num">{t('admin.col.amount')}</th>
          <th>{t('admin.col.created')}</th>
          <th>{t('admin.col.status')}</th>
          <th className="actions">{t('admin.col.actions')}</th>
        </>
      }
      emptyText={t('admin.points.queue.empty')}
      row={(r: ReviewRedemption) => (
        <tr key={r.id} data-testid={`redemption-${r.id}`}>
          <td className="mono">{r.reference}</td>
          <td>{r.username}</td>
          <td className="num">{formatPoints(r.points)}</td>
          <td className="num">
            <Amount value={r.amount} />
          </td>
          <td className="muted">{timeText(r.createdAt)}</td>
          <td>
            <StatusBadge status={r.status} label={t(`admin.status.${r.status}`)} />
            {r.reviewedAt && <p className="admin-cell-note">{`${t('admin.points.queue.col.reviewed')}: ${timeText(r.reviewedAt)}`}</p>}
            {r.remark && <p className="admin-cell-note">{r.remark}</p>}
          </td>
          <ReviewRowActions
            pending={r.status === 'PENDING'}
            approveIcon={<Check size={14} aria-hidden />}
            approveLabel={t('admin.points.queue.approve')}
            onApprove={() => queue.open('approve', r)}
            onReject={() => queue.open('reject', r)}
          />
        </tr>
      )}
      approveDialog={{
        title: t('admin.points.queue.approveTitle'),
        confirmLabel: t('admin.points.queue.approve'),
        body: (r: ReviewRedemption) => (
          <p>
            {t('admin.points.queue.approveText', {
              member: r.username,
              amount: amountText(r.amount),
              points: formatPoints(r.points),
              reference: r.reference,
            })}
          </p>
        ),
      }}
      rejectSummary={(r: ReviewRedemption) => <p>{`${r.username} · ${r.reference} · ${formatPoints(r.points)} · ${amountText(r.amount)}`}</p>}
      rejectRule={{
        min: 1,
        max: REMARK_MAX,
        label: t('admin.points.queue.remarkLabel'),
        hint: t('admin.points.queue.remarkHint'),
        invalid: t('admin.points.queue.remarkInvalid'),
      }}
    />
  );
}

/** The three settings, saved together; Save waits for a change. */
function PointsSettingsForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(pointsSettingsQuery());
  /** What the operator typed; a field not in here shows its saved value. */
  const [drafts, setDrafts] = useState<Partial<SettingsTexts>>({});
  const [errors, setErrors] = useState<Partial<SettingsTexts>>({});
  const [flash, setFlash] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: setPointsSettings,
    onSuccess: (value) => {
      queryClient.setQueryData(adminKeys.pointsSettings, value);
      setDrafts({});
      setErrors({});
      setFlash(t('admin.points.settings.saved'));
    },
    onError: (error) => {
      const placed: Partial<SettingsTexts> = {};
      for (const issue of fieldIssuesOf(error)) {
        const field = issue.field.split('.')[0] ?? '';
        if (isSettingsField(field) && !placed[field]) placed[field] = issue.message;
      }
      setErrors(placed);
    },
  });

  if (settings.isPending) {
    return (
      <div className="admin-card admin-form admin-narrow" role="status" aria-label={t('common.loading')}>
        {FIELDS.map((field) => (
          <Skeleton key={field} height={46} radius="var(--radius-md)" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="admin-card admin-form admin-narrow">
        <p className="admin-form-error" role="alert">
          {errorText(t, settings.error)}
        </p>
        <button type="button" className="btn btn-ghost btn-sm admin-points-retry" onClick={() => void settings.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const saved = textsOf(settings.data);
  const values: SettingsTexts = { ...saved, ...drafts };
  const changed = FIELDS.some((field) => values[field].trim() !== saved[field]);
  const ratio = wholePoints(values.pointsPerUnit, MAX_POINTS_PER_UNIT) ?? settings.data.pointsPerUnit;
  const hints: SettingsTexts = {
    betPerPoint: t('admin.points.settings.betPerPointHint'),
    pointsPerUnit: t('admin.points.settings.pointsPerUnitHint', { step: formatPoints(redeemStep(ratio)) }),
    minRedeemPoints: t('admin.points.settings.minRedeemPointsHint'),
  };

  const edit = (field: SettingsField, value: string) => {
    setDrafts((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setFlash(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFlash(null);
    const betPerPoint = normalBetPerPoint(values.betPerPoint);
    const pointsPerUnit = wholePoints(values.pointsPerUnit, MAX_POINTS_PER_UNIT);
    const minRedeemPoints = wholePoints(values.minRedeemPoints, MAX_REDEEM_POINTS);
    const invalid: Partial<SettingsTexts> = {};
    if (betPerPoint === null) invalid.betPerPoint = t('admin.points.settings.betInvalid', { max: amountText(MAX_BET_PER_POINT) });
    if (pointsPerUnit === null) invalid.pointsPerUnit = t('admin.points.settings.wholeInvalid', { max: formatPoints(MAX_POINTS_PER_UNIT) });
    if (minRedeemPoints === null) invalid.minRedeemPoints = t('admin.points.settings.wholeInvalid', { max: formatPoints(MAX_REDEEM_POINTS) });
    setErrors(invalid);
    if (betPerPoint === null || pointsPerUnit === null || minRedeemPoints === null) {
      save.reset();
      const first = FIELDS.find((field) => invalid[field]);
      if (first) document.getElementById(`points-${first}`)?.focus();
      return;
    }
    const body: SetPointsSettingsBody = { betPerPoint, pointsPerUnit, minRedeemPoints };
    save.mutate(body);
  };

  const namesFields = save.isError && fieldIssuesOf(save.error).some((issue) => isSettingsField(issue.field.split('.')[0] ?? ''));

  return (
    <form className="admin-card admin-form admin-narrow" noValidate onSubmit={submit} aria-label={t('admin.points.settings.title')}>
      <h2 className="admin-points-heading">{t('admin.points.settings.title')}</h2>
      <Flash text={flash} onDone={() => setFlash(null)} />
      {FIELDS.map((field) => {
        const id = `points-${field}`;
        const error = errors[field];
        return (
          <div key={field} className="field">
            <label className="field-label" htmlFor={id}>
              {t(`admin.points.settings.${field}`)}
            </label>
            <input
              id={id}
              className="input admin-amount-input"
              inputMode={field === 'betPerPoint' ? 'decimal' : 'numeric'}
              autoComplete="off"
              dir="ltr"
              maxLength={9}
              value={values[field]}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-note`}
              onChange={(e) => edit(field, e.target.value)}
            />
            <p id={`${id}-note`} className={error ? 'field-error' : 'admin-hint'}>
              {error ?? hints[field]}
            </p>
          </div>
        );
      })}
      {save.isError && !namesFields && (
        <p className="admin-form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      <div className="admin-points-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !changed} aria-busy={save.isPending}>
          <Save size={16} aria-hidden />
          {t('admin.points.settings.save')}
        </button>
      </div>
    </form>
  );
}
