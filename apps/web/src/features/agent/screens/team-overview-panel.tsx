import type { TeamPeriod } from '@lumen/contracts/agent/agent.paths';
import { ArrowDownLeft, ArrowUpRight, Coins, Dices, Gauge, Sigma, Trophy, UserCheck, UserPlus, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { useTeamOverview } from '../api/team.ts';
import { AgentPanel, PeriodChips, useCurrencySymbol } from './team-report-parts.tsx';

function Stat({ icon, label, value, detail, testId }: { icon: ReactNode; label: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <div className="team-stat" data-testid={testId}>
      <span className="team-stat-label">
        {icon}
        {label}
      </span>
      <span className="team-stat-value">{value}</span>
      {detail !== undefined && <span className="team-stat-detail">{detail}</span>}
    </div>
  );
}

/** The agent's team at a glance for a period: size, new and active members, money in and out, bets, balance. */
export function TeamOverviewPanel() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const overview = useTeamOverview(period);
  const symbol = useCurrencySymbol();
  const v = overview.data;

  return (
    <AgentPanel icon={<Gauge size={22} />} title={t('agent.page.agentTeamOverview')} about={t('agent.about.agentTeamOverview')}>
      <PeriodChips value={period} onChange={setPeriod} range={v} />
      {overview.isPending ? (
        <div className="team-stats" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} height={96} radius="var(--radius-md)" />
          ))}
        </div>
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        v && (
          <div className="team-stats" aria-busy={overview.isFetching}>
            <Stat
              testId="team-size"
              icon={<Users size={16} aria-hidden />}
              label={t('agent.overview.teamSize')}
              value={v.team.total}
              detail={t('agent.overview.teamSizeDetail', { direct: v.team.direct, count: v.team.agents })}
            />
            <Stat testId="team-new" icon={<UserPlus size={16} aria-hidden />} label={t('agent.overview.newMembers')} value={v.newMembers} />
            <Stat
              testId="team-active"
              icon={<UserCheck size={16} aria-hidden />}
              label={t('agent.overview.activeMembers')}
              value={v.activeMembers}
              detail={t('agent.overview.activeDetail')}
            />
            <Stat
              testId="team-deposits"
              icon={<ArrowDownLeft size={16} aria-hidden className="flip-rtl" />}
              label={t('agent.overview.deposits')}
              value={<Money amount={v.deposits.amount} symbol={symbol} />}
              detail={t('agent.overview.countDetail', { count: v.deposits.count })}
            />
            <Stat
              testId="team-withdrawals"
              icon={<ArrowUpRight size={16} aria-hidden className="flip-rtl" />}
              label={t('agent.overview.withdrawals')}
              value={<Money amount={v.withdrawals.amount} symbol={symbol} />}
              detail={t('agent.overview.countDetail', { count: v.withdrawals.count })}
            />
            <Stat
              testId="team-stake"
              icon={<Dices size={16} aria-hidden />}
              label={t('agent.overview.bets')}
              value={<Money amount={v.bets.stake} symbol={symbol} />}
              detail={t('agent.overview.roundsDetail', { count: v.bets.rounds })}
            />
            <Stat testId="team-win" icon={<Trophy size={16} aria-hidden />} label={t('agent.overview.wins')} value={<Money amount={v.bets.win} symbol={symbol} />} />
            <Stat
              testId="team-pl"
              icon={<Sigma size={16} aria-hidden />}
              label={t('agent.overview.profitLoss')}
              value={<Money amount={v.bets.profitLoss} symbol={symbol} signed />}
              detail={t('agent.overview.profitLossDetail')}
            />
            <Stat
              testId="team-balance"
              icon={<Wallet size={16} aria-hidden />}
              label={t('agent.overview.balance')}
              value={<Money amount={v.balance} symbol={symbol} />}
              detail={
                <>
                  <Coins size={12} aria-hidden /> {t('agent.overview.balanceDetail')}
                </>
              }
            />
          </div>
        )
      )}
    </AgentPanel>
  );
}
