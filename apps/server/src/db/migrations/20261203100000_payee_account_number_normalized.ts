import { type Kysely, sql } from 'kysely';

/**
 * The same payee account number cannot be on file twice for one member, however it is spelled: the
 * unique index compares the number in upper case without spaces and hyphens
 * (`PK36HABB0000001123456702` and `pk36habb-0000001123456702` are one account; the number itself is
 * kept as typed, since that is what the operator pays to). Active rows that the new rule finds to
 * be the same account keep the oldest one (lowest id) live and mark the later ones removed, as if
 * the member had removed them: their rows stay, and withdrawals keep their own copy of the details.
 * The index keeps its name, so the service's CONFLICT answer does not change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE payee_bank_account p SET removed_at = now()
    WHERE p.removed_at IS NULL AND EXISTS (
      SELECT 1 FROM payee_bank_account o
      WHERE o.member_id = p.member_id AND o.removed_at IS NULL AND o.id < p.id
        AND upper(translate(o.account_number, ' -', '')) = upper(translate(p.account_number, ' -', ''))
    )`.execute(db);
  await sql`DROP INDEX IF EXISTS payee_bank_account_active`.execute(db);
  await sql`CREATE UNIQUE INDEX payee_bank_account_active ON payee_bank_account (member_id, (upper(translate(account_number, ' -', '')))) WHERE removed_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Numbers unique in their normalized form are unique as typed: the old index always builds.
  await sql`DROP INDEX IF EXISTS payee_bank_account_active`.execute(db);
  await sql`CREATE UNIQUE INDEX payee_bank_account_active ON payee_bank_account (member_id, account_number) WHERE removed_at IS NULL`.execute(db);
}
