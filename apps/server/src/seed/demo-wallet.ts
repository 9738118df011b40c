import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findMemberByUsername } from '../modules/auth/member.repository.ts';
import { MAIN_WALLET, mainBalance, postTransfer } from '../modules/wallet/ledger.ts';
import { getWalletSettings } from '../modules/wallet/wallet-settings.ts';
import type { DemoAccount } from './seed.ts';

/** Vendors whose games play from a sub-wallet the member transfers money into. */
export const DEMO_TRANSFER_VENDORS = ['PG', 'PT', 'JDB', 'CQ9', 'EG2', 'FC'];

/** demoplayer's history: a deposit, then part of it moved to the PG wallet. */
const DEMO_DEPOSIT = 2_500_000n;
const DEMO_TO_PG = 150_000n;

/**
 * Gives demoplayer money through the ledger, like any member's: a deposit of Rs 25,000.00 and a
 * transfer of Rs 1,500.00 to the PG wallet. Fixed keys: a second seed moves nothing twice.
 */
export async function seedDemoWallet(db: Kysely<DB>): Promise<void> {
  const member = await findMemberByUsername(db, 'demoplayer');
  if (!member) return;
  const { currency } = await getWalletSettings(db);
  await postDemoDeposit(db, { username: 'demoplayer', memberId: member.id, amount: DEMO_DEPOSIT, currency });
  await postTransfer(db, {
    key: 'seed:demoplayer:transfer:PG',
    kind: 'WALLET_TRANSFER',
    currency,
    memberId: member.id,
    legs: [
      { account: { member: member.id, wallet: MAIN_WALLET }, amount: -DEMO_TO_PG },
      { account: { member: member.id, wallet: 'PG' }, amount: DEMO_TO_PG },
    ],
    reference: `${MAIN_WALLET}->PG`,
    actor: 'system:seed',
  });
}

/** A demo member's deposit into the main wallet, keyed by the username: a second seed moves nothing. */
export async function postDemoDeposit(db: Kysely<DB>, deposit: { username: string; memberId: bigint; amount: bigint; currency: string }): Promise<void> {
  await postTransfer(db, {
    key: `seed:${deposit.username}:deposit`,
    kind: 'DEPOSIT',
    currency: deposit.currency,
    memberId: deposit.memberId,
    legs: [
      { account: { house: 'DEPOSITS' }, amount: -deposit.amount },
      { account: { member: deposit.memberId, wallet: MAIN_WALLET }, amount: deposit.amount },
    ],
    reference: 'DEMO-DEPOSIT',
    actor: 'system:seed',
  });
}

/** The demo accounts with their main wallet balance as the ledger has it ("Rs 23,500.00"). */
export async function withDemoBalances(db: Kysely<DB>, accounts: DemoAccount[]): Promise<DemoAccount[]> {
  const { currency, currencySymbol } = await getWalletSettings(db);
  const out: DemoAccount[] = [];
  for (const account of accounts) {
    const member = await findMemberByUsername(db, account.username);
    const balance = member ? await mainBalance(db, member.id, currency) : 0n;
    out.push({ ...account, balance: `${currencySymbol} ${formatMinor(balance, { grouping: true })}` });
  }
  return out;
}
