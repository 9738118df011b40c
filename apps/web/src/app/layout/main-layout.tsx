import { Outlet, useLocation } from 'react-router';
import { hidesFooter, isGamePage, isHomePage } from '@/config/paths.ts';
import { TrialWarningHost } from '@/features/member/components/trial-warning.tsx';
import { AnnouncementPopupSlot } from './announcement-popup-slot.tsx';
import { ContractPopupSlot } from './contract-popup-slot.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import './main-layout.css';

/**
 * Side menu (hidden on game pages), header, main content and footer (none on /seamless).
 * The content is rebuilt on every path change, except between the home paths
 * (/, /index, /login, /register...), which are one page. The announcement popup may open over any
 * of them, and a signed-in agent may get the contract popup.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const gamePage = isGamePage(pathname);
  const contentKey = isHomePage(pathname) ? 'home' : pathname.toLowerCase();

  return (
    <div className="app-shell" data-game-page={gamePage}>
      <Header showSideToggle={!gamePage} />
      <div className="app-body">
        {!gamePage && <SideMenu />}
        <div className="app-column">
          <main id="main" className="app-main" key={contentKey}>
            <Outlet />
          </main>
          {!hidesFooter(pathname) && <Footer />}
        </div>
      </div>
      <TrialWarningHost />
      <AnnouncementPopupSlot />
      <ContractPopupSlot />
    </div>
  );
}
