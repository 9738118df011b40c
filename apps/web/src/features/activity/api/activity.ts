import {
  activityImageResponseSchema,
  activityPaths,
  type Application,
  type ApplyBody,
  applicationListResponseSchema,
  applicationResponseSchema,
} from '@lumen/contracts/member/activity.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Every activity view of the member lives under this key. */
export const activityKey = ['activity'] as const;

export interface ApplicationsPage {
  pageNo: number;
  pageSize: number;
}

/** The most the list answers at once: the promotion cards read their states from this one page. */
const STATES_PAGE: ApplicationsPage = { pageNo: 1, pageSize: 100 };

export const getApplicationsQueryOptions = (page: ApplicationsPage) =>
  queryOptions({
    queryKey: [...activityKey, 'applications', page] as const,
    queryFn: ({ signal }) => apiRequest(activityPaths.applications, { query: { ...page }, schema: applicationListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the member's applications, newest first. Not asked while `enabled` is false (a visitor or a trial account). */
export function useApplications(page: ApplicationsPage, enabled = true) {
  return useQuery({ ...getApplicationsQueryOptions(page), enabled });
}

/**
 * The member's latest application for each promotion (the list is newest first), from the newest
 * hundred; every card asks the same query, so it is asked once.
 */
export function useLatestApplications(enabled: boolean) {
  return useQuery({
    ...getApplicationsQueryOptions(STATES_PAGE),
    enabled,
    select: (page) => {
      const latest = new Map<string, Application>();
      for (const application of page.list) if (!latest.has(application.promotionId)) latest.set(application.promotionId, application);
      return latest;
    },
  });
}

/** One image for a later application, sent as multipart with the field name `file`. */
export async function uploadActivityImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const value = await apiRequest(activityPaths.images, { method: 'POST', body: form, schema: activityImageResponseSchema });
  return value.imageId;
}

export function applyForActivity(promotionId: string, body: ApplyBody): Promise<Application> {
  return apiRequest(`${activityPaths.apply}/${encodeURIComponent(promotionId)}`, { method: 'POST', body, schema: applicationResponseSchema });
}

/**
 * Applies for a promotion. The new application goes at the top of the card states at once (the
 * card shows it in review without waiting), then every list reloads.
 */
export function useApply(promotionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => applyForActivity(promotionId, body),
    onSuccess: (application) => {
      queryClient.setQueryData(getApplicationsQueryOptions(STATES_PAGE).queryKey, (page) => page && { ...page, list: [application, ...page.list], total: page.total + 1 });
      void queryClient.invalidateQueries({ queryKey: activityKey });
    },
  });
}

/** After a refusal that says the states on screen are stale (applied already, promotion closed). */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activityKey });
}
