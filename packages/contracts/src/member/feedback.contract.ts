import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';
import { rowIdSchema } from '../common/ids.ts';

/**
 * Feedback: a member writes to the operator (a question type and the text); the operator answers it
 * at the desk, and the answer reaches the member as a platform message and beside the feedback.
 */
export const feedbackPaths = {
  /** PUT sends a feedback; GET lists the member's own, newest first. */
  member: '/wps/feedback',
  /** The operator's: the feedback of one status, and the answer (`/:id/reply`). */
  desk: '/api/admin/feedback',
} as const;

export const feedbackTypes = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'PROMOTION', 'SUGGESTION', 'OTHER'] as const;
export const feedbackTypeSchema = z.enum(feedbackTypes);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** OPEN: waiting for the operator; ANSWERED: replied to. */
export const feedbackStatuses = ['OPEN', 'ANSWERED'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Characters, not words: Chinese and Thai do not put spaces between words. */
export const FEEDBACK_MIN_CHARS = 10;
export const FEEDBACK_MAX_CHARS = 1000;
export const REPLY_MAX_CHARS = 1000;
/** Feedback one member may send in an hour. */
export const FEEDBACK_PER_HOUR = 5;

export const sendFeedbackBodySchema = z.object({
  questionType: feedbackTypeSchema,
  content: z.string().trim().min(FEEDBACK_MIN_CHARS).max(FEEDBACK_MAX_CHARS),
});
export type SendFeedbackBody = z.input<typeof sendFeedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  questionType: feedbackTypeSchema,
  content: z.string(),
  status: feedbackStatusSchema,
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackResponseSchema = envelopeSchema(feedbackSchema);
export const feedbackListQuerySchema = pageQuerySchema;
export const feedbackListResponseSchema = envelopeSchema(pagedSchema(feedbackSchema));

export const deskFeedbackSchema = feedbackSchema.extend({ username: z.string() });
export type DeskFeedback = z.infer<typeof deskFeedbackSchema>;
export const deskFeedbackQuerySchema = pageQuerySchema.extend({ status: feedbackStatusSchema.default('OPEN') });
export type DeskFeedbackQuery = z.input<typeof deskFeedbackQuerySchema>;
export const deskFeedbackListResponseSchema = envelopeSchema(pagedSchema(deskFeedbackSchema));
export const replyFeedbackParamsSchema = z.object({ id: rowIdSchema });
export const replyFeedbackBodySchema = z.object({ reply: z.string().trim().min(1).max(REPLY_MAX_CHARS) });
export type ReplyFeedbackBody = z.input<typeof replyFeedbackBodySchema>;
export const deskFeedbackResponseSchema = envelopeSchema(deskFeedbackSchema);
