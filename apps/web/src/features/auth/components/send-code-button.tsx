import { SMS_SEND_THROTTLE_MS } from '@lumen/contracts/auth/auth.contract';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  /** The phone number validates (digits, 4 to 15). */
  canSend: boolean;
  /** Sends the code; answers how many minutes it stays valid. */
  onSend: () => Promise<number>;
  onError: (error: unknown) => void;
}

/**
 * Sends an SMS code, then counts down expiredMinutes x 60 seconds before another may be asked for.
 * Clicks are throttled to one a second and ignored while a send is under way.
 */
export function SendCodeButton({ canSend, onSend, onError }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const [pending, setPending] = useState(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const send = async () => {
    const now = Date.now();
    if (now - lastClick.current < SMS_SEND_THROTTLE_MS) return;
    lastClick.current = now;
    setPending(true);
    try {
      const minutes = await onSend();
      setEndsAt(Date.now() + minutes * 60_000);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };

  const counting = remaining > 0;
  return (
    <button
      type="button"
      className="btn btn-ghost auth-send-code"
      onClick={send}
      disabled={!canSend || counting || pending}
      aria-live="polite"
    >
      {counting ? (
        <span className="auth-countdown">{t('auth.resendIn', { seconds: remaining })}</span>
      ) : (
        <>
          <Send size={16} aria-hidden className="flip-rtl" />
          {pending ? t('auth.sending') : t('auth.sendCode')}
        </>
      )}
    </button>
  );
}
