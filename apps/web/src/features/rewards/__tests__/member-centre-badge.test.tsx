import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';

afterEach(() => clearSession());

describe('member centre menu', () => {
  it('when the member has rewards to claim, then the reward centre shows their count, and none when there are none', async () => {
    mockWalletApi({});
    setMember(memberInfo({ availablePromoCount: 4, unreadMessage: 0 }));
    const view = renderPage(<MemberCenterScreen />);
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('button', { name: /Reward Centre/ })).toHaveTextContent('4');
    expect(within(menu).getByLabelText('Unclaimed items: 4')).toBeInTheDocument();
    // The count is the reward centre's alone.
    expect(within(menu).getByRole('button', { name: /Platform Messages/ })).not.toHaveTextContent(/\d/);
    expect(within(menu).getByRole('button', { name: /Bonus Details/ })).not.toHaveTextContent(/\d/);
    view.unmount();

    setMember(memberInfo({ availablePromoCount: 0 }));
    renderPage(<MemberCenterScreen />);
    const again = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(again).queryByLabelText(/Unclaimed items/)).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: /Reward Centre/ })).not.toHaveTextContent(/\d/);
  });
});
