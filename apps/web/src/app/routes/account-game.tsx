import { useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AccountGameScreen } from '@/features/catalogue/screens/account-game-screen.tsx';

/** /favorite and /recent. */
export default function AccountGameRoute() {
  const { pathname } = useLocation();
  return <AccountGameScreen kind={pathname.toLowerCase() === paths.recent ? 'RECENT' : 'FAV'} />;
}
