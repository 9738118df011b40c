import path from 'node:path';
import type { AppDeps } from '../app.ts';
import { OutboxMailProvider } from './mail.ts';
import { Outbox } from './outbox.ts';
import { OutboxSmsProvider } from './sms.ts';

/**
 * Third parties that deliver messages. The platform only ever talks to these interfaces; the
 * built-in implementations write to the outbox (the `outbox_message` table, read by the operator
 * endpoint and the tests, and by `npm run outbox`), so everything works offline.
 */
export interface SmsMessage {
  /** Normalised number, "+92 3001234567". */
  to: string;
  text: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How SMS and e-mail leave the platform; see `createProviders`. */
    providers: Providers;
  }
}

/**
 * Where the embedded database keeps the outbox as JSON lines as well, for `npm run outbox`: the
 * PGlite data directory belongs to the running server, so another process must not open it.
 * PostgreSQL needs no file (the script queries it). Tests keep the file out of the working tree.
 */
export function outboxFile(deps: AppDeps): string | null {
  if (deps.database.kind !== 'pglite' || deps.config.env === 'test') return null;
  return path.join(deps.config.dataDir, 'outbox.jsonl');
}

/**
 * The one configuration point for real providers: return an implementation of `SmsProvider`
 * (e.g. a client of the operator's SMS gateway) or `MailProvider` (an SMTP or mail-API client)
 * here instead of the outbox one, reading its credentials from the configuration. Nothing else in
 * the platform changes; keeping the outbox alongside (write to both) keeps `npm run outbox` useful.
 */
export function createProviders(deps: AppDeps): Providers {
  const outbox = new Outbox(deps.database.db, outboxFile(deps));
  return { sms: new OutboxSmsProvider(outbox), mail: new OutboxMailProvider(outbox) };
}
