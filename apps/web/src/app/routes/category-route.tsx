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

/** A category page: the category's vendors, the one in ?vassalage= in the spotlight. */
export function CategoryRoute() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { categories, loading } = useCategories();
  const { playVendor } = useGameActions();
  const code = byPath[pathname.toLowerCase()] ?? 'RNG';
  const category = categories.find((c) => c.code === code);
  return (
    <CategoryScreen
      code={code}
      vendors={category?.vendors ?? []}
      loading={loading}
      selected={params.get('vassalage')}
      onSelect={(v) => setParams({ vassalage: v.vassalage }, { preventScrollReset: true })}
      onPlay={playVendor}
    />
  );
}
