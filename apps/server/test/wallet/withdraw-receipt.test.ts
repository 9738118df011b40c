import { PROOF_MAX_BYTES, walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoReceiveDue,
  listWithdrawalsForReview,
  payWithdrawal,
  readWithdrawalProof,
  requestWithdrawal,
} from '../../src/modules/wallet/withdrawal.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addTestBankAccount, countRows, jpegBytes, PAYMENT_PASSWORD, pngBytes, setTestPaymentPassword, uploadProof } from './payments-helpers.ts';
import { fund, main, memberWithSession, transferCount } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const OPERATOR = 900003n;
let keySerial = 0;

/** A member whose withdrawal of `amount` minor units has been paid and awaits their answer. */
async function paidWithdrawal(amount = 100_000n) {
  const m = await memberWithSession(t);
  await setTestPaymentPassword(t.database.db, m.id);
  const bankAccountId = BigInt(await addTestBankAccount(t, m.headers));
  await fund(t.database.db, m.id, amount * 2n);
  const w = await requestWithdrawal(t.database.db, { memberId: m.id, amount, bankAccountId, paymentPassword: PAYMENT_PASSWORD, requestKey: `receipt-${++keySerial}` });
  await payWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR });
  return { ...m, withdrawalId: w.id };
}

const confirm = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({ method: 'POST', url: walletPaths.withdrawConfirm, headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });

describe('receipt answers', () => {
  it('when the member confirms RECEIVED, then the payout is settled, no money moves, and a second answer is ALREADY_PROCESSED', async () => {
    const m = await paidWithdrawal();
    const before = await transferCount(t.database.db);
    const balance = await main(t.database.db, m.id);
    const res = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'RECEIVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: m.withdrawalId, receiptStatus: 'RECEIVED', receivedAmount: null });
    expect(res.json().value.confirmedAt).not.toBeNull();
    expect(await transferCount(t.database.db)).toBe(before);
    expect(await main(t.database.db, m.id)).toBe(balance);
    const again = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount: '10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PROCESSED');
    const awaiting = await t.app.inject({ method: 'GET', url: walletPaths.withdrawAwaiting, headers: m.headers });
    expect(awaiting.json().value.list).toEqual([]);
  });

  it('when the same answer is resent with its Idempotency-Key after a lost response, then it answers 200 with the first record; another answer under that key is IDEMPOTENCY_CONFLICT, and without it ALREADY_PROCESSED', async () => {
    const m = await paidWithdrawal();
    const first = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'RECEIVED' }, 'receipt-answer-key-01');
    expect(first.statusCode).toBe(200);
    const again = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'RECEIVED' }, 'receipt-answer-key-01');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    const changed = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount: '10' }, 'receipt-answer-key-01');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const unkeyed = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount: '10' });
    expect(unkeyed.statusCode).toBe(409);
    expect(unkeyed.json().code).toBe('ALREADY_PROCESSED');
    const otherKey = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'RECEIVED' }, 'receipt-answer-key-02');
    expect(otherKey.json().code).toBe('ALREADY_PROCESSED');
    const stranger = await memberWithSession(t);
    const foreign = await confirm(stranger.headers, { withdrawalId: m.withdrawalId, result: 'RECEIVED' }, 'receipt-answer-key-01');
    expect(foreign.statusCode).toBe(404);
  });

  it('when a PARTIAL or NOT_RECEIVED answer is resent with its Idempotency-Key, then the first record comes back and nothing changes', async () => {
    const partly = await paidWithdrawal(100_000n);
    const proofId = (await uploadProof(t, partly.headers, pngBytes())).json().value.proofId;
    const partial = { withdrawalId: partly.withdrawalId, result: 'PARTIAL', receivedAmount: '400', proofIds: [proofId], remark: 'Only 400 arrived' };
    const first = await confirm(partly.headers, partial, 'receipt-partial-key-01');
    expect(first.statusCode).toBe(200);
    const again = await confirm(partly.headers, { ...partial, receivedAmount: '400.00' }, 'receipt-partial-key-01');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(again.json().value).toMatchObject({ receiptStatus: 'PARTIAL', receivedAmount: '400.00', proofCount: 1 });
    const otherAmount = await confirm(partly.headers, { ...partial, receivedAmount: '500' }, 'receipt-partial-key-01');
    expect(otherAmount.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const missing = await paidWithdrawal();
    const proofs = [(await uploadProof(t, missing.headers, pngBytes())).json().value.proofId, (await uploadProof(t, missing.headers, jpegBytes())).json().value.proofId];
    const notReceived = { withdrawalId: missing.withdrawalId, result: 'NOT_RECEIVED', proofIds: proofs };
    const answered = await confirm(missing.headers, notReceived, 'receipt-missing-key-01');
    expect(answered.statusCode).toBe(200);
    const resent = await confirm(missing.headers, notReceived, 'receipt-missing-key-01');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().value).toEqual(answered.json().value);
    expect(resent.json().value).toMatchObject({ receiptStatus: 'NOT_RECEIVED', proofCount: 2 });
    const fewer = await confirm(missing.headers, { ...notReceived, proofIds: [proofs[0]] }, 'receipt-missing-key-01');
    expect(fewer.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('when PARTIAL comes with a received amount of zero, malformed, or not below the payout, then a 400 names receivedAmount; a valid one records the remainder', async () => {
    const m = await paidWithdrawal(100_000n);
    for (const receivedAmount of ['0', '-1', '1.001', 'abc']) {
      const res = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('receivedAmount');
    }
    for (const receivedAmount of ['1000', '1000.01', '5000']) {
      const res = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields[0]).toMatchObject({ field: 'receivedAmount', issue: 'too_big' });
      expect(res.json().value.fields[0].message).toContain('999.99');
    }
    const missing = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL' });
    expect(missing.statusCode).toBe(400);
    const row = await t.database.db.selectFrom('withdrawal').select('receipt_status').where('id', '=', BigInt(m.withdrawalId)).executeTakeFirstOrThrow();
    expect(row.receipt_status).toBe('AWAITING');

    const ok = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount: '600.25' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ receiptStatus: 'PARTIAL', receivedAmount: '600.25', remainingAmount: '399.75' });
  });

  it('when PARTIAL comes with a proof image and a remark, then both are kept with the answer', async () => {
    const m = await paidWithdrawal(100_000n);
    const proofId = (await uploadProof(t, m.headers, pngBytes(), 'statement.png', 'image/png')).json().value.proofId;
    const tooMany = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount: '400', proofIds: ['1', '2', '3', '4'] });
    expect(tooMany.statusCode).toBe(400);
    const res = await confirm(m.headers, {
      withdrawalId: m.withdrawalId,
      result: 'PARTIAL',
      receivedAmount: '400',
      proofIds: [proofId],
      remark: 'Only 400 arrived',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ receiptStatus: 'PARTIAL', receivedAmount: '400.00', remainingAmount: '600.00', proofCount: 1 });
    const { list } = await listWithdrawalsForReview(t.database.db, { status: 'PAID', pageNo: 1, pageSize: 100 });
    const reviewed = list.find((w) => w.id === m.withdrawalId);
    expect(reviewed?.proofIds).toEqual([proofId]);
    expect(reviewed?.remark).toBe('Only 400 arrived');
  });

  it('when the withdrawal is not paid yet, or is someone else\'s, then ALREADY_PROCESSED or NOT_FOUND', async () => {
    const m = await memberWithSession(t);
    await setTestPaymentPassword(t.database.db, m.id);
    const bankAccountId = BigInt(await addTestBankAccount(t, m.headers));
    await fund(t.database.db, m.id, 100_000n);
    const pending = await requestWithdrawal(t.database.db, { memberId: m.id, amount: 50_000n, bankAccountId, paymentPassword: PAYMENT_PASSWORD, requestKey: `receipt-${++keySerial}` });
    expect((await confirm(m.headers, { withdrawalId: pending.id, result: 'RECEIVED' })).json().code).toBe('ALREADY_PROCESSED');
    const other = await paidWithdrawal();
    const foreign = await confirm(m.headers, { withdrawalId: other.withdrawalId, result: 'RECEIVED' });
    expect(foreign.statusCode).toBe(404);
    const untouched = await t.database.db.selectFrom('withdrawal').select('receipt_status').where('id', '=', BigInt(other.withdrawalId)).executeTakeFirstOrThrow();
    expect(untouched.receipt_status).toBe('AWAITING');
  });
});

describe('not received, with proofs', () => {
  it('when the member uploads png and jpeg proofs and answers NOT_RECEIVED with them, then they are attached and the operator can read them', async () => {
    const m = await paidWithdrawal();
    const png = await uploadProof(t, m.headers, pngBytes(), 'screen.png', 'image/png');
    expect(png.statusCode).toBe(200);
    // The declared type is ignored: the content decides.
    const jpg = await uploadProof(t, m.headers, jpegBytes(), 'photo.bin', 'application/octet-stream');
    expect(jpg.statusCode).toBe(200);
    const ids = [png.json().value.proofId, jpg.json().value.proofId];
    const res = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'NOT_RECEIVED', proofIds: ids, remark: ' Nothing arrived at my bank ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ receiptStatus: 'NOT_RECEIVED', proofCount: 2 });

    const proof = await readWithdrawalProof(t.database.db, BigInt(ids[0]));
    expect(proof.contentType).toBe('image/png');
    expect(Buffer.from(proof.bytes).equals(pngBytes())).toBe(true);
    expect((await readWithdrawalProof(t.database.db, BigInt(ids[1]))).contentType).toBe('image/jpeg');
    await expect(readWithdrawalProof(t.database.db, 99_999_999n)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const desk = await listWithdrawalsForReview(t.database.db, { pageNo: 1, pageSize: 100 });
    expect(desk.list.find((x) => x.id === m.withdrawalId)).toMatchObject({ receiptStatus: 'NOT_RECEIVED', remark: 'Nothing arrived at my bank', proofIds: ids });

    // A proof is used once.
    const second = await paidWithdrawal();
    const reuse = await confirm(m.headers, { withdrawalId: second.withdrawalId, result: 'NOT_RECEIVED', proofIds: [ids[0]] });
    expect(reuse.statusCode).toBe(404);
  });

  it('when NOT_RECEIVED names no proof, more than 3, a used one or someone else\'s, then a 400 names proofIds and nothing changes', async () => {
    const m = await paidWithdrawal();
    const stranger = await memberWithSession(t);
    const theirs = (await uploadProof(t, stranger.headers, pngBytes())).json().value.proofId;
    const mine = (await uploadProof(t, m.headers, pngBytes())).json().value.proofId;
    const none = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'NOT_RECEIVED', proofIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().value.fields[0].field).toBe('proofIds');
    const many = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'NOT_RECEIVED', proofIds: [mine, mine, mine, mine] });
    expect(many.statusCode).toBe(400);
    const foreign = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'NOT_RECEIVED', proofIds: [mine, theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().value.fields[0]).toMatchObject({ field: 'proofIds', issue: 'invalid_value' });
    const row = await t.database.db.selectFrom('withdrawal_proof').select('withdrawal_id').where('id', '=', BigInt(mine)).executeTakeFirstOrThrow();
    expect(row.withdrawal_id).toBeNull();
    const state = await t.database.db.selectFrom('withdrawal').select('receipt_status').where('id', '=', BigInt(m.withdrawalId)).executeTakeFirstOrThrow();
    expect(state.receipt_status).toBe('AWAITING');
  });

  it('when a text file is named .png, then 415 UNSUPPORTED_MEDIA_TYPE and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const res = await uploadProof(t, m.headers, Buffer.from('this is not an image, only text pretending to be one\n'.repeat(20)), 'proof.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    // A real image of another kind (GIF) is refused too.
    const gif = await uploadProof(t, m.headers, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'proof.gif', 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(await countRows(t.database.db, 'withdrawal_proof', m.id)).toBe(0);
  });

  it('when the file is over 5 MB, then 413 PAYLOAD_TOO_LARGE in the envelope and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(PROOF_MAX_BYTES, 7)]);
    const res = await uploadProof(t, m.headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await countRows(t.database.db, 'withdrawal_proof', m.id)).toBe(0);
  });

  it('when the body is not multipart or has no file, then a 4xx; other routes still refuse multipart', async () => {
    const m = await memberWithSession(t);
    const json = await t.app.inject({ method: 'POST', url: walletPaths.withdrawProof, headers: m.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const boundary = 'emptyboundary';
    const empty = await t.app.inject({
      method: 'POST',
      url: walletPaths.withdrawProof,
      headers: { ...m.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.fields[0].field).toBe('file');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: walletPaths.bankAccounts,
      headers: { ...m.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="bankName"\r\n\r\nX Bank\r\n--${boundary}--\r\n`,
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(await countRows(t.database.db, 'payee_bank_account', m.id)).toBe(0);
  });

  it('when a multipart body has no boundary or is cut off, then 400 naming the file and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const noBoundary = await t.app.inject({ method: 'POST', url: walletPaths.withdrawProof, headers: { ...m.headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().value.fields[0]).toMatchObject({ field: 'file', issue: 'invalid' });
    const boundary = 'cutboundary';
    const cut = await t.app.inject({
      method: 'POST',
      url: walletPaths.withdrawProof,
      headers: { ...m.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().value.fields[0]).toMatchObject({ field: 'file', issue: 'invalid' });
    expect(await countRows(t.database.db, 'withdrawal_proof', m.id)).toBe(0);
  });

  it('when a member piles up unused proofs, then past 10 a day LIMIT_REACHED', async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < 10; i += 1) expect((await uploadProof(t, m.headers, pngBytes())).statusCode).toBe(200);
    const over = await uploadProof(t, m.headers, pngBytes());
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('LIMIT_REACHED');
    expect(await countRows(t.database.db, 'withdrawal_proof', m.id)).toBe(10);
  });
});

describe('auto receipt', () => {
  it('when a payout stays unanswered past its confirmation time, then the job marks it AUTO_RECEIVED once, moves no money, and later answers are ALREADY_PROCESSED', async () => {
    const due = await paidWithdrawal();
    const fresh = await paidWithdrawal();
    await t.database.db.updateTable('withdrawal').set({ confirm_by: new Date(Date.now() - 1000) }).where('id', '=', BigInt(due.withdrawalId)).execute();
    const before = await transferCount(t.database.db);
    const balance = await main(t.database.db, due.id);

    const [a, b] = await Promise.all([autoReceiveDue(t.database.db), autoReceiveDue(t.database.db)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await autoReceiveDue(t.database.db)).toBe(0);
    const rows = await t.database.db.selectFrom('withdrawal').select(['id', 'receipt_status', 'confirmed_at', 'confirm_by']).where('id', 'in', [BigInt(due.withdrawalId), BigInt(fresh.withdrawalId)]).execute();
    const dueRow = rows.find((r) => r.id === BigInt(due.withdrawalId));
    expect(dueRow?.receipt_status).toBe('AUTO_RECEIVED');
    expect(dueRow?.confirmed_at?.getTime()).toBe(dueRow?.confirm_by?.getTime());
    expect(rows.find((r) => r.id === BigInt(fresh.withdrawalId))?.receipt_status).toBe('AWAITING');
    expect(await transferCount(t.database.db)).toBe(before);
    expect(await main(t.database.db, due.id)).toBe(balance);
    expect((await confirm(due.headers, { withdrawalId: due.withdrawalId, result: 'RECEIVED' })).json().code).toBe('ALREADY_PROCESSED');

    // A day later everything awaiting is due.
    expect(await autoReceiveDue(t.database.db, new Date(Date.now() + 1441 * 60_000))).toBeGreaterThanOrEqual(1);
    const later = await t.database.db.selectFrom('withdrawal').select('receipt_status').where('id', '=', BigInt(fresh.withdrawalId)).executeTakeFirstOrThrow();
    expect(later.receipt_status).toBe('AUTO_RECEIVED');
  });

  it('when the member answers after the time ran out but before the job, then the answer is refused and it counts as received', async () => {
    const m = await paidWithdrawal();
    await t.database.db.updateTable('withdrawal').set({ confirm_by: new Date(Date.now() - 1000) }).where('id', '=', BigInt(m.withdrawalId)).execute();
    const res = await confirm(m.headers, { withdrawalId: m.withdrawalId, result: 'PARTIAL', receivedAmount: '1' });
    expect(res.json().code).toBe('ALREADY_PROCESSED');
    const row = await t.database.db.selectFrom('withdrawal').select('receipt_status').where('id', '=', BigInt(m.withdrawalId)).executeTakeFirstOrThrow();
    expect(row.receipt_status).toBe('AUTO_RECEIVED');
  });
});
