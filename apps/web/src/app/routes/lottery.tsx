import { useLocation, useSearchParams } from 'react-router';
import { type LotteryKind, LotteryScreen } from '@/features/lottery/screens/lottery-screen.tsx';
import { useCategories } from '../hooks/use-categories.ts';

const kinds: Record<string, LotteryKind> = { '/lottery': 'lottery', '/sealottery': 'seaLottery', '/vnlottery': 'vnLottery' };

/** /lottery, /seaLottery, /vnLottery (login required, ?gameCode=). */
export default function LotteryRoute() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { categories, loading } = useCategories();
  const vendors = categories.filter((c) => c.code === 'LOTT' || c.code === 'ELOTT').flatMap((c) => c.vendors);
  return (
    <LotteryScreen
      kind={kinds[pathname.toLowerCase()] ?? 'lottery'}
      gameCode={params.get('gameCode')}
      vendors={vendors}
      loading={loading}
      onChoose={(v) => setParams({ gameCode: v.gameCode ?? v.vassalage })}
    />
  );
}
