import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { createOperator } from '../modules/admin/operator.service.ts';
import { otpauthUri } from '../modules/admin/totp.ts';

/**
 * The demo operator of the payment desk at /admin. Its TOTP secret is fixed and public so a person
 * can add it to an authenticator app (and the browser tests can compute codes): a demo only.
 * Production operators are made with `npm run operator -- create <username>`.
 */
export const DEMO_OPERATOR = {
  username: 'desk',
  password: 'Desk2026!',
  totpSecret: 'LUMENDESKDEMOSECRETXTOTPCODE2345',
} as const;

export interface DemoOperator {
  username: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** Creates the demo operator when missing; an existing one (and its changes) is kept. */
export async function seedDemoOperator(db: Kysely<DB>): Promise<void> {
  const exists = await db.selectFrom('operator').select('id').where('username', '=', DEMO_OPERATOR.username).executeTakeFirst();
  if (!exists) await createOperator(db, DEMO_OPERATOR);
}

/** The demo operator's login for the start-up banner, when it exists with the demo secret. */
export async function describeDemoOperator(db: Kysely<DB>): Promise<DemoOperator | null> {
  const row = await db
    .selectFrom('operator')
    .select('id')
    .where('username', '=', DEMO_OPERATOR.username)
    .where('totp_secret', '=', DEMO_OPERATOR.totpSecret)
    .executeTakeFirst();
  if (!row) return null;
  return { ...DEMO_OPERATOR, otpauthUri: otpauthUri(DEMO_OPERATOR.totpSecret, DEMO_OPERATOR.username) };
}
