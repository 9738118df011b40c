import { type MarkReadBody, messageListResponseSchema, messagePaths, unreadCountResponseSchema } from '@lumen/contracts/member/messages.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const messagesKey = ['messages'] as const;

export const getMessagesQueryOptions = (page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...messagesKey, 'list', page],
    queryFn: ({ signal }) => apiRequest(messagePaths.list, { query: { ...page }, schema: messageListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useMessages(page: { pageNo: number; pageSize: number }) {
  return useQuery(getMessagesQueryOptions(page));
}

/**
 * Marks messages read: `ids`, or every one up to `upToId` (the newest the member was shown, so one
 * that arrived since stays unread); answers how many are still unread.
 */
export async function markMessagesRead(body: MarkReadBody): Promise<number> {
  const value = await apiRequest(messagePaths.read, { method: 'POST', body, schema: unreadCountResponseSchema });
  return value.count;
}
