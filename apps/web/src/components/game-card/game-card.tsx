import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { Gamepad2, Heart, Play, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { DEFAULT_GAME_ICON } from './default-game-icon.ts';
import './game-card.css';

export interface GameCardProps {
  game: GameItem;
  isFavorite: boolean;
  onPlay: (game: GameItem) => void;
  onTrial: (game: GameItem) => void;
  onToggleFavorite: (game: GameItem) => void;
}

/** The picture to show first: the game's art (showIcon), else its plain icon, else the default. */
export const gameImageOf = (game: Pick<GameItem, 'showIcon' | 'iconUrl'>) => game.showIcon || game.iconUrl || DEFAULT_GAME_ICON;

/**
 * A game as a card: picture (the default icon when it fails), name, the game's own name under a
 * translated one (else the vendor), start and free-trial buttons,
 * the favourite heart and a maintenance badge (launching is then refused).
 */
export function GameCard({ game, isFavorite, onPlay, onTrial, onToggleFavorite }: GameCardProps) {
  const { t } = useTranslation();
  const [src, setSrc] = useState(() => gameImageOf(game));
  const name = game.displayName || game.gameName;
  // The game's own (vendor-side) name goes under a translated one (the spec's card shows both), so a
  // member can still find it by the name the vendor and support use; the vendor then moves to the
  // line's tooltip, as a narrow card has room for one of them. An untranslated name is not repeated.
  const originalName = game.gameName && game.gameName !== name ? game.gameName : null;
  return (
    <article className="game-card" data-node-id={game.nodeId} data-maintenance={game.maintenance || undefined} aria-label={name}>
      <div className="game-card-art">
        <img
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          onError={() => setSrc((current) => (current === game.showIcon && game.iconUrl && game.iconUrl !== game.showIcon ? game.iconUrl : DEFAULT_GAME_ICON))}
        />
        {game.maintenance && (
          <span className="game-card-badge">
            <Wrench size={12} aria-hidden />
            {t('catalogue.underMaintenance')}
          </span>
        )}
      </div>
      <div className="game-card-body">
        {/* dir=auto: a Latin name on a right-to-left page keeps its own direction, so it is cut at its end. */}
        <span className="game-card-name own-direction" title={name} dir="auto">
          {name}
        </span>
        {originalName ? (
          // The line of its own direction, so a Latin name on a right-to-left page is cut at its end.
          <span className="game-card-vendor own-direction" title={`${originalName} · ${game.vendorName}`} dir="auto" data-testid="game-card-original">
            {originalName}
            {/* The tooltip is not read out nor shown on a touch screen: the vendor is named here too. */}
            <span className="visually-hidden"> · {game.vendorName}</span>
          </span>
        ) : (
          <span className="game-card-vendor">{game.vendorName}</span>
        )}
        <button
          type="button"
          className="game-card-fav"
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? 'catalogue.removeFavorite' : 'catalogue.addFavorite', { name })}
          onClick={() => onToggleFavorite(game)}
        >
          <Heart size={16} aria-hidden fill={isFavorite ? 'currentColor' : 'none'} />
        </button>
      </div>
      {/* Over the picture where a pointer can hover; a row of its own at the foot of the card on a touch screen. */}
      <div className="game-card-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => onPlay(game)} disabled={game.maintenance} aria-label={t('catalogue.startGame', { name })}>
          <Play size={14} fill="currentColor" aria-hidden />
          <span className="game-card-action-label">{t('catalogue.start')}</span>
        </button>
        {game.hasTrial && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onTrial(game)} disabled={game.maintenance} aria-label={t('catalogue.tryGame', { name })}>
            <Gamepad2 size={14} aria-hidden />
            <span className="game-card-action-label">{t('catalogue.freeTrial')}</span>
          </button>
        )}
      </div>
    </article>
  );
}

export function GameCardSkeleton() {
  return (
    <div className="game-card game-card-skeleton" aria-hidden>
      <Skeleton style={{ aspectRatio: '1 / 1', inlineSize: '100%' }} radius="var(--radius-lg) var(--radius-lg) 0 0" />
      <div className="game-card-body">
        <Skeleton width="70%" height={14} />
      </div>
    </div>
  );
}
