import type { LiveModel, Room } from '@lumen/contracts/catalogue/catalogue.contract';
import { ChevronDown, MessageCircle, Spade, Users, Video } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { openModal } from '@/lib/modal-store.ts';
import { useLaunchChat, useModelList, useRoomList } from '../api/get-rooms.ts';
import { formatAmount } from '../lib/format.ts';
import type { LaunchGame } from './game-grid.tsx';
import { ErrorState, NoData } from './load-state.tsx';
import './rooms-and-models.css';

const loadingTiles = (n: number) => (
  <div className="room-grid" aria-busy="true">
    {Array.from({ length: n }, (_, i) => (
      <Skeleton key={i} height={120} radius="var(--radius-lg)" />
    ))}
  </div>
);

/** Tiles shown before "show all": the games below stay in sight. */
const FIRST_TILES = 8;

function Folded<T>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_TILES);
  return (
    <>
      <ul className="room-grid">{shown.map(render)}</ul>
      {items.length > FIRST_TILES && !all && (
        <button type="button" className="btn btn-ghost btn-sm room-more" onClick={() => setAll(true)}>
          <ChevronDown size={14} aria-hidden />
          {t('catalogue.showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}

/** Card-game rooms by stake level with their players; entering one launches its game. */
export function RoomList({ vassalage, onLaunch }: { vassalage: string; onLaunch: LaunchGame }) {
  const { t } = useTranslation();
  const rooms = useRoomList(vassalage || undefined);
  const list: Room[] = rooms.data?.rooms ?? [];
  return (
    <section className="room-section" aria-labelledby="room-list-title">
      <h2 id="room-list-title" className="section-title">
        <Spade size={20} aria-hidden />
        {t('catalogue.rooms')}
      </h2>
      {rooms.isError ? (
        <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : rooms.isPending ? (
        loadingTiles(4)
      ) : list.length === 0 ? (
        <NoData />
      ) : (
        <Folded
          items={list}
          render={(room) => (
            <li key={room.roomId}>
              <button type="button" className="room-card" onClick={() => onLaunch(room.game, 'REAL')} disabled={room.game.maintenance}>
                <span className="room-name">
                  <bdi>{room.name}</bdi>
                </span>
                <span className="room-game">{room.game.displayName}</span>
                <span className="room-meta">
                  <span>{t('catalogue.minBet', { amount: formatAmount(room.minBet) })}</span>
                  <span className="room-players">
                    <Users size={14} aria-hidden />
                    {t('catalogue.players', { players: room.players, capacity: room.capacity })}
                  </span>
                </span>
              </button>
            </li>
          )}
        />
      )}
    </section>
  );
}

/** Live-casino dealers, online ones first: play at the dealer's table or open the chat. */
export function LiveModels({ vassalage, onLaunch }: { vassalage: string; onLaunch: LaunchGame }) {
  const { t } = useTranslation();
  const models = useModelList(vassalage || undefined);
  const chat = useLaunchChat();
  const list: LiveModel[] = models.data?.models ?? [];
  return (
    <section className="room-section" aria-labelledby="live-models-title">
      <h2 id="live-models-title" className="section-title">
        <Video size={20} aria-hidden />
        {t('catalogue.liveModels')}
      </h2>
      {chat.isError && <ErrorState error={chat.error} onRetry={() => chat.reset()} />}
      {models.isError ? (
        <ErrorState error={models.error} onRetry={() => void models.refetch()} />
      ) : models.isPending ? (
        loadingTiles(4)
      ) : list.length === 0 ? (
        <NoData />
      ) : (
        <Folded
          items={list}
          render={(model) => (
            <li key={model.modelId} className="model-card">
              <img src={model.avatar} alt="" loading="lazy" className="model-avatar" />
              <span className="model-text">
                <span className="room-name">
                  <bdi>{model.name}</bdi>
                </span>
                <span className="model-status" data-online={model.online}>
                  {t(model.online ? 'catalogue.online' : 'catalogue.offline')}
                </span>
                <span className="room-game">{model.game.displayName}</span>
              </span>
              <span className="model-actions">
                <button type="button" className="btn btn-primary btn-sm" onClick={() => onLaunch(model.game, 'REAL')} disabled={model.game.maintenance}>
                  {t('catalogue.start')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('catalogue.chatWith', { name: model.name })}
                  disabled={!model.online || chat.isPending}
                  onClick={() =>
                    chat.mutate(model.modelId, {
                      onSuccess: ({ chatUrl }) => openModal('chatRoom', { url: chatUrl, name: model.name }),
                    })
                  }
                >
                  <MessageCircle size={14} aria-hidden />
                </button>
              </span>
            </li>
          )}
        />
      )}
    </section>
  );
}
