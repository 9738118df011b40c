import { useNavigate, useSearchParams } from 'react-router';
import { SeamlessScreen } from '@/features/play/screens/seamless-screen.tsx';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn } from '@/lib/session.ts';
import { useCategories } from '../hooks/use-categories.ts';

/** The seamless game page (no footer, no side menu). */
export default function SeamlessRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { categories } = useCategories();
  const code = params.get('vendor');
  const vendor = code ? (categories.flatMap((c) => c.vendors).find((v) => v.vassalage === code) ?? null) : null;
  return (
    <SeamlessScreen
      vendor={vendor}
      gameCode={params.get('gameCode')}
      loggedIn={isLoggedIn()}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      onLogin={() => openModal('login')}
    />
  );
}
