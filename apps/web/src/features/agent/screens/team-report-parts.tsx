import { type TeamPeriod, teamPeriods } from '@lumen/contracts/agent/agent.paths';
import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { useBalance } from '@/features/wallet/api/merchant-wallet.ts';
import dayjs from '@/i18n/dayjs.ts';
import '@/components/data-state/data-table.css';

export const REPORT_PAGE_SIZE = 20;

/** The site's currency symbol for amounts (empty until known). */
export function useCurrencySymbol(): string {
  return useBalance().data?.currencySymbol ?? '';
}

/** A report's filters: a period, a username prefix and a page; a new period or name goes back to page 1. */
export function useReportFilters(initialPeriod: TeamPeriod = 'today') {
  const [period, setPeriod] = useState<TeamPeriod>(initialPeriod);
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  return {
    period,
    pageNo,
    setPageNo,
    setPeriod: (next: TeamPeriod) => {
      setPeriod(next);
      setPageNo(1);
    },
    setUsername: (next: string) => {
      setUsername(next);
      setPageNo(1);
    },
    filters: { period, pageNo, pageSize: REPORT_PAGE_SIZE, ...(username ? { username } : {}) },
  };
}

/** A report's body: grey rows while it loads, the refusal with a retry, then what `children` draws of the answer. */
export function ReportBody<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <ListSkeleton rows={6} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** A page of a list as a table: the empty text when there is nothing, else the rows and the page numbers. */
export function PagedTable({
  rows,
  empty,
  busy,
  page,
  onPage,
  head,
  children,
}: {
  rows: { length: number };
  empty: string;
  busy: boolean;
  page: { pageNo: number; totalPages: number };
  onPage: (pageNo: number) => void;
  head: ReactNode;
  children: ReactNode;
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <table className="data-table" aria-busy={busy}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      <Paginator page={page.pageNo} total={page.totalPages} onChange={onPage} />
    </>
  );
}

/** A column heading; `num` right-aligns a figure. */
export function Th({ children, num = false }: { children: ReactNode; num?: boolean }) {
  return (
    <th scope="col" className={num ? 'num' : undefined}>
      {children}
    </th>
  );
}

/** A cell labelled for the narrow layout (each row becomes a card of label and value). */
export function Td({ label, children, num = false, className }: { label: string; children: ReactNode; num?: boolean; className?: string }) {
  const classes = [num ? 'num' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <td data-label={label} className={classes || undefined}>
      {children}
    </td>
  );
}

/** A member's username with the nickname under it when it says something more. */
export function Who({ username, nickname }: { username: string; nickname?: string }) {
  return (
    <span className="downline-who">
      <bdi className="downline-name">{username}</bdi>
      {nickname && nickname.toLowerCase() !== username && <span className="downline-nick">{nickname}</span>}
    </span>
  );
}

/** A panel of the agent centre: its icon, title and one line about it, then its content. */
export function AgentPanel({ icon, title, about, children }: { icon: ReactNode; title: string; about: string; children: ReactNode }) {
  return (
    <section className="agent-panel agent-panel-full card" aria-labelledby="agent-page-title">
      <header className="agent-panel-head">
        <span className="agent-point-icon" aria-hidden>
          {icon}
        </span>
        <div>
          <h1 id="agent-page-title">{title}</h1>
          <p>{about}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

/**
 * The days a period covers, as the site counts them (UTC): the last day is the day before `to`;
 * written in the interface language's order, as the site's other dates are.
 */
export function dayRange(from: string, to: string): string {
  const first = dayjs(from.slice(0, 10)).format('L');
  const last = dayjs(new Date(new Date(to).getTime() - 86_400_000).toISOString().slice(0, 10)).format('L');
  return first === last ? first : `${first} – ${last}`;
}

/** Today, yesterday, this week, this month: one pressed at a time. */
export function PeriodChips({ value, onChange, range }: { value: TeamPeriod; onChange: (period: TeamPeriod) => void; range?: { from: string; to: string } | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className="team-periods" aria-label={t('agent.periodLabel')}>
      {teamPeriods.map((p) => (
        <button key={p} type="button" className="chip" aria-pressed={p === value} onClick={() => onChange(p)}>
          {t(`agent.period.${p}`)}
        </button>
      ))}
      {range && (
        <span className="team-range" dir="ltr">
          {dayRange(range.from, range.to)}
        </span>
      )}
    </fieldset>
  );
}

/**
 * A username search: sends the trimmed text when submitted. `leading` fields come before the
 * username, `children` between it and the button, `trailing` after the button; `label`,
 * `submitLabel` and `className` replace the agent centre's own.
 */
export function UsernameSearch({
  onSearch,
  children,
  leading,
  trailing,
  label,
  submitLabel,
  className = 'downline-filters',
}: {
  onSearch: (username: string) => void;
  children?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  label?: string;
  submitLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search>
      <form className={className} onSubmit={submit}>
        {leading}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-username`}>
            {label ?? t('agent.downline.username')}
          </label>
          <input
            id={`${id}-username`}
            className="input"
            value={draft}
            maxLength={32}
            autoComplete="off"
            placeholder={t('agent.downline.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        {children}
        <button type="submit" className="btn btn-primary">
          <Search size={16} aria-hidden />
          {submitLabel ?? t('agent.downline.search')}
        </button>
        {trailing}
      </form>
    </search>
  );
}

/** Rounds, stakes, wins and the result over a whole report. */
export function TeamTotals({ totals, symbol }: { totals: { rounds: number; stake: string; win: string; profitLoss: string }; symbol: string }) {
  const { t } = useTranslation();
  return (
    <dl className="team-totals" data-testid="team-totals">
      <div>
        <dt>{t('play.records.count')}</dt>
        <dd>{totals.rounds}</dd>
      </div>
      <div>
        <dt>{t('play.records.stake')}</dt>
        <dd>
          <Money amount={totals.stake} symbol={symbol} />
        </dd>
      </div>
      <div>
        <dt>{t('play.records.win')}</dt>
        <dd>
          <Money amount={totals.win} symbol={symbol} />
        </dd>
      </div>
      <div>
        <dt>{t('agent.overview.profitLoss')}</dt>
        <dd>
          <Money amount={totals.profitLoss} symbol={symbol} signed />
        </dd>
      </div>
    </dl>
  );
}
