import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { setGameType } from '@/lib/ui-store.ts';
import './brand-logo.css';

/** The site's logo; choosing it returns to the home lobby (game type HOME). */
export function BrandLogo({ compact = false, to = paths.home }: { compact?: boolean; to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={compact ? 'brand-logo brand-logo-compact' : 'brand-logo'} onClick={() => setGameType('HOME')} aria-label={t('nav.homeLink', { brand: t('brand.name') })}>
      <svg className="brand-mark" viewBox="0 0 40 40" aria-hidden>
        <defs>
          <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset=".55" stopColor="#d946ef" />
            <stop offset="1" stopColor="#f43f5e" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="url(#brand-gradient)" />
        <path d="M13 9.5h5.5v15.8H29V31H13z" fill="#fff" />
        <circle cx="28.5" cy="13" r="3.6" fill="#fde68a" />
      </svg>
      {!compact && <span className="brand-word">{t('brand.name')}</span>}
    </Link>
  );
}
