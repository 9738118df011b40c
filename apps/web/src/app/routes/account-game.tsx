import { useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AccountGameScreen } from '@/features/catalogue/screens/account-game-screen.tsx';
import { useGameActions } from '../hooks/use-game-actions.ts';

/** /favorite and /recent. */
export default function AccountGameRoute() {
  const { pathname } = useLocation();
  const { launchGame } = useGameActions();
  const kind = pathname.toLowerCase().replace(/\/+$/, '') === paths.recent ? 'RECENT' : 'FAV';
  return <AccountGameScreen key={kind} kind={kind} onLaunch={launchGame} />;
}
