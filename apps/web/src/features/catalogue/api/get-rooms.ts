import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import type { LiveModel, Room } from '@lumen/contracts/catalogue/catalogue.contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { catalogueKey } from './keys.ts';

/** Card-game rooms (GLS2_roomList), optionally of one vendor. */
export const getRoomListQueryOptions = (vassalage?: string) =>
  queryOptions({
    queryKey: [...catalogueKey, 'rooms', vassalage ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<{ rooms: Room[] }>(cataloguePaths.roomList, { query: { vassalage, language: getApiLanguage() }, signal }),
    staleTime: 30_000,
  });

export const useRoomList = (vassalage?: string) => useQuery(getRoomListQueryOptions(vassalage));

/** Live-casino dealers (CBS_modelList), online ones first. */
export const getModelListQueryOptions = (vassalage?: string) =>
  queryOptions({
    queryKey: [...catalogueKey, 'models', vassalage ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<{ models: LiveModel[] }>(cataloguePaths.modelList, { query: { vassalage, language: getApiLanguage() }, signal }),
    staleTime: 30_000,
  });

export const useModelList = (vassalage?: string) => useQuery(getModelListQueryOptions(vassalage));

/** Opens a dealer's chat (CBS_launchChat): answers the chat address. */
export const useLaunchChat = () =>
  useMutation({
    mutationFn: (modelId: string) => apiRequest<{ chatUrl: string }>(cataloguePaths.launchChat, { query: { modelId } }),
  });
