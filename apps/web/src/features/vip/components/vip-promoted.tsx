import type { VipValue } from '@lumen/contracts/member/vip.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { Gift, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPagePath } from '@/features/member/lib/use-open-member-page.ts';
import { formatMoney, minorOf } from '@/features/wallet/lib/money.ts';

/**
 * Said once, after the call that promoted the member: the highest tier reached and the upgrade
 * bonuses it granted, which wait in the reward centre to be claimed.
 */
export function VipPromoted({ levels, vip, symbol }: { levels: readonly number[]; vip: VipValue; symbol: string }) {
  const { t } = useTranslation();
  const top = Math.max(...levels);
  const name = vip.tiers.find((tier) => tier.level === top)?.name ?? vip.upgrades.find((u) => u.level === top)?.name ?? vip.name;
  // The bonus each level brought (its upgrade record, else the tier's advertised bonus).
  const bonus = levels.reduce((sum, level) => {
    const paid = vip.upgrades.find((u) => u.level === level)?.bonus ?? vip.tiers.find((tier) => tier.level === level)?.upgradeBonus ?? '0.00';
    return sum + minorOf(paid);
  }, 0n);
  return (
    <section className="vip-promoted" role="status" aria-labelledby="vip-promoted-title" data-testid="vip-promoted">
      <span className="vip-promoted-icon" aria-hidden>
        <PartyPopper size={26} />
      </span>
      <div className="vip-promoted-text">
        <h2 id="vip-promoted-title" className="vip-promoted-title">
          {t('vip.promoted.title', { name })}
        </h2>
        <p>{bonus > 0n ? t('vip.promoted.bonus', { amount: formatMoney(formatMinor(bonus), symbol).trim() }) : t('vip.promoted.noBonus')}</p>
      </div>
      {bonus > 0n && (
        <Link to={memberPagePath('rewardCenter')} className="btn btn-gold vip-promoted-claim">
          <Gift size={16} aria-hidden />
          {t('vip.promoted.claim')}
        </Link>
      )}
    </section>
  );
}
