import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { VerifyScreen } from '@/features/play/screens/verify-screen.tsx';
import { useSession } from '@/lib/session.ts';

const ROUND_ID = /^[A-Za-z0-9_.:-]{1,80}$/;

/** /verify[?roundId=...]: public; a round is recomputed in the browser, or any inputs by hand. */
export default function VerifyRoute() {
  const [params, setParams] = useSearchParams();
  const loggedIn = useSession((s) => s.isLogin);
  const raw = params.get('roundId');
  const roundId = raw !== null && ROUND_ID.test(raw) ? raw : null;
  const onRoundId = useCallback((id: string) => setParams({ roundId: id }), [setParams]);
  const manual = {
    serverSeed: params.get('serverSeed') ?? undefined,
    clientSeed: params.get('clientSeed') ?? undefined,
    nonce: params.get('nonce') ?? undefined,
  };
  return <VerifyScreen key={roundId ?? ''} roundId={roundId} onRoundId={onRoundId} loggedIn={loggedIn} manual={manual} />;
}
