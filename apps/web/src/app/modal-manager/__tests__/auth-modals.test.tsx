import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockAuthApi, renderForm } from '@/features/auth/components/__tests__/auth-test-utils.tsx';
import { openModal, useModalStack } from '@/lib/modal-store.ts';
import AuthModal from '../auth-modals.tsx';

/** The account popups of the modal stack, drawn as the app's modal host draws them. */
function Host() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((entry, layer) => (
        <AuthModal key={entry.id} entry={entry} layer={layer} />
      ))}
    </>
  );
}

describe('account popups', () => {
  it('when the login popup offers forgot password, then it opens the forgot-password popup in its place', async () => {
    mockAuthApi(baseRoutes());
    renderForm(<Host />);
    act(() => void openModal('login'));
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it('when the change is forced, then it has no close button and Escape does not dismiss it', async () => {
    mockAuthApi(baseRoutes());
    renderForm(<Host />);
    act(() => void openModal('changePassword', { forced: true }));
    const forced = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(forced).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByTestId('modals')).toHaveTextContent('changePassword:forced');
  });

  it('when the change is not forced, then the close button dismisses it', async () => {
    mockAuthApi(baseRoutes());
    renderForm(<Host />);
    act(() => void openModal('changePassword'));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
  });

  it('when a warning is opened by kind, then it shows its message and closes on OK', async () => {
    mockAuthApi(baseRoutes());
    renderForm(<Host />);
    act(() => void openModal('warning', { message: 'Something to know' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Something to know');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });
});
