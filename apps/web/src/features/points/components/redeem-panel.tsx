import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_REDEEM_POINTS, type PointsSummaryValue, type Redemption, redeemPointsBodySchema } from '@lumen/contracts/member/points.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ArrowRightLeft, CircleCheck, Coins, Hourglass, Scale, Sparkles } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { Badge, Field, FormFailure, fieldAria, SubmitButton } from '@/features/wallet/components/wallet-ui.tsx';
import { placeServerError } from '@/features/wallet/lib/errors.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { useSession } from '@/lib/session.ts';
import { pointsKey, redeemPoints, usePointsSummary } from '../api/points.ts';
import { formatPoints, parsePoints, pointsValue, type RedeemIssue, ratioText, redeemAllPoints } from '../lib/points.ts';
import { redemptionTone } from '../lib/status.ts';
import { submitAfresh } from '@/lib/submit-afresh.ts';

/** The redeem tab: the member's points and what they are worth, and the form that turns them into balance. */
export function RedeemPanel() {
  const { t } = useTranslation();
  const summary = usePointsSummary();
  const sessionSymbol = useSession((s) => s.member?.currencySymbol ?? '');

  if (summary.isPending) {
    return (
      <div className="points-redeem" role="status" aria-label={t('common.loading')}>
        <Skeleton height={140} radius="var(--radius-lg)" />
        <Skeleton height={46} radius="var(--radius-md)" />
        <Skeleton height={46} width={200} radius="var(--radius-md)" />
      </div>
    );
  }
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const symbol = sessionSymbol || summary.data.currency;
  return (
    <div className="points-redeem">
      {summary.data.earned > 0 && (
        <p className="wallet-note points-earned" role="note">
          <Sparkles size={16} aria-hidden />
          {t('pointMall.overview.earned', { count: summary.data.earned, points: formatPoints(summary.data.earned) })}
        </p>
      )}
      <PointsOverview summary={summary.data} symbol={symbol} busy={summary.isFetching} />
      <RedeemForm summary={summary.data} symbol={symbol} />
    </div>
  );
}

function PointsOverview({ summary, symbol, busy }: { summary: PointsSummaryValue; symbol: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="points-card" aria-labelledby="points-balance-label" aria-busy={busy} data-testid="points-summary">
      <div className="points-card-main">
        <span id="points-balance-label" className="wallet-stat-label">
          <Coins size={14} aria-hidden /> {t('pointMall.overview.balance')}
        </span>
        <span className="points-balance" dir="ltr" data-testid="points-balance">
          {formatPoints(summary.balance)}
        </span>
        <span className="points-worth" data-testid="points-worth">
          {t('pointMall.overview.worth')} <Money amount={summary.balanceValue} symbol={symbol} />
        </span>
      </div>
      <dl className="points-facts">
        <div>
          <dt>
            <Hourglass size={14} aria-hidden /> {t('pointMall.overview.pending')}
          </dt>
          <dd dir="ltr" data-testid="points-pending">
            {formatPoints(summary.pending)}
          </dd>
        </div>
        <div>
          <dt>
            <Scale size={14} aria-hidden /> {t('pointMall.overview.ratio')}
          </dt>
          <dd data-testid="points-ratio">{ratioText(t, summary.pointsPerUnit, symbol)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The message of a check that failed, with the figures it is about. */
function issueText(t: TFunction, issue: RedeemIssue, summary: PointsSummaryValue): string {
  switch (issue) {
    case 'min':
      return t('pointMall.redeem.error.min', { count: summary.minRedeemPoints, min: formatPoints(summary.minRedeemPoints) });
    case 'balance':
      return t('pointMall.redeem.error.balance', { count: summary.balance, balance: formatPoints(summary.balance) });
    case 'step':
      return t('pointMall.redeem.error.step', { step: formatPoints(summary.step) });
    case 'max':
      return t('pointMall.redeem.error.max', { max: formatPoints(MAX_REDEEM_POINTS) });
    default:
      return t(`pointMall.redeem.error.${issue}`);
  }
}

/**
 * The contract's rule for the points (whole, 1 to MAX_REDEEM_POINTS). It coerces whatever it is
 * given, so its input type is `unknown`, which zod's `pipe` does not take after a number: named
 * here for what it is given.
 */
const contractPoints = redeemPointsBodySchema.shape.points as z.ZodType<number, number>;

/**
 * The redeem form's check: the text as typed (something, and whole points: digits only), then the
 * contract's rule the server checks (1 to MAX_REDEEM_POINTS), then the member's own limits (the
 * minimum, the balance, the step). Each says what is wrong in the member's words.
 */
function redeemFormSchema(t: TFunction, summary: PointsSummaryValue) {
  const text = (issue: RedeemIssue) => issueText(t, issue, summary);
  return redeemPointsBodySchema.extend({
    points: z
      .string()
      .refine((typed) => typed.trim() !== '', { error: text('required'), abort: true })
      .refine((typed) => parsePoints(typed) !== null, { error: text('whole'), abort: true })
      .transform(Number)
      .pipe(contractPoints)
      .pipe(
        z
          .number()
          .min(summary.minRedeemPoints, { error: text('min') })
          .max(summary.balance, { error: text('balance') })
          .multipleOf(summary.step, { error: text('step') }),
      ),
  });
}

/** The contract's own issues in the member's words: below 1 is not whole points; above the most, more than the member holds says so, however many digits it has. */
function contractIssueText(t: TFunction, issue: z.core.$ZodRawIssue, summary: PointsSummaryValue): string {
  if (issue.code !== 'too_big') return issueText(t, 'whole', summary);
  return issueText(t, Number(issue.input) > summary.balance ? 'balance' : 'max', summary);
}

/**
 * The points to redeem: checked here as they are typed (whole points, the minimum, the balance, the
 * step), with what they make shown live; sent with an Idempotency-Key so a repeat after a lost
 * answer redeems once. The answer's reference and status show under the form, and every points view
 * reloads (the balance has gone down, the history and details have a new row).
 */
function RedeemForm({ summary, symbol }: { summary: PointsSummaryValue; symbol: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const keys = useSubmissionKey();
  const schema = useMemo(() => redeemFormSchema(t, summary), [t, summary]);
  const { register, handleSubmit, formState, setError, setValue, reset, watch, trigger, getValues, getFieldState } = useForm({
    resolver: zodResolver(schema, { error: (issue) => contractIssueText(t, issue, summary) }),
    // Checked as it is typed; only "Enter the points" waits for a submit.
    mode: 'onChange',
    defaultValues: { points: '' },
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<Redemption | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: pointsKey });
  const redeem = useMutation({
    mutationFn: (body: { points: number }) => keys.send(body, (key) => redeemPoints(body, key)),
    onSuccess: async (value) => {
      reset();
      setDone(value.redemption);
      await refresh();
    },
    onError: (error) => {
      if (!placeServerError(t, error, ['points'] as const, (field, message) => setError(field, { type: 'server', message }), { INSUFFICIENT_POINTS: 'points' })) {
        setFailure(error);
      }
      // The balance the member saw may be out of date.
      void refresh();
    },
  });

  // A reloaded summary (a new balance, minimum or step) judges what is typed afresh; the server's word stays until an edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the rules change, which the resolver reads at each check
  useEffect(() => {
    if (getValues('points').trim() !== '' && getFieldState('points').error?.type !== 'server') void trigger('points');
  }, [schema, getValues, getFieldState, trigger]);

  const text = watch('points');

  const error = formState.isSubmitted || text.trim() !== '' ? formState.errors.points?.message : undefined;
  const typed = parsePoints(text);
  const makes = pointsValue(typed ?? 0, summary.pointsPerUnit);
  const all = redeemAllPoints(summary);
  const hint =
    summary.step > 1
      ? t('pointMall.redeem.hintStep', { count: summary.minRedeemPoints, min: formatPoints(summary.minRedeemPoints), step: formatPoints(summary.step) })
      : t('pointMall.redeem.hint', { count: summary.minRedeemPoints, min: formatPoints(summary.minRedeemPoints) });

  const submit = handleSubmit((body) => redeem.mutate(body));

  return (
    <div className="wallet-stack">
      {all === null && (
        <p className="wallet-note" role="note">
          <Coins size={16} aria-hidden />
          {summary.balance === 0
            ? t('pointMall.empty.redeem')
            : t('pointMall.redeem.notEnough', { count: summary.minRedeemPoints, min: formatPoints(summary.minRedeemPoints) })}
        </p>
      )}
      <form
        className="wallet-form points-form"
        noValidate
        onSubmit={submitAfresh(() => {
          setFailure(null);
          setDone(null);
        }, submit)}
        aria-label={t('pointMall.tab.redeem')}
      >
        <Field id={`${id}-points`} label={t('pointMall.redeem.label')} error={error} hint={hint}>
          <div className="wallet-amount-row">
            <div className="field-control">
              <input
                id={`${id}-points`}
                className="input points-input"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                maxLength={10}
                {...fieldAria(`${id}-points`, error)}
                {...register('points', { onChange: () => setFailure(null) })}
              />
            </div>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={all === null || redeem.isPending}
              onClick={() => {
                if (all === null) return;
                setFailure(null);
                setValue('points', String(all), { shouldValidate: true });
              }}
            >
              {t('pointMall.redeem.all')}
            </button>
          </div>
        </Field>
        <p className="points-makes" data-testid="points-makes">
          <span>{t('pointMall.redeem.makes')}</span>{' '}
          <output htmlFor={`${id}-points`} aria-live="polite">
            <Money amount={makes} symbol={symbol} />
          </output>
        </p>
        <FormFailure error={failure} />
        <SubmitButton busy={redeem.isPending} icon={<ArrowRightLeft size={18} aria-hidden />}>
          {t('pointMall.redeem.submit')}
        </SubmitButton>
      </form>
      {done && <RedeemReceipt redemption={done} symbol={symbol} />}
    </div>
  );
}

/** What a redemption just made: its reference number, points, amount and status (In Process). */
function RedeemReceipt({ redemption, symbol }: { redemption: Redemption; symbol: string }) {
  const { t } = useTranslation();
  return (
    <div className="points-receipt" role="status" data-testid="points-receipt">
      <p className="points-receipt-title">
        <CircleCheck size={18} aria-hidden />
        {t('pointMall.redeem.done')}
      </p>
      <dl className="points-receipt-facts">
        <div>
          <dt>{t('pointMall.history.reference')}</dt>
          <dd dir="ltr" className="points-ref">
            {redemption.reference}
          </dd>
        </div>
        <div>
          <dt>{t('pointMall.history.points')}</dt>
          <dd dir="ltr">{formatPoints(redemption.points)}</dd>
        </div>
        <div>
          <dt>{t('pointMall.history.amount')}</dt>
          <dd>
            <Money amount={redemption.amount} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('pointMall.history.status')}</dt>
          <dd>
            <Badge tone={redemptionTone[redemption.status]}>{t(`pointMall.status.${redemption.status}`)}</Badge>
          </dd>
        </div>
      </dl>
    </div>
  );
}
