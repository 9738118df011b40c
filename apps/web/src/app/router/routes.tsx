import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AgentLayout } from '../layout/agent-layout.tsx';
import { MainLayout } from '../layout/main-layout.tsx';
import HomeRoute from '../routes/home.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { NotFoundScreen } from './not-found.tsx';
import { RootShell } from './root-shell.tsx';
import { RequireLogin } from './route-guard.tsx';

/** The screen groups, each its own chunk loaded on first use. */
const Help = lazyScreen('help', () => import('../routes/help.tsx'));
const Promotions = lazyScreen('Promotions', () => import('../routes/promotions.tsx'));
const Seamless = lazyScreen('Seamless', () => import('../routes/seamless.tsx'));
const Verify = lazyScreen('Verify', () => import('../routes/verify.tsx'));
const Lottery = lazyScreen('Lottery', () => import('../routes/lottery.tsx'));
const MemberCenter = lazyScreen('MemberCenter', () => import('../routes/member-center.tsx'));
const PointMall = lazyScreen('PointMall', () => import('../routes/point-mall.tsx'));
const AccountGame = lazyScreen('AccountGame', () => import('../routes/account-game.tsx'));
const GameListCenter = lazyScreen('GameListCenter', () => import('../routes/game-list-center.tsx'));
const GameCenter = lazyScreen('GameCenter', () => import('../routes/game-center.tsx'));
const Agent = lazyScreen('Agent', () => import('../routes/agent.tsx'));
const AgentHome = lazyScreen('AgentCenter', () => import('../routes/agent-home.tsx'));
const ResetPassword = lazyScreen('ResetPassword', () =>
  import('@/features/auth/screens/reset-password-screen.tsx').then((m) => ({ default: m.ResetPasswordScreen })),
);

const AppDownload = lazyScreen('AppDownload', () =>
  import('@/features/app-download/screens/app-download-screen.tsx').then((m) => ({ default: () => <m.AppDownloadScreen /> })),
);

const Admin = lazyScreen('Admin', () => import('@/features/admin/screens/admin-app.tsx'));

const guarded = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;
/** The lottery pages: a visitor may come in for a game's free trial. */
const lotteryGuarded = (element: ReactNode) => <RequireLogin freeTrialOpen>{element}</RequireLogin>;

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      // The operator's payment desk: its own sign-in and layout, none of the member site's, and
      // outside the visitor status gate (see isAdminPath, used by the app around this table).
      { path: `${paths.admin}/*`, element: <Admin /> },
      {
        element: <AgentLayout />,
        children: [
          { path: paths.agent, element: <Agent /> },
          { path: paths.agentHome, element: guarded(<AgentHome />) },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { path: paths.home, element: <HomeRoute /> },
          { path: paths.index, element: <HomeRoute /> },
          { path: paths.indexHtml, element: <HomeRoute /> },
          { path: paths.homeAlias, element: <HomeRoute /> },
          { path: paths.login, element: <HomeRoute /> },
          { path: paths.register, element: <HomeRoute /> },
          { path: paths.member, element: guarded(<MemberCenter />) },
          { path: paths.help, element: <Help /> },
          { path: paths.sports, element: <GameCenter /> },
          { path: paths.esports, element: <GameCenter /> },
          { path: paths.lott, element: <GameCenter /> },
          { path: paths.elott, element: <GameCenter /> },
          { path: paths.live, element: <GameListCenter /> },
          { path: paths.fish, element: <GameListCenter /> },
          { path: paths.rng, element: <GameListCenter /> },
          { path: paths.pvp, element: <GameListCenter /> },
          { path: paths.favorite, element: guarded(<AccountGame />) },
          { path: paths.recent, element: guarded(<AccountGame />) },
          { path: paths.lottery, element: lotteryGuarded(<Lottery />) },
          { path: paths.seaLottery, element: lotteryGuarded(<Lottery />) },
          { path: paths.vnLottery, element: lotteryGuarded(<Lottery />) },
          { path: paths.promotions, element: <Promotions /> },
          { path: paths.pointMall, element: <PointMall /> },
          { path: paths.seamless, element: <Seamless /> },
          { path: paths.verify, element: <Verify /> },
          { path: paths.resetPassword, element: <ResetPassword /> },
          { path: paths.download, element: <AppDownload /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
