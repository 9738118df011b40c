import {
  type AdjustmentBody,
  adjustmentResponseSchema,
  type AdminLoginBody,
  adminLoginResponseSchema,
  adminOkResponseSchema,
  adminPath,
  adminPaths,
  auditResponseSchema,
  memberLedgerResponseSchema,
  operatorResponseSchema,
  reconciliationResponseSchema,
  reviewActionResponseSchema,
  reviewDepositsResponseSchema,
  reviewWithdrawalsResponseSchema,
} from '@lumen/contracts/admin/admin.contract';
import {
  adminContractsResponseSchema,
  agentContractResponseSchema,
  type ContractKind,
  type ContractParty,
  type ContractStatus,
  offerableAgentsResponseSchema,
  type OfferContractBody,
  salaryPaths,
  settlementsResponseSchema,
} from '@lumen/contracts/agent/salary.contract';
import {
  activityPaths,
  type ApplicationStatus,
  type ApproveApplicationBody,
  deskApplicationListResponseSchema,
  deskApplicationResponseSchema,
} from '@lumen/contracts/member/activity.contract';
import {
  adminMissionListResponseSchema,
  adminMissionPaths,
  type UpdateMissionBody,
  updateMissionResponseSchema,
} from '@lumen/contracts/member/missions.contract';
import { deskFeedbackListResponseSchema, deskFeedbackResponseSchema, type FeedbackStatus, feedbackPaths } from '@lumen/contracts/member/feedback.contract';
import { messagePaths, type SendMessageBody, sendMessageResponseSchema } from '@lumen/contracts/member/messages.contract';
import {
  pointsPaths,
  pointsSettingsResponseSchema,
  type RedemptionStatus,
  reviewListResponseSchema,
  reviewRedemptionResponseSchema,
  type SetPointsSettingsBody,
} from '@lumen/contracts/member/points.contract';
import { rebatePaths, rebateRatesResponseSchema, type SetRebateRatesBody } from '@lumen/contracts/member/rebate.contract';
import {
  type CreateRaffleBody,
  deskPromotionListResponseSchema,
  deskRaffleListResponseSchema,
  deskRaffleResponseSchema,
  rafflePaths,
} from '@lumen/contracts/member/raffle.contract';
import {
  type GrantRewardBody,
  grantedRewardListResponseSchema,
  grantRewardResponseSchema,
  rewardPaths,
} from '@lumen/contracts/member/rewards.contract';
import { adminVipTiersResponseSchema, type SetVipTiersBody, vipAdminPaths } from '@lumen/contracts/member/vip.contract';
import type { DepositStatus, WithdrawalStatus } from '@lumen/contracts/wallet/wallet.contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, type RequestOptions } from '@/lib/api-client.ts';
import { adminSignOut, getAdminToken } from '../lib/admin-session.ts';

/** A call with the operator's token; an UNAUTHORIZED answer ends the operator session (back to sign-in). */
async function adminCall<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await apiRequest(path, { ...options, token: getAdminToken() });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') adminSignOut();
    throw error;
  }
}

export const adminKeys = {
  all: ['admin'] as const,
  deposits: (status: DepositStatus | 'ALL', pageNo: number) => ['admin', 'deposits', status, pageNo] as const,
  withdrawals: (status: WithdrawalStatus | 'ALL', pageNo: number) => ['admin', 'withdrawals', status, pageNo] as const,
  ledger: (username: string, pageNo: number) => ['admin', 'ledger', username, pageNo] as const,
  reconciliation: ['admin', 'reconciliation'] as const,
  audit: (pageNo: number) => ['admin', 'audit', pageNo] as const,
  rewards: (pageNo: number) => ['admin', 'rewards', pageNo] as const,
  rebateRates: ['admin', 'rebateRates'] as const,
  vipTiers: ['admin', 'vipTiers'] as const,
  missions: ['admin', 'missions'] as const,
  raffles: ['admin', 'raffles'] as const,
  promotions: ['admin', 'promotions'] as const,
  pointsSettings: ['admin', 'points', 'settings'] as const,
  redemptions: (status: RedemptionStatus, pageNo: number) => ['admin', 'points', 'redemptions', status, pageNo] as const,
  feedback: (status: FeedbackStatus, pageNo: number) => ['admin', 'feedback', status, pageNo] as const,
  applications: (status: ApplicationStatus, pageNo: number) => ['admin', 'activity', status, pageNo] as const,
  agentContracts: (filters: AdminContractFilters) => ['admin', 'agentContracts', filters] as const,
  agentSettlements: (filters: AdminSettlementFilters) => ['admin', 'agentSettlements', filters] as const,
  me: ['admin', 'me'] as const,
};

/** The desk's contract list filters (adminContractsQuerySchema). */
export interface AdminContractFilters {
  pageNo: number;
  kind?: ContractKind;
  status?: ContractStatus;
  username?: string;
}

/** The desk's settlement list filters (adminSettlementsQuerySchema). */
export interface AdminSettlementFilters {
  pageNo: number;
  kind?: ContractKind;
  username?: string;
}

export const PAGE_SIZE = 20;

export const adminLogin = (body: AdminLoginBody) =>
  apiRequest(adminPaths.login, { method: 'POST', body, schema: adminLoginResponseSchema, token: null });
export const adminLogout = () => adminCall(adminPaths.logout, { method: 'POST', schema: adminOkResponseSchema });

export const meQuery = () => queryOptions({ queryKey: adminKeys.me, queryFn: () => adminCall(adminPaths.me, { schema: operatorResponseSchema }) });

export const depositsQuery = (status: DepositStatus | 'ALL', pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.deposits(status, pageNo),
    queryFn: ({ signal }) =>
      adminCall(adminPaths.deposits, {
        query: { status: status === 'ALL' ? undefined : status, pageNo, pageSize: PAGE_SIZE },
        schema: reviewDepositsResponseSchema,
        signal,
      }),
    staleTime: 5_000,
  });

export const withdrawalsQuery = (status: WithdrawalStatus | 'ALL', pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.withdrawals(status, pageNo),
    queryFn: ({ signal }) =>
      adminCall(adminPaths.withdrawals, {
        query: { status: status === 'ALL' ? undefined : status, pageNo, pageSize: PAGE_SIZE },
        schema: reviewWithdrawalsResponseSchema,
        signal,
      }),
    staleTime: 5_000,
  });

export const confirmDeposit = (id: string) =>
  adminCall(adminPath(adminPaths.depositConfirm, { id }), { method: 'POST', schema: reviewActionResponseSchema });
export const rejectDeposit = (id: string, reason: string) =>
  adminCall(adminPath(adminPaths.depositReject, { id }), { method: 'POST', body: { reason }, schema: reviewActionResponseSchema });
export const payWithdrawal = (id: string) =>
  adminCall(adminPath(adminPaths.withdrawalPay, { id }), { method: 'POST', schema: reviewActionResponseSchema });
export const rejectWithdrawal = (id: string, reason: string) =>
  adminCall(adminPath(adminPaths.withdrawalReject, { id }), { method: 'POST', body: { reason }, schema: reviewActionResponseSchema });

export const adjustBalance = (body: AdjustmentBody, idempotencyKey: string) =>
  adminCall(adminPaths.adjustments, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: adjustmentResponseSchema });

export const ledgerQuery = (username: string, pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.ledger(username, pageNo),
    queryFn: ({ signal }) =>
      adminCall(adminPath(adminPaths.memberLedger, { username }), { query: { pageNo, pageSize: PAGE_SIZE }, schema: memberLedgerResponseSchema, signal }),
    enabled: username.length > 0,
    staleTime: 5_000,
  });

export const reconciliationQuery = () =>
  queryOptions({
    queryKey: adminKeys.reconciliation,
    queryFn: ({ signal }) => adminCall(adminPaths.reconciliation, { schema: reconciliationResponseSchema, signal }),
    staleTime: 0,
  });

export const auditQuery = (pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.audit(pageNo),
    queryFn: ({ signal }) => adminCall(adminPaths.audit, { query: { pageNo, pageSize: PAGE_SIZE }, schema: auditResponseSchema, signal }),
    staleTime: 0,
  });

/** Where a withdrawal's proof image is read. */
export const withdrawalProofPath = (proofId: string) => adminPath(adminPaths.withdrawalProof, { proofId });

/** Where an activity application's image is read. */
export const applicationImagePath = (imageId: string) => `${activityPaths.desk}/images/${encodeURIComponent(imageId)}`;

/**
 * An image the desk reads (a proof, an application's image) as a blob: an <img> cannot send the
 * operator's token itself. Each user of it makes (and revokes) its own object URL from the blob.
 */
export async function deskImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAdminToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError(response.status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND', '', response.status);
  return response.blob();
}

/** A platform message to one member (username) or to every member. */
export const sendMessage = (body: SendMessageBody) => adminCall(messagePaths.send, { method: 'POST', body, schema: sendMessageResponseSchema });

/** A reward (a bonus the member claims into the main wallet) for one member (username) or for every member. */
export const grantReward = (body: GrantRewardBody, idempotencyKey: string) =>
  adminCall(rewardPaths.grant, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: grantRewardResponseSchema });

/** The rewards granted, newest first, with how many claimed them and for how much. */
export const grantedRewardsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.rewards(pageNo),
    queryFn: ({ signal }) => adminCall(rewardPaths.grant, { query: { pageNo, pageSize: PAGE_SIZE }, schema: grantedRewardListResponseSchema, signal }),
    staleTime: 5_000,
  });

/** The rebate rate of every game type (0.00 where none is set). */
export const rebateRatesQuery = () =>
  queryOptions({
    queryKey: adminKeys.rebateRates,
    queryFn: ({ signal }) => adminCall(rebatePaths.rates, { schema: rebateRatesResponseSchema, signal }),
    staleTime: 5_000,
  });

/** Sets the rates given (the others keep theirs); answers every game type's rate. */
export const setRebateRates = (body: SetRebateRatesBody) => adminCall(rebatePaths.rates, { method: 'PUT', body, schema: rebateRatesResponseSchema });

/** The VIP ladder, level 1 first: requirements, upgrade bonus, every language of the perks, and the members at each level. */
export const vipTiersQuery = () =>
  queryOptions({
    queryKey: adminKeys.vipTiers,
    queryFn: ({ signal }) => adminCall(vipAdminPaths.tiers, { schema: adminVipTiersResponseSchema, signal }),
    staleTime: 5_000,
  });

/** Replaces the whole ladder (level = position, level 1 first); answers the ladder as saved. */
export const setVipTiers = (body: SetVipTiersBody) => adminCall(vipAdminPaths.tiers, { method: 'PUT', body, schema: adminVipTiersResponseSchema });

/** Every mission as defined (on or off), with this week's claims. */
export const adminMissionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.missions,
    queryFn: ({ signal }) => adminCall(adminMissionPaths.list, { schema: adminMissionListResponseSchema, signal }),
    staleTime: 5_000,
  });

/** Switches one mission on or off and changes its target or reward (only the fields given); answers the mission as saved. */
export const updateMission = (id: string, body: UpdateMissionBody) =>
  adminCall(adminPath(adminMissionPaths.update, { id }), { method: 'PUT', body, schema: updateMissionResponseSchema });

/** How members earn points and redeem them: stake per point, points ratio, minimum redemption. */
export const pointsSettingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.pointsSettings,
    queryFn: ({ signal }) => adminCall(pointsPaths.settings, { schema: pointsSettingsResponseSchema, signal }),
    staleTime: 5_000,
  });

/** Sets all three; answers the settings as saved. */
export const setPointsSettings = (body: SetPointsSettingsBody) =>
  adminCall(pointsPaths.settings, { method: 'PUT', body, schema: pointsSettingsResponseSchema });

/** The members' redemptions of one status, a page at a time, with the member's username. */
export const redemptionsQuery = (status: RedemptionStatus, pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.redemptions(status, pageNo),
    queryFn: ({ signal }) =>
      adminCall(pointsPaths.review, { query: { status, pageNo, pageSize: PAGE_SIZE }, schema: reviewListResponseSchema, signal }),
    staleTime: 5_000,
  });

const redemptionPath = (id: string, action: 'approve' | 'reject') => `${pointsPaths.review}/${encodeURIComponent(id)}/${action}`;

/** Pays the redemption into the member's main wallet. */
export const approveRedemption = (id: string) => adminCall(redemptionPath(id, 'approve'), { method: 'POST', schema: reviewRedemptionResponseSchema });

/** Gives the points back; the member sees the remark. */
export const rejectRedemption = (id: string, remark: string) =>
  adminCall(redemptionPath(id, 'reject'), { method: 'POST', body: { remark }, schema: reviewRedemptionResponseSchema });

/** The members' feedback of one status, a page at a time, with the member's username (open ones oldest first). */
export const feedbackQuery = (status: FeedbackStatus, pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.feedback(status, pageNo),
    queryFn: ({ signal }) => adminCall(feedbackPaths.desk, { query: { status, pageNo, pageSize: PAGE_SIZE }, schema: deskFeedbackListResponseSchema, signal }),
    staleTime: 5_000,
  });

/** Answers open feedback; the member finds the reply beside it and in their platform messages. */
export const replyToFeedback = (id: string, reply: string) =>
  adminCall(`${feedbackPaths.desk}/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { reply }, schema: deskFeedbackResponseSchema });

/** The members' activity applications of one status, a page at a time, with the member and the image ids (waiting ones oldest first). */
export const applicationsQuery = (status: ApplicationStatus, pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.applications(status, pageNo),
    queryFn: ({ signal }) =>
      adminCall(activityPaths.desk, { query: { status, pageNo, pageSize: PAGE_SIZE }, schema: deskApplicationListResponseSchema, signal }),
    staleTime: 5_000,
  });

const applicationPath = (id: string, action: 'approve' | 'reject') => `${activityPaths.desk}/${encodeURIComponent(id)}/${action}`;

/** Grants the member a reward of the amount, to claim in the reward centre within the days given. */
export const approveApplication = (id: string, body: ApproveApplicationBody) =>
  adminCall(applicationPath(id, 'approve'), { method: 'POST', body, schema: deskApplicationResponseSchema });

/** Refuses the application; the member sees the remark and may apply again. */
export const rejectApplication = (id: string, remark: string) =>
  adminCall(applicationPath(id, 'reject'), { method: 'POST', body: { remark }, schema: deskApplicationResponseSchema });

/** Every agent contract, newest first, a page at a time, and whether there is a top agent to offer one to. */
export const agentContractsQuery = (filters: AdminContractFilters) =>
  queryOptions({
    queryKey: adminKeys.agentContracts(filters),
    queryFn: ({ signal }) =>
      adminCall(salaryPaths.adminContracts, { query: { ...filters, pageSize: PAGE_SIZE }, schema: adminContractsResponseSchema, signal }),
    staleTime: 5_000,
  });

/** The top agents whose username starts with `username`, for the offer form's picker (under the desk's key, which an offer asks again). */
export const topAgentsSearch = {
  key: ['admin', 'offerableAgents'] as const,
  search: (username: string, signal: AbortSignal): Promise<readonly ContractParty[]> =>
    adminCall(salaryPaths.adminOfferableAgents, { query: { username }, schema: offerableAgentsResponseSchema, signal }).then((value) => value.list),
};

/** Offers a contract to a top agent (an agent with no agent above it). */
export const offerTopAgentContract = (body: OfferContractBody) =>
  adminCall(salaryPaths.adminContracts, { method: 'POST', body, schema: agentContractResponseSchema });

/** Ends a contract at once (an offer or an active one); answers it as ended. */
export const terminateAgentContract = (id: string) =>
  adminCall(adminPath(salaryPaths.adminTerminate, { id }), { method: 'POST', schema: agentContractResponseSchema });

/** Keeps a top agent's contract that the agent asked to end (drops its request). */
export const keepAgentContract = (id: string) =>
  adminCall(adminPath(salaryPaths.adminRefuseTermination, { id }), { method: 'POST', schema: agentContractResponseSchema });

/** Every settlement of every agent, newest first, with the total paid over the filters. */
export const agentSettlementsQuery = (filters: AdminSettlementFilters) =>
  queryOptions({
    queryKey: adminKeys.agentSettlements(filters),
    queryFn: ({ signal }) =>
      adminCall(salaryPaths.adminSettlements, { query: { ...filters, pageSize: PAGE_SIZE }, schema: settlementsResponseSchema, signal }),
    staleTime: 5_000,
  });

/** Every raffle, newest first, with its entries, draw and payouts. */
export const rafflesQuery = () =>
  queryOptions({
    queryKey: adminKeys.raffles,
    queryFn: ({ signal }) => adminCall(rafflePaths.desk, { schema: deskRaffleListResponseSchema, signal }),
    staleTime: 5_000,
  });

/** A raffle on a promotion; the seed's hash is published at once. VALIDATION_FAILED names the fields. */
export const createRaffle = (body: CreateRaffleBody) => adminCall(rafflePaths.desk, { method: 'POST', body, schema: deskRaffleResponseSchema });

/** The promotions a raffle can go on: members' and visitors' alike. */
export const promotionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.promotions,
    queryFn: async ({ signal }) => (await adminCall(rafflePaths.deskPromotions, { schema: deskPromotionListResponseSchema, signal })).list,
    staleTime: 60_000,
  });
