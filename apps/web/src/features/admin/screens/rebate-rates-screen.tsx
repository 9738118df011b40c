import {
  MAX_REBATE_PERCENT,
  REBATE_WINDOW_DAYS,
  type RebateRate,
  ratePercentSchema,
  type SetRebateRatesBody,
} from '@lumen/contracts/member/rebate.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameType, gameTypeName } from '@/features/rebate/components/game-type.tsx';
import { errorText } from '@/lib/error-text.ts';
import { adminKeys, rebateRatesQuery, setRebateRates } from '../api/admin-api.ts';
import { EmptyRow, ErrorRow, Flash, SkeletonRows } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { ScreenHeader } from './screen-header.tsx';

const COLUMNS = 2;

/** Basis points of a percent with at most 2 decimals ("0.8" → 80); a comma works as the decimal mark. Null for anything else. */
export function rateBp(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!ratePercentSchema.safeParse(value).success) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const MAX_RATE_BP = rateBp(MAX_REBATE_PERCENT) ?? 0;

/** A rate the server takes, written as it writes them: "0.8" → "0.80"; null when out of range or not a percent. */
export function normalRate(text: string): string | null {
  const bp = rateBp(text);
  if (bp === null || bp > MAX_RATE_BP) return null;
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** The `rates.N.` a VALIDATION_FAILED field names: which of the rates sent it is about. */
const SENT_INDEX = /^rates\.(\d+)\./;

/**
 * Rebate rates: the percent of a member's settled turnover paid back, per game type. The operator
 * edits any of them and saves; only the rates that changed are sent, each checked here first
 * (0 to 3.00, at most 2 decimals), and a refusal is shown under the rate it concerns.
 */
export function RebateRatesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rates = useQuery(rebateRatesQuery());
  /** What the operator typed, by game type; a game type not in here shows its saved rate. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [flash, setFlash] = useState<string | null>(null);

  const list = rates.data?.list ?? [];
  const isChanged = (rate: RebateRate) => {
    const draft = drafts[rate.gameType];
    return draft !== undefined && (normalRate(draft) ?? draft) !== rate.ratePercent;
  };
  const changed = list.filter(isChanged);

  const save = useMutation({
    mutationFn: setRebateRates,
    onSuccess: (value, body) => {
      queryClient.setQueryData(adminKeys.rebateRates, value);
      setDrafts({});
      setErrors({});
      setFlash(t('admin.rebate.saved', { count: body.rates.length }));
    },
    onError: (error, body) => {
      const placed: Record<string, string> = {};
      for (const issue of fieldIssuesOf(error)) {
        const index = SENT_INDEX.exec(issue.field)?.[1];
        const gameType = index === undefined ? undefined : body.rates[Number(index)]?.gameType;
        if (gameType && !placed[gameType]) placed[gameType] = issue.message;
      }
      setErrors(placed);
    },
  });

  const edit = (gameType: string, value: string) => {
    setDrafts((d) => ({ ...d, [gameType]: value }));
    setErrors(({ [gameType]: _gone, ...rest }) => rest);
    setFlash(null);
  };

  const discard = () => {
    setDrafts({});
    setErrors({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFlash(null);
    const invalid: Record<string, string> = {};
    const body: SetRebateRatesBody = { rates: [] };
    for (const rate of changed) {
      const ratePercent = normalRate(drafts[rate.gameType] ?? '');
      if (ratePercent === null) invalid[rate.gameType] = t('admin.rebate.rateInvalid', { max: MAX_REBATE_PERCENT });
      else body.rates.push({ gameType: rate.gameType, ratePercent });
    }
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      save.reset();
      document.getElementById(`rebate-rate-${Object.keys(invalid)[0]}`)?.focus();
      return;
    }
    if (body.rates.length > 0) save.mutate(body);
  };

  // A refusal that names rates sits under them (with a pointer to them while any is left); any other at the foot.
  const namesRates = save.isError && fieldIssuesOf(save.error).some((issue) => SENT_INDEX.test(issue.field));
  const rateErrorsLeft = Object.keys(errors).length > 0;

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.rebate.title')} subtitle={t('admin.rebate.subtitle', { days: REBATE_WINDOW_DAYS })} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <form className="admin-card admin-rebate-form" noValidate onSubmit={submit}>
        <div className="admin-table-wrap">
          <table className="admin-table admin-rebate-table" aria-busy={rates.isFetching || save.isPending}>
            <thead>
              <tr>
                <th>{t('admin.rebate.col.gameType')}</th>
                <th>{t('admin.rebate.col.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.isPending ? (
                <SkeletonRows columns={COLUMNS} rows={6} />
              ) : rates.isError ? (
                <ErrorRow columns={COLUMNS} error={rates.error} onRetry={() => void rates.refetch()} />
              ) : list.length === 0 ? (
                <EmptyRow columns={COLUMNS} text={t('admin.rebate.empty')} />
              ) : (
                list.map((rate) => {
                  const id = `rebate-rate-${rate.gameType}`;
                  const error = errors[rate.gameType];
                  const edited = isChanged(rate);
                  return (
                    <tr key={rate.gameType} data-testid={`rate-${rate.gameType}`} data-changed={edited || undefined}>
                      <td>
                        <div className="admin-rebate-type">
                          <GameType code={rate.gameType} />
                          <span className="admin-kind">{rate.gameType}</span>
                        </div>
                      </td>
                      <td className="admin-rate-cell">
                        <div className="admin-rate-control" dir="ltr">
                          <input
                            id={id}
                            className="input admin-rate-input"
                            inputMode="decimal"
                            autoComplete="off"
                            maxLength={6}
                            value={drafts[rate.gameType] ?? rate.ratePercent}
                            aria-label={t('admin.rebate.rateOf', { gameType: gameTypeName(t, rate.gameType) })}
                            aria-invalid={Boolean(error)}
                            aria-describedby={error ? `${id}-error` : undefined}
                            onChange={(e) => edit(rate.gameType, e.target.value)}
                          />
                          <span className="admin-rate-unit" aria-hidden>
                            %
                          </span>
                        </div>
                        {error ? (
                          <p id={`${id}-error`} className="field-error">
                            {error}
                          </p>
                        ) : (
                          edited && <p className="admin-cell-note">{t('admin.rebate.was', { rate: rate.ratePercent })}</p>
                        )}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        <div className="admin-rebate-footer">
          <p className="admin-hint">{t('admin.rebate.hint', { max: MAX_REBATE_PERCENT })}</p>
          {save.isError && !namesRates && (
            <p className="field-error" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
          {namesRates && rateErrorsLeft && (
            <p className="field-error" role="alert">
              {t('admin.rebate.checkRates')}
            </p>
          )}
          <div className="admin-rebate-actions">
            {changed.length > 0 && <span className="admin-rebate-pending">{t('admin.rebate.pending', { count: changed.length })}</span>}
            {changed.length > 0 && (
              <button type="button" className="btn btn-ghost" onClick={discard} disabled={save.isPending}>
                <RotateCcw size={16} aria-hidden />
                {t('admin.rebate.discard')}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={save.isPending || changed.length === 0} aria-busy={save.isPending}>
              <Save size={16} aria-hidden />
              {t('admin.rebate.save')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
