import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { amountSchema, moneySchema } from '../wallet/money.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';
import { rowIdSchema } from '../common/ids.ts';

/**
 * Activity applications: a member applies for a promotion the operator opened to applications
 * (`applicable` on the promotion), with a comment and up to three images (screenshots of a deposit,
 * say). The operator reviews it at the desk: approving grants the member a reward of the amount the
 * operator decides, claimed in the reward centre; rejecting gives a remark, and the member may apply
 * again.
 */
export const activityPaths = {
  /** The member's applications, newest first. */
  applications: '/wps/member/activity/applications',
  /** POST, multipart field `file`: one image for a later application. */
  images: '/wps/member/activity/images',
  /** POST `/:promotionId` with the comment and the image ids. */
  apply: '/wps/member/activity/apply',
  /** The operator's: applications of one status; `/:id/approve`, `/:id/reject`, `/images/:imageId`. */
  desk: '/api/admin/activity-applications',
} as const;

export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_REMARK_MAX = 140;
export const ACTIVITY_MAX_IMAGES = 3;

/** PENDING: waiting for the operator; ISSUED: approved, a reward waits in the reward centre; REJECTED: refused with a remark. */
export const applicationStatuses = ['PENDING', 'ISSUED', 'REJECTED'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/**
 * How a promotion stands for the member, as the card shows it: JOIN (may apply), APPLYING (waiting),
 * ISSUED (approved, reward to claim), CLAIMED (reward claimed), REJECTED (may apply again), CLOSE
 * (ended).
 */
export const activityStates = ['JOIN', 'APPLYING', 'ISSUED', 'CLAIMED', 'REJECTED', 'CLOSE'] as const;
export type ActivityState = (typeof activityStates)[number];

export const applyBodySchema = z.object({
  comment: z.string().trim().min(1).max(ACTIVITY_COMMENT_MAX),
  imageIds: z.array(rowIdSchema).max(ACTIVITY_MAX_IMAGES).default([]),
});
export type ApplyBody = z.input<typeof applyBodySchema>;
export const applyParamsSchema = z.object({ promotionId: z.string().regex(/^[0-9]{1,9}$/) });

export const applicationSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  /** The promotion's title in the caller's language. */
  promotionTitle: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  status: applicationStatusSchema,
  /** The member's view of it (CLAIMED once the reward was claimed). */
  state: z.enum(activityStates),
  remark: z.string().nullable(),
  /** The reward granted; null unless issued. */
  amount: moneySchema.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationResponseSchema = envelopeSchema(applicationSchema);
export const applicationListQuerySchema = pageQuerySchema;
export const applicationListResponseSchema = envelopeSchema(pagedSchema(applicationSchema));
export const activityImageResponseSchema = envelopeSchema(z.object({ imageId: z.string() }));

// ---------- the operator's ----------
export const deskApplicationSchema = applicationSchema.extend({ username: z.string(), imageIds: z.array(z.string()) });
export type DeskApplication = z.infer<typeof deskApplicationSchema>;
export const deskApplicationQuerySchema = pageQuerySchema.extend({ status: applicationStatusSchema.default('PENDING') });
export type DeskApplicationQuery = z.input<typeof deskApplicationQuerySchema>;
export const deskApplicationListResponseSchema = envelopeSchema(pagedSchema(deskApplicationSchema));
export const deskApplicationParamsSchema = z.object({ id: rowIdSchema });
export const deskImageParamsSchema = z.object({ imageId: rowIdSchema });
export const approveApplicationBodySchema = z.object({
  amount: amountSchema,
  /** Days the member has to claim the reward. */
  validDays: z.coerce.number().int().min(1).max(365).default(7),
});
export type ApproveApplicationBody = z.input<typeof approveApplicationBodySchema>;
export const rejectApplicationBodySchema = z.object({ remark: z.string().trim().min(1).max(ACTIVITY_REMARK_MAX) });
export type RejectApplicationBody = z.input<typeof rejectApplicationBodySchema>;
export const deskApplicationResponseSchema = envelopeSchema(deskApplicationSchema);
