import { type Raffle, raffleListResponseSchema, rafflePaths } from '@lumen/contracts/member/raffle.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Every raffle view lives under this key: invalidating it refreshes them all. */
export const rafflesKey = ['raffle'] as const;

/**
 * Who the list is asked for: a member sends the token and gets their own states; a visitor or a trial
 * account asks without one (the member API is never asked for a trial account, as with applications).
 */
export type RaffleViewer = 'member' | 'guest';

export function getRaffles(viewer: RaffleViewer, signal?: AbortSignal) {
  return apiRequest(rafflePaths.list, { schema: raffleListResponseSchema, signal, ...(viewer === 'guest' ? { token: null } : {}) });
}

export const getRafflesQueryOptions = (viewer: RaffleViewer) =>
  queryOptions({
    queryKey: [...rafflesKey, 'list', viewer] as const,
    queryFn: ({ signal }) => getRaffles(viewer, signal),
    // Signing in changes the key: the guest's raffles stay on screen while the member's states load.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Every raffle, by the promotion it belongs to; every card asks the same query, so it is asked once. */
export function useRafflesByPromotion(viewer: RaffleViewer, enabled = true) {
  return useQuery({
    ...getRafflesQueryOptions(viewer),
    enabled,
    select: (value) => new Map<string, Raffle>(value.list.map((raffle) => [raffle.promotionId, raffle])),
  });
}
