import type { Announcement, AnnouncementsValue } from '@lumen/contracts/system/system.contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSED_KEYS, setPopupSettleDelay } from '@/features/content/lib/announcement-popup.ts';
import { modalStack } from '@/lib/modal-store.ts';
import { setContractPopupOpen } from '@/lib/ui-store.ts';
import { clearSession, getSession, setMember, signIn, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

const popup = (id: string, execution: Announcement['execution'], extra: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'PU',
  title: `Popup ${id}`,
  content: `<p>Body of ${id}</p>`,
  execution,
  promotionType: null,
  publishedAt: '2026-11-01T10:00:00Z',
  applicable: false,
  expiresAt: null,
  ...extra,
});

/** The site's calls, with these popups per execution (A members, B visitors, F first logins). */
function api(popups: Partial<Record<'A' | 'B' | 'F', Announcement[]>>, member = memberInfo()) {
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/system/helpCenter': { categories: [] },
    '/wps/member/info': member,
    [ANNOUNCEMENTS]: (call: RecordedCall): AnnouncementsValue => {
      const execution = call.query.get('execution') as 'A' | 'B' | 'F';
      return { ...emptyAnnouncements, popup: popups[execution] ?? [] };
    },
  });
}

const announcementCalls = (calls: RecordedCall[], execution: string) =>
  calls.filter((c) => c.path === ANNOUNCEMENTS && c.query.get('execution') === execution);

/** The popup is a lazy chunk: give it the time a loaded machine needs to import it. */
const findPopup = () => screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 5000 });
const listed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: 'Announcement list' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Waits until the audience's announcements have answered, then a moment more for any popup to open. */
async function settled(queryClient: QueryClient, execution: 'A' | 'B') {
  await waitFor(() => expect(queryClient.getQueryState(['content', 'announcements', execution])?.status).toBe('success'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  clearSession();
  setPopupSettleDelay(0);
});

describe('announcement popup', () => {
  it('when a visitor opens the site and there are visitor popups, then the popup lists them', async () => {
    const { calls } = api({ B: [popup('v1', 'B'), popup('v2', 'B')], A: [popup('m1', 'A')] });
    renderRoutes('/');
    const dialog = await findPopup();
    expect(listed(dialog)).toEqual(['Popup v1', 'Popup v2']);
    expect(within(dialog).getByRole('heading', { name: 'Popup v1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body of v1')).toBeInTheDocument();
    expect(announcementCalls(calls, 'F')).toHaveLength(0);
  });

  it('when the page has only just loaded, then the popup waits until the page has settled, then opens', async () => {
    setPopupSettleDelay(2_500);
    const { calls } = api({ B: [popup('1', 'B')] });
    renderRoutes('/');
    await waitFor(() => expect(announcementCalls(calls, 'B').length).toBeGreaterThan(0));
    // Long enough for the popup's chunk to load and open, were it not waiting.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(modalStack().length).toBe(0);
    expect(await findPopup()).toBeInTheDocument();
  });

  it('when there are no popups for the visitor, then no popup opens', async () => {
    api({ B: [], A: [popup('m1', 'A')] });
    const { queryClient } = renderRoutes('/');
    await settled(queryClient, 'B');
    expect(modalStack()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the visitor closed the popup, then it does not open again in the same browser session', async () => {
    api({ B: [popup('v1', 'B')] });
    renderRoutes('/');
    const dialog = await findPopup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(POPUP_CLOSED_KEYS.visitor)).toBe('closed');

    // The site loads again in the same tab.
    cleanup();
    const { queryClient } = renderRoutes('/');
    await settled(queryClient, 'B');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a visitor who closed the popup signs in and out, then the next load does not bring the popup back', async () => {
    api({ B: [popup('v1', 'B')] });
    renderRoutes('/');
    const dialog = await findPopup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => signIn({ token: TOKEN, user: memberInfo() }));
    act(() => clearSession());

    // The site loads again in the same tab.
    cleanup();
    const { queryClient } = renderRoutes('/');
    await settled(queryClient, 'B');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modalStack()).toEqual([]);
  });

  it("when an agent's contract popup is up, then the announcements wait until it is gone", async () => {
    setContractPopupOpen(true);
    try {
      api({ B: [popup('v1', 'B')] });
      const { queryClient } = renderRoutes('/');
      await settled(queryClient, 'B');
      // Long enough for the popup's chunk to load and open, were it not waiting.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    } finally {
      act(() => setContractPopupOpen(false));
    }
    expect(listed(await findPopup())).toEqual(['Popup v1']);
  });

  it('when a visitor who closed the visitor popup logs in, then the member popup still opens', async () => {
    sessionStorage.setItem(POPUP_CLOSED_KEYS.visitor, 'closed');
    api({ B: [popup('v1', 'B')], A: [popup('m1', 'A')] });
    const { queryClient } = renderRoutes('/');
    await settled(queryClient, 'B');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => signIn({ token: TOKEN, user: memberInfo() }));
    expect(listed(await findPopup())).toEqual(['Popup m1']);
  });

  it('when the login said firstTimeLogin, then the first-login popups come first, even once the server stops reporting it', async () => {
    // The member info asked after the login already says false (the first-login call has landed),
    // and it answers before the popups do.
    const { calls, fetchMock } = api(
      { A: [popup('m1', 'A')], F: [popup('f1', 'F', { promotionType: 'FIRST_DEPOSIT' })] },
      memberInfo({ firstTimeLogin: false }),
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(ANNOUNCEMENTS) && !String(input).includes('execution=B')) await held;
      return fetchMock(input, init);
    });
    renderRoutes('/');
    act(() => signIn({ token: TOKEN, user: memberInfo({ firstTimeLogin: true }) }));
    await waitFor(() => expect(getSession().member?.firstTimeLogin).toBe(false));
    release();
    const dialog = await findPopup();
    expect(listed(dialog)).toEqual(['Popup f1', 'Popup m1']);
    const first = announcementCalls(calls, 'F');
    expect(first).toHaveLength(1);
    expect(first[0]?.query.get('types')).toBe('PU');
    expect(first[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('when the login was not the first, then the first-login popups are not asked for', async () => {
    const { calls } = api({ A: [popup('m1', 'A')], F: [popup('f1', 'F')] });
    renderRoutes('/');
    act(() => signIn({ token: TOKEN, user: memberInfo({ firstTimeLogin: false }) }));
    expect(listed(await findPopup())).toEqual(['Popup m1']);
    expect(announcementCalls(calls, 'F')).toHaveLength(0);
  });

  it('when a member chooses Go to promotion, then the reward centre opens and the popup closes for the session', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    setMember(memberInfo());
    api({ A: [popup('m1', 'A', { promotionType: 'REBATE' })] });
    const { router } = renderRoutes('/');
    const dialog = await findPopup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to promotion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(router.state.location.search).toBe('?page=rewardCenter');
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_CLOSED_KEYS.member)).toBe('closed');
  });

  it('when a visitor chooses Go to promotion, then the login popup takes its place', async () => {
    api({ B: [popup('v1', 'B', { promotionType: 'WELCOME' })] });
    renderRoutes('/');
    await userEvent.click(within(await findPopup()).getByRole('button', { name: 'Go to promotion' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('when a member signs out, then the visitor popup waits for the next load', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    sessionStorage.setItem(POPUP_CLOSED_KEYS.member, 'closed');
    setMember(memberInfo());
    api({ B: [popup('v1', 'B')], A: [popup('m1', 'A')] });
    const { queryClient } = renderRoutes('/');
    await settled(queryClient, 'A');
    act(() => clearSession());
    await settled(queryClient, 'B');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
