import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { outboxPath } from '@lumen/contracts/auth/auth.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutboxFile } from '../../src/providers/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const KEY = 'outbox-test-key';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  // env development: the outbox file is written, as under `npm start` on the embedded database.
  t = await createTestApp({ config: { opsApiKey: KEY, env: 'development', dataDir } });
  await t.app.providers.sms.send({ to: '+92 3001234567', text: 'Your verification code is 111111. It expires in 5 minutes.' });
  await t.app.providers.mail.send({ to: 'player@example.com', subject: 'Reset your password', text: 'Open this link:\nhttp://x/resetPassword?token=abc' });
  await t.app.providers.sms.send({ to: '+92 3001234567', text: 'Your verification code is 222222. It expires in 5 minutes.' });
  await t.app.providers.sms.send({ to: '+92 3009999999', text: 'Your verification code is 333333. It expires in 5 minutes.' });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url, headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('GET outbox (operator)', () => {
  it('when the key is missing or wrong, then it answers 401', async () => {
    expect((await get(outboxPath)).statusCode).toBe(401);
    const wrong = await get(outboxPath, 'not-the-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHORIZED');
  });

  it('when no operator key is configured, then the call does not exist (404)', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: outboxPath, headers: { authorization: `Bearer ${KEY}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('when asked with the key, then it lists messages newest first', async () => {
    const res = await get(outboxPath, KEY);
    expect(res.statusCode).toBe(200);
    const list = res.json().value as { id: string; channel: string; recipient: string; subject: string; body: string; createdAt: string }[];
    expect(list.map((m) => m.body.match(/\d{6}|token=abc/)?.[0])).toEqual(['333333', '222222', 'token=abc', '111111']);
    expect(list[2]).toMatchObject({ channel: 'MAIL', recipient: 'player@example.com', subject: 'Reset your password' });
    expect(Number(list[0]?.id)).toBeGreaterThan(Number(list[1]?.id));
    expect(new Date(list[0]!.createdAt).toISOString()).toBe(list[0]?.createdAt);
  });

  it('when filtered by recipient (spaces optional), channel and limit, then only those come back', async () => {
    const byTo = (await get(`${outboxPath}?to=${encodeURIComponent('+923001234567')}&limit=1`, KEY)).json().value;
    expect(byTo).toHaveLength(1);
    expect(byTo[0].body).toContain('222222');
    const mail = (await get(`${outboxPath}?channel=MAIL`, KEY)).json().value;
    expect(mail.map((m: { recipient: string }) => m.recipient)).toEqual(['player@example.com']);
    const nul = await get(`${outboxPath}?to=${encodeURIComponent('a\u0000b')}`, KEY);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'to' }] } });
  });

  it('when the filter is out of range, then the field is named', async () => {
    const res = await get(`${outboxPath}?limit=1000&channel=FAX`, KEY);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields.map((f: { field: string }) => f.field).sort()).toEqual(['channel', 'limit']);
  });
});

/** Test databases are PGlite unless TEST_DATABASE_URL names a PostgreSQL server. */
const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(!onPglite)('the outbox on PostgreSQL', () => {
  it('when a message is sent, then no file is written: the script queries the database instead', async () => {
    await expect(readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe.runIf(onPglite)('the outbox file of the embedded database', () => {
  it('when a message is sent, then it is appended as a JSON line that readOutboxFile filters like the endpoint', async () => {
    const file = path.join(dataDir, 'outbox.jsonl');
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0]!)).toMatchObject({ channel: 'SMS', recipient: '+92 3001234567', subject: '' });
    const fromFile = await readOutboxFile(file, { to: '+92 3001234567', channel: 'SMS', limit: 20 });
    const fromApi = (await get(`${outboxPath}?to=${encodeURIComponent('+92 3001234567')}&channel=SMS`, KEY)).json().value;
    expect(fromFile).toEqual(fromApi);
  });

  it('when the file is missing or has a torn line, then reading still works', async () => {
    expect(await readOutboxFile(path.join(dataDir, 'missing.jsonl'), { limit: 5 })).toEqual([]);
    const torn = path.join(dataDir, 'torn.jsonl');
    const good = { id: '1', channel: 'SMS', recipient: '+1 5550100', subject: '', body: 'hi', createdAt: new Date(0).toISOString() };
    await writeFile(torn, `${JSON.stringify(good)}\n{"id":"2","chan`);
    expect(await readOutboxFile(torn, { limit: 5 })).toEqual([good]);
  });

  it('when npm run outbox runs beside the server, then it prints the messages from the file without opening the database', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/outbox.ts', '--to', '+92 3001234567', '--limit', '1'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' },
    });
    expect(stdout).toContain('1 message(s), newest first');
    expect(stdout).toContain('SMS  to +92 3001234567');
    expect(stdout).toContain('Your verification code is 222222.');
    expect(stdout).not.toContain('111111');
  });

  it('when the flags are wrong, then the script explains its usage and exits 2', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/outbox.ts', '--channel', 'FAX'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' },
    });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run outbox') });
  });
});
