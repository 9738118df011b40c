import { type PlayMode, playModeSchema } from '@lumen/contracts/play/play.contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { SeamlessScreen } from '@/features/play/screens/seamless-screen.tsx';
import { openModal } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';

const NODE_ID = /^[0-9]{1,18}$/;

/** The seamless game page (no footer, no side menu): /seamless?nodeId=<id>[&mode=FUN]. */
export default function SeamlessRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const currencySymbol = usePermission().data?.info.currencySymbol;
  const raw = params.get('nodeId');
  const nodeId = raw !== null && NODE_ID.test(raw) ? raw : null;
  const mode: PlayMode = playModeSchema.safeParse(params.get('mode')?.toUpperCase()).data ?? 'REAL';
  const onBack = useCallback(() => (window.history.length > 1 ? navigate(-1) : navigate('/')), [navigate]);
  const onLogin = useCallback(() => openModal('login'), []);
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
      mode={mode}
      loggedIn={loggedIn}
      isTrial={isTrial}
      onBack={onBack}
      onLogin={onLogin}
      onTrialBlocked={showTrialWarning}
      onModeChange={onModeChange}
      currencySymbol={currencySymbol}
    />
  );
}
