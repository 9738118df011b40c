import type { ActivityState } from '@lumen/contracts/member/activity.contract';
import type { BadgeTone } from '@/features/wallet/components/wallet-ui.tsx';

/**
 * Who is looking at the promotions: a visitor, a session whose member info has not arrived yet, a
 * trial account (the member API is never asked), or a real member.
 */
export type PromotionAccess = 'visitor' | 'pending' | 'trial' | 'member';

/** How each state's chip is coloured. */
export const stateTone: Record<ActivityState, BadgeTone> = {
  JOIN: 'info',
  APPLYING: 'warning',
  ISSUED: 'success',
  CLAIMED: 'muted',
  REJECTED: 'danger',
  CLOSE: 'muted',
};
