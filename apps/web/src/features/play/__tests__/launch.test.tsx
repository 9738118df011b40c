import { playPaths } from '@lumen/contracts/play/play.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import SeamlessRoute from '@/app/routes/seamless.tsx';
import { TrialWarningHost } from '@/features/member/components/trial-warning.tsx';
import { clearSession, signIn } from '@/lib/session.ts';
import { getPermissionQueryOptions } from '@/features/system/api/get-permission.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { testQueryClient } from '@/test/render.tsx';
import { gameItem } from './launch-fixtures.ts';
import { mockPlayApi, Refusal, renderAt } from './play-test-utils.tsx';

const external = (mode: 'REAL' | 'FUN') => ({
  mode,
  kind: 'EXTERNAL',
  url: `http://vendor.test/game?token=lt_abc&mode=${mode}`,
  launchToken: 'lt_abcdefghijklmnop',
  expiresAt: '2026-11-24T12:00:00.000Z',
  game: gameItem(),
});

/** The seamless page at `path`; `freePlay` sets the site's FREEPLAY3 (left unknown when not given). */
function renderSeamless(path: string, freePlay?: boolean) {
  const queryClient = testQueryClient();
  if (freePlay !== undefined) queryClient.setQueryData(getPermissionQueryOptions().queryKey, permissionValue({ flags: { FREEPLAY3: freePlay } }));
  return renderAt(
    <>
      <SeamlessRoute />
      <TrialWarningHost />
    </>,
    path,
    { modals: 'probe', queryClient },
  );
}

const member = () => signIn({ token: 'member-token-0123456789', user: memberInfo() });
const trial = () => signIn({ token: 'trial-token-0123456789', user: memberInfo({ type: 4, isTrial: true }) });

describe('launching a game on the seamless page', () => {
  beforeEach(() => clearSession());

  it('when a member opens a vendor game, then a loader shows and then the vendor page in a sandboxed frame', async () => {
    member();
    let answer: (v: unknown) => void = () => undefined;
    const api = mockPlayApi({ [`POST ${playPaths.launchGame}`]: () => new Promise((resolve) => (answer = resolve)) });
    renderSeamless('/seamless?nodeId=42');
    expect(await screen.findByRole('status', { name: 'Starting the game…' })).toBeInTheDocument();
    answer(external('REAL'));
    const frame = await screen.findByTitle('Fortune Ox');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://vendor.test/game?token=lt_abc&mode=REAL');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(api.to(playPaths.launchGame)[0]?.body).toMatchObject({ nodeId: '42' });
    expect(api.to(playPaths.launchGame)[0]?.headers.authorization).toBe('Bearer member-token-0123456789');
    expect(screen.getByRole('heading', { name: 'Fortune Ox' })).toBeInTheDocument();
  });

  it('when a game opens, then the game bar names its vendor, not the vendor’s code', async () => {
    member();
    mockPlayApi({ [`POST ${playPaths.launchGame}`]: external('REAL') });
    renderSeamless('/seamless?nodeId=42');
    expect(await screen.findByRole('heading', { name: 'Fortune Ox' })).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.queryByText('PG')).not.toBeInTheDocument();
  });

  it('when a visitor opens a game for real money, then the login popup opens and nothing is launched', async () => {
    const api = mockPlayApi({});
    renderSeamless('/seamless?nodeId=42');
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('login'));
    expect(screen.getByText('Log in to start playing.')).toBeInTheDocument();
    expect(api.to(playPaths.launchGame)).toHaveLength(0);
  });

  it('when a visitor chooses to play for fun, then the free-trial launch runs without a login', async () => {
    const api = mockPlayApi({ [`POST ${playPaths.launchTrial}`]: external('FUN') });
    const { router } = renderSeamless('/seamless?nodeId=42');
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('login'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play for fun' }));
    expect(await screen.findByTitle('Fortune Ox')).toHaveAttribute('src', 'http://vendor.test/game?token=lt_abc&mode=FUN');
    expect(router.state.location.search).toBe('?nodeId=42&mode=FUN');
    expect(api.to(playPaths.launchTrial)[0]?.headers.authorization).toBeUndefined();
    expect(screen.getByText('Play money')).toBeInTheDocument();
  });

  it('when a visitor opens a game while the site offers no free play, then only the login is offered and nothing is launched', async () => {
    const api = mockPlayApi({ [`POST ${playPaths.launchTrial}`]: external('FUN') });
    renderSeamless('/seamless?nodeId=42', false);
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('login'));
    expect(screen.getByText('Log in to start playing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play for fun' })).not.toBeInTheDocument();
    expect([...api.to(playPaths.launchTrial), ...api.to(playPaths.launchGame)]).toHaveLength(0);
  });

  it('when a visitor opens a free trial while the site offers no free play, then the login popup opens and nothing is launched', async () => {
    const api = mockPlayApi({ [`POST ${playPaths.launchTrial}`]: external('FUN') });
    renderSeamless('/seamless?nodeId=42&mode=FUN', false);
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('login'));
    expect(screen.getByText('Log in to start playing.')).toBeInTheDocument();
    expect(api.to(playPaths.launchTrial)).toHaveLength(0);
  });

  it('when the server refuses a visitor’s free trial (free play switched off), then the login is asked for instead of an error', async () => {
    mockPlayApi({ [`POST ${playPaths.launchTrial}`]: () => { throw new Refusal('FEATURE_DISABLED', '', 403); } });
    renderSeamless('/seamless?nodeId=42&mode=FUN', true);
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('login'));
    expect(screen.getByText('Log in to start playing.')).toBeInTheDocument();
  });

  it('when a trial account opens a game for real money, then "a real account is needed" shows and free play is offered', async () => {
    trial();
    const api = mockPlayApi({ [`POST ${playPaths.launchTrial}`]: external('FUN') });
    renderSeamless('/seamless?nodeId=42');
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(api.to(playPaths.launchGame)).toHaveLength(0);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Play for fun' })[0]!);
    expect(await screen.findByTitle('Fortune Ox')).toBeInTheDocument();
    expect(api.to(playPaths.launchTrial)).toHaveLength(1);
  });

  it('when the server refuses a trial session real play, then the same warning shows', async () => {
    member();
    mockPlayApi({ [`POST ${playPaths.launchGame}`]: () => { throw new Refusal('TRIAL_NOT_ALLOWED', '', 403); } });
    renderSeamless('/seamless?nodeId=42');
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
  });

  it.each([
    ['GAME_MAINTENANCE', 409, 'This game is under maintenance', true],
    ['GAME_NOT_FOUND', 404, 'This game does not exist', false],
  ] as const)('when the launch is refused with %s, then its text shows with back (and retry when it can help)', async (code, status, text, retry) => {
    member();
    let fail = true;
    const api = mockPlayApi({
      [`POST ${playPaths.launchGame}`]: () => {
        if (fail) throw new Refusal(code, '', status);
        return external('REAL');
      },
    });
    renderSeamless('/seamless?nodeId=42');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getAllByRole('button', { name: 'Back' }).length).toBeGreaterThan(0);
    const retryButton = screen.queryByRole('button', { name: 'Try again' });
    if (!retry) {
      expect(retryButton).not.toBeInTheDocument();
      return;
    }
    fail = false;
    await userEvent.setup().click(retryButton!);
    expect(await screen.findByTitle('Fortune Ox')).toBeInTheDocument();
    expect(api.to(playPaths.launchGame)).toHaveLength(2);
  });

  it('when free trial is unavailable for the game, then it says so and offers real play', async () => {
    member();
    mockPlayApi({ [`POST ${playPaths.launchTrial}`]: () => { throw new Refusal('TRIAL_UNAVAILABLE'); }, [`POST ${playPaths.launchGame}`]: external('REAL') });
    const { router } = renderSeamless('/seamless?nodeId=42&mode=FUN');
    expect(await screen.findByRole('alert')).toHaveTextContent('Free trial is not available for this game');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play for real money' }));
    await waitFor(() => expect(router.state.location.search).toBe('?nodeId=42'));
    expect(await screen.findByTitle('Fortune Ox')).toBeInTheDocument();
  });
});
