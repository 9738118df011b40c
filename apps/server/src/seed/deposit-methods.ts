import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { json, type Translated } from '../lib/translated.ts';

interface DepositMethodSeed {
  code: string;
  kind: 'BANK_TRANSFER' | 'SANDBOX';
  name: Translated;
  min: bigint;
  max: bigint;
  bank: { bankName: string; accountName: string; accountNumber: string } | null;
}

/**
 * The demo site's deposit methods: a bank transfer the operator confirms by hand, and a sandbox
 * top-up that credits at once (demo and test sites only; an operator disables it on a live site).
 */
export const depositMethodSeeds: DepositMethodSeed[] = [
  {
    code: 'BANK_HBL',
    kind: 'BANK_TRANSFER',
    name: { EN: 'Bank transfer', UR: 'بینک ٹرانسفر', ZH: '银行转账', TH: 'โอนผ่านธนาคาร', VI: 'Chuyển khoản ngân hàng' },
    min: 50_000n,
    max: 50_000_000n,
    bank: { bankName: 'Habib Bank Limited', accountName: 'Lumen Entertainment Ltd', accountNumber: 'PK36HABB0000001123456702' },
  },
  {
    code: 'SANDBOX',
    kind: 'SANDBOX',
    name: { EN: 'Instant demo top-up', UR: 'فوری ڈیمو ٹاپ اپ', ZH: '即时演示充值', TH: 'เติมเงินทดลองทันที', VI: 'Nạp tiền thử nghiệm tức thì' },
    min: 10_000n,
    max: 10_000_000n,
    bank: null,
  },
];

/** Keyed by code: a second seed adds nothing and an operator's changes survive. */
export async function seedDepositMethods(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('deposit_method')
    .values(
      depositMethodSeeds.map((m, i) => ({
        code: m.code,
        kind: m.kind,
        name: json(m.name),
        min_amount: m.min,
        max_amount: m.max,
        bank_name: m.bank?.bankName ?? null,
        account_name: m.bank?.accountName ?? null,
        account_number: m.bank?.accountNumber ?? null,
        sort: i,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
