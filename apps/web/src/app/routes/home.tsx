import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { ChevronRight, Play, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/loader/loader.tsx';
import { categoryPath, paths } from '@/config/paths.ts';
import { CategoryIcon } from '@/features/catalogue/components/category-icon.tsx';
import { VendorGrid, VendorTile } from '@/features/catalogue/components/vendor-tile.tsx';
import { type Category, productCategories } from '@/features/catalogue/lib/build-categories.ts';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { BannerCarousel } from '@/features/content/components/banner-carousel.tsx';
import { NoticeMarquee } from '@/features/content/components/notice-marquee.tsx';
import { bannersOf } from '@/features/content/lib/banners.ts';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn } from '@/lib/session.ts';
import { type GameTab, setGameType, useUi } from '@/lib/ui-store.ts';
import { useCategories } from '../hooks/use-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import './home.css';

/** The lobby shows at most this many vendors per category. */
const LOBBY_VENDORS = 5;

/**
 * The home page: banners, the notice marquee, category tabs and a row per category. /login and
 * /register are this page with the login or register popup open over it.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const announcements = useAnnouncements();
  const { categories, loading } = useCategories();
  const { openBanner, openVendor, playVendor } = useGameActions();
  const gameType = useUi((s) => s.gameType);
  const referralCode = params.get('referralCode') ?? undefined;

  useEffect(() => {
    const path = pathname.toLowerCase();
    if (path === paths.login) openModal('login');
    else if (path === paths.register) openModal('register', referralCode ? { referralCode } : {});
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
      <BannerCarousel banners={bannersOf(announcements.data?.banners, 'w_home')} loading={announcements.isPending} onOpen={openBanner} />
      <NoticeMarquee
        notices={announcements.data?.player ?? []}
        loading={announcements.isPending}
        onOpen={(index) => openModal('notice', { index })}
      />

      <div className="home-tabs" role="tablist" aria-label={t('home.gameMenu')}>
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
        <section className="home-section" aria-labelledby="home-active-title">
          <header className="home-row-head">
            <h2 id="home-active-title" className="section-title">
              <CategoryIcon code={active.code} size={20} />
              {t(`category.${active.code}`)}
            </h2>
          </header>
          <VendorGrid vendors={active.vendors} onSelect={(v) => openVendor(active.code, v)} />
        </section>
      ) : loading ? (
        <div className="home-rows">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="home-section">
              <Skeleton width={180} height={28} />
              <VendorGrid vendors={[]} onSelect={() => undefined} loading skeletonCount={LOBBY_VENDORS} />
            </div>
          ))}
        </div>
      ) : (
        <div className="home-rows">
          {products.map((category) =>
            category.code === 'SPORTS' ? (
              <SportsEntrance key={category.code} category={category} onPlay={playVendor} onMore={() => more(category)} />
            ) : (
              <section key={category.code} className="home-section" aria-labelledby={`home-row-${category.code}`}>
                <header className="home-row-head">
                  <h2 id={`home-row-${category.code}`} className="section-title">
                    <CategoryIcon code={category.code} size={20} />
                    {t(`category.${category.code}`)}
                    <span className="home-row-count">{t('catalogue.vendorCount', { count: category.vendors.length })}</span>
                  </h2>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => more(category)}>
                    {t('home.more')}
                    <ChevronRight size={16} className="flip-rtl" aria-hidden />
                  </button>
                </header>
                <ul className="home-row">
                  {category.vendors.slice(0, LOBBY_VENDORS).map((v) => (
                    <li key={v.vassalage}>
                      <VendorTile vendor={v} onSelect={(vendor) => openVendor(category.code, vendor)} />
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </div>
      )}
    </div>
  );
}

/** Sports shows one entrance that launches the first sports game. */
function SportsEntrance({ category, onPlay, onMore }: { category: Category; onPlay: (v: VendorCard) => void; onMore: () => void }) {
  const { t } = useTranslation();
  const first = category.vendors[0];
  return (
    <section className="home-section" aria-labelledby="home-row-SPORTS">
      <header className="home-row-head">
        <h2 id="home-row-SPORTS" className="section-title">
          <CategoryIcon code="SPORTS" size={20} />
          {t('category.SPORTS')}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onMore}>
          {t('home.more')}
          <ChevronRight size={16} className="flip-rtl" aria-hidden />
        </button>
      </header>
      <div className="sports-entrance">
        <div className="sports-entrance-art" aria-hidden>
          <Trophy size={120} strokeWidth={1.2} />
        </div>
        <div className="sports-entrance-text">
          <p className="sports-entrance-eyebrow">{first?.displayName}</p>
          <h3>{t('home.sportsHeadline')}</h3>
          <p>{t('home.sportsText')}</p>
          {first && (
            <button type="button" className="btn btn-gold btn-lg" onClick={() => onPlay(first)}>
              <Play size={18} fill="currentColor" aria-hidden />
              {t('catalogue.playNow')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
