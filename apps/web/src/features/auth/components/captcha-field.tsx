import { CAPTCHA_REFRESH_MS } from '@lumen/contracts/auth/auth.contract';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { type InputHTMLAttributes, forwardRef, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/loader/loader.tsx';
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
    // A retry after a failure shows as loading again until it is answered.
    setFailed(false);
    try {
      setCaptcha(await getCaptcha());
    } catch {
      // The field says the captcha could not be loaded; a click on the image tries again.
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

/**
 * The captcha input with its image beside it; a click on the image asks for a new one. Until the
 * first image comes a spinner shows in its place; when one could not be loaded the field says so
 * under the row, and the click still tries again.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField({ image, failed, onRefresh, ...input }, ref) {
  const { t } = useTranslation();
  const failureId = useId();
  return (
    <>
      <div className="captcha-row">
        <div className="field-control">
          <ShieldCheck size={18} className="field-icon" aria-hidden />
          <input ref={ref} {...input} className="input" autoComplete="off" inputMode="text" maxLength={16} />
        </div>
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('auth.refreshCaptcha')}
          aria-describedby={failed ? failureId : undefined}
        >
          {failed ? <RefreshCw size={18} aria-hidden /> : image ? <img src={image} alt={t('auth.captchaImage')} /> : <Spinner size={18} />}
        </button>
      </div>
      {failed && (
        <p id={failureId} className="field-error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
    </>
  );
});
