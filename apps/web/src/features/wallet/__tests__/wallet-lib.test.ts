import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@lumen/contracts/wallet/wallet.contract';
import { i18next } from '@/i18n/i18n.ts';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';
import { amountField, walletTransferFormSchema } from '../lib/form-schemas.ts';
import { SubmissionKey } from '@/lib/idempotency.ts';
import { remainingAmount } from '../lib/money.ts';
import { addImageFiles } from '@/components/image-picker/image-files.ts';
import { quickAmounts } from '../lib/status.ts';

const t = i18next.t.bind(i18next);

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('submission keys', () => {
  it('when the same request is sent again after no answer, then it carries the same key', async () => {
    const keys = new SubmissionKey(counter());
    const sent: string[] = [];
    await expect(keys.send({ amount: '10' }, async (k) => {
          sent.push(k);
          throw new ApiError(NETWORK_ERROR, '', 0);
        })).rejects.toThrow();
    await keys.send({ amount: '10' }, async (k) => sent.push(k));
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('when the server answered (success or refusal), then the next submission gets a fresh key', async () => {
    const keys = new SubmissionKey(counter());
    const sent: string[] = [];
    await keys.send({ amount: '10' }, async (k) => sent.push(k));
    await expect(keys.send({ amount: '10' }, async (k) => {
          sent.push(k);
          throw new ApiError('INSUFFICIENT_BALANCE', 'no', 400);
        })).rejects.toThrow();
    await keys.send({ amount: '10' }, async (k) => sent.push(k));
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('when the member changes the request after a network failure, then it is a new submission with a new key', async () => {
    const keys = new SubmissionKey(counter());
    expect(keys.keyFor({ amount: '10' })).toBe('key-1');
    keys.settle(new ApiError(NETWORK_ERROR, '', 0));
    expect(keys.keyFor({ amount: '11' })).toBe('key-2');
  });

  it('when a gateway answered instead of the server, then the outcome is unknown and the key is kept', () => {
    const keys = new SubmissionKey(counter());
    keys.keyFor({ a: 1 });
    keys.settle(new ApiError('INTERNAL', '', 504));
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
  });
});

describe('amount checks', () => {
  const schema = amountField(t, { min: '100.00', max: '5000.00', available: '1200.50', symbol: 'Rs' });
  const message = (v: string) => {
    const r = schema.safeParse(v);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('when the amount is within the limits and the balance, then it passes', () => {
    expect(message('100')).toBeNull();
    expect(message('1200.50')).toBeNull();
  });

  it('when the amount breaks a rule, then the message names the limit with grouping', () => {
    expect(message('')).toBe('Enter an amount.');
    expect(message('12.345')).toBe('Enter an amount above 0 with at most 2 decimals.');
    expect(message('0')).toBe('Enter an amount above 0 with at most 2 decimals.');
    expect(message('99.99')).toBe('The minimum is Rs 100.00.');
    expect(message('1200.51')).toBe('That is more than your balance of Rs 1,200.50.');
    expect(amountField(t, { max: '5000.00', symbol: 'Rs' }).safeParse('5000.01').error?.issues[0]?.message).toBe('The maximum is Rs 5,000.00.');
  });

  it('when the number is too long to be an amount, then it is too big (the limit, the balance or plainly so), not malformed', () => {
    const huge = '99999999999999999999';
    expect(message(huge)).toBe('The maximum is Rs 5,000.00.');
    expect(amountField(t, { available: '20.00', symbol: 'Rs' }).safeParse(`${huge}.50`).error?.issues[0]?.message).toBe('That is more than your balance of Rs 20.00.');
    expect(amountField(t).safeParse(huge).error?.issues[0]?.message).toBe('That amount is too large.');
    // Still malformed: a letter, three decimals, a sign.
    expect(message(`${'9'.repeat(20)}x`)).toBe('Enter an amount above 0 with at most 2 decimals.');
    expect(message(`${'9'.repeat(20)}.123`)).toBe('Enter an amount above 0 with at most 2 decimals.');
    expect(message('-5')).toBe('Enter an amount above 0 with at most 2 decimals.');
  });
});

describe('transfer checks', () => {
  const schema = walletTransferFormSchema(t, { available: '100.00', symbol: 'Rs' });
  const issues = (v: { from: string; to: string; amount: string }) => (schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('when both ends are wallets and the amount is within the source, then it passes', () => {
    expect(issues({ from: 'MAIN', to: 'PG', amount: '100' })).toEqual([]);
  });

  it('when an end is missing or both are the same wallet, then the end is named, beside the amount\'s own issue', () => {
    expect(issues({ from: 'MAIN', to: '', amount: '10' })).toEqual([['to', 'Choose the wallet to transfer to.']]);
    expect(issues({ from: ' ', to: 'MAIN', amount: '10' })).toEqual([['from', 'Choose the wallet to transfer from.']]);
    expect(issues({ from: 'PG', to: 'PG', amount: '100.01' })).toEqual([
      ['amount', 'That is more than your balance of Rs 100.00.'],
      ['to', 'Choose a wallet to transfer to other than the one the money comes from.'],
    ]);
  });
});

describe('partial receipt', () => {
  it('when part of a payout arrived, then the remaining amount is the rest, exactly', () => {
    expect(remainingAmount('500.00', '123.45')).toBe(37655n);
    expect(remainingAmount('0.30', '0.10')).toBe(20n);
    expect(remainingAmount('500.00', 'abc')).toBeNull();
  });
});

describe('proof images', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  const rules = { max: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES };

  it('when a file is not png/jpg or larger than 5 MB, then it is refused by name', () => {
    const { files, problems } = addImageFiles(t, [], [file('a.png', 'image/png', 10), file('b.gif', 'image/gif', 10), file('c.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)], rules);
    expect(files.map((f) => f.name)).toEqual(['a.png']);
    expect(problems).toEqual(['b.gif is not a PNG or JPG image.', 'c.jpg is larger than 5 MB.']);
  });

  it('when more than 3 images are chosen, then only 3 are kept', () => {
    const chosen = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png', 10));
    const { files, problems } = addImageFiles(t, [], chosen, rules);
    expect(files).toHaveLength(3);
    expect(problems).toEqual(['You can attach at most 3 images.']);
  });
});

describe('quick amounts', () => {
  it('when presets fit the range, then those are offered; else the range ends', () => {
    expect(quickAmounts(10_000n, 100_000n)).toEqual(['100', '200', '500', '1000']);
    expect(quickAmounts(1_050n, 5_050n)).toEqual(['10.50', '50.50']);
  });
});
