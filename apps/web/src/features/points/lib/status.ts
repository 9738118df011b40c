import type { PointsEntryKind, RedemptionStatus } from '@lumen/contracts/member/points.contract';
import type { BadgeTone } from '@/features/wallet/components/wallet-ui.tsx';

/** In Process waits (amber), Approved paid (green), Rejected gave the points back (red). */
export const redemptionTone: Record<RedemptionStatus, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

export const entryKindTone: Record<PointsEntryKind, BadgeTone> = { EARN: 'success', REDEEM: 'info', REFUND: 'muted' };
