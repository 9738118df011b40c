import type { Migration } from 'kysely';
import * as m20261122000000 from './20261122000000_system.ts';
import * as m20261122100000 from './20261122100000_auth.ts';
import * as m20261122200000 from './20261122200000_ledger.ts';
import * as m20261122210000 from './20261122210000_payment_password_guard.ts';
import * as m20261122215000 from './20261122215000_admin.ts';
import * as m20261122220000 from './20261122220000_payments.ts';
import * as m20261122233000 from './20261122233000_wallet_request.ts';

/**
 * Every migration, in order. Migrations are frozen once committed: change the schema with a new
 * timestamped file, never by editing an old one. They use Kysely<any> and import no app code.
 */
export const migrations: Record<string, Migration> = {
  '20261122000000_system': m20261122000000,
  '20261122100000_auth': m20261122100000,
  '20261122200000_ledger': m20261122200000,
  '20261122210000_payment_password_guard': m20261122210000,
  '20261122215000_admin': m20261122215000,
  '20261122220000_payments': m20261122220000,
  '20261122233000_wallet_request': m20261122233000,
};
