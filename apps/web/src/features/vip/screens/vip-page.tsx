import { Crown, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { Section } from '@/features/wallet/components/wallet-ui.tsx';
import { useSession } from '@/lib/session.ts';
import { useVip } from '../api/get-vip.ts';
import { VipHero } from '../components/vip-hero.tsx';
import { VipPromoted } from '../components/vip-promoted.tsx';
import { VipTiers } from '../components/vip-tiers.tsx';
import { VipUpgrades } from '../components/vip-upgrades.tsx';
import '@/features/wallet/components/wallet.css';
import '@/components/data-state/data-table.css';
import './vip.css';

/**
 * VIP (member centre, feature VIP3): the member's tier and progress to the next, every tier with
 * its requirements, bonus and perks, and the upgrades so far. Opening it may promote the member:
 * then it congratulates them and points to the reward centre, where the upgrade bonus waits.
 */
export function VipPage() {
  const { t } = useTranslation();
  const vip = useVip();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  // A later reload answers no promotion: the congratulations stay for as long as the page is open.
  const [promoted, setPromoted] = useState<number[]>([]);
  const justPromoted = vip.data?.promoted;
  useEffect(() => {
    if (justPromoted?.length) setPromoted((kept) => [...new Set([...kept, ...justPromoted])]);
  }, [justPromoted]);

  if (vip.isPending) {
    return (
      <div className="vip-page" aria-busy="true">
        <Skeleton height={236} radius="var(--radius-lg)" />
        <ListSkeleton rows={3} height={120} />
      </div>
    );
  }
  if (vip.isError) return <LoadError error={vip.error} onRetry={() => void vip.refetch()} />;

  const value = vip.data;
  return (
    <div className="vip-page" aria-busy={vip.isFetching}>
      {promoted.length > 0 && <VipPromoted levels={promoted} vip={value} symbol={symbol} />}
      <VipHero vip={value} symbol={symbol} />
      <Section title={t('vip.tiers')} icon={<Crown size={20} aria-hidden />} className="vip-section">
        <VipTiers tiers={value.tiers} level={value.level} symbol={symbol} />
      </Section>
      <Section title={t('vip.history.title')} icon={<History size={20} aria-hidden />} className="vip-section">
        <VipUpgrades upgrades={value.upgrades} symbol={symbol} />
      </Section>
    </div>
  );
}
