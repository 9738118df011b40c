import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import './not-found.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden>
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="not-found-text">{t('notFound.text')}</p>
      <Link to={paths.home} className="btn btn-primary btn-lg">
        <House size={18} aria-hidden />
        {t('notFound.home')}
      </Link>
    </div>
  );
}
