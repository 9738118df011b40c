import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addTestBankAccount, countRows, PAYMENT_PASSWORD, setTestPaymentPassword } from './payments-helpers.ts';
import { fund, main, memberWithSession } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

describe('withdrawals racing for the same money', () => {
  it('when a member with 10 times the amount sends 100 withdrawals at once, then exactly 10 are held, 90 answer INSUFFICIENT_BALANCE, none fails, and the balance ends at zero', async () => {
    const amount = 20_000n;
    const m = await memberWithSession(t);
    await setTestPaymentPassword(t.database.db, m.id);
    const bankAccountId = await addTestBankAccount(t, m.headers);
    await fund(t.database.db, m.id, amount * 10n);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: walletPaths.withdraw,
          headers: { ...m.headers, 'idempotency-key': `race-withdrawal-${i.toString().padStart(3, '0')}` },
          payload: { amount: '200.00', bankAccountId, paymentPassword: PAYMENT_PASSWORD },
        }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const codes = answers.map((a) => a.json().code as string);
    const tally: Record<string, number> = {};
    for (const code of codes) tally[code] = (tally[code] ?? 0) + 1;
    expect(tally).toEqual({ OK: 10, INSUFFICIENT_BALANCE: 90 });
    expect(await main(t.database.db, m.id)).toBe(0n);
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(10);
    const held = await t.database.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', m.id)
      .where('kind', '=', 'WITHDRAWAL')
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(10);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json().value.id as string);
    expect(new Set(ok).size).toBe(10);
  });
});
