import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { CategoryIcon } from '../components/category-icon.tsx';

/** The member's own game lists: favourites (/favorite) and recently played (/recent). */
export function AccountGameScreen({ kind }: { kind: 'FAV' | 'RECENT' }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader icon={<CategoryIcon code={kind} size={28} />} title={t(`category.${kind}`)} subtitle={t(kind === 'FAV' ? 'catalogue.favoritesHint' : 'catalogue.recentHint')} />
      <div className="empty-state card">
        <CategoryIcon code={kind} size={44} />
        <p>{t(kind === 'FAV' ? 'catalogue.noFavorites' : 'catalogue.noRecent')}</p>
        <Link to="/" className="btn btn-primary">
          <Compass size={18} aria-hidden />
          {t('catalogue.exploreGames')}
        </Link>
      </div>
    </div>
  );
}
