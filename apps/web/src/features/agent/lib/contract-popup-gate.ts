import { usePermission } from '@/features/system/api/get-permission.ts';
import { useSession } from '@/lib/session.ts';

/**
 * Whether the signed-in user gets the contract popup: a real agent (the consolidated contract info
 * refuses anyone else with NOT_AGENT) on a site with the agent policy (AGENTPOLICY3: the
 * consolidated data is fetched only while it is on, spec 01 start-up) and contracts (CONTRACT3) on.
 * Small and free of texts, so the member shell can ask it without loading the popup.
 */
export function useContractPopupEnabled(): boolean {
  const agent = useSession((s) => s.isLogin && s.isAgent && !s.isTrial && s.member !== null);
  const flags = usePermission().data?.info.flags;
  return agent && flags?.AGENTPOLICY3 === true && flags.CONTRACT3 === true;
}
