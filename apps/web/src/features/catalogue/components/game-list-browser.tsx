import type { GameClassifyCode } from '@lumen/contracts/catalogue/catalogue.contract';
import type { GameCategory, VendorCard } from '@lumen/contracts/system/system.contract';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/loader/loader.tsx';
import { useGameListPages } from '../api/get-game-list.ts';
import { GameGrid, type LaunchGame } from './game-grid.tsx';
import { VendorChips } from './game-row.tsx';
import { ErrorState, NoData } from './load-state.tsx';

interface GameListBrowserProps {
  gameType: GameCategory;
  pageSize: number;
  /** Vendors of the filter; none hides it. */
  vendors?: readonly VendorCard[];
  vassalage: string;
  onVendor?: (vassalage: string) => void;
  /** Slot sub-filters offered (empty hides them). */
  classifies?: readonly GameClassifyCode[];
  classify?: GameClassifyCode | '';
  onClassify?: (classify: GameClassifyCode | '') => void;
  onLaunch: LaunchGame;
  label: string;
}

/**
 * A category's games with the vendor filter and the slot sub-filters; "load more" appends the
 * next page, and a changed filter starts again at page 1.
 */
export function GameListBrowser({ gameType, pageSize, vendors = [], vassalage, onVendor, classifies = [], classify = '', onClassify, onLaunch, label }: GameListBrowserProps) {
  const { t } = useTranslation();
  const list = useGameListPages({ gameType, vassalage: vassalage || undefined, gameClassify: classify || undefined, pageSize });
  const games = list.data?.pages.flatMap((p) => p.games) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="game-list-browser">
      {vendors.length > 0 && onVendor && (
        <VendorChips vendors={vendors} selected={vassalage} withAll onSelect={onVendor} label={t('catalogue.vendorFilter', { category: label })} />
      )}
      {classifies.length > 0 && onClassify && (
        <fieldset className="filter-chips scroll-fade" aria-label={t('catalogue.typeFilter')}>
          <button type="button" className="chip" aria-pressed={classify === ''} onClick={() => onClassify('')}>
            {t('common.all')}
          </button>
          {classifies.map((code) => (
            <button key={code} type="button" className="chip" aria-pressed={classify === code} onClick={() => onClassify(code)}>
              {t(`catalogue.classify.${code}`)}
            </button>
          ))}
        </fieldset>
      )}
      <div className="game-grid-host">
        {list.isError && games.length === 0 ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <GameGrid games={[]} loading skeletonCount={12} onLaunch={onLaunch} />
        ) : games.length === 0 ? (
          <NoData />
        ) : (
          <GameGrid games={games} onLaunch={onLaunch} label={label} />
        )}
      </div>
      {games.length > 0 && (
        <div className="game-list-more">
          <p className="game-list-count">{t('catalogue.shownOf', { shown: games.length, total })}</p>
          {list.isFetchNextPageError && <ErrorState error={list.error} onRetry={() => void list.fetchNextPage()} />}
          {list.hasNextPage && !list.isFetchNextPageError && (
            <button type="button" className="btn btn-ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? <Spinner size={16} /> : <ChevronDown size={16} aria-hidden />}
              {t('catalogue.loadMore')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
