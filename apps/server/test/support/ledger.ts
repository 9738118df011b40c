import { sql } from 'kysely';
import { afterEach, expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { checkInvariants } from '../../src/modules/wallet/ledger.ts';

/** Databases of the test apps open right now: their ledger invariants are checked after every test. */
export const openDatabases = new Set<Database>();

/** Fails the test when any ledger invariant does not hold in any open test database. */
export async function expectLedgerInvariants(database: Database): Promise<void> {
  // Databases a test has not migrated (or has migrated down) have no ledger to check.
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('ledger_entry')::text AS t`.execute(database.db);
  if (!exists.rows[0]?.t) return;
  const report = await checkInvariants(database.db);
  expect(report.checks.filter((c) => !c.ok), JSON.stringify(report.checks)).toEqual([]);
}

afterEach(async () => {
  for (const database of openDatabases) await expectLedgerInvariants(database);
});
