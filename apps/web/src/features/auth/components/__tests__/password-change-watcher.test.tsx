import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, modalStack, openModal } from '@/lib/modal-store.ts';
import { clearSession, setMember, signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { PasswordChangeWatcher } from '../password-change-watcher.tsx';

const changeModals = () => modalStack().filter((entry) => entry.kind === 'changePassword');

afterEach(() => {
  clearSession();
  closeAllModals();
});

describe('PasswordChangeWatcher', () => {
  it('when the member info says the session must change its password, then the forced change opens once', () => {
    signIn({ token: 'tok', user: memberInfo({ passwordChangeRequired: true }) });
    render(<PasswordChangeWatcher />);
    expect(changeModals()).toHaveLength(1);
    expect(changeModals()[0]?.props).toEqual({ forced: true });
    // Fresh member info saying the same does not open a second one.
    act(() => setMember(memberInfo({ passwordChangeRequired: true })));
    expect(changeModals()).toHaveLength(1);
  });

  it('when the login already opened the change, then the watcher does not open another', () => {
    render(<PasswordChangeWatcher />);
    act(() => {
      signIn({ token: 'tok', user: memberInfo({ passwordChangeRequired: true }) });
      openModal('changePassword', { forced: true });
    });
    expect(changeModals()).toHaveLength(1);
  });

  it('when no change is required, or nobody is logged in, then nothing opens', () => {
    const { rerender } = render(<PasswordChangeWatcher />);
    expect(changeModals()).toHaveLength(0);
    act(() => signIn({ token: 'tok', user: memberInfo({ passwordChangeRequired: false }) }));
    rerender(<PasswordChangeWatcher />);
    expect(changeModals()).toHaveLength(0);
  });
});
