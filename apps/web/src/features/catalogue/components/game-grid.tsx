import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import type { PlayMode } from '@lumen/contracts/play/play.contract';
import { GameCard, GameCardSkeleton } from '@/components/game-card/game-card.tsx';
import { useFavoriteSet, useFavoriteToggle } from '../lib/use-favorites.ts';
import './game-grid.css';

export type LaunchGame = (game: GameItem, mode: PlayMode) => void;

interface GameGridProps {
  games: readonly GameItem[];
  loading?: boolean;
  skeletonCount?: number;
  onLaunch: LaunchGame;
  /** Accessible name of the list. */
  label?: string;
}

/** Games as cards, six a row on wide screens; each card with start, free trial and the heart. */
export function GameGrid({ games, loading, skeletonCount = 12, onLaunch, label }: GameGridProps) {
  const favorites = useFavoriteSet();
  const toggleFavorite = useFavoriteToggle();
  if (loading) {
    return (
      <div className="game-grid" aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard
            game={game}
            isFavorite={favorites.has(String(game.nodeId))}
            onPlay={(g) => onLaunch(g, 'REAL')}
            onTrial={(g) => onLaunch(g, 'FUN')}
            onToggleFavorite={toggleFavorite}
          />
        </li>
      ))}
    </ul>
  );
}
