import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import type { DB } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import type { TestApp } from '../support/test-app.ts';

export const PAYMENT_PASSWORD = '246810';

let passwordHash: string | null = null;

/** Gives the member the payment password PAYMENT_PASSWORD. */
export async function setTestPaymentPassword(db: Kysely<DB>, memberId: bigint): Promise<void> {
  passwordHash ??= await hashPassword(PAYMENT_PASSWORD);
  await db.updateTable('member').set({ payment_password_hash: passwordHash }).where('id', '=', memberId).execute();
}

/** Adds a payee account through the API and answers its id. */
export async function addTestBankAccount(t: TestApp, headers: Record<string, string>, accountNumber = '0123456789'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: walletPaths.bankAccounts,
    headers,
    payload: { bankName: 'Meezan Bank', accountName: 'Test Member', accountNumber },
  });
  if (res.statusCode !== 200) throw new Error(`bank account not added: ${res.body}`);
  return res.json().value.id as string;
}

export async function countRows(db: Kysely<DB>, table: 'deposit' | 'withdrawal' | 'withdrawal_proof' | 'payee_bank_account', memberId?: bigint): Promise<number> {
  const where = memberId === undefined ? sql`` : sql` WHERE member_id = ${memberId.toString()}::bigint`;
  const result = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}${where}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A real 2x2 PNG image. */
export function pngBytes(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** The start of a JFIF JPEG image: what content sniffing reads. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A multipart/form-data body with one file part named `file`. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a proof image and answers the raw response. */
export function uploadProof(t: TestApp, headers: Record<string, string>, bytes: Buffer, filename = 'proof.png', contentType = 'image/png') {
  const body = multipartFile(bytes, filename, contentType);
  return t.app.inject({ method: 'POST', url: walletPaths.withdrawProof, headers: { ...headers, ...body.headers }, payload: body.payload });
}
