import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAllModals } from '@/lib/modal-store.ts';
import { clearSession, signIn } from '@/lib/session.ts';
import { renderRoutes, renderWithProviders } from '@/test/render.tsx';
import { baseRoutes, loginValue, member, mockAuthApi, ModalProbe } from '@/features/auth/components/__tests__/auth-test-utils.tsx';
import AgentRoute from '../agent.tsx';

function renderAgentPage() {
  const router = createMemoryRouter(
    [
      { path: '/agent', element: <><AgentRoute /><ModalProbe /></> },
      { path: '/agentHome', element: <><p>Agent centre</p><ModalProbe /></> },
    ],
    { initialEntries: ['/agent'] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const agentLogin = () => loginValue({ user: { ...loginValue().user, type: 1, isAgent: true } });

beforeEach(() => {
  clearSession();
  closeAllModals();
});

describe('/agent', () => {
  it('when "Change password" is chosen signed out, then the form takes the focus with a note, and the change opens as soon as the agent is signed in', async () => {
    mockAuthApi({ ...baseRoutes(), [authPaths.login]: agentLogin() });
    const { router } = renderAgentPage();
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Sign in first: the password change opens as soon as you are in.')).toHaveAttribute('role', 'status');
    expect(username).toHaveFocus();
    expect(screen.getByTestId('modals')).toHaveTextContent('');

    await user.type(username, 'agent01');
    await user.type(screen.getByLabelText('Password'), 'Secret99');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(screen.getByTestId('modals')).toHaveTextContent('changePassword');
  });

  it('when an agent signs in without asking for a change, then no change-password popup opens', async () => {
    mockAuthApi({ ...baseRoutes(), [authPaths.login]: agentLogin() });
    const { router } = renderAgentPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'agent01');
    await user.type(screen.getByLabelText('Password'), 'Secret99');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(screen.getByTestId('modals')).toHaveTextContent('');
  });

  it('when a signed-in member chooses "Change password", then the popup opens at once', async () => {
    mockAuthApi(baseRoutes());
    signIn({ token: 'member-token-0123456789', user: member() });
    renderAgentPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByTestId('modals')).toHaveTextContent('changePassword');
    expect(screen.queryByText(/Sign in first/)).not.toBeInTheDocument();
  });
});

describe('/agent language', () => {
  it('when an agent on /agent chooses UR from the language button, then the page turns right-to-left and its texts Urdu', async () => {
    const { calls } = mockAuthApi({ ...baseRoutes(), '/wps/system/language': (c: { body: unknown }) => c.body });
    renderRoutes('/agent');
    expect(await screen.findByRole('heading', { name: 'Agent login' }, { timeout: 5000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Language EN' }));
    await user.click(screen.getByRole('option', { name: /UR/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('heading', { name: 'ایجنٹ لاگ ان' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'زبان UR' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/wps/system/language')).toBe(true);
  });
});
