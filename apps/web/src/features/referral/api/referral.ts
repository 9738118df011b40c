import { referralFriendsResponseSchema, referralPaths, referralSummaryResponseSchema } from '@lumen/contracts/member/referral.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const referralKey = ['referral'] as const;

export const getReferralSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...referralKey, 'summary'] as const,
    queryFn: ({ signal }) => apiRequest(referralPaths.summary, { schema: referralSummaryResponseSchema, signal }),
  });

/** The member's invitation code and how many friends joined and deposited. */
export function useReferralSummary() {
  return useQuery(getReferralSummaryQueryOptions());
}

/** One page of the friends who joined with the code, newest first. */
export function useReferralFriends(page: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: [...referralKey, 'friends', page] as const,
    queryFn: ({ signal }) => apiRequest(referralPaths.friends, { query: { ...page }, schema: referralFriendsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The sign-up address that carries the code: the registration form reads ?referralCode=. */
export function invitationLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}
