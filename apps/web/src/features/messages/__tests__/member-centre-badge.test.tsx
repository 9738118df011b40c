import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { clearSession, setMember } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';

afterEach(() => clearSession());

describe('member centre menu', () => {
  it('when the member has unread messages, then platform information shows their count, and none when all are read', async () => {
    mockWalletApi({});
    setMember(memberInfo({ unreadMessage: 3 }));
    const view = renderPage(<MemberCenterScreen />);
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('button', { name: /Platform Messages/ })).toHaveTextContent('3');
    expect(within(menu).getByLabelText('Unread messages: 3')).toBeInTheDocument();
    view.unmount();
    setMember(memberInfo({ unreadMessage: 0 }));
    renderPage(<MemberCenterScreen />);
    expect(within(await screen.findByRole('navigation', { name: 'Member centre' })).queryByLabelText(/Unread messages/)).not.toBeInTheDocument();
  });
});
