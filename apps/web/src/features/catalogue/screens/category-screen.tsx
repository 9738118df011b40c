import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { Gamepad2, Play, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import type { GameTab } from '@/lib/ui-store.ts';
import { CategoryIcon } from '../components/category-icon.tsx';
import { VendorGrid } from '../components/vendor-tile.tsx';
import './category-screen.css';
import { useVendorImage } from '@/lib/image-cdn.ts';

interface CategoryScreenProps {
  code: GameTab;
  vendors: readonly VendorCard[];
  loading: boolean;
  selected: string | null;
  onSelect: (vendor: VendorCard) => void;
  onPlay: (vendor: VendorCard) => void;
}

/**
 * A game category's page (game centre for sports and lottery, game list centre for slots, live,
 * fishing and cards): its vendors as a grid, the chosen one (?vassalage=) in a spotlight.
 */
export function CategoryScreen({ code, vendors, loading, selected, onSelect, onPlay }: CategoryScreenProps) {
  const vendorImage = useVendorImage();
  const { t } = useTranslation();
  const current = vendors.find((v) => v.vassalage === selected) ?? null;
  const totalGames = vendors.reduce((sum, v) => sum + v.gameCount, 0);

  return (
    <div className="page category-page" data-category={code}>
      <PageHeader
        icon={<CategoryIcon code={code} size={28} />}
        title={t(`category.${code}`)}
        subtitle={loading ? '\u00a0' : t('catalogue.summary', { vendors: vendors.length, games: totalGames })}
      />

      {current && (
        <section className="vendor-spotlight card" aria-labelledby="vendor-spotlight-title">
          <div className="vendor-spotlight-logo">
            <VendorLogo src={vendorImage(current, 'colour')} code={current.vassalage} name="" size="lg" />
          </div>
          <div className="vendor-spotlight-text">
            <h2 id="vendor-spotlight-title">{current.displayName}</h2>
            <p>
              {current.maintenance ? (
                <>
                  <Wrench size={14} aria-hidden /> {t('catalogue.underMaintenance')}
                </>
              ) : (
                t('catalogue.gameCount', { count: current.gameCount })
              )}
            </p>
          </div>
          <button type="button" className="btn btn-primary btn-lg" onClick={() => onPlay(current)} disabled={current.maintenance}>
            <Play size={18} fill="currentColor" aria-hidden />
            {current.isGame === 'GAME' ? t('catalogue.playNow') : t('catalogue.browseGames')}
          </button>
        </section>
      )}

      <section aria-labelledby="category-vendors-title" className="category-vendors">
        <h2 id="category-vendors-title" className="section-title">
          <Gamepad2 size={20} aria-hidden />
          {t('catalogue.providers')}
        </h2>
        {!loading && vendors.length === 0 ? (
          <div className="empty-state card">
            <Gamepad2 size={40} aria-hidden />
            <p>{t('catalogue.noVendors')}</p>
          </div>
        ) : (
          <VendorGrid vendors={vendors} selected={selected} onSelect={onSelect} loading={loading} />
        )}
      </section>
    </div>
  );
}
