import { PAGE_SIZE } from '@lumen/contracts/catalogue/catalogue.paths';
import type { PlayMode } from '@lumen/contracts/play/play.contract';
import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { CircleAlert } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/data-state/data-state.tsx';
import { Spinner } from '@/components/loader/loader.tsx';
import { normalisePath } from '@/config/paths.ts';
import { useGameByCode } from '@/features/catalogue/api/find-game-by-code.ts';
import { GameListBrowser } from '@/features/catalogue/components/game-list-browser.tsx';
import { type LotteryKind, LotteryScreen } from '@/features/lottery/screens/lottery-screen.tsx';
import { SeamlessScreen } from '@/features/play/screens/seamless-screen.tsx';
import { useCategories } from '../hooks/use-categories.ts';
import { gamePagePath } from '../hooks/use-game-actions.ts';
import { usePlayPage } from '../hooks/use-play-page.ts';

/** By pathname as normalisePath gives it (lower case, no trailing slash): /seaLottery/ is the SEA lottery too. */
const kinds: Record<string, LotteryKind> = { '/lottery': 'lottery', '/sealottery': 'seaLottery', '/vnlottery': 'vnLottery' };
const GAME_CODE = /^[A-Za-z0-9_.-]{1,80}$/;

/** /lottery, /seaLottery, /vnLottery (?gameCode=[&mode=FUN]; login required but for a free trial): the game of the code, then the lottery vendors. */
export default function LotteryRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { categories, loading, error, refetch } = useCategories();
  const { mode, screen } = usePlayPage();
  const kind = kinds[normalisePath(pathname)] ?? 'lottery';
  const raw = params.get('gameCode')?.trim() || null;
  const gameCode = raw !== null && GAME_CODE.test(raw) ? raw : null;
  const vendors = categories.filter((c) => c.code === 'LOTT' || c.code === 'ELOTT').flatMap((c) => c.vendors);
  const byCode = useGameByCode(gameCode);
  const game = byCode.status === 'found' ? byCode.game : null;
  // A vendor with its own game list stands for its games: they are listed to choose from (codes are compared ignoring case).
  const wanted = gameCode?.toUpperCase();
  const vendor = byCode.status === 'missing' ? vendors.find((v) => v.isGame === 'VASSALAGE' && v.vassalage.toUpperCase() === wanted) : undefined;

  const onBack = useCallback(() => (window.history.length > 1 ? navigate(-1) : navigate(pathname)), [navigate, pathname]);
  const playCode = useCallback(
    (code: string, next: PlayMode) => setParams(next === 'FUN' ? { gameCode: code, mode: 'FUN' } : { gameCode: code }),
    [setParams],
  );
  // A vendor goes where the catalogue sends it (TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery, the rest to /lottery).
  const onChoose = useCallback(
    (v: VendorCard) => {
      const to = gamePagePath(v, 'REAL');
      if (to) navigate(to);
      else setParams({ gameCode: v.gameCode ?? v.vassalage });
    },
    [navigate, setParams],
  );
  const onModeChange = useCallback(
    (next: PlayMode) => {
      if (gameCode) playCode(gameCode, next);
    },
    [gameCode, playCode],
  );

  let stage = null;
  if (raw !== null && gameCode === null) stage = <NotFound text={t('lottery.notFound')} />;
  else if (gameCode !== null) {
    if (byCode.status === 'finding') {
      stage = (
        <div role="status" className="lottery-finding">
          <Spinner />
          <p>{t('lottery.finding')}</p>
        </div>
      );
    } else if (byCode.status === 'failed') {
      stage = <LoadError error={byCode.error} onRetry={byCode.retry} />;
    } else if (game) {
      stage = (
        <SeamlessScreen
          key={`${game.nodeId}-${mode}`}
          nodeId={game.nodeId}
          mode={mode}
          {...screen}
          onBack={onBack}
          onModeChange={onModeChange}
        />
      );
    } else if (vendor) {
      stage = (
        <GameListBrowser
          gameType={vendor.gameType}
          vassalage={vendor.vassalage}
          pageSize={PAGE_SIZE.category}
          label={vendor.displayName}
          onLaunch={(chosen, chosenMode) => playCode(chosen.gameCode, chosenMode)}
        />
      );
    } else if (!loading && !error) {
      // Only once the vendors are known: the code may name one (without them, their load error says why nothing opens).
      stage = <NotFound text={t('lottery.notFound')} />;
    }
  }

  return (
    <LotteryScreen
      kind={kind}
      gameCode={gameCode}
      vendors={vendors}
      loading={loading}
      error={error}
      onRetry={refetch}
      onChoose={onChoose}
      stage={stage}
      stageHasTitle={game !== null}
    />
  );
}

function NotFound({ text }: { text: string }) {
  return (
    <div role="alert" className="lottery-finding">
      <CircleAlert size={32} aria-hidden />
      <p>{text}</p>
    </div>
  );
}
