import {
  type CrashBetBody,
  type CrashBetValue,
  crashBetResponseSchema,
  crashChainsResponseSchema,
  type CrashStateValue,
  crashStateResponseSchema,
  type DiceRollBody,
  type FairnessState,
  fairnessResponseSchema,
  type HouseOpenValue,
  type KenoPlayBody,
  houseOpenResponseSchema,
  housePaths,
  houseRoundPath,
  houseRoundResponseSchema,
  type PlayValue,
  playResponseSchema,
  type RotateSeedValue,
  rotateSeedResponseSchema,
  type SlotSpinBody,
} from '@lumen/contracts/play/house.contract';
import { IDEMPOTENCY_HEADER } from '@lumen/contracts/wallet/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { playKey } from './keys.ts';

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** Opens a launched house game: its rules, the balance it plays from and the fairness state. */
export const getHouseOpenQueryOptions = (launchToken: string) =>
  queryOptions({
    queryKey: [...playKey, 'house', 'open', launchToken],
    // A launch opens once, so the call is never aborted (a screen that unmounts and mounts again
    // would otherwise spend the token on a request whose answer it dropped) nor refetched on its own.
    queryFn: (): Promise<HouseOpenValue> => apiRequest(housePaths.open, { method: 'POST', body: { launchToken }, schema: houseOpenResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useHouseOpen = (launchToken: string) => useQuery(getHouseOpenQueryOptions(launchToken));

export function spinSlot(body: SlotSpinBody, idempotencyKey: string): Promise<PlayValue> {
  return apiRequest(housePaths.slotSpin, { method: 'POST', body, headers: keyed(idempotencyKey), schema: playResponseSchema });
}

export function rollDice(body: DiceRollBody, idempotencyKey: string): Promise<PlayValue> {
  return apiRequest(housePaths.diceRoll, { method: 'POST', body, headers: keyed(idempotencyKey), schema: playResponseSchema });
}

export function playKeno(body: KenoPlayBody, idempotencyKey: string): Promise<PlayValue> {
  return apiRequest(housePaths.kenoPlay, { method: 'POST', body, headers: keyed(idempotencyKey), schema: playResponseSchema });
}

export function getCrashState(launchToken: string, signal?: AbortSignal): Promise<CrashStateValue> {
  return apiRequest(housePaths.crashState, { method: 'POST', body: { launchToken }, schema: crashStateResponseSchema, signal });
}

export function placeCrashBet(body: CrashBetBody, idempotencyKey: string): Promise<CrashBetValue> {
  return apiRequest(housePaths.crashBet, { method: 'POST', body, headers: keyed(idempotencyKey), schema: crashBetResponseSchema });
}

export function cashOutCrash(launchToken: string): Promise<CrashBetValue> {
  return apiRequest(housePaths.crashCashout, { method: 'POST', body: { launchToken }, schema: crashBetResponseSchema });
}

export const getCrashChainsQueryOptions = () =>
  queryOptions({
    queryKey: [...playKey, 'house', 'crash-chains'],
    queryFn: ({ signal }) => apiRequest(housePaths.crashChains, { schema: crashChainsResponseSchema, signal }),
    staleTime: 60_000,
  });

export function getFairness(launchToken: string): Promise<FairnessState> {
  return apiRequest(housePaths.fairness, { method: 'POST', body: { launchToken }, schema: fairnessResponseSchema });
}

export function setClientSeed(launchToken: string, clientSeed: string): Promise<FairnessState> {
  return apiRequest(housePaths.fairnessClientSeed, { method: 'POST', body: { launchToken, clientSeed }, schema: fairnessResponseSchema });
}

export function rotateSeed(launchToken: string, clientSeed?: string): Promise<RotateSeedValue> {
  return apiRequest(housePaths.fairnessRotate, { method: 'POST', body: { launchToken, ...(clientSeed ? { clientSeed } : {}) }, schema: rotateSeedResponseSchema });
}

/** Public: one round by id, for the verify page. */
export const getHouseRoundQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...playKey, 'house', 'round', roundId],
    queryFn: ({ signal }) => apiRequest(houseRoundPath(roundId), { schema: houseRoundResponseSchema, signal, token: null }),
    retry: false,
  });

export const useHouseRound = (roundId: string | null) => useQuery({ ...getHouseRoundQueryOptions(roundId ?? ''), enabled: roundId !== null });
