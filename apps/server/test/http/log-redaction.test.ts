import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/log-redaction.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('secrets in addresses and the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'info' }, logDestination: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t?.close());

  it('when pages are opened with a session token, a reset token or a hand-off code in the address, then the log shows none of them', async () => {
    const session = 'sessionTokenAbcdefghijklmnop0123456789';
    const reset = 'resetTokenAbcdefghijklmnop0123456789xy';
    const handoff = 'handoffCodeAbcdefghijklmnop0123456789';
    await t.app.inject({ method: 'GET', url: `/?token=${session}&lang=ur` });
    await t.app.inject({ method: 'GET', url: `/resetPassword?token=${reset}` });
    await t.app.inject({ method: 'GET', url: `/download?handoff=${handoff}#top` });
    await t.app.inject({ method: 'GET', url: `/wps/system/status?TOKEN=${session}` });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [session, reset, handoff]) expect(log).not.toContain(secret);
    expect(log).toContain('/?token=[redacted]&lang=ur');
    expect(log).toContain('/download?handoff=[redacted]');
  });

  it('when an address has no secret, then it is logged as it came', () => {
    expect(redactUrl('/wps/relay/GCSGAME_gameList?pageNo=1&gameType=RNG')).toBe('/wps/relay/GCSGAME_gameList?pageNo=1&gameType=RNG');
    expect(redactUrl('/seamless?nodeId=42&token')).toBe('/seamless?nodeId=42&token');
    expect(redactUrl('/a?t%6Fken=x&b=2#h')).toBe('/a?t%6Fken=[redacted]&b=2#h');
  });
});
