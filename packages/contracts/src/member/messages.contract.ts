import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { textInLanguagesSchema } from '../common/translated-text.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';
import { rowIdSchema } from '../common/ids.ts';

export const messagePaths = {
  unreadCount: '/wps/relay/CSP_unreadCount',
  list: '/wps/member/messages',
  read: '/wps/member/messages/read',
  /** The operator's: send a message to one member or to all. */
  send: '/api/admin/messages',
} as const;

/** NOTICE: from the operator; ACCOUNT: the platform about the member's own account (deposits, withdrawals). */
export const messageKinds = ['NOTICE', 'ACCOUNT'] as const;
export const messageKindSchema = z.enum(messageKinds);

export const unreadCountResponseSchema = envelopeSchema(z.object({ count: z.number().int() }));

export const messageListQuerySchema = pageQuerySchema;
export const memberMessageSchema = z.object({
  id: z.string(),
  kind: messageKindSchema,
  /** In the caller's language when the sender wrote one, else in English. */
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;
export const messageListValueSchema = pagedSchema(memberMessageSchema).extend({ unread: z.number().int() });
export type MessageListValue = z.infer<typeof messageListValueSchema>;
export const messageListResponseSchema = envelopeSchema(messageListValueSchema);

/**
 * Marks these messages read, or every message when `ids` is left out; answers what is still unread.
 * `upToId` bounds it to messages with that id or an older one: "mark all" sends the newest message
 * the member was shown, so one that arrived meanwhile stays unread. Left out (older clients), no bound.
 */
export const markReadBodySchema = z.object({
  ids: z.array(rowIdSchema).min(1).max(100).optional(),
  upToId: rowIdSchema.optional(),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const sendMessageBodySchema = z.object({
  /** One member by username; left out: every member. */
  username: z.string().trim().min(1).max(32).optional(),
  title: textInLanguagesSchema(120),
  body: textInLanguagesSchema(4000),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;
export const sendMessageResponseSchema = envelopeSchema(z.object({ id: z.string() }));
