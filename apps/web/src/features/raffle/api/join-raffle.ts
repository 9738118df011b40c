import { joinRaffleResponseSchema, type Raffle, rafflePaths } from '@lumen/contracts/member/raffle.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { getRafflesQueryOptions, rafflesKey } from './get-raffles.ts';

export function joinRaffle(raffleId: string): Promise<Raffle> {
  return apiRequest(rafflePaths.join, { method: 'POST', body: { raffleId }, schema: joinRaffleResponseSchema });
}

/**
 * Joins an open raffle. The answer (the raffle with the member's new state) replaces it in the list
 * at once, then the list reloads; a refusal that says the raffle is not open any more reloads it too.
 */
export function useJoinRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinRaffle,
    onSuccess: (raffle) => {
      queryClient.setQueryData(getRafflesQueryOptions('member').queryKey, (old) =>
        old ? { ...old, list: old.list.map((r) => (r.id === raffle.id ? raffle : r)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: rafflesKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 0) void queryClient.invalidateQueries({ queryKey: rafflesKey });
    },
  });
}
