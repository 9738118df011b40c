import { CAPTCHA_REFRESH_MS } from '@lumen/contracts/auth/auth.contract';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { type InputHTMLAttributes, forwardRef, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Captcha, getCaptcha } from '../api/get-captcha.ts';

/**
 * The captcha of a form: shown on demand, fetched fresh each time (captchas are one use), and
 * refreshed by a click at most once a second.
 */
export function useCaptcha() {
  const [shown, setShown] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastFetch = useRef(0);
  const shownRef = useRef(false);

  const load = useCallback(async (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastFetch.current < CAPTCHA_REFRESH_MS) return;
    lastFetch.current = now;
    try {
      setCaptcha(await getCaptcha());
      setFailed(false);
    } catch {
      // The image shows its retry state; the click refreshes again.
      setFailed(true);
    }
  }, []);

  /** After a failed attempt: show the captcha (if the server asks) and always use a new one. */
  const renew = useCallback(
    (needed: boolean) => {
      if (needed) {
        shownRef.current = true;
        setShown(true);
      }
      if (needed || shownRef.current) void load(true);
    },
    [load],
  );

  return {
    shown,
    shownRef,
    captcha,
    failed,
    renew,
    refresh: () => void load(false),
    /** The fields a call carries while the captcha is shown. */
    fields: (typed: string) => (shownRef.current ? { captcha: typed.trim(), captchaId: captcha?.captchaId } : {}),
  };
}

interface CaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  image: string | undefined;
  failed: boolean;
  onRefresh: () => void;
}

/** The captcha input with its image beside it; a click on the image asks for a new one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField({ image, failed, onRefresh, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <div className="captcha-row">
      <div className="field-control">
        <ShieldCheck size={18} className="field-icon" aria-hidden />
        <input ref={ref} {...input} className="input" autoComplete="off" inputMode="text" maxLength={16} />
      </div>
      <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('auth.refreshCaptcha')}>
        {image && !failed ? <img src={image} alt={t('auth.captchaImage')} /> : <RefreshCw size={18} aria-hidden />}
      </button>
    </div>
  );
});
