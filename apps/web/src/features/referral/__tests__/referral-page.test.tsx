import { referralPaths } from '@lumen/contracts/member/referral.contract';
import { missionPaths } from '@lumen/contracts/member/missions.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember } from '@/lib/session.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { invitationLink } from '../api/referral.ts';
import { ReferralPage } from '../screens/referral-page.tsx';

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

const friendsPage = (list: { username: string; joinedAt: string; firstDepositAt: string | null }[], total = list.length) => ({
  list,
  pageNo: 1,
  totalPages: Math.ceil(total / 10),
  total,
});

describe('invite friends', () => {
  it('when the member opens the page, then its code, sign-up link and QR code are shown with the counts and the friends', async () => {
    setMember(memberInfo());
    mockWalletApi({
      [`GET ${referralPaths.summary}`]: { code: 'K7M2QXPA', invited: 2, deposited: 1 },
      [`GET ${referralPaths.friends}`]: friendsPage([
        { username: 'ah***n', joinedAt: '2026-11-25T10:00:00.000Z', firstDepositAt: '2026-11-25T11:00:00.000Z' },
        { username: 'bo***b', joinedAt: '2026-11-24T10:00:00.000Z', firstDepositAt: null },
      ]),
    });
    renderPage(<ReferralPage />);
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7M2QXPA');
    const link = `${window.location.origin}/register?referralCode=K7M2QXPA`;
    expect(screen.getByText(link)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scan to sign up' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-invited')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-deposited')).toHaveTextContent('1');
    const table = await screen.findByRole('table', { name: 'Invited friends' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ah***n');
    expect(rows[1]).toHaveTextContent('bo***b');
    expect(rows[1]).toHaveTextContent('No deposit yet');
  });

  /** The page for a member with code K7M2QXPA and no friends yet, the clipboard watched. */
  function openWithNoFriends() {
    setMember(memberInfo());
    mockWalletApi({
      [`GET ${referralPaths.summary}`]: { code: 'K7M2QXPA', invited: 0, deposited: 0 },
      [`GET ${referralPaths.friends}`]: friendsPage([]),
    });
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<ReferralPage />);
    return { user, write };
  }

  it('when the member copies the link, then the clipboard gets the sign-up address with the code', async () => {
    const { user, write } = openWithNoFriends();
    await user.click(await screen.findByRole('button', { name: /Copy Invitation link/i }));
    expect(write).toHaveBeenCalledWith(invitationLink(window.location.origin, 'K7M2QXPA'));
    expect(await screen.findByText('No friends have joined with your code yet. Share the link to invite them.')).toBeInTheDocument();
  });

  it('when the member copies the code, then its button says Copied; when the browser refuses, it says Not copied', async () => {
    const { user, write } = openWithNoFriends();
    const button = await screen.findByRole('button', { name: /Copy Your invitation code/i });
    await user.click(button);
    expect(write).toHaveBeenCalledWith('K7M2QXPA');
    expect(button).toHaveTextContent('Copied');
    write.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(button);
    expect(button).toHaveTextContent('Not copied');
    expect(button).not.toHaveTextContent('Copied');
  });

  it('builds the sign-up address the registration form reads', () => {
    expect(invitationLink('https://play.example.test', 'AB CD')).toBe('https://play.example.test/register?referralCode=AB%20CD');
  });
});

describe('member centre menu', () => {
  it('when the referral promotion is off, then invite friends is not in the menu and its page falls back to my account', async () => {
    mockWalletApi({});
    setMember(memberInfo({ availablePromo: {} }));
    const view = renderPage(<MemberCenterScreen />, { route: '/member?page=referral' });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('button', { name: 'Invite Friends' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Account');
    view.unmount();

    setMember(memberInfo({ availablePromo: { REFERRAL: { enabled: true } } }));
    renderPage(<MemberCenterScreen />, { route: '/member?page=referral' });
    const again = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(again).getByRole('button', { name: 'Invite Friends' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invite Friends');
  });
});

describe('member centre menu and the operator flags', () => {
  it('when missions and manual rebate are switched off, then their items are not offered and their summary is not asked for', async () => {
    const api = mockWalletApi({ '/wps/system/permission': permissionValue({ flags: { MISSION3: false, MANUALREBATE3: false } }) });
    setMember(memberInfo());
    renderPage(<MemberCenterScreen />, { route: '/member?page=manualRebate' });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(menu).queryByRole('button', { name: /Missions/ })).not.toBeInTheDocument());
    expect(within(menu).queryByRole('button', { name: 'Manual Rebate' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Account');
    expect(api.calls.some((c) => c.path === missionPaths.summary)).toBe(false);
  });

  it('when they are on, then both are offered', async () => {
    mockWalletApi({ '/wps/system/permission': permissionValue({ flags: { MISSION3: true, MANUALREBATE3: true } }) });
    setMember(memberInfo());
    renderPage(<MemberCenterScreen />);
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('button', { name: /Missions/ })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Manual Rebate' })).toBeInTheDocument();
  });
});
