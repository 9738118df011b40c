import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { Play, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import './vendor-tile.css';
import { useVendorImage } from '@/lib/image-cdn.ts';

/** A vendor as a card: logo, name, number of games, and whether it is under maintenance. */
export function VendorTile({ vendor, selected, onSelect }: { vendor: VendorCard; selected?: boolean; onSelect: (vendor: VendorCard) => void }) {
  const vendorImage = useVendorImage();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="vendor-tile"
      aria-pressed={selected}
      data-vendor={vendor.vassalage}
      onClick={() => onSelect(vendor)}
      disabled={vendor.maintenance}
    >
      <span className="vendor-tile-art">
        <VendorLogo src={vendorImage(vendor, 'colour')} code={vendor.vassalage} name="" size="lg" />
      </span>
      <span className="vendor-tile-body">
        <span className="vendor-tile-name">{vendor.displayName}</span>
        <span className="vendor-tile-meta">
          {vendor.maintenance ? (
            <>
              <Wrench size={12} aria-hidden /> {t('catalogue.underMaintenance')}
            </>
          ) : (
            t('catalogue.gameCount', { count: vendor.gameCount })
          )}
        </span>
      </span>
      <span className="vendor-tile-play" aria-hidden>
        <Play size={14} fill="currentColor" />
      </span>
    </button>
  );
}

export function VendorGrid({ vendors, selected, onSelect, loading, skeletonCount = 8 }: { vendors: readonly VendorCard[]; selected?: string | null; onSelect: (vendor: VendorCard) => void; loading?: boolean; skeletonCount?: number }) {
  if (loading) {
    return (
      <div className="vendor-grid" aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <Skeleton key={i} height={148} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  }
  return (
    <ul className="vendor-grid">
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <VendorTile vendor={v} selected={selected === v.vassalage} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
