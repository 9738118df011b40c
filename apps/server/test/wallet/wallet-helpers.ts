import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { createSession } from '../../src/modules/auth/session.ts';
import { mainBalance, memberBalances, postTransfer } from '../../src/modules/wallet/ledger.ts';
import { WALLET_SETTINGS_TTL_MS } from '../../src/modules/wallet/wallet-settings.ts';
import { insertMember } from '../support/members.ts';
import type { TestApp } from '../support/test-app.ts';

export const LOGIN_PASSWORD = 'Secret2026';

let serial = 0;

/** A member with a login password and a live session; `parent` puts it in that agent's downline. */
export async function memberWithSession(
  t: TestApp,
  options: { type?: number; parent?: bigint; prefix?: string } = {},
): Promise<{ id: bigint; token: string; headers: Record<string, string>; username: string }> {
  const db = t.database.db;
  serial += 1;
  const username = `${options.prefix ?? 'member'}${serial}`;
  const id = await insertMember(db, {
    username,
    password_hash: await hashPassword(LOGIN_PASSWORD),
    type: options.type ?? 0,
    parent_id: options.parent ?? null,
  });
  const session = await createSession(db, { memberId: id, ip: '127.0.0.1' }, t.app.sessionPolicy);
  return { id, token: session.token, headers: { authorization: `Bearer ${session.token}` }, username };
}

/** Money in through the ledger, as a confirmed deposit would bring it. */
export async function fund(db: Kysely<DB>, memberId: bigint, minor: bigint, key = `test:fund:${memberId}:${++serial}`): Promise<void> {
  await postTransfer(db, {
    key,
    kind: 'DEPOSIT',
    currency: 'PKR',
    memberId,
    actor: 'system:test',
    legs: [
      { account: { house: 'DEPOSITS' }, amount: -minor },
      { account: { member: memberId }, amount: minor },
    ],
  });
}

export const main = (db: Kysely<DB>, memberId: bigint) => mainBalance(db, memberId, 'PKR');
export const wallets = (db: Kysely<DB>, memberId: bigint) => memberBalances(db, memberId, 'PKR');

/** How many ledger transfers exist: a refused or replayed request must not add one. */
export async function transferCount(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('ledger_transfer').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Runs `body` while the site has a single wallet, then puts the wallet settings back. Settings are
 * read at most once a second, so each change is waited for.
 */
export async function whileSingleWallet(db: Kysely<DB>, body: () => Promise<void>): Promise<void> {
  const before = await db.selectFrom('system_setting').select('value').where('key', '=', 'wallet').executeTakeFirstOrThrow();
  const settled = () => new Promise((resolve) => setTimeout(resolve, WALLET_SETTINGS_TTL_MS + 50));
  await db
    .updateTable('system_setting')
    .set({ value: JSON.stringify({ ...(before.value as object), isSingle: true }) })
    .where('key', '=', 'wallet')
    .execute();
  await settled();
  try {
    await body();
  } finally {
    await db.updateTable('system_setting').set({ value: JSON.stringify(before.value) }).where('key', '=', 'wallet').execute();
    await settled();
  }
}
