import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import './play.css';

/** A figure with its label (totals, balances). */
export function Stat({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="play-stat" data-testid={testId}>
      <span className="play-stat-label">{label}</span>
      <span className="play-stat-value">{children}</span>
    </div>
  );
}

/** The totals of a record's rounds: how many, staked, won and the profit (signed). */
export function RecordTotals({ totals, symbol, testId }: { totals: { count: number; stake: string; win: string; profit: string }; symbol: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="play-totals" data-testid={testId}>
      <Stat label={t('play.records.count')}>{totals.count}</Stat>
      <Stat label={t('play.records.stake')}>
        <Money amount={totals.stake} symbol={symbol} />
      </Stat>
      <Stat label={t('play.records.win')}>
        <Money amount={totals.win} symbol={symbol} />
      </Stat>
      <Stat label={t('play.records.profit')}>
        <Money amount={totals.profit} symbol={symbol} signed />
      </Stat>
    </div>
  );
}
