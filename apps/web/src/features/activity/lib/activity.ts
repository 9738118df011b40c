import { ACTIVITY_COMMENT_MAX, type ActivityState } from '@lumen/contracts/member/activity.contract';
import type { BadgeTone } from '@/features/wallet/components/wallet-ui.tsx';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';

/**
 * Who is looking at the promotions: a visitor, a session whose member info has not arrived yet, a
 * trial account (the member API is never asked), or a real member.
 */
export type PromotionAccess = 'visitor' | 'pending' | 'trial' | 'member';

/** A count in the interface language's digits grouping. */
export const formatCount = (n: number) => new Intl.NumberFormat(languageInfo(currentLanguage()).locale).format(n);

export type CommentIssue = 'required' | 'long';

/** What is wrong with a comment as the server will judge it: 1 to 140 characters once trimmed. */
export function commentIssue(text: string): CommentIssue | null {
  const length = text.trim().length;
  if (length === 0) return 'required';
  if (length > ACTIVITY_COMMENT_MAX) return 'long';
  return null;
}

/** How each state's chip is coloured. */
export const stateTone: Record<ActivityState, BadgeTone> = {
  JOIN: 'info',
  APPLYING: 'warning',
  ISSUED: 'success',
  CLAIMED: 'muted',
  REJECTED: 'danger',
  CLOSE: 'muted',
};
