import { describe, expect, it } from 'vitest';
import type { MemberRow } from '../../src/modules/auth/auth.table.ts';
import { type ResolvedSession, SessionHints } from '../../src/modules/auth/session.ts';

const session = (sessionId: string, passwordChangeRequired = false): ResolvedSession => ({
  sessionId,
  member: { id: 7n } as MemberRow,
  passwordChangeRequired,
  checkedBy: 'lookup',
});

describe('session hints', () => {
  it('when a hint is older than its time to live, then it is gone', () => {
    const hints = new SessionHints(30_000);
    hints.remember('a', session('s1'), 1_000);
    expect(hints.get('a', 30_999)).toMatchObject({ sessionId: 's1', checkedBy: 'statement' });
    expect(hints.get('a', 31_000)).toBeNull();
    expect(hints.size).toBe(0);
  });

  it('when a session must change its password, then it is not kept', () => {
    const hints = new SessionHints();
    hints.remember('a', session('s1', true));
    expect(hints.get('a')).toBeNull();
  });

  it('when more sessions come than it holds, then the oldest goes first', () => {
    const hints = new SessionHints(30_000, 2);
    hints.remember('a', session('s1'), 0);
    hints.remember('b', session('s2'), 1);
    hints.remember('a', session('s1'), 2);
    hints.remember('c', session('s3'), 3);
    expect(hints.size).toBe(2);
    expect(hints.get('b', 4)).toBeNull();
    expect(hints.get('a', 4)?.sessionId).toBe('s1');
    expect(hints.get('c', 4)?.sessionId).toBe('s3');
  });

  it('when a session is forgotten, then every hint of it goes', () => {
    const hints = new SessionHints();
    hints.remember('a', session('s1'));
    hints.remember('b', session('s2'));
    hints.forgetSession('s1');
    expect(hints.get('a')).toBeNull();
    expect(hints.get('b')?.sessionId).toBe('s2');
    hints.forget('b');
    expect(hints.size).toBe(0);
  });
});
