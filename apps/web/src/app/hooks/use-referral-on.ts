import { usePermission } from '@/features/system/api/get-permission.ts';
import { useSession } from '@/lib/session.ts';

/**
 * Whether invite friends is offered: for a signed-in member, what their member info says (the
 * member centre shows the referral page on the same answer); for a visitor, the REFERRAL3 flag.
 */
export function useReferralOn(): boolean {
  const memberSays = useSession((s) => s.member?.availablePromo?.REFERRAL?.enabled);
  const flagOn = usePermission().data?.info.flags.REFERRAL3 === true;
  return memberSays ?? flagOn;
}
