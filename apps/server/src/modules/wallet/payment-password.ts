import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { paymentPasswordSchema } from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';

type Db = Kysely<DB>;

/**
 * The payment password: six digits, asked before money leaves the member's hands (withdrawals,
 * transfers to the upline). Stored as argon2id in `member.payment_password_hash`.
 *
 * Tries are limited per member in the database (`payment_password_guard`), so every instance and
 * every module that checks one shares the count: at most `PAYMENT_PASSWORD_LIMIT.tries` checks in a
 * window of `windowMs`; a correct answer clears the count. A try is counted BEFORE the hash is
 * compared, so parallel guesses cannot slip past the limit. Call these outside a transaction that
 * may roll back: a rolled-back try would not be counted.
 */
export const PAYMENT_PASSWORD_LIMIT = { tries: 5, windowMs: 15 * 60_000 } as const;

/**
 * Counts one try and answers whether it is within the limit. One statement: a window older than
 * the limit's starts over at this try.
 */
async function countTry(db: Db, memberId: bigint): Promise<boolean> {
  const windowSeconds = PAYMENT_PASSWORD_LIMIT.windowMs / 1000;
  const result = await sql<{ tries: number }>`
    INSERT INTO payment_password_guard AS g (member_id, tries, window_started_at)
    VALUES (${memberId.toString()}::bigint, 1, now())
    ON CONFLICT (member_id) DO UPDATE SET
      tries = CASE WHEN g.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE g.tries + 1 END,
      window_started_at = CASE WHEN g.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE g.window_started_at END
    RETURNING tries`.execute(db);
  const tries = Number(result.rows[0]?.tries ?? 0);
  return tries <= PAYMENT_PASSWORD_LIMIT.tries;
}

async function clearTries(db: Db, memberId: bigint): Promise<void> {
  await db.deleteFrom('payment_password_guard').where('member_id', '=', memberId).execute();
}

/** Whether the member has chosen a payment password. */
export async function hasPaymentPassword(db: Db, memberId: bigint): Promise<boolean> {
  const row = await db.selectFrom('member').select('payment_password_hash').where('id', '=', memberId).executeTakeFirst();
  return Boolean(row?.payment_password_hash);
}

/**
 * Checks the member's payment password. PAYMENT_PASSWORD_NOT_SET when none was chosen,
 * TOO_MANY_REQUESTS past the limit of tries, PAYMENT_PASSWORD_INCORRECT when it does not match.
 */
export async function verifyPaymentPassword(
  db: Db,
  input: { memberId: bigint; paymentPassword: string; lang?: LanguageCode },
): Promise<void> {
  const row = await db.selectFrom('member').select('payment_password_hash').where('id', '=', input.memberId).executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  if (!row.payment_password_hash) throw new DomainError('PAYMENT_PASSWORD_NOT_SET');
  if (!(await countTry(db, input.memberId))) throw new DomainError('TOO_MANY_REQUESTS');
  // A value of the wrong shape can never match; it still counts as a try.
  const wellFormed = paymentPasswordSchema.safeParse(input.paymentPassword).success;
  if (!wellFormed || !(await verifyPassword(row.payment_password_hash, input.paymentPassword, { memberId: input.memberId.toString(), hash: 'payment' }))) {
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT');
  }
  await clearTries(db, input.memberId);
}

/**
 * Sets the payment password. The first time the login password proves it is the member; after that
 * the current payment password does (and counts against the same limit of tries).
 */
export async function setPaymentPassword(
  db: Db,
  input: {
    memberId: bigint;
    loginPassword?: string | undefined;
    oldPaymentPassword?: string | undefined;
    newPaymentPassword: string;
    lang?: LanguageCode;
  },
): Promise<void> {
  const lang = input.lang ?? 'EN';
  if (!paymentPasswordSchema.safeParse(input.newPaymentPassword).success) {
    throw validationFailed([fieldIssue(lang, 'newPaymentPassword', 'invalid_format')], lang);
  }
  const member = await db
    .selectFrom('member')
    .select(['password_hash', 'payment_password_hash'])
    .where('id', '=', input.memberId)
    .executeTakeFirst();
  if (!member) throw new DomainError('NOT_FOUND');

  if (member.payment_password_hash) {
    if (!input.oldPaymentPassword) throw validationFailed([fieldIssue(lang, 'oldPaymentPassword', 'required')], lang);
    await verifyPaymentPassword(db, { memberId: input.memberId, paymentPassword: input.oldPaymentPassword, lang });
  } else {
    if (!input.loginPassword) throw validationFailed([fieldIssue(lang, 'loginPassword', 'required')], lang);
    if (!(await countTry(db, input.memberId))) throw new DomainError('TOO_MANY_REQUESTS');
    if (!(await verifyPassword(member.password_hash, input.loginPassword, { memberId: input.memberId.toString() }))) throw new DomainError('PASSWORD_INCORRECT');
    await clearTries(db, input.memberId);
  }

  const hash = await hashPassword(input.newPaymentPassword);
  // Only over the password that was proved: two changes at once cannot both win.
  const updated = await db
    .updateTable('member')
    .set({ payment_password_hash: hash, updated_at: new Date() })
    .where('id', '=', input.memberId)
    .where((eb) =>
      member.payment_password_hash === null
        ? eb('payment_password_hash', 'is', null)
        : eb('payment_password_hash', '=', member.payment_password_hash),
    )
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new DomainError('CONFLICT');
}
