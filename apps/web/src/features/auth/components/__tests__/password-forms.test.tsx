import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session.ts';
import { holdPassword } from '../../lib/password-memory.ts';
import { ResetPasswordScreen } from '../../screens/reset-password-screen.tsx';
import { ChangePasswordForm } from '../change-password-form.tsx';
import { ForgotPasswordForm } from '../forgot-password-form.tsx';
import { baseRoutes, loginValue, member, mockAuthApi, Refusal, renderForm } from './auth-test-utils.tsx';

describe('forgot password', () => {
  it('when CHNGPASSVERIF3 is off, then it asks for username and e-mail, sends them form-urlencoded and confirms', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.forgetPassword]: { sent: true } });
    const onClose = vi.fn();
    renderForm(<ForgotPasswordForm onClose={onClose} />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/valid e-mail address/)).toBeInTheDocument();
    expect(api.to(authPaths.forgetPassword)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
    const [call] = api.to(authPaths.forgetPassword);
    expect(call?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.body).toEqual({ username: 'player01', email: 'p1@example.com' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when the e-mail request is refused, then the translated reason shows', async () => {
    mockAuthApi({
      ...baseRoutes(),
      [authPaths.forgetPassword]: () => {
        throw new Refusal('TOO_MANY_REQUESTS', null, '', 429);
      },
    });
    renderForm(<ForgotPasswordForm onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Email/), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again after 5 minutes');
  });

  it('when CHNGPASSVERIF3 is on, then the phone path resets with a code and logs in with the new password (type empty)', async () => {
    const api = mockAuthApi({
      ...baseRoutes({ CHNGPASSVERIF3: true }),
      [authPaths.resetCode]: { expiredMinutes: 5 },
      [authPaths.getPasswordByPhone]: { username: 'player01' },
      [authPaths.login]: loginValue(),
    });
    const onClose = vi.fn();
    const { router } = renderForm(<ForgotPasswordForm onClose={onClose} />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
    await user.type(screen.getByLabelText(/^Mobile number/), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 300s' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Verification code/), '112233');
    await user.type(screen.getByLabelText(/^New password/), 'NewPass77');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewPass78');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewPass77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.getPasswordByPhone)[0]?.body).toEqual({
      mobileNum: '3001234567',
      countryDialingCode: '+92',
      verificationCode: '112233',
      newPassword: 'NewPass77',
      confirmNewPassword: 'NewPass77',
    });
    expect(api.to(authPaths.login)[0]?.body).toMatchObject({ type: '', username: 'player01', password: 'NewPass77', challengeId: 'ch1' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('change password', () => {
  it('when the password typed at login is still held, then the old password is not asked for and is sent from memory', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.changePassword]: null });
    act(() => signIn(loginValue()));
    holdPassword('123456');
    const onSuccess = vi.fn();
    const { router } = renderForm(<ChangePasswordForm forced onSuccess={onSuccess} />);
    expect(await screen.findByText(/please choose a new password before continuing/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.changePassword)[0]?.body).toEqual({ oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' });
    expect(onSuccess).toHaveBeenCalled();
  });

  it('when no password is held, then the old one is asked for; an account without a password is not asked', async () => {
    mockAuthApi({ ...baseRoutes(), [authPaths.changePassword]: null });
    act(() => signIn({ token: 'tok_other_session_123456', user: member() }));
    const first = renderForm(<ChangePasswordForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(3);
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
    first.unmount();

    act(() => signIn({ token: 'tok_phone_session_123456', user: member({ hasPassword: false }) }));
    renderForm(<ChangePasswordForm />);
    await screen.findByLabelText(/^New password/);
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('when the old password is wrong, then the refusal shows under it', async () => {
    mockAuthApi({
      ...baseRoutes(),
      [authPaths.changePassword]: () => {
        throw new Refusal('PASSWORD_INCORRECT', null, 'The current password is incorrect');
      },
    });
    act(() => signIn({ token: 'tok_third_session_1234567', user: member() }));
    renderForm(<ChangePasswordForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong111');
    await user.type(screen.getByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('reset password page', () => {
  it('when the link has no token, then the invalid-link text shows with a login button', async () => {
    mockAuthApi(baseRoutes());
    renderForm(<ResetPasswordScreen />, '/resetPassword');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('modals')).toHaveTextContent('login');
  });

  it('when a new password is set, then the token goes with it and the success message offers the login', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.resetPassword]: null });
    renderForm(<ResetPasswordScreen />, '/resetPassword?token=abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(api.to(authPaths.resetPassword)[0]?.body).toEqual({ token: 'abc123', newPassword: 'Better123', confirmNewPassword: 'Better123' });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('when the server says the link expired, then the invalid-link text replaces the form', async () => {
    mockAuthApi({
      ...baseRoutes(),
      [authPaths.resetPassword]: () => {
        throw new Refusal('RESET_LINK_INVALID');
      },
    });
    renderForm(<ResetPasswordScreen />, '/resetPassword?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
