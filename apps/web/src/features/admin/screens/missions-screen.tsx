import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import type { AdminMission, MissionKind, UpdateMissionBody } from '@lumen/contracts/member/missions.contract';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, LoaderCircle, RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameType } from '@/features/rebate/components/game-type.tsx';
import { errorText } from '@/lib/error-text.ts';
import { adminKeys, adminMissionsQuery, updateMission } from '../api/admin-api.ts';
import { EmptyRow, ErrorRow, Flash, SkeletonRows } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { amountText } from '../lib/format.ts';
import { isValidRewardAmount } from './rewards-screen.tsx';
import { ScreenHeader } from './screen-header.tsx';

const COLUMNS = 6;
/** The largest count target the server takes (rounds played or won). */
export const MAX_COUNT_TARGET = 100_000;

/** Turnover and deposits are counted in money; rounds played and won in whole numbers. */
export const isMoneyKind = (kind: MissionKind) => kind === 'TURNOVER' || kind === 'DEPOSIT';

/** A comma works as the decimal mark. */
const asAmount = (text: string) => text.trim().replace(',', '.');

/**
 * A target the server takes, written as it writes them: an amount above 0 with at most 2 decimals
 * ("500" → "500.00") for money kinds, a whole number from 1 to 100000 for counts; null for anything else.
 */
export function normalTarget(kind: MissionKind, text: string): string | null {
  if (isMoneyKind(kind)) {
    const minor = parseAmount(asAmount(text));
    return minor === null || minor <= 0n ? null : formatMinor(minor);
  }
  const value = text.trim();
  if (!/^[0-9]{1,6}$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= MAX_COUNT_TARGET ? String(count) : null;
}

/** A reward the server takes (above 0, at most 2 decimals, at most 1,000,000.00), with 2 decimals; null for anything else. */
export function normalReward(text: string): string | null {
  const value = asAmount(text);
  return isValidRewardAmount(value) ? formatMinor(parseAmount(value) ?? 0n) : null;
}

/** What the operator changed in a row; a field not in here shows its saved value. */
interface Draft {
  target?: string;
  reward?: string;
  enabled?: boolean;
}
/** Messages under a row's fields; `row` for a refusal that names neither. */
interface RowErrors {
  target?: string;
  reward?: string;
  row?: string;
}
type EditableField = 'target' | 'reward';

const targetChanged = (m: AdminMission, d: Draft | undefined) =>
  d?.target !== undefined && (normalTarget(m.kind, d.target) ?? d.target) !== m.target;
const rewardChanged = (m: AdminMission, d: Draft | undefined) => d?.reward !== undefined && (normalReward(d.reward) ?? d.reward) !== m.reward;
const enabledChanged = (m: AdminMission, d: Draft | undefined) => d?.enabled !== undefined && d.enabled !== m.enabled;
const isChanged = (m: AdminMission, d: Draft | undefined) => targetChanged(m, d) || rewardChanged(m, d) || enabledChanged(m, d);

const fieldId = (id: string, field: EditableField | 'enabled') => `mission-${field}-${id}`;

/**
 * Missions: the daily and weekly goals members reach with their real play and deposits. The operator
 * switches any on or off and changes its target and reward; on save, each changed mission is sent on
 * its own with only what changed, each checked here first, and a refusal shows under the field it names.
 */
export function MissionsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const missions = useQuery(adminMissionsQuery());
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState<Record<string, boolean>>({});
  const [flash, setFlash] = useState<string | null>(null);

  const list = missions.data?.list ?? [];
  const changed = list.filter((m) => isChanged(m, drafts[m.id]));
  const busy = Object.values(saving).some(Boolean);
  const rowErrorsLeft = Object.values(errors).some((e) => e.target || e.reward || e.row);

  const edit = (id: string, change: Draft) => {
    setDrafts((d) => ({ ...d, [id]: { ...d[id], ...change } }));
    setErrors(({ [id]: row, ...rest }) => {
      const left: RowErrors = { ...row };
      for (const field of Object.keys(change) as (keyof Draft)[]) if (field !== 'enabled') delete left[field];
      delete left.row;
      return left.target || left.reward ? { ...rest, [id]: left } : rest;
    });
    setSaved(({ [id]: _gone, ...rest }) => rest);
    setFlash(null);
  };

  const discard = () => {
    setDrafts({});
    setErrors({});
  };

  const targetMessage = (kind: MissionKind) =>
    isMoneyKind(kind) ? t('admin.missions.targetAmountInvalid') : t('admin.missions.targetCountInvalid', { max: MAX_COUNT_TARGET });

  /** Saves one mission; true when the server took it. */
  const saveOne = async (mission: AdminMission, body: UpdateMissionBody): Promise<boolean> => {
    setSaving((s) => ({ ...s, [mission.id]: true }));
    try {
      const value = await updateMission(mission.id, body);
      queryClient.setQueryData(adminKeys.missions, (old: { list: AdminMission[] } | undefined) =>
        old ? { ...old, list: old.list.map((m) => (m.id === value.id ? value : m)) } : old,
      );
      setDrafts(({ [mission.id]: _gone, ...rest }) => rest);
      setSaved((s) => ({ ...s, [mission.id]: true }));
      return true;
    } catch (error) {
      const placed: RowErrors = {};
      for (const issue of fieldIssuesOf(error)) {
        const field = issue.field.split('.')[0];
        if ((field === 'target' || field === 'reward') && !placed[field]) placed[field] = issue.message;
      }
      if (!placed.target && !placed.reward) placed.row = errorText(t, error);
      setErrors((e) => ({ ...e, [mission.id]: placed }));
      return false;
    } finally {
      setSaving(({ [mission.id]: _done, ...rest }) => rest);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFlash(null);
    const invalid: Record<string, RowErrors> = {};
    const sends: { mission: AdminMission; body: UpdateMissionBody }[] = [];
    for (const mission of changed) {
      const draft = drafts[mission.id];
      const body: UpdateMissionBody = {};
      const rowErrors: RowErrors = {};
      if (targetChanged(mission, draft)) {
        const target = normalTarget(mission.kind, draft?.target ?? '');
        if (target === null) rowErrors.target = targetMessage(mission.kind);
        else body.target = target;
      }
      if (rewardChanged(mission, draft)) {
        const reward = normalReward(draft?.reward ?? '');
        if (reward === null) rowErrors.reward = t('admin.missions.rewardInvalid', { max: amountText(MAX_REWARD_AMOUNT) });
        else body.reward = reward;
      }
      if (enabledChanged(mission, draft)) body.enabled = draft?.enabled;
      if (rowErrors.target || rowErrors.reward) invalid[mission.id] = rowErrors;
      else sends.push({ mission, body });
    }
    setErrors(invalid);
    const firstInvalid = Object.entries(invalid)[0];
    if (firstInvalid) {
      const [id, rowErrors] = firstInvalid;
      document.getElementById(fieldId(id, rowErrors.target ? 'target' : 'reward'))?.focus();
      return;
    }
    if (sends.length === 0) return;
    setSaved({});
    const results = await Promise.all(sends.map(({ mission, body }) => saveOne(mission, body)));
    const count = results.filter(Boolean).length;
    if (count > 0) setFlash(t('admin.missions.saved', { count }));
  };

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.missions.title')} subtitle={t('admin.missions.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <form className="admin-card admin-rebate-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="admin-table-wrap">
          <table className="admin-table admin-rebate-table admin-missions-table" aria-busy={missions.isFetching || busy}>
            <thead>
              <tr>
                <th>{t('admin.missions.col.mission')}</th>
                <th>{t('admin.missions.col.counts')}</th>
                <th>{t('admin.missions.col.target')}</th>
                <th>{t('admin.missions.col.reward')}</th>
                <th>{t('admin.missions.col.enabled')}</th>
                <th className="num">{t('admin.missions.col.claims')}</th>
              </tr>
            </thead>
            <tbody>
              {missions.isPending ? (
                <SkeletonRows columns={COLUMNS} rows={5} />
              ) : missions.isError ? (
                <ErrorRow columns={COLUMNS} error={missions.error} onRetry={() => void missions.refetch()} />
              ) : list.length === 0 ? (
                <EmptyRow columns={COLUMNS} text={t('admin.missions.empty')} />
              ) : (
                list.map((mission) => (
                  <MissionRow
                    key={mission.id}
                    mission={mission}
                    draft={drafts[mission.id]}
                    errors={errors[mission.id]}
                    saving={Boolean(saving[mission.id])}
                    saved={Boolean(saved[mission.id])}
                    onEdit={(change) => edit(mission.id, change)}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
        <div className="admin-rebate-footer">
          <p className="admin-hint">{t('admin.missions.hint')}</p>
          {rowErrorsLeft && !busy && (
            <p className="field-error" role="alert">
              {t('admin.missions.checkRows')}
            </p>
          )}
          <div className="admin-rebate-actions">
            {changed.length > 0 && <span className="admin-rebate-pending">{t('admin.missions.pending', { count: changed.length })}</span>}
            {changed.length > 0 && (
              <button type="button" className="btn btn-ghost" onClick={discard} disabled={busy}>
                <RotateCcw size={16} aria-hidden />
                {t('admin.missions.discard')}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={busy || changed.length === 0} aria-busy={busy}>
              <Save size={16} aria-hidden />
              {t('admin.missions.save')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

function MissionRow({ mission, draft, errors, saving, saved, onEdit }: {
  mission: AdminMission;
  draft: Draft | undefined;
  errors: RowErrors | undefined;
  saving: boolean;
  saved: boolean;
  onEdit: (change: Draft) => void;
}) {
  const { t } = useTranslation();
  const money = isMoneyKind(mission.kind);
  const enabled = draft?.enabled ?? mission.enabled;
  const edited = isChanged(mission, draft);
  const labels = { title: mission.title };

  const field = (name: EditableField, isEdited: boolean, was: string) => {
    const id = fieldId(mission.id, name);
    const error = errors?.[name];
    return (
      <td className="admin-rate-cell" data-label={t(`admin.missions.col.${name}`)}>
        <input
          id={id}
          className="input admin-mission-input"
          dir="ltr"
          inputMode={name === 'target' && !money ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={20}
          value={draft?.[name] ?? mission[name]}
          disabled={saving}
          aria-label={t(name === 'target' ? 'admin.missions.targetOf' : 'admin.missions.rewardOf', labels)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onEdit({ [name]: e.target.value })}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : (
          isEdited && <p className="admin-cell-note">{t('admin.missions.was', { value: was })}</p>
        )}
      </td>
    );
  };

  return (
    <tr data-testid={`mission-${mission.id}`} data-changed={edited || undefined} aria-busy={saving || undefined}>
      <td className="admin-mission-cell">
        <p className="admin-check-name">{mission.title}</p>
        <div className="admin-rebate-type">
          <span className="admin-kind">{mission.code}</span>
          <span className="admin-badge badge-period">{t(`admin.missions.period.${mission.period}`)}</span>
        </div>
        {saving ? (
          <p className="admin-cell-note admin-mission-status">
            <LoaderCircle size={14} className="admin-spin" aria-hidden />
            {t('admin.missions.saving')}
          </p>
        ) : saved ? (
          <p className="admin-cell-note admin-mission-status tone-in">
            <Check size={14} aria-hidden />
            {t('admin.missions.savedRow')}
          </p>
        ) : null}
        {errors?.row && <p className="field-error">{errors.row}</p>}
      </td>
      <td data-label={t('admin.missions.col.counts')}>
        <p>{t(`admin.missions.kind.${mission.kind}`)}</p>
        <p className="admin-cell-note">{mission.gameType ? <GameType code={mission.gameType} /> : t('admin.missions.allGames')}</p>
      </td>
      {field('target', targetChanged(mission, draft), money ? amountText(mission.target) : mission.target)}
      {field('reward', rewardChanged(mission, draft), amountText(mission.reward))}
      <td data-label={t('admin.missions.col.enabled')}>
        <label className="admin-mission-switch" data-checked={enabled}>
          <input
            id={fieldId(mission.id, 'enabled')}
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state; aria-checked must not repeat it
            role="switch"
            checked={enabled}
            disabled={saving}
            aria-label={t('admin.missions.enabledOf', labels)}
            onChange={(e) => onEdit({ enabled: e.target.checked })}
          />
          <span aria-hidden>{t(enabled ? 'admin.missions.on' : 'admin.missions.off')}</span>
        </label>
      </td>
      <td className="num" data-label={t('admin.missions.col.claims')}>
        <span className="admin-amount">{mission.claimsThisWeek}</span>
      </td>
    </tr>
  );
}
