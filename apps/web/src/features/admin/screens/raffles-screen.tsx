import { type CreateRaffleBody, type DeskRaffle, MAX_RAFFLE_PRIZE_TIERS, MAX_RAFFLE_WINNERS } from '@lumen/contracts/member/raffle.contract';
import { formatMinor, groupAmount, parseAmount } from '@lumen/contracts/wallet/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Ticket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs from '@/i18n/dayjs.ts';
import { errorText } from '@/lib/error-text.ts';
import { adminKeys, createRaffle, promotionsQuery, rafflesQuery } from '../api/admin-api.ts';
import { Amount, Flash, QueryRows } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';
import './raffles-screen.css';

const COLUMNS = 9;
export const MAX_CLAIM_DAYS = 90;
const DEFAULT_CLAIM_DAYS = '7';

export interface RaffleFields {
  promotionId: string;
  /** datetime-local values ("2026-12-01T20:00"), in the operator's time zone. */
  opensAt: string;
  closesAt: string;
  turnoverRequired: string;
  prizes: { amount: string; count: string }[];
  claimDays: string;
}

/** Minor units of an amount typed on the desk (a comma works as the decimal mark); null when the server would refuse it. */
const minorOf = (text: string) => parseAmount(text.trim().replace(',', '.'));

const wholeIn = (text: string, min: number, max: number) => /^[0-9]{1,4}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** A datetime-local value as an ISO time with the operator's offset; null when it is not a time. */
export function localToIso(value: string): string | null {
  const at = dayjs(value);
  return value && at.isValid() ? at.format('YYYY-MM-DDTHH:mm:ssZ') : null;
}

/** The next full hour and a week later: a sensible window to start from. */
function defaultWindow(now = new Date()) {
  const opens = dayjs(now).add(1, 'hour').startOf('hour');
  return { opensAt: opens.format('YYYY-MM-DDTHH:mm'), closesAt: opens.add(7, 'day').format('YYYY-MM-DDTHH:mm') };
}

const emptyPrize = () => ({ amount: '', count: '1' });

/** What is sent: times with the operator's offset, amounts as the server writes them. */
export function raffleBody(fields: RaffleFields): CreateRaffleBody {
  const amount = (text: string) => {
    const minor = minorOf(text);
    return minor === null ? text.trim() : formatMinor(minor);
  };
  return {
    promotionId: fields.promotionId,
    opensAt: localToIso(fields.opensAt) ?? fields.opensAt,
    closesAt: localToIso(fields.closesAt) ?? fields.closesAt,
    turnoverRequired: amount(fields.turnoverRequired || '0'),
    prizes: fields.prizes.map((p) => ({ amount: amount(p.amount), count: Number(p.count.trim()) })),
    claimDays: Number(fields.claimDays.trim()),
  };
}

/** The fields a VALIDATION_FAILED answer may name; "prizes.0.amount" goes under that row's amount. */
const TOP_FIELDS = ['promotionId', 'opensAt', 'closesAt', 'turnoverRequired', 'claimDays'] as const;
const PRIZE_FIELD = /^prizes\.([0-9]+)\.(amount|count)$/;

/**
 * Raffles: put a lucky draw on a promotion (its entry window, the turnover that qualifies, the prize
 * tiers, the days a winner has to claim), and every raffle with its entries, draw and payouts. The
 * seed's hash is published when the raffle is made; the seed after the draw.
 */
export function RafflesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [flash, setFlash] = useState<string | null>(null);
  const [prizesIssue, setPrizesIssue] = useState<string | null>(null);
  const raffles = useQuery(rafflesQuery());
  const promotions = useQuery(promotionsQuery());
  const taken = new Set(raffles.data?.list.map((r) => r.promotionId) ?? []);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<RaffleFields>({
    defaultValues: { promotionId: '', ...defaultWindow(), turnoverRequired: '0', prizes: [emptyPrize()], claimDays: DEFAULT_CLAIM_DAYS },
  });
  const prizes = useFieldArray({
    control,
    name: 'prizes',
    rules: {
      validate: (rows) =>
        rows.reduce((sum, row) => sum + (Number(row.count) || 0), 0) <= MAX_RAFFLE_WINNERS || t('admin.raffles.invalid.winners', { max: groupCount(MAX_RAFFLE_WINNERS) }),
    },
  });
  const create = useMutation({
    mutationFn: createRaffle,
    onSuccess: (raffle) => {
      reset({ promotionId: '', ...defaultWindow(), turnoverRequired: '0', prizes: [emptyPrize()], claimDays: DEFAULT_CLAIM_DAYS });
      void queryClient.invalidateQueries({ queryKey: adminKeys.raffles });
      setFlash(t('admin.raffles.created', { title: raffle.title, opens: timeText(raffle.opensAt) }));
    },
    onError: (error) => {
      for (const issue of fieldIssuesOf(error)) {
        const prize = PRIZE_FIELD.exec(issue.field);
        if (prize) setError(`prizes.${Number(prize[1])}.${prize[2] as 'amount' | 'count'}`, { message: issue.message });
        else if (issue.field.startsWith('prizes')) setPrizesIssue(issue.message);
        else if ((TOP_FIELDS as readonly string[]).includes(issue.field)) setError(issue.field as FieldPath<RaffleFields>, { message: issue.message });
      }
    },
  });
  const { errors } = formState;
  const prizesError = errors.prizes?.root?.message ?? prizesIssue;
  const opensIso = (fields: RaffleFields) => localToIso(fields.opensAt);

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.raffles.title')} subtitle={t('admin.raffles.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <form
        className="admin-card admin-form admin-raffle-form"
        noValidate
        aria-label={t('admin.raffles.create')}
        onSubmit={handleSubmit((fields) => {
          setFlash(null);
          setPrizesIssue(null);
          create.mutate(raffleBody(fields));
        })}
      >
        <h2 className="admin-raffle-form-title">{t('admin.raffles.create')}</h2>
        <div className="field">
          <label className="field-label" htmlFor="raffle-promotion">
            {t('admin.raffles.promotion')}
          </label>
          <select
            id="raffle-promotion"
            className="input"
            aria-invalid={Boolean(errors.promotionId)}
            aria-busy={promotions.isPending}
            {...register('promotionId', { validate: (v) => v !== '' || t('admin.raffles.invalid.promotion') })}
          >
            <option value="">{promotions.isPending ? t('common.loading') : t('admin.raffles.pickPromotion')}</option>
            {promotions.data?.map((p) => (
              <option key={p.id} value={p.id} disabled={taken.has(p.id)}>
                {taken.has(p.id) ? t('admin.raffles.taken', { title: p.title }) : p.title}
              </option>
            ))}
          </select>
          {errors.promotionId && <p className="field-error">{errors.promotionId.message}</p>}
          {promotions.isError && (
            <p className="field-error" role="alert">
              {t('admin.raffles.promotionsFailed')}{' '}
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => void promotions.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          )}
        </div>

        <div className="admin-form-row">
          <div className="field">
            <label className="field-label" htmlFor="raffle-opens">
              {t('admin.raffles.opensAt')}
            </label>
            <input
              id="raffle-opens"
              type="datetime-local"
              className="input"
              dir="ltr"
              aria-invalid={Boolean(errors.opensAt)}
              {...register('opensAt', { validate: (v) => localToIso(v) !== null || t('admin.raffles.invalid.date') })}
            />
            {errors.opensAt && <p className="field-error">{errors.opensAt.message}</p>}
          </div>
          <div className="field">
            <label className="field-label" htmlFor="raffle-closes">
              {t('admin.raffles.closesAt')}
            </label>
            <input
              id="raffle-closes"
              type="datetime-local"
              className="input"
              dir="ltr"
              aria-invalid={Boolean(errors.closesAt)}
              {...register('closesAt', {
                validate: (v, fields) => {
                  const closes = localToIso(v);
                  if (closes === null) return t('admin.raffles.invalid.date');
                  const opens = opensIso(fields);
                  if (opens !== null && Date.parse(closes) <= Date.parse(opens)) return t('admin.raffles.invalid.order');
                  if (Date.parse(closes) <= Date.now()) return t('admin.raffles.invalid.past');
                  return true;
                },
              })}
            />
            {errors.closesAt && <p className="field-error">{errors.closesAt.message}</p>}
          </div>
        </div>
        <p className="admin-hint">{t('admin.raffles.timeZone', { zone: dayjs().format('Z') })}</p>

        <div className="admin-form-row">
          <div className="field">
            <label className="field-label" htmlFor="raffle-turnover">
              {t('admin.raffles.turnover')}
            </label>
            <input
              id="raffle-turnover"
              className="input admin-amount-input"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              aria-invalid={Boolean(errors.turnoverRequired)}
              aria-describedby="raffle-turnover-hint"
              {...register('turnoverRequired', { validate: (v) => (minorOf(v || '0') ?? -1n) >= 0n || t('admin.raffles.invalid.turnover') })}
            />
            {errors.turnoverRequired ? (
              <p className="field-error">{errors.turnoverRequired.message}</p>
            ) : (
              <p id="raffle-turnover-hint" className="admin-hint">
                {t('admin.raffles.turnoverHint')}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field-label" htmlFor="raffle-claim-days">
              {t('admin.raffles.claimDays')}
            </label>
            <input
              id="raffle-claim-days"
              className="input"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              aria-invalid={Boolean(errors.claimDays)}
              {...register('claimDays', { validate: (v) => wholeIn(v, 1, MAX_CLAIM_DAYS) || t('admin.raffles.invalid.claimDays', { max: MAX_CLAIM_DAYS }) })}
            />
            {errors.claimDays && <p className="field-error">{errors.claimDays.message}</p>}
          </div>
        </div>

        <fieldset className="admin-fieldset">
          <legend className="field-label">{t('admin.raffles.prizes')}</legend>
          <div className="admin-raffle-prize-head" aria-hidden>
            <span>{t('admin.raffles.amount')}</span>
            <span>{t('admin.raffles.count')}</span>
          </div>
          <ol className="admin-raffle-prizes">
            {prizes.fields.map((field, index) => {
              const n = index + 1;
              const rowErrors = errors.prizes?.[index];
              return (
                <li key={field.id} className="admin-raffle-prize">
                  <div className="field">
                    <input
                      className="input admin-amount-input"
                      inputMode="decimal"
                      autoComplete="off"
                      dir="ltr"
                      aria-label={t('admin.raffles.prizeAmount', { n })}
                      aria-invalid={Boolean(rowErrors?.amount)}
                      {...register(`prizes.${index}.amount`, { validate: (v) => (minorOf(v) ?? 0n) > 0n || t('admin.raffles.invalid.amount') })}
                    />
                    {rowErrors?.amount && <p className="field-error">{rowErrors.amount.message}</p>}
                  </div>
                  <div className="field">
                    <input
                      className="input"
                      inputMode="numeric"
                      autoComplete="off"
                      dir="ltr"
                      aria-label={t('admin.raffles.prizeCount', { n })}
                      aria-invalid={Boolean(rowErrors?.count)}
                      {...register(`prizes.${index}.count`, {
                        validate: (v) => wholeIn(v, 1, MAX_RAFFLE_WINNERS) || t('admin.raffles.invalid.count', { max: groupCount(MAX_RAFFLE_WINNERS) }),
                      })}
                    />
                    {rowErrors?.count && <p className="field-error">{rowErrors.count.message}</p>}
                  </div>
                  <button
                    type="button"
                    className="btn btn-icon"
                    aria-label={t('admin.raffles.removePrize', { n })}
                    disabled={prizes.fields.length === 1}
                    onClick={() => prizes.remove(index)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </li>
              );
            })}
          </ol>
          {prizesError && (
            <p className="field-error" role="alert">
              {prizesError}
            </p>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm admin-raffle-add"
            disabled={prizes.fields.length >= MAX_RAFFLE_PRIZE_TIERS}
            onClick={() => prizes.append(emptyPrize())}
          >
            <Plus size={14} aria-hidden />
            {t('admin.raffles.addPrize')}
          </button>
          <p className="admin-hint">{t('admin.raffles.prizesHint', { tiers: MAX_RAFFLE_PRIZE_TIERS, max: groupCount(MAX_RAFFLE_WINNERS) })}</p>
        </fieldset>

        {create.isError && fieldIssuesOf(create.error).length === 0 && (
          <p className="field-error" role="alert">
            {errorText(t, create.error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary admin-raffle-submit" disabled={create.isPending} aria-busy={create.isPending}>
          <Ticket size={16} aria-hidden />
          {t('admin.raffles.submit')}
        </button>
      </form>

      <h2 className="admin-rewards-heading">{t('admin.raffles.list')}</h2>
      <div className="admin-card admin-table-wrap">
        <table className="admin-table" aria-busy={raffles.isFetching}>
          <thead>
            <tr>
              <th>{t('admin.raffles.col.title')}</th>
              <th>{t('admin.raffles.col.window')}</th>
              <th>{t('admin.raffles.col.prizes')}</th>
              <th className="num">{t('admin.raffles.col.entries')}</th>
              <th>{t('admin.raffles.col.drawn')}</th>
              <th className="num">{t('admin.raffles.col.winners')}</th>
              <th className="num">{t('admin.raffles.col.claimed')}</th>
              <th className="num">{t('admin.raffles.col.paid')}</th>
              <th>{t('admin.raffles.col.seedHash')}</th>
            </tr>
          </thead>
          <tbody>
            <QueryRows query={raffles} columns={COLUMNS} empty={t('admin.raffles.empty')} row={(raffle) => <RaffleRow key={raffle.id} raffle={raffle} />} />
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A count grouped as the desk groups amounts ("1,000"). */
const groupCount = (n: number) => n.toLocaleString('en-US');

function RaffleRow({ raffle }: { raffle: DeskRaffle }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`raffle-${raffle.id}`}>
      <td dir="auto">{raffle.title}</td>
      <td>
        <div className="admin-raffle-window">
          <span>{timeText(raffle.opensAt)}</span>
          <span className="muted">{timeText(raffle.closesAt)}</span>
        </div>
      </td>
      <td>
        <div className="admin-raffle-prize-list" dir="ltr">
          {raffle.prizes.map((p, i) => (
            <span key={`${p.amount}-${p.count}`}>{`${p.count} × ${groupAmount(p.amount)}${i < raffle.prizes.length - 1 ? ',' : ''}`}</span>
          ))}
        </div>
      </td>
      <td className="num">{raffle.entries}</td>
      <td>
        {raffle.drawnAt ? (
          <>
            <span>{timeText(raffle.drawnAt)}</span>
            <span className="admin-cell-note">{t('admin.raffles.qualified', { count: raffle.qualified ?? 0 })}</span>
          </>
        ) : (
          <span className="muted">{t('admin.raffles.notDrawn')}</span>
        )}
      </td>
      <td className="num">{raffle.winners}</td>
      <td className="num">{raffle.claimed}</td>
      <td className="num">
        <Amount value={raffle.paid} />
      </td>
      <td className="mono admin-raffle-hash" title={raffle.seedHash}>
        {`${raffle.seedHash.slice(0, 12)}…`}
      </td>
    </tr>
  );
}
