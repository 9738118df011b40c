import type { VipUpgrade } from '@lumen/contracts/member/vip.contract';
import { Check, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Money } from '@/components/data-state/data-state.tsx';
import { memberPagePath } from '@/features/member/lib/use-open-member-page.ts';
import { formatTime } from '@/lib/dates.ts';

/** The levels reached, newest first: when, and the bonus each brought (claimed in the reward centre). */
export function VipUpgrades({ upgrades, symbol }: { upgrades: readonly VipUpgrade[]; symbol: string }) {
  const { t } = useTranslation();
  if (upgrades.length === 0) return <EmptyState>{t('vip.history.empty')}</EmptyState>;
  return (
    <table className="data-table vip-history" aria-label={t('vip.history.title')}>
      <thead>
        <tr>
          <th scope="col">{t('vip.history.level')}</th>
          <th scope="col">{t('vip.history.date')}</th>
          <th scope="col" className="num">
            {t('vip.history.bonus')}
          </th>
          <th scope="col" className="num">
            <span className="visually-hidden">{t('vip.history.reward')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {upgrades.map((upgrade) => (
          <tr key={upgrade.level} data-testid={`vip-upgrade-${upgrade.level}`}>
            <td data-label={t('vip.history.level')}>
              <span className="vip-history-tier">
                <span className="vip-level-chip">{t('vip.level', { level: upgrade.level })}</span>
                <bdi>{upgrade.name}</bdi>
              </span>
            </td>
            <td data-label={t('vip.history.date')}>
              <time dateTime={upgrade.upgradedAt}>{formatTime(upgrade.upgradedAt)}</time>
            </td>
            <td data-label={t('vip.history.bonus')} className="num">
              <Money amount={upgrade.bonus} symbol={symbol} className="vip-history-bonus" />
            </td>
            <td data-label={t('vip.history.reward')} className="num">
              {upgrade.bonusState === 'CLAIMABLE' ? (
                <Link to={memberPagePath('rewardCenter')} className="vip-history-claim">
                  <Gift size={14} aria-hidden />
                  {t('vip.history.claim')}
                </Link>
              ) : upgrade.bonusState === 'CLAIMED' ? (
                <span className="vip-history-claimed">
                  <Check size={14} aria-hidden />
                  {t('vip.history.claimed')}
                </span>
              ) : (
                <span className="vip-history-none">{t(upgrade.bonusState === 'EXPIRED' ? 'vip.history.expired' : 'vip.history.noBonus')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
