import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';

/**
 * Invite friends (shown while REFERRAL3 is on): the member's own invitation code, which the
 * registration form takes as `referralCode` (the sign-up link carries it as `?referralCode=`), and
 * the friends who joined with it. A friend joins the inviting member's agent's team, as the member
 * did.
 */
export const referralPaths = {
  summary: '/wps/member/referral',
  friends: '/wps/member/referral/friends',
} as const;

export const referralSummaryValueSchema = z.object({
  /** The member's invitation code (made on first use; an agent's is its agent code). */
  code: z.string(),
  /** Friends who registered with the code. */
  invited: z.number().int(),
  /** Those of them who have had a deposit credited. */
  deposited: z.number().int(),
});
export type ReferralSummaryValue = z.infer<typeof referralSummaryValueSchema>;
export const referralSummaryResponseSchema = envelopeSchema(referralSummaryValueSchema);

export const referralFriendsQuerySchema = pageQuerySchema;
export const referralFriendSchema = z.object({
  /** Masked: the first two and the last character. */
  username: z.string(),
  joinedAt: z.string(),
  /** When the friend's first deposit was credited; null before. */
  firstDepositAt: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;
export const referralFriendsValueSchema = pagedSchema(referralFriendSchema);
export type ReferralFriendsValue = z.infer<typeof referralFriendsValueSchema>;
export const referralFriendsResponseSchema = envelopeSchema(referralFriendsValueSchema);
