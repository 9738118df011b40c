import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { useHandoffCode } from '../api/create-handoff.ts';
import { downloadLink } from '../lib/download-link.ts';
import './download-qr.css';

/**
 * The QR code of the app-download link (spec: size 200, margin 20, medium error correction): a
 * 200 px white tile with a 20 px quiet zone around a 160 px code. A signed-in member's link carries
 * a one-time hand-off code, fetched only while this is on screen and renewed before it expires;
 * the link is on the figure (`data-link`) for tests and tools, not printed, as it signs a phone in.
 */
export function DownloadQr() {
  // useTranslation draws again on a language change, so the link follows the language.
  const { t } = useTranslation();
  const wantsCode = useSession((s) => s.isLogin && !s.isTrial);
  const handoff = useHandoffCode(wantsCode);

  if (wantsCode && handoff.isPending) {
    return (
      <figure className="download-qr" aria-busy="true">
        <Skeleton width={200} height={200} radius="var(--radius-md)" />
        <figcaption role="status">{t('appDownload.qrPreparing')}</figcaption>
      </figure>
    );
  }

  // Without a code (visitor, trial account, or the code could not be had) the link opens the page signed out.
  const code = wantsCode && !handoff.isError ? handoff.data?.code : undefined;
  const link = downloadLink(window.location.origin, currentLanguage(), code);
  return (
    <figure className="download-qr" data-link={link} data-signed-in={code ? 'true' : 'false'} data-testid="download-qr">
      <div className="download-qr-tile">
        <QRCodeSVG value={link} size={160} marginSize={0} level="M" role="img" aria-label={t('appDownload.qrLabel')} />
      </div>
      <figcaption>{code ? t('appDownload.qrSignedIn') : t('appDownload.qrCaption')}</figcaption>
    </figure>
  );
}
