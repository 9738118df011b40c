import type { PlayMode } from '@lumen/contracts/play/play.contract';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGameByCode } from '@/features/catalogue/api/find-game-by-code.ts';
import { SeamlessScreen } from '@/features/play/screens/seamless-screen.tsx';
import { gamePagePath } from '../hooks/use-game-actions.ts';
import { usePlayPage } from '../hooks/use-play-page.ts';

const NODE_ID = /^[0-9]{1,18}$/;

/**
 * The seamless game page (no footer, no side menu): /seamless?nodeId=<id>[&mode=FUN]. A game named
 * by its code (/seamless?gameCode=<code>, as game banners link) is looked up in the catalogue and
 * the address replaced by the page that game is played on.
 */
export default function SeamlessRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { mode, screen } = usePlayPage();
  const raw = params.get('nodeId');
  const nodeId = raw !== null && NODE_ID.test(raw) ? raw : null;
  const gameCode = nodeId === null ? params.get('gameCode')?.trim() || null : null;
  const byCode = useGameByCode(gameCode);
  const target = byCode.status === 'found' ? gamePagePath(byCode.game, mode) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  // A code that names a vendor rather than one game counts as not found.
  const missing = byCode.status === 'missing' || (byCode.status === 'found' && target === null);
  const lookup = gameCode === null ? undefined : byCode.status === 'failed' ? { error: byCode.error, onRetry: byCode.retry } : missing ? 'missing' : 'finding';
  const onBack = useCallback(() => (window.history.length > 1 ? navigate(-1) : navigate('/')), [navigate]);
  const onModeChange = useCallback(
    (next: PlayMode) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next === 'FUN') copy.set('mode', 'FUN');
          else copy.delete('mode');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <SeamlessScreen
      key={`${nodeId}-${mode}`}
      nodeId={nodeId}
      lookup={lookup}
      mode={mode}
      {...screen}
      onBack={onBack}
      onModeChange={onModeChange}
    />
  );
}
