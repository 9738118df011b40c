import { PAGE_SIZE } from '@lumen/contracts/catalogue/catalogue.paths';
import { Play, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/loader/loader.tsx';
import { categoryPath, isPath, paths } from '@/config/paths.ts';
import { useGameListPage } from '@/features/catalogue/api/get-game-list.ts';
import { useHotGames } from '@/features/catalogue/api/get-hot-games.ts';
import { useRecentGames } from '@/features/catalogue/api/get-recent-games.ts';
import { CategoryIcon } from '@/features/catalogue/components/category-icon.tsx';
import type { LaunchGame } from '@/features/catalogue/components/game-grid.tsx';
import { CategoryGameRow, ListGameRow } from '@/features/catalogue/components/game-row.tsx';
import { ErrorState, NoData } from '@/features/catalogue/components/load-state.tsx';
import { WinnerBoard } from '@/features/catalogue/components/winner-board.tsx';
import { type Category, productCategories } from '@/features/catalogue/lib/build-categories.ts';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { BannerCarousel } from '@/features/content/components/banner-carousel.tsx';
import { NoticeMarquee } from '@/features/content/components/notice-marquee.tsx';
import { bannersOf } from '@/features/content/lib/banners.ts';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { type GameTab, setGameType, useUi } from '@/lib/ui-store.ts';
import { useCategories } from '../hooks/use-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import './home.css';

/** The lobby shows at most this many vendors per category. */
export const LOBBY_VENDORS = 5;

/**
 * The home page: banners, the notice marquee, category tabs (HOME, FAV, then the categories) and,
 * in the lobby, the hot games, the member's recent games, a row per category and the winner board.
 * /login and /register are this page with the login or register popup open over it.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const announcements = useAnnouncements();
  const { categories, loading, error, refetch } = useCategories();
  const { openBanner, launchGame } = useGameActions();
  const gameType = useUi((s) => s.gameType);
  const referralCode = params.get('referralCode') ?? undefined;

  // Compared as isHomePage does: /Register/?referralCode=… (a shared link) opens the register popup too.
  useEffect(() => {
    if (isPath(pathname, paths.login)) openModal('login');
    else if (isPath(pathname, paths.register)) openModal('register', referralCode ? { referralCode } : {});
  }, [pathname, referralCode]);

  const products = productCategories(categories);
  const active = products.find((c) => c.code === gameType) ?? null;
  const tabs: GameTab[] = ['HOME', 'FAV', ...products.map((c) => c.code)];

  const chooseTab = (tab: GameTab) => {
    if (tab === 'FAV') {
      if (!isLoggedIn()) openModal('login');
      else navigate(paths.favorite);
      return;
    }
    setGameType(tab);
  };

  const more = (category: Category) => {
    const own = categoryPath(category.code);
    if (own) navigate(own);
    else setGameType(category.code);
  };

  return (
    <div className="page home-page">
      {/* The page's title for screen readers and outlines; the banners say it visually. */}
      <h1 className="visually-hidden">{t('brand.title', { brand: t('brand.name') })}</h1>
      <BannerCarousel banners={bannersOf(announcements.data?.banners, 'w_home')} loading={announcements.isPending} onOpen={openBanner} />
      <NoticeMarquee
        notices={announcements.data?.player ?? []}
        loading={announcements.isPending}
        onOpen={(index) => openModal('notice', { index })}
      />

      <div className="home-tabs scroll-fade" role="tablist" aria-label={t('home.gameMenu')}>
        {loading
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} width={104} height={40} radius="var(--radius-pill)" />)
          : tabs.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                className="tab home-tab"
                aria-selected={tab === 'HOME' ? !active : active?.code === tab}
                onClick={() => chooseTab(tab)}
              >
                <CategoryIcon code={tab} size={18} />
                {t(`category.${tab}`)}
              </button>
            ))}
      </div>

      {active ? (
        <CategoryGameRow key={active.code} category={active} pageSize={PAGE_SIZE.category} onLaunch={launchGame} />
      ) : (
        <Lobby products={products} loading={loading} error={error} onRetry={refetch} onMore={more} onLaunch={launchGame} />
      )}
    </div>
  );
}

/** The lobby rows; `error` (the categories could not be loaded) stands where the category rows go, with a retry. */
function Lobby({ products, loading, error, onRetry, onMore, onLaunch }: {
  products: Category[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onMore: (c: Category) => void;
  onLaunch: LaunchGame;
}) {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLogin);
  const hot = useHotGames();
  const recent = useRecentGames(loggedIn);
  return (
    <div className="home-rows">
      <ListGameRow code="HOT" games={hot.data?.list} loading={hot.isPending} error={hot.isError ? hot.error : null} onRetry={() => void hot.refetch()} pageSize={PAGE_SIZE.home} onLaunch={onLaunch} />
      {loggedIn && (
        <ListGameRow
          code="RECENT"
          games={recent.data?.list}
          loading={recent.isPending}
          error={recent.isError ? recent.error : null}
          onRetry={() => void recent.refetch()}
          pageSize={PAGE_SIZE.home}
          onMore={() => navigate(paths.recent)}
          onLaunch={onLaunch}
        />
      )}
      {loading
        ? Array.from({ length: 2 }, (_, i) => (
            <div key={i} className="home-section" aria-busy="true">
              <Skeleton width={180} height={28} />
              <Skeleton height={220} radius="var(--radius-lg)" />
            </div>
          ))
        : error
          ? <ErrorState error={error} onRetry={onRetry} />
          : products.map((category) =>
              category.code === 'SPORTS' ? (
                <SportsEntrance key={category.code} category={category} onLaunch={onLaunch} onMore={() => onMore(category)} />
              ) : (
                <CategoryGameRow key={category.code} category={category} pageSize={PAGE_SIZE.home} vendorLimit={LOBBY_VENDORS} onMore={() => onMore(category)} onLaunch={onLaunch} />
              ),
            )}
      <WinnerBoard onLaunch={onLaunch} />
    </div>
  );
}

/**
 * Sports shows one entrance that launches the first sports game: a placeholder while that game
 * loads, the failure with a retry if it cannot be, and the no-games note if there is none.
 */
function SportsEntrance({ category, onLaunch, onMore }: { category: Category; onLaunch: LaunchGame; onMore: () => void }) {
  const { t } = useTranslation();
  const vendor = category.vendors[0];
  const first = useGameListPage({ gameType: 'SPORTS', vassalage: vendor?.vassalage, pageSize: 1 }, 1, Boolean(vendor));
  const game = first.data?.games[0];
  return (
    <section className="home-section" aria-labelledby="home-row-SPORTS">
      <div className="home-row-head">
        <h2 id="home-row-SPORTS" className="section-title">
          <CategoryIcon code="SPORTS" size={20} />
          {t('category.SPORTS')}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onMore}>
          {t('home.more')}
        </button>
      </div>
      {vendor && first.isPending ? (
        <div aria-busy="true">
          <Skeleton height={220} radius="var(--radius-xl)" />
        </div>
      ) : first.isError && !first.data ? (
        <ErrorState error={first.error} onRetry={() => void first.refetch()} />
      ) : !game ? (
        <NoData />
      ) : (
        <button type="button" className="sports-entrance" onClick={() => onLaunch(game, 'REAL')} disabled={game.maintenance}>
          <span className="sports-entrance-art" aria-hidden>
            <Trophy size={120} strokeWidth={1.2} />
          </span>
          <span className="sports-entrance-text">
            <span className="sports-entrance-eyebrow">{game.displayName}</span>
            <span className="sports-entrance-headline">{t('home.sportsHeadline')}</span>
            <span className="sports-entrance-copy">{t('home.sportsText')}</span>
            <span className="btn btn-gold btn-lg">
              <Play size={18} fill="currentColor" aria-hidden />
              {t('catalogue.playNow')}
            </span>
          </span>
        </button>
      )}
    </section>
  );
}
