import { adminPaths } from '@lumen/contracts/admin/admin.contract';
import { expect } from 'vitest';
import { createOperator } from '../../src/modules/admin/operator.service.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import type { TestApp } from '../support/test-app.ts';

let serial = 0;
/** A different address per login, so the per-address login ceiling never decides a test by accident. */
export const nextAddress = () => `10.9.${Math.floor(++serial / 250)}.${(serial % 250) + 1}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh operator, logged in through the API with its current TOTP code. */
export async function operatorSession(t: TestApp): Promise<{ id: bigint; username: string; token: string; headers: Record<string, string> }> {
  const created = await createOperator(t.database.db, { username: `op${Date.now().toString(36)}${++serial}` });
  const res = await t.app.inject({
    method: 'POST',
    url: adminPaths.login,
    remoteAddress: nextAddress(),
    payload: { username: created.username, password: created.password, code: totpCode(created.totpSecret) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().value.token as string;
  return { id: created.id, username: created.username, token, headers: bearer(token) };
}



/** The audit rows of an action, newest first. */
export function auditRows(t: TestApp, action: string) {
  return t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
}
