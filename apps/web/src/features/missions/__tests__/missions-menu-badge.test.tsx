import { missionPaths } from '@lumen/contracts/member/missions.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember } from '@/lib/session.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { MissionsPage } from '../screens/missions-page.tsx';
import { mission, summary } from './mission-fixtures.ts';

afterEach(() => clearSession());

/** The operator's MISSION3 on: the badge asks for the summary only when the flag is known to be on. */
const missionsOn = { '/wps/system/permission': permissionValue({ flags: { MISSION3: true } }) };

const done = (id: string) => mission(id, `Mission ${id}`, { status: 'COMPLETED', progress: '20' });

describe('member centre menu: missions', () => {
  it('when the member has completed missions to claim, then Missions shows their count, and none when there are none', async () => {
    setMember(memberInfo({ availablePromoCount: 0, unreadMessage: 0 }));
    let answer = summary([done('1'), done('2'), done('3')]);
    mockWalletApi({ [missionPaths.summary]: () => answer, ...missionsOn });
    const view = renderPage(<MemberCenterScreen />);
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    const item = within(menu).getByRole('button', { name: /Missions/ });
    await waitFor(() => expect(item).toHaveTextContent('3'));
    expect(within(item).getByLabelText('Unclaimed items: 3')).toBeInTheDocument();
    // The count is the missions' alone.
    expect(within(menu).getByRole('button', { name: /Reward Centre/ })).not.toHaveTextContent(/\d/);
    view.unmount();

    answer = summary([mission('1', 'Mission 1')]);
    mockWalletApi({ [missionPaths.summary]: () => answer, ...missionsOn });
    // The open page reads the same summary: once its mission shows, the menu has the answer too.
    renderPage(<MemberCenterScreen pages={{ missionLeaderboard: MissionsPage }} />, { route: '/member?page=missionLeaderboard' });
    const again = await screen.findByRole('navigation', { name: 'Member centre' });
    await screen.findByTestId('mission-1');
    expect(within(again).queryByLabelText(/Unclaimed items/)).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: /Missions/ })).not.toHaveTextContent(/\d/);
  });

  it('when the account is a trial, then the missions summary is not asked for', async () => {
    setMember(memberInfo({ isTrial: true }));
    const api = mockWalletApi({ [missionPaths.summary]: summary([done('1')]), ...missionsOn });
    renderPage(<MemberCenterScreen />);
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.filter((c) => c.path === missionPaths.summary)).toHaveLength(0);
    expect(within(menu).getByRole('button', { name: /Missions/ })).not.toHaveTextContent(/\d/);
  });
});
