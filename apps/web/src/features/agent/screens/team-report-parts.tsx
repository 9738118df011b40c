import { type TeamPeriod, teamPeriods } from '@lumen/contracts/agent/agent.paths';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';

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

/** The days a period covers, as the site counts them (UTC): the last day is the day before `to`. */
export function dayRange(from: string, to: string): string {
  const first = from.slice(0, 10);
  const last = new Date(new Date(to).getTime() - 86_400_000).toISOString().slice(0, 10);
  return first === last ? first : `${first} – ${last}`;
}

/** Today, yesterday, this week, this month: one pressed at a time. */
export function PeriodChips({ value, onChange, range }: { value: TeamPeriod; onChange: (period: TeamPeriod) => void; range?: { from: string; to: string } | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="team-periods" role="group" aria-label={t('agent.periodLabel')}>
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
    </div>
  );
}

/** A username search: sends the trimmed text when submitted. */
export function UsernameSearch({ onSearch, children }: { onSearch: (username: string) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="downline-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-username`}>
          {t('agent.downline.username')}
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
        {t('agent.downline.search')}
      </button>
    </form>
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
