import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { type BankAccount, MAX_BANK_ACCOUNTS } from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { isUniqueViolation, maskAccountNumber } from './payments-common.ts';
import type { PayeeBankAccountRow } from './payments.table.ts';

type Db = Kysely<DB>;

/**
 * The member's payee bank accounts: where withdrawals are paid. At most MAX_BANK_ACCOUNTS active
 * ones; removing one keeps the row (removed_at) because withdrawals point at it. Answers mask the
 * account number but for its last 4 characters.
 */

export function toBankAccount(row: Pick<PayeeBankAccountRow, 'id' | 'bank_name' | 'account_name' | 'account_number' | 'created_at'>): BankAccount {
  return {
    id: row.id.toString(),
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: maskAccountNumber(row.account_number),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listBankAccounts(db: Db, memberId: bigint): Promise<BankAccount[]> {
  const rows = await db
    .selectFrom('payee_bank_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toBankAccount);
}

/** The member's active account (full details), or undefined. */
export async function findActiveBankAccount(db: Db, memberId: bigint, bankAccountId: bigint): Promise<PayeeBankAccountRow | undefined> {
  return db
    .selectFrom('payee_bank_account')
    .selectAll()
    .where('id', '=', bankAccountId)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Adds a payee account. LIMIT_REACHED past MAX_BANK_ACCOUNTS active ones (the member's row is locked
 * so two adds at once cannot both pass the count); CONFLICT when the number is already on file.
 */
export async function addBankAccount(
  db: Db,
  input: { memberId: bigint; bankName: string; accountName: string; accountNumber: string; lang?: LanguageCode },
): Promise<BankAccount> {
  const lang = input.lang ?? 'EN';
  const bankName = input.bankName.trim();
  const accountName = input.accountName.trim();
  const accountNumber = input.accountNumber.trim();
  if (!/^[0-9A-Za-z-]{6,34}$/.test(accountNumber)) throw validationFailed([fieldIssue(lang, 'accountNumber', 'invalid_format')], lang);
  try {
    return await db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('member').select('id').where('id', '=', input.memberId).forNoKeyUpdate().executeTakeFirst();
      if (!member) throw new DomainError('NOT_FOUND');
      const { n } = await trx
        .selectFrom('payee_bank_account')
        .select(sql<string>`count(*)`.as('n'))
        .where('member_id', '=', input.memberId)
        .where('removed_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_BANK_ACCOUNTS) throw new DomainError('LIMIT_REACHED');
      const row = await trx
        .insertInto('payee_bank_account')
        .values({ member_id: input.memberId, bank_name: bankName, account_name: accountName, account_number: accountNumber })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBankAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payee_bank_account_active')) throw new DomainError('CONFLICT');
    throw error;
  }
}

/** Removes one of the member's accounts (NOT_FOUND when it is not theirs or already removed). */
export async function removeBankAccount(db: Db, memberId: bigint, bankAccountId: bigint): Promise<void> {
  const result = await db
    .updateTable('payee_bank_account')
    .set({ removed_at: new Date() })
    .where('id', '=', bankAccountId)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new DomainError('NOT_FOUND');
}
