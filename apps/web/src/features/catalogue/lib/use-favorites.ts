import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { i18next } from '@/i18n/i18n.ts';
import { errorText } from '@/lib/error-text.ts';
import { openModal } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';
import { addFavorite, getFavoriteIdsQueryOptions, getFavoriteListQueryOptions, removeFavorite, useFavoriteIds } from '../api/favorites.ts';

/** One favourite action a second per toggle; a click inside the second is dropped, not delayed. */
export const FAVORITE_THROTTLE_MS = 1000;

/** The member's favourite ids as a set of strings (empty for visitors, who are never asked). */
export function useFavoriteSet(): Set<string> {
  const loggedIn = useSession((s) => s.isLogin);
  const ids = useFavoriteIds(loggedIn);
  return useMemo(() => new Set(loggedIn ? (ids.data ?? []) : []), [loggedIn, ids.data]);
}

/**
 * The favourite toggle: adding shows at once (and is ignored when the game is already kept),
 * removing drops it at once and then tells the server; the server's answer (the ids after the
 * change) is kept; a failure is told in a warning and the ids are reloaded, so the heart shows
 * what the server keeps. Visitors get the login popup.
 */
export function useFavoriteToggle(): (game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>) => void {
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => s.isLogin);
  const last = useRef(Number.NEGATIVE_INFINITY);

  return useCallback(
    (game) => {
      if (!loggedIn) {
        openModal('login');
        return;
      }
      const now = Date.now();
      if (now - last.current < FAVORITE_THROTTLE_MS) return;
      last.current = now;

      const key = getFavoriteIdsQueryOptions().queryKey;
      const id = String(game.nodeId);
      const ids = (queryClient.getQueryData<string[]>(key) ?? []).map(String);
      const kept = ids.includes(id);
      const settle = (request: Promise<string[]>) =>
        request
          .then((fresh) => queryClient.setQueryData(key, fresh))
          .catch((error: unknown) => {
            openModal('warning', { message: errorText(i18next.t, error) });
            return queryClient.invalidateQueries({ queryKey: key });
          })
          .finally(() => queryClient.invalidateQueries({ queryKey: getFavoriteListQueryOptions().queryKey }));

      if (kept) {
        queryClient.setQueryData(key, ids.filter((x) => x !== id));
        void settle(removeFavorite(id));
      } else {
        queryClient.setQueryData(key, [id, ...ids]);
        void settle(addFavorite({ ...game, nodeId: id }));
      }
    },
    [queryClient, loggedIn],
  );
}
