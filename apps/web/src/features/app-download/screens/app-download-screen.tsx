import { Apple, AppWindow, CircleCheck, Compass, Download, EllipsisVertical, Globe, MonitorDown, Share, Smartphone, SquarePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadQr } from '../components/download-qr.tsx';
import { InstallSection } from '../components/install-section.tsx';
import { LiteAppInstall } from '../components/lite-app-install.tsx';
import { currentPlatform, type Platform } from '../lib/platform.ts';
import './app-download.css';

type Kind = 'ios' | 'lite' | 'android';

const ORDER: Kind[] = ['ios', 'lite', 'android'];
/** The section that suits the visitor's device: a computer installs the lite app. */
const PRIMARY: Record<Platform, Kind> = { ios: 'ios', android: 'android', desktop: 'lite' };

const icons: Record<Kind, ReactNode> = {
  ios: <Apple size={22} />,
  lite: <AppWindow size={22} />,
  android: <Smartphone size={22} />,
};

const stepIcons: Record<Kind, [string, ReactNode][]> = {
  ios: [
    ['open', <Compass key="open" size={18} />],
    ['share', <Share key="share" size={18} />],
    ['add', <SquarePlus key="add" size={18} />],
    ['confirm', <CircleCheck key="confirm" size={18} />],
  ],
  lite: [
    ['open', <Globe key="open" size={18} />],
    ['install', <MonitorDown key="install" size={18} />],
    ['confirm', <CircleCheck key="confirm" size={18} />],
  ],
  android: [
    ['open', <Globe key="open" size={18} />],
    ['menu', <EllipsisVertical key="menu" size={18} />],
    ['install', <Download key="install" size={18} />],
    ['confirm', <CircleCheck key="confirm" size={18} />],
  ],
};

/**
 * /download: how to put the site on a device: iPhone and iPad (Safari's Add to Home Screen), the
 * lite app (the installable web app, with one-tap install where the browser offers it) and Android
 * (Chrome's Install app). The visitor's platform comes first and open; on a computer, a QR code
 * carries the page (and a signed-in member's session) to the phone.
 */
export function AppDownloadScreen({ platform: given }: { platform?: Platform }) {
  const { t } = useTranslation();
  const [platform] = useState<Platform>(() => given ?? currentPlatform());
  const primary = PRIMARY[platform];
  const kinds = [primary, ...ORDER.filter((k) => k !== primary)];
  const desktop = platform === 'desktop';

  return (
    <div className="page app-download" data-platform={platform}>
      <header className="app-download-hero">
        <span className="app-download-hero-icon" aria-hidden>
          <Smartphone size={28} />
        </span>
        <div>
          <h1 className="page-title">{t('appDownload.title')}</h1>
          <p className="page-subtitle">{t('appDownload.subtitle', { brand: t('brand.name') })}</p>
        </div>
      </header>

      {desktop && (
        <section className="card app-download-scan" aria-labelledby="app-download-scan-title">
          <DownloadQr />
          <div className="app-download-scan-text">
            <h2 id="app-download-scan-title" className="section-title">
              {t('appDownload.scanTitle')}
            </h2>
            <p>{t('appDownload.scanText')}</p>
          </div>
        </section>
      )}

      <div className="app-download-sections">
        {kinds.map((kind) => (
          <InstallSection
            key={kind}
            kind={kind}
            icon={icons[kind]}
            current={kind === primary}
            // A phone opens its own way; a computer shows every way, to set up any phone from it.
            defaultOpen={desktop || kind === primary}
            steps={stepIcons[kind].map(([step, icon]) => ({ icon, text: t(`appDownload.${kind}.steps.${step}`) }))}
          >
            {kind === 'lite' && <LiteAppInstall />}
          </InstallSection>
        ))}
      </div>
    </div>
  );
}
