import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { useFavoriteIds, useFavoriteList } from '../api/favorites.ts';
import { useRecentGames } from '../api/get-recent-games.ts';
import { CategoryIcon } from '../components/category-icon.tsx';
import { GameGrid, type LaunchGame } from '../components/game-grid.tsx';
import { ErrorState } from '../components/load-state.tsx';
import '../components/game-grid.css';

/** The member's own game lists: favourites (/favorite) and recently played (/recent). */
export function AccountGameScreen({ kind, onLaunch }: { kind: 'FAV' | 'RECENT'; onLaunch: LaunchGame }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader icon={<CategoryIcon code={kind} size={28} />} title={t(`category.${kind}`)} subtitle={t(kind === 'FAV' ? 'catalogue.favoritesHint' : 'catalogue.recentHint')} />
      {kind === 'FAV' ? <Favorites onLaunch={onLaunch} /> : <Recent onLaunch={onLaunch} />}
    </div>
  );
}

function Favorites({ onLaunch }: { onLaunch: LaunchGame }) {
  const list = useFavoriteList();
  const ids = useFavoriteIds(true);
  // A game taken out of the favourites leaves the page at once, before the server's answer.
  const kept = ids.data ? new Set(ids.data) : null;
  const games = (list.data?.content ?? []).filter((g) => !kept || kept.has(String(g.nodeId)));
  return <GameList kind="FAV" games={games} pending={list.isPending} error={list.isError ? list.error : null} onRetry={() => void list.refetch()} onLaunch={onLaunch} />;
}

function Recent({ onLaunch }: { onLaunch: LaunchGame }) {
  const list = useRecentGames(true);
  return <GameList kind="RECENT" games={list.data?.list ?? []} pending={list.isPending} error={list.isError ? list.error : null} onRetry={() => void list.refetch()} onLaunch={onLaunch} />;
}

interface GameListProps {
  kind: 'FAV' | 'RECENT';
  games: GameItem[];
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  onLaunch: LaunchGame;
}

function GameList({ kind, games, pending, error, onRetry, onLaunch }: GameListProps) {
  const { t } = useTranslation();
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (pending)
    return (
      <div className="game-grid-host">
        <GameGrid games={[]} loading skeletonCount={12} onLaunch={onLaunch} />
      </div>
    );
  if (games.length === 0)
    return (
      <div className="empty-state card">
        <CategoryIcon code={kind} size={44} />
        <p>{t(kind === 'FAV' ? 'catalogue.noFavorites' : 'catalogue.noRecent')}</p>
        <Link to="/" className="btn btn-primary">
          <Compass size={18} aria-hidden />
          {t('catalogue.exploreGames')}
        </Link>
      </div>
    );
  return (
    <div className="game-grid-host">
      <GameGrid games={games} onLaunch={onLaunch} label={t(`category.${kind}`)} />
    </div>
  );
}
