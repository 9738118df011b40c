import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { useLocation, useSearchParams } from 'react-router';
import { CategoryScreen } from '@/features/catalogue/screens/category-screen.tsx';
import { useCategories } from '../hooks/use-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';

const byPath: Record<string, GameCategory> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};

/** A category page: its games, filtered by the vendor in ?vassalage=. */
export function CategoryRoute() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { categories, loading, error, refetch } = useCategories();
  const { launchGame } = useGameActions();
  const code = byPath[pathname.toLowerCase().replace(/\/+$/, '')] ?? 'RNG';
  const category = categories.find((c) => c.code === code);
  return (
    <CategoryScreen
      key={code}
      code={code}
      vendors={category?.vendors ?? []}
      loading={loading}
      error={error}
      onRetry={refetch}
      vassalage={params.get('vassalage') ?? ''}
      onVendor={(vassalage) => setParams(vassalage ? { vassalage } : {}, { preventScrollReset: true, replace: true })}
      onLaunch={launchGame}
    />
  );
}
