import type { CustomerService, StatusValue } from '@lumen/contracts/system/system.contract';
import { Headset, MapPinOff, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';
import { chatChannels, openCustomerService } from '../lib/customer-service.ts';
import { LanguageSelect } from './language-select.tsx';
import './status-page.css';

interface StatusPageProps {
  status: StatusValue;
  customerService: readonly CustomerService[] | undefined;
}

function StatusLayout({ icon, tone, title, children, customerService }: { icon: ReactNode; tone: 'maintenance' | 'region'; title: string; children: ReactNode; customerService: readonly CustomerService[] | undefined }) {
  const { t } = useTranslation();
  const channel = chatChannels(customerService)[0];
  return (
    <main className={`status-page status-page-${tone}`}>
      <div className="status-page-lang">
        <LanguageSelect />
      </div>
      <section className="status-card" aria-labelledby="status-title">
        <div className="status-icon" aria-hidden>
          {icon}
        </div>
        <h1 id="status-title" className="status-title">
          {title}
        </h1>
        {children}
        {channel && (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => openCustomerService(channel)}>
            <Headset size={18} aria-hidden />
            {t('status.contactSupport')}
          </button>
        )}
      </section>
    </main>
  );
}

/** Date and time in the interface language, like "November 24, 2025 at 1:41 PM" (no date library on the first page). */
function untilText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageInfo(currentLanguage()).locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Shown instead of the site while the system is under maintenance (status 1). */
export function MaintenancePage({ status, customerService }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <StatusLayout tone="maintenance" icon={<Wrench size={44} />} title={status.title || t('status.maintenanceTitle')} customerService={customerService}>
      <p className="status-info">{status.info || t('status.maintenanceInfo')}</p>
      {status.until && (
        <p className="status-until">
          {t('status.expectedBack', { time: untilText(status.until) })}
        </p>
      )}
    </StatusLayout>
  );
}

/** Shown instead of the site when the visitor's location or IP is restricted (status 2). */
export function RegionPage({ status, customerService }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <StatusLayout tone="region" icon={<MapPinOff size={44} />} title={status.title || t('status.regionTitle')} customerService={customerService}>
      <p className="status-info">{status.info || t('status.regionInfo')}</p>
      <p className="status-ip">
        <span>{t('status.yourIp')}</span>
        <bdi className="status-ip-value" data-testid="visitor-ip">
          {status.ip}
        </bdi>
      </p>
    </StatusLayout>
  );
}
