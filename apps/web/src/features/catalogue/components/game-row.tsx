import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameTab } from '@/lib/ui-store.ts';
import { useGameListPage } from '../api/get-game-list.ts';
import type { Category } from '../lib/build-categories.ts';
import { CategoryIcon } from './category-icon.tsx';
import { GameGrid, type LaunchGame } from './game-grid.tsx';
import { ErrorState, NoData } from './load-state.tsx';
import './game-row.css';

/** Categories made on the client from other categories' vendors: they are shown a vendor at a time. */
const BY_VENDOR = new Set<GameTab>(['MXWIN', 'ESPORTS', 'COCKFIGHT']);

interface FrameProps {
  code: GameTab | 'RECENT';
  title: string;
  chips?: ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  onMore?: () => void;
  children: ReactNode;
}

/** A row's frame: title, vendor chips, previous/next arrows and More. */
export function GameRowFrame({ code, title, chips, page, totalPages, onPage, onMore, children }: FrameProps) {
  const { t } = useTranslation();
  const id = `game-row-${code}`;
  return (
    <section className="game-row" aria-labelledby={id} data-category={code}>
      <div className="game-row-head">
        <h2 id={id} className="section-title">
          <CategoryIcon code={code} size={20} />
          {title}
        </h2>
        <div className="game-row-tools">
          <button type="button" className="btn btn-icon game-row-arrow" aria-label={t('common.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft size={18} className="flip-rtl" aria-hidden />
          </button>
          <button type="button" className="btn btn-icon game-row-arrow" aria-label={t('common.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            <ChevronRight size={18} className="flip-rtl" aria-hidden />
          </button>
          {onMore && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onMore}>
              {t('home.more')}
              <ChevronRight size={16} className="flip-rtl" aria-hidden />
            </button>
          )}
        </div>
      </div>
      {chips}
      <div className="game-grid-host">{children}</div>
    </section>
  );
}

interface VendorChipsProps {
  vendors: readonly VendorCard[];
  selected: string;
  /** Offers "All" (every vendor of the category). */
  withAll: boolean;
  onSelect: (vassalage: string) => void;
  label: string;
}

/** The vendor filter: one chip per vendor (and "All"). */
export function VendorChips({ vendors, selected, withAll, onSelect, label }: VendorChipsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="filter-chips scroll-fade" aria-label={label}>
      {withAll && (
        <button type="button" className="chip" aria-pressed={selected === ''} onClick={() => onSelect('')}>
          {t('common.all')}
        </button>
      )}
      {vendors.map((v) => (
        <button key={v.vassalage} type="button" className="chip" aria-pressed={selected === v.vassalage} onClick={() => onSelect(v.vassalage)}>
          {v.displayName}
        </button>
      ))}
    </fieldset>
  );
}

interface CategoryRowProps {
  category: Category;
  /** Games per page: 12 on home (two rows), 24 on a category tab (four rows). */
  pageSize: number;
  /** Vendors offered in the filter (home shows at most 5). */
  vendorLimit?: number;
  onMore?: () => void;
  onLaunch: LaunchGame;
}

/**
 * A category's games a page at a time from the game list, with its vendor filter. Changing the
 * vendor goes back to page 1. MXWIN, ESPORTS and COCKFIGHT are shown one vendor at a time.
 */
export function CategoryGameRow({ category, pageSize, vendorLimit, onMore, onLaunch }: CategoryRowProps) {
  const { t } = useTranslation();
  const byVendor = BY_VENDOR.has(category.code);
  const vendors = vendorLimit === undefined ? category.vendors : category.vendors.slice(0, vendorLimit);
  const [vendor, setVendor] = useState(byVendor ? (vendors[0]?.vassalage ?? '') : '');
  const [page, setPage] = useState(1);
  const card = vendors.find((v) => v.vassalage === vendor);
  const gameType = card ? card.gameType : category.code;
  const list = useGameListPage({ gameType, vassalage: vendor || undefined, pageSize }, page, !byVendor || Boolean(card));
  const title = t(`category.${category.code}`);

  const choose = (code: string) => {
    setVendor(code);
    setPage(1);
  };

  return (
    <GameRowFrame
      code={category.code}
      title={title}
      page={page}
      totalPages={list.data?.totalPages ?? 1}
      onPage={setPage}
      onMore={onMore}
      chips={
        vendors.length > 0 && (
          <VendorChips vendors={vendors} selected={vendor} withAll={!byVendor} onSelect={choose} label={t('catalogue.vendorFilter', { category: title })} />
        )
      }
    >
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending && list.fetchStatus !== 'idle' ? (
        <GameGrid games={[]} loading skeletonCount={pageSize > 12 ? 12 : pageSize} onLaunch={onLaunch} />
      ) : (list.data?.games.length ?? 0) === 0 ? (
        <NoData />
      ) : (
        <GameGrid games={list.data?.games ?? []} onLaunch={onLaunch} label={title} />
      )}
    </GameRowFrame>
  );
}

interface ListRowProps {
  code: 'HOT' | 'RECENT' | 'FAV';
  games: readonly GameItem[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  pageSize: number;
  onMore?: () => void;
  onLaunch: LaunchGame;
}

/** A row of a list the server gives whole (hot, recent), paged here by the arrows. */
export function ListGameRow({ code, games, loading, error, onRetry, pageSize, onMore, onLaunch }: ListRowProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const all = games ?? [];
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(page, totalPages);
  const title = t(`category.${code}`);
  return (
    <GameRowFrame code={code} title={title} page={current} totalPages={totalPages} onPage={setPage} onMore={onMore}>
      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : loading ? (
        <GameGrid games={[]} loading skeletonCount={6} onLaunch={onLaunch} />
      ) : all.length === 0 ? (
        <NoData />
      ) : (
        <GameGrid games={all.slice((current - 1) * pageSize, current * pageSize)} onLaunch={onLaunch} label={title} />
      )}
    </GameRowFrame>
  );
}
