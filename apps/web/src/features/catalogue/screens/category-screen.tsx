import { PAGE_SIZE } from '@lumen/contracts/catalogue/catalogue.paths';
import type { GameClassifyCode } from '@lumen/contracts/catalogue/catalogue.contract';
import type { GameCategory, VendorCard } from '@lumen/contracts/system/system.contract';
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { CategoryIcon } from '../components/category-icon.tsx';
import type { LaunchGame } from '../components/game-grid.tsx';
import { GameListBrowser } from '../components/game-list-browser.tsx';
import { ErrorState } from '../components/load-state.tsx';
import { LiveModels, RoomList } from '../components/rooms-and-models.tsx';
import { slotFilters } from '../lib/classify.ts';
import './category-screen.css';

interface CategoryScreenProps {
  code: GameCategory;
  vendors: readonly VendorCard[];
  loading: boolean;
  /** Why the vendors could not be loaded (null when they were): said with a retry instead of their filter and counts. */
  error: unknown;
  onRetry: () => void;
  /** The vendor filter (?vassalage=), empty for every vendor. */
  vassalage: string;
  onVendor: (vassalage: string) => void;
  onLaunch: LaunchGame;
}

/**
 * A category's page (game centre: sports, esports, lottery; game list centre: slots, live,
 * fishing, cards): the vendor filter, on slots the sub-filters, the games 24 at a time with
 * "load more"; cards also list their rooms and live casino its dealers.
 */
export function CategoryScreen({ code, vendors, loading, error, onRetry, vassalage, onVendor, onLaunch }: CategoryScreenProps) {
  const { t } = useTranslation();
  const [classify, setClassify] = useState<GameClassifyCode | ''>('');
  const title = t(`category.${code}`);
  const totalGames = vendors.reduce((sum, v) => sum + v.gameCount, 0);
  const current = vendors.find((v) => v.vassalage === vassalage);

  return (
    <div className="page category-page" data-category={code}>
      <PageHeader
        icon={<CategoryIcon code={code} size={28} />}
        title={title}
        subtitle={loading || error ? '\u00a0' : `${t('catalogue.vendorCount', { count: vendors.length })} · ${t('catalogue.gameCount', { count: totalGames })}`}
      />
      <div className="category-body">
        {loading ? (
          <div className="filter-chips" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} width={96} height={34} radius="var(--radius-pill)" />
            ))}
          </div>
        ) : error ? (
          <ErrorState error={error} onRetry={onRetry} />
        ) : null}
        {code === 'PVP' && <RoomList vassalage={vassalage} onLaunch={onLaunch} />}
        {code === 'LIVE' && <LiveModels vassalage={vassalage} onLaunch={onLaunch} />}
        <section className="category-games" aria-labelledby="category-games-title">
          <h2 id="category-games-title" className="section-title">
            <Gamepad2 size={20} aria-hidden />
            {current?.displayName ?? t('catalogue.allGames', { category: title })}
          </h2>
          <GameListBrowser
            gameType={code}
            pageSize={PAGE_SIZE.category}
            vendors={loading ? [] : vendors}
            vassalage={vassalage}
            onVendor={onVendor}
            classifies={code === 'RNG' ? slotFilters() : []}
            classify={classify}
            onClassify={setClassify}
            onLaunch={onLaunch}
            label={title}
          />
        </section>
      </div>
    </div>
  );
}
