import {
  type Feedback,
  feedbackListResponseSchema,
  feedbackPaths,
  feedbackResponseSchema,
  type SendFeedbackBody,
} from '@lumen/contracts/member/feedback.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Every feedback view of the member lives under this key. */
export const feedbackKey = ['feedback'] as const;

export interface FeedbackPage {
  pageNo: number;
  pageSize: number;
}

export const getFeedbackListQueryOptions = (page: FeedbackPage) =>
  queryOptions({
    queryKey: [...feedbackKey, 'list', page] as const,
    queryFn: ({ signal }) => apiRequest(feedbackPaths.member, { query: { ...page }, schema: feedbackListResponseSchema, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's feedback, newest first, with the operator's answers. Not asked while `enabled` is false (a trial account). */
export function useFeedbackList(page: FeedbackPage, enabled = true) {
  return useQuery({ ...getFeedbackListQueryOptions(page), enabled });
}

export function sendFeedback(body: SendFeedbackBody): Promise<Feedback> {
  return apiRequest(feedbackPaths.member, { method: 'PUT', body, schema: feedbackResponseSchema });
}

/** Sends feedback; the list reloads so the new one shows at its top. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey }),
  });
}
