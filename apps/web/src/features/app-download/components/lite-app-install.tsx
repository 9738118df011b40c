import { CircleCheck, Download, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../lib/install-prompt.ts';

/**
 * The lite app's one-tap install: the browser's own install offer (beforeinstallprompt) behind an
 * Install button while it is there, a clear word when the app is installed, and a pointer to the
 * manual steps when the browser offers none.
 */
export function LiteAppInstall() {
  const { t } = useTranslation();
  const { state, install } = useInstallPrompt();
  const [asking, setAsking] = useState(false);

  if (state === 'installed') {
    return (
      <p className="lite-install lite-install-done" role="status" data-state="installed">
        <CircleCheck size={18} aria-hidden />
        {t('appDownload.lite.installed')}
      </p>
    );
  }
  if (state === 'available') {
    return (
      <div className="lite-install" data-state="available">
        <p>{t('appDownload.lite.available')}</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={asking}
          onClick={() => {
            setAsking(true);
            void install()
              .catch(() => undefined)
              .finally(() => setAsking(false));
          }}
        >
          <Download size={18} aria-hidden />
          {t('appDownload.lite.install')}
        </button>
      </div>
    );
  }
  return (
    <p className="lite-install lite-install-none" role="status" data-state="unavailable">
      <Info size={18} aria-hidden />
      {t('appDownload.lite.unavailable')}
    </p>
  );
}
