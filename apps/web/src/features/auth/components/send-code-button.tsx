import { SMS_SEND_THROTTLE_MS } from '@lumen/contracts/auth/auth.contract';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodePurpose, codeCountdownKey, endCodeCountdown, startCodeCountdown, useCodeCountdownEnd } from '../lib/code-countdown.ts';

interface SendCodeButtonProps {
  /** What the code is for; each purpose counts down on its own. */
  purpose: CodePurpose;
  /** The number the code goes to (dialing code and number); another number is not held back by this one's countdown. */
  target: string;
  /** The phone number validates (digits, 4 to 15). */
  canSend: boolean;
  /** Sends the code; answers how many minutes it stays valid. */
  onSend: () => Promise<number>;
  onError: (error: unknown) => void;
}

/**
 * Sends an SMS code, then counts down expiredMinutes x 60 seconds before another may be asked for.
 * The countdown outlives the button (see code-countdown.ts), so a form drawn again still waits.
 * Clicks are throttled to one a second and ignored while a send is under way.
 */
export function SendCodeButton({ purpose, target, canSend, onSend, onError }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const key = codeCountdownKey(purpose, target);
  const endsAt = useCodeCountdownEnd(key);
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) endCodeCountdown(key, endsAt);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [key, endsAt]);

  const send = async () => {
    const at = Date.now();
    if (at - lastClick.current < SMS_SEND_THROTTLE_MS) return;
    lastClick.current = at;
    setPending(true);
    try {
      const minutes = await onSend();
      // Under the key the code was asked for, even if the number was edited while it went out.
      const sentAt = Date.now();
      setNow(sentAt);
      startCodeCountdown(key, sentAt + minutes * 60_000);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };

  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
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
