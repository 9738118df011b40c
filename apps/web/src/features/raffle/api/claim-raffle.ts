import { type ClaimRaffleValue, claimRaffleResponseSchema, rafflePaths } from '@lumen/contracts/member/raffle.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@/features/wallet/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { applyMainBalance } from '@/lib/wallet-balance.ts';
import { rafflesKey } from './get-raffles.ts';

export function claimRafflePrize(raffleId: string): Promise<ClaimRaffleValue> {
  return apiRequest(rafflePaths.claim, { method: 'POST', body: { raffleId }, schema: claimRaffleResponseSchema });
}

/**
 * Claims a won prize into the main wallet, as the reward centre claims a reward: the answer's balance
 * shows at once (header, wallet views), then every wallet view, the member info and the raffles reload.
 * A refusal (the claim window passed, not a winner) reloads the raffles, since the card was stale.
 */
export function useClaimRafflePrize() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: rafflesKey })]).then(() => undefined);
  return useMutation({
    mutationFn: claimRafflePrize,
    onSuccess: async (value) => {
      applyMainBalance(queryClient, value.balance);
      await refresh();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: rafflesKey });
    },
  });
}
