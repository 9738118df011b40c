import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import './lottery-screen.css';
import { useVendorImage } from '@/lib/image-cdn.ts';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

interface LotteryScreenProps {
  kind: LotteryKind;
  gameCode: string | null;
  vendors: readonly VendorCard[];
  loading: boolean;
  /** Why the vendors could not be loaded (null when they were): said with a retry instead of the vendors. */
  error: unknown;
  onRetry: () => void;
  onChoose: (vendor: VendorCard) => void;
  /** What the game code opens: the game, or the state of finding it. */
  stage?: ReactNode;
  /** The stage is a game screen with its own title: the page's header gives way to it. */
  stageHasTitle?: boolean;
}

/** The lottery page (/lottery, /seaLottery, /vnLottery): the chosen game and the lottery vendors. */
export function LotteryScreen({ kind, gameCode, vendors, loading, error, onRetry, onChoose, stage, stageHasTitle = false }: LotteryScreenProps) {
  const vendorImage = useVendorImage();
  const { t } = useTranslation();
  return (
    <>
      {stage && stageHasTitle && <div className="lottery-game">{stage}</div>}
      <div className="page lottery-page">
        {stageHasTitle ? (
          <h2 className="lottery-more">{t('lottery.more')}</h2>
        ) : (
          <PageHeader
            icon={<Ticket size={28} />}
            title={t(`lottery.title.${kind}`)}
            subtitle={gameCode ? t('lottery.gameCode', { code: gameCode }) : t('lottery.subtitle')}
          />
        )}
        {stage && !stageHasTitle && <div className="lottery-stage">{stage}</div>}
        {loading ? (
          <div className="lottery-vendors">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={150} radius="var(--radius-lg)" />
            ))}
          </div>
        ) : error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : vendors.length > 0 ? (
          <ul className="lottery-vendors">
            {vendors.map((v) => (
              <li key={`${v.gameType}-${v.vassalage}`}>
                <button type="button" className="lottery-vendor card" aria-pressed={gameCode !== null && (v.gameCode ?? v.vassalage).toUpperCase() === gameCode.toUpperCase()} onClick={() => onChoose(v)}>
                  <VendorLogo src={vendorImage(v, 'colour')} code={v.vassalage} name="" size="md" />
                  <span className="lottery-vendor-name">{v.displayName}</span>
                  <span className="lottery-vendor-meta">{t('catalogue.gameCount', { count: v.gameCount })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty-state card">
            <Ticket size={40} aria-hidden />
            <p>{t('catalogue.noVendors')}</p>
          </div>
        )}
      </div>
    </>
  );
}
