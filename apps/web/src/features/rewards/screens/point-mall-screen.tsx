import { Coins, History, ListChecks, LogIn, ScrollText, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import './point-mall-screen.css';

const tabs = ['redeem', 'history', 'details', 'rules'] as const;
type Tab = (typeof tabs)[number];
const tabIcons = { redeem: Store, history: History, details: ListChecks, rules: ScrollText } as const;

/** The points mall: redeem, redeem history, points details and the rules. */
export function PointMallScreen({ loggedIn, onLogin }: { loggedIn: boolean; onLogin: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(loggedIn ? 'redeem' : 'rules');

  return (
    <div className="page point-mall">
      <PageHeader icon={<Coins size={28} />} title={t('pointMall.title')} subtitle={t('pointMall.subtitle')} />
      <div className="tab-row" role="tablist" aria-label={t('pointMall.title')}>
        {tabs.map((key) => {
          const Icon = tabIcons[key];
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`pm-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`pm-panel-${key}`}
              className="tab"
              onClick={() => setTab(key)}
            >
              <Icon size={16} aria-hidden />
              {t(`pointMall.tab.${key}`)}
            </button>
          );
        })}
      </div>
      <section id={`pm-panel-${tab}`} role="tabpanel" aria-labelledby={`pm-tab-${tab}`} className="card point-mall-panel">
        {tab === 'rules' ? (
          <ol className="point-mall-rules">
            {(['earn', 'ratio', 'redeem', 'expiry', 'review'] as const).map((rule) => (
              <li key={rule}>{t(`pointMall.rules.${rule}`)}</li>
            ))}
          </ol>
        ) : loggedIn ? (
          <p className="empty-state">{t(`pointMall.empty.${tab}`)}</p>
        ) : (
          <div className="empty-state">
            <Coins size={40} aria-hidden />
            <p>{t('pointMall.loginToSee')}</p>
            <button type="button" className="btn btn-primary" onClick={onLogin}>
              <LogIn size={18} aria-hidden />
              {t('auth.login')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
