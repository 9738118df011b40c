import {
  type AgentContract,
  agentContractResponseSchema,
  type ConsolidatedContractsValue,
  type ContractAction,
  type ContractKind,
  consolidatedContractsResponseSchema,
  contractsResponseSchema,
  type ContractParty,
  offerableAgentsResponseSchema,
  type OfferContractBody,
  salaryPaths,
  settlementsResponseSchema,
} from '@lumen/contracts/agent/salary.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { agentKey } from './team.ts';

/** Every contract and salary view of the agent centre lives under this key (and so under the agent's). */
export const salaryKey = [...agentKey, 'salary'] as const;

/** `/wps/agent/contracts/:id/:action`. */
export const contractActionPath = (id: string, action: ContractAction) =>
  salaryPaths.contractAction.replace(':id', encodeURIComponent(id)).replace(':action', action);

export const getContractsQueryOptions = (kind: ContractKind) =>
  queryOptions({
    queryKey: [...salaryKey, 'contracts', kind] as const,
    queryFn: ({ signal }) => apiRequest(salaryPaths.contracts, { query: { kind }, schema: contractsResponseSchema, signal }),
  });

/** The caller's contracts of one kind: received from its upline, given to its downline, and whom it may offer one to. */
export function useContracts(kind: ContractKind) {
  return useQuery(getContractsQueryOptions(kind));
}

/** The settlements list's filters (settlementsQuerySchema), as the page sends them. */
export interface SettlementFilters {
  kind: ContractKind;
  pageNo: number;
  pageSize: number;
}

export const getSettlementsQueryOptions = (filters: SettlementFilters) =>
  queryOptions({
    queryKey: [...salaryKey, 'settlements', filters] as const,
    queryFn: ({ signal }) => apiRequest(salaryPaths.settlements, { query: { ...filters }, schema: settlementsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the caller's settlements of a kind, newest first, with the total paid. */
export function useSettlements(filters: SettlementFilters) {
  return useQuery(getSettlementsQueryOptions(filters));
}

/** How often the consolidated contract info is asked again when the window regains focus. */
export const CONSOLIDATED_STALE_MS = 60_000;

export const getConsolidatedContractsQueryOptions = () =>
  queryOptions({
    queryKey: [...salaryKey, 'consolidated'] as const,
    queryFn: ({ signal }): Promise<ConsolidatedContractsValue> =>
      apiRequest(salaryPaths.consolidated, { schema: consolidatedContractsResponseSchema, signal }),
    staleTime: CONSOLIDATED_STALE_MS,
    refetchOnWindowFocus: true,
  });

/**
 * Offers and termination requests waiting for the caller. Agents only (others are refused with
 * NOT_AGENT): `enabled` only for a signed-in agent while CONTRACT3 is on.
 */
export function useConsolidatedContracts(enabled: boolean) {
  return useQuery({ ...getConsolidatedContractsQueryOptions(), enabled });
}

/**
 * The agents directly below the caller whose username starts with `username`, for the offer form's
 * picker; kept under salaryKey, so that an offer (which asks the contracts again) asks them again too.
 */
export const offerableAgentsSearch = {
  key: [...salaryKey, 'offerableAgents'] as const,
  search: (username: string, signal: AbortSignal): Promise<readonly ContractParty[]> =>
    apiRequest(salaryPaths.offerableAgents, { query: { username }, schema: offerableAgentsResponseSchema, signal }).then((value) => value.list),
};

/** Offers a contract to an agent directly below the caller. */
export function offerContract(body: OfferContractBody): Promise<AgentContract> {
  return apiRequest(salaryPaths.contracts, { method: 'POST', body, schema: agentContractResponseSchema });
}

/** Accept, reject, withdraw, terminate, agreeTermination or refuseTermination: answers the contract as it now stands. */
export function actOnContract(id: string, action: ContractAction): Promise<AgentContract> {
  return apiRequest(contractActionPath(id, action), { method: 'POST', schema: agentContractResponseSchema });
}

/** An action on one contract; afterwards every contract view (lists, settlements, the popup) is asked again. */
export function useContractAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ContractAction }) => actOnContract(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKey }),
  });
}
