import type { Announcement, AnnouncementsValue } from '@lumen/contracts/system/system.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, signIn } from '@/lib/session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const notice = (id: string, title: string, execution: Announcement['execution']): Announcement => ({
  id,
  type: 'PL',
  title,
  content: `<p>Body of ${title}</p>`,
  execution,
  promotionType: null,
  publishedAt: '2026-11-01T10:00:00Z',
  applicable: false,
  expiresAt: null,
});

/** Visitors (execution B) and members (execution A) are told different things. */
const notices: Record<'A' | 'B', Announcement[]> = {
  A: [notice('m1', 'Members: new VIP levels', 'A'), notice('m2', 'Members: faster withdrawals', 'A')],
  B: [notice('v1', 'Visitors: welcome offer', 'B'), notice('v2', 'Visitors: sign up today', 'B')],
};

function api() {
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/system/helpCenter': { categories: [] },
    '/wps/member/info': memberInfo(),
    '/wps/relay/MCSFE_getListAnnouncements': (call: RecordedCall): AnnouncementsValue => ({
      ...emptyAnnouncements,
      player: notices[call.query.get('execution') as 'A' | 'B'] ?? [],
    }),
  });
}

/** The titles the home page's notice strip offers (the strip draws its list twice, the copy hidden). */
const marqueeTitles = () =>
  within(screen.getByRole('region', { name: 'Notices' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => clearSession());

describe('announcements audience', () => {
  it('when a visitor signs in on the home page, then the notice strip and the notice dialog both follow the member’s notices', async () => {
    api();
    renderRoutes('/');
    await waitFor(() => expect(marqueeTitles()).toEqual(['Visitors: welcome offer', 'Visitors: sign up today']));

    // A trial login, say: the home page stays where it is, nothing navigates.
    act(() => signIn({ token: 'tok_abcdefghijklmnopqrstuvwxyz', user: memberInfo() }));
    await waitFor(() => expect(marqueeTitles()).toEqual(['Members: new VIP levels', 'Members: faster withdrawals']));

    // The second title opens that same notice, expanded, in the notice dialog.
    await userEvent.click(within(screen.getByRole('region', { name: 'Notices' })).getByRole('button', { name: 'Members: faster withdrawals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' }, { timeout: 5000 });
    const expanded = within(dialog)
      .getAllByRole('button', { expanded: true })
      .map((b) => b.textContent);
    expect(expanded).toHaveLength(1);
    expect(expanded[0]).toContain('Members: faster withdrawals');
    expect(within(dialog).getByText('Body of Members: faster withdrawals')).toBeInTheDocument();
  });
});
