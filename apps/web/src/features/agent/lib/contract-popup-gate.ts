import { usePermission } from '@/features/system/api/get-permission.ts';
import { useSession } from '@/lib/session.ts';

/**
 * Whether the signed-in user gets the contract popup: a real agent (the consolidated contract info
 * refuses anyone else with NOT_AGENT) on a site with contracts (CONTRACT3) on. Small and free of
 * texts, so the member shell can ask it without loading the popup.
 */
export function useContractPopupEnabled(): boolean {
  const agent = useSession((s) => s.isLogin && s.isAgent && !s.isTrial && s.member !== null);
  const on = usePermission().data?.info.flags.CONTRACT3 === true;
  return agent && on;
}
