import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { catalogueKey } from './keys.ts';

/** A game found by its code: what launching it needs. */
export type FoundGame = Pick<GameItem, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType' | 'isGame' | 'displayName'>;

/** The shown game a code names (case aside); null when no shown game has it. */
export async function findGameByCode(code: string, signal?: AbortSignal): Promise<FoundGame | null> {
  const wanted = code.trim();
  if (!wanted) return null;
  try {
    return await apiRequest<GameItem>(cataloguePaths.gameByCode, { query: { gameCode: wanted, language: getApiLanguage() }, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'GAME_NOT_FOUND' || error.code === 'VALIDATION_FAILED')) return null;
    throw error;
  }
}

export const getGameByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...catalogueKey, 'game-by-code', code.trim().toUpperCase()],
    queryFn: ({ signal }) => findGameByCode(code, signal),
    staleTime: 5 * 60_000,
  });

export type GameByCode =
  | { status: 'idle' }
  | { status: 'finding' }
  | { status: 'found'; game: FoundGame }
  | { status: 'missing' }
  | { status: 'failed'; error: Error; retry: () => void };

/**
 * The game a code names; missing when no shown game has it, failed (with a retry) when it could not
 * be looked up: a network or server failure says nothing about whether the game is there. An answer
 * in hand stands over a failed refresh.
 */
export function useGameByCode(code: string | null): GameByCode {
  const query = useQuery({ ...getGameByCodeQueryOptions(code ?? ''), enabled: code !== null });
  if (code === null) return { status: 'idle' };
  if (query.data !== undefined) return query.data ? { status: 'found', game: query.data } : { status: 'missing' };
  if (query.isError) return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  return { status: 'finding' };
}
