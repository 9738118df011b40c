import type { ActivityState } from '@lumen/contracts/member/activity.contract';
import type { BadgeTone } from '@/features/wallet/components/wallet-ui.tsx';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';

/**
 * Who is looking at the promotions: a visitor, a session whose member info has not arrived yet, a
 * trial account (the member API is never asked), or a real member.
 */
export type PromotionAccess = 'visitor' | 'pending' | 'trial' | 'member';

/** A count in the interface language's digits grouping. */
export const formatCount = (n: number) => new Intl.NumberFormat(languageInfo(currentLanguage()).locale).format(n);

/** How each state's chip is coloured. */
export const stateTone: Record<ActivityState, BadgeTone> = {
  JOIN: 'info',
  APPLYING: 'warning',
  ISSUED: 'success',
  CLAIMED: 'muted',
  REJECTED: 'danger',
  CLOSE: 'muted',
};
