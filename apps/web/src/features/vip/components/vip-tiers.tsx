import type { VipTier } from '@lumen/contracts/member/vip.contract';
import { Check, CircleCheck, Crown, Lock, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';

type TierState = 'current' | 'reached' | 'locked';

/** Every tier with what reaches it, its upgrade bonus and perks; the member's own and those passed are marked. */
export function VipTiers({ tiers, level, symbol }: { tiers: readonly VipTier[]; level: number; symbol: string }) {
  const { t } = useTranslation();
  return (
    <ol className="vip-tiers" aria-label={t('vip.tiers')}>
      {tiers.map((tier) => {
        const state: TierState = tier.level === level ? 'current' : tier.level < level ? 'reached' : 'locked';
        return (
          <li key={tier.level} className="vip-tier" data-state={state} data-testid={`vip-tier-${tier.level}`} aria-current={state === 'current' ? 'true' : undefined}>
            <header className="vip-tier-head">
              <span className="vip-tier-emblem" aria-hidden>
                {state === 'locked' ? <Lock size={16} /> : <Crown size={16} />}
              </span>
              <div className="vip-tier-title">
                <span className="vip-tier-level">{t('vip.level', { level: tier.level })}</span>
                <h3 className="vip-tier-name">
                  <bdi>{tier.name}</bdi>
                </h3>
              </div>
              {state === 'current' ? (
                <span className="vip-tier-tag vip-tier-tag-current">{t('vip.yourTier')}</span>
              ) : state === 'reached' ? (
                <span className="vip-tier-tag vip-tier-tag-reached">
                  <CircleCheck size={12} aria-hidden />
                  {t('vip.reached')}
                </span>
              ) : null}
            </header>
            <dl className="vip-tier-facts">
              <div>
                <dt>{t('vip.depositRequired')}</dt>
                <dd>
                  <Money amount={tier.depositRequired} symbol={symbol} />
                </dd>
              </div>
              <div>
                <dt>{t('vip.turnoverRequired')}</dt>
                <dd>
                  <Money amount={tier.turnoverRequired} symbol={symbol} />
                </dd>
              </div>
              <div className="vip-tier-bonus">
                <dt>{t('vip.upgradeBonus')}</dt>
                <dd>
                  <Money amount={tier.upgradeBonus} symbol={symbol} />
                </dd>
              </div>
            </dl>
            {tier.perks.length > 0 ? (
              <ul className="vip-perks" aria-label={t('vip.perksOf', { name: tier.name })}>
                {tier.perks.map((perk) => (
                  <li key={perk}>
                    <Check size={14} aria-hidden className="vip-perk-icon" />
                    <span dir="auto">{perk}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="vip-perks-none">
                <Sparkles size={14} aria-hidden />
                {t('vip.noPerks')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
