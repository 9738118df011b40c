import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n.ts';
import { closeAllModals } from '@/lib/modal-store.ts';
import { getSession, getToken } from '@/lib/session.ts';
import { clearCodeCountdowns } from '../../lib/code-countdown.ts';
import { LoginForm } from '../login-form.tsx';
import { type AuthCall, baseRoutes, loginValue, mockAuthApi, Refusal, renderForm } from './auth-test-utils.tsx';

const captchaValue = (n: number) => ({ captchaId: `cap${n}`, image: `data:image/png;base64,IMG${n}`, expiresAt: '2026-12-31T00:00:00.000Z' });

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('login form', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    clearCodeCountdowns();
    vi.useRealTimers();
  });

  it('when code login is off, then there are no tabs; when MOBILEVERCODELOGIN3 is on, then username and SMS tabs show', async () => {
    mockAuthApi(baseRoutes());
    const first = renderForm(<LoginForm />);
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    first.unmount();
    sessionStorage.clear(); // the operator settings are cached for the session

    mockAuthApi(baseRoutes({ MOBILEVERCODELOGIN3: true }));
    renderForm(<LoginForm />);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Username', 'SMS code']);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('when fields are empty, then each shows the required message inline and nothing is sent', async () => {
    const api = mockAuthApi(baseRoutes());
    renderForm(<LoginForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(authPaths.login)).toHaveLength(0);
  });

  it('when the interface is in Urdu, then the page runs right to left and the messages are Urdu', async () => {
    await initI18n('UR');
    mockAuthApi(baseRoutes());
    renderForm(<LoginForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'لاگ ان' }));
    expect(await screen.findAllByText('خانہ خالی نہیں ہو سکتا')).toHaveLength(2);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('when the username login succeeds, then a solved challenge goes with it, the session is kept and the member goes home', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.login]: loginValue() });
    const onSuccess = vi.fn();
    const { router } = renderForm(<LoginForm onSuccess={onSuccess} />);
    await fillAndSubmit('  player01 ', 'Secret99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [call] = api.to(authPaths.login);
    expect(call?.body).toMatchObject({ type: 'username', username: 'player01', password: 'Secret99', challengeId: 'ch1', challengeNonce: '0', loginFrom: 'member' });
    expect(api.calls.findIndex((c) => c.path === authPaths.challenge)).toBeLessThan(api.calls.findIndex((c) => c.path === authPaths.login));
    expect(getToken()).toBe(loginValue().token);
    expect(getSession().isLogin).toBe(true);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(api.to(authPaths.loginInfo).length).toBeGreaterThan(0);
    expect(screen.getByTestId('modals')).toHaveTextContent('');
  });

  it('when an agent logs in from the agent page, then the call says so and the agent goes to /agentHome', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.login]: loginValue({ user: { ...loginValue().user, type: 1, isAgent: true } }) });
    const { router } = renderForm(<LoginForm loginFrom="agent" />);
    await screen.findByLabelText('Username');
    expect(screen.queryByLabelText('Remember me')).not.toBeInTheDocument();
    await fillAndSubmit('agent01', 'Secret99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(api.to(authPaths.login)[0]?.body).toMatchObject({ loginFrom: 'agent' });
  });

  it('when the login fails with captcha set, then the captcha shows with its image, is sent next time, and a click refreshes it at most once a second', async () => {
    let captchas = 0;
    let attempts = 0;
    const api = mockAuthApi({
      ...baseRoutes(),
      [authPaths.captcha]: () => captchaValue(++captchas),
      [authPaths.login]: () => {
        attempts++;
        throw new Refusal('LOGIN_FAILED', { captcha: true }, 'Incorrect username or password', 401);
      },
    });
    renderForm(<LoginForm />);
    const user = await fillAndSubmit('player01', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,IMG1');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();

    // Required now that it shows.
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Captcha required')).toBeInTheDocument();
    expect(attempts).toBe(1);
    // The last refusal leaves with the new try: it is not shown beside the field's message.
    expect(screen.queryByText('Incorrect username or password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(api.to(authPaths.login)[1]?.body).toMatchObject({ captcha: 'AB12', captchaId: 'cap1' });
    // Captchas are one use: a failed attempt brings a new one.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,IMG2'));

    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(Date.now() + 5_000);
    const refresh = screen.getByRole('button', { name: 'Show a new captcha' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await waitFor(() => expect(api.to(authPaths.captcha)).toHaveLength(3));
    now.mockReturnValue(Date.now() + 1_200);
    fireEvent.click(refresh);
    await waitFor(() => expect(api.to(authPaths.captcha)).toHaveLength(4));
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,IMG4');
  });

  it('when the server asks for verification, then a second step names where the code went and verifies it', async () => {
    const api = mockAuthApi({
      ...baseRoutes(),
      [authPaths.login]: () => {
        throw new Refusal('VERIFICATION_REQUIRED', { ticket: 't-1', channel: 'SMS', target: '+92 300****567', expiredMinutes: 5 }, '', 403);
      },
      [authPaths.verifyLogin]: loginValue(),
    });
    const { router } = renderForm(<LoginForm />);
    const user = await fillAndSubmit('player01', 'Secret99');
    expect(await screen.findByText(/We sent a verification code by SMS to \+92 300\*\*\*\*567/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.verifyLogin)[0]?.body).toEqual({ ticket: 't-1', verificationCode: '123456' });
  });

  it('when remember me is on, then the username and the server token are kept in cookies, never the password, and the next login uses the token', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.login]: loginValue({ rememberToken: 'rem_token_1' }) });
    const first = renderForm(<LoginForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'Secret99');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.login)[0]?.body).toMatchObject({ remember: true });

    const cookies = Cookies.get();
    expect(cookies.username).toBe('player01');
    expect(cookies.loginRemember).toBe('true');
    expect(JSON.parse(cookies.rememberToken ?? '{}')).toEqual({ player01: 'rem_token_1' });
    expect(document.cookie).not.toContain('Secret99');
    expect(JSON.stringify(localStorage)).not.toContain('Secret99');
    expect(JSON.stringify(sessionStorage)).not.toContain('Secret99');
    first.unmount();

    renderForm(<LoginForm />);
    expect(await screen.findByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    expect(screen.getByText(/This device is remembered/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(api.to(authPaths.login)).toHaveLength(2));
    const second = api.to(authPaths.login)[1]?.body ?? {};
    expect(second).toMatchObject({ username: 'player01', rememberToken: 'rem_token_1' });
    expect(second).not.toHaveProperty('password');
  });

  it('when a remembered login is held for a code, then the spent token is dropped, and verifying with remember on keeps the new one', async () => {
    let held = false;
    const api = mockAuthApi({
      ...baseRoutes(),
      [authPaths.login]: (call: AuthCall) => {
        if (call.body?.rememberToken && !held) {
          held = true;
          throw new Refusal('VERIFICATION_REQUIRED', { ticket: 't-2', channel: 'SMS', target: '+92 300****567', expiredMinutes: 5 }, '', 403);
        }
        return loginValue({ rememberToken: 'rem_token_1' });
      },
      [authPaths.verifyLogin]: loginValue({ rememberToken: 'rem_token_2' }),
    });
    Cookies.set('username', 'player01');
    Cookies.set('loginRemember', 'true');
    Cookies.set('rememberToken', JSON.stringify({ player01: 'rem_token_1' }));
    const { router } = renderForm(<LoginForm />);
    const user = userEvent.setup();
    expect(await screen.findByText(/This device is remembered/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(/We sent a verification code by SMS/)).toBeInTheDocument();
    expect(api.to(authPaths.login)[0]?.body).toMatchObject({ rememberToken: 'rem_token_1' });
    // Spent by the server: the device no longer offers it.
    expect(JSON.parse(Cookies.get('rememberToken') ?? '{}')).toEqual({});
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(Cookies.get('rememberToken') ?? '{}')).toEqual({ player01: 'rem_token_2' });
  });

  it('when the default password 123456 is used, then the change-password popup is forced and the member stays until it is changed', async () => {
    const api = mockAuthApi({ ...baseRoutes(), [authPaths.login]: loginValue({ firstTimeLogin: true }), [authPaths.firstLogin]: null });
    const { router } = renderForm(<LoginForm />);
    await fillAndSubmit('player01', '123456');
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('changePassword:forced'));
    expect(router.state.location.pathname).toBe('/somewhere');
    await waitFor(() => expect(api.to(authPaths.firstLogin)).toHaveLength(1));
  });

  it('when the password expired and PWDEXPFORCECHANGE3 is on, then the change is forced; with the flag off it is not', async () => {
    mockAuthApi({ ...baseRoutes({ PWDEXPFORCECHANGE3: true }), [authPaths.login]: loginValue({ passwordExpired: true }) });
    const first = renderForm(<LoginForm />);
    await fillAndSubmit('player01', 'Secret99');
    await waitFor(() => expect(screen.getByTestId('modals')).toHaveTextContent('changePassword:forced'));
    first.unmount();
    closeAllModals();
    sessionStorage.clear(); // the operator settings are cached for the session

    mockAuthApi({ ...baseRoutes(), [authPaths.login]: loginValue({ passwordExpired: true }) });
    const second = renderForm(<LoginForm />);
    await fillAndSubmit('player01', 'Secret99');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('modals')).toHaveTextContent('');
  });

  it('when a member logs in by SMS code, then the call has no challenge and no password change is forced', async () => {
    const api = mockAuthApi({
      ...baseRoutes({ MOBILEVERCODELOGIN3: true }),
      [authPaths.login]: loginValue({ weakPassword: true, phoneVerified: true }),
    });
    const { router } = renderForm(<LoginForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
    // The hint says what to type after the chosen code, short enough for a phone's field.
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('placeholder', 'Number after +92');
    await user.type(screen.getByLabelText('Mobile number'), '3001234567');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.login)[0]?.body).toEqual({
      type: 'sms',
      mobileNum: '3001234567',
      countryDialingCode: '+92',
      verificationCode: '654321',
      loginFrom: 'member',
    });
    expect(api.to(authPaths.challenge)).toHaveLength(0);
    expect(screen.getByTestId('modals')).toHaveTextContent('');
  });

  it('when an SMS login remembers the number, then the next form is filled with it; logging in with remember unticked forgets it', async () => {
    const api = mockAuthApi({ ...baseRoutes({ MOBILEVERCODELOGIN3: true }), [authPaths.login]: loginValue({ phoneVerified: true }) });
    const smsLogin = async (tick: boolean) => {
      const form = renderForm(<LoginForm />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
      const number = screen.getByLabelText('Mobile number');
      const shown = { number: (number as HTMLInputElement).value, remembered: (screen.getByLabelText('Remember me') as HTMLInputElement).checked };
      if (!shown.number) await user.type(number, '3001234567');
      if (shown.remembered !== tick) await user.click(screen.getByLabelText('Remember me'));
      await user.type(screen.getByLabelText('Verification code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(form.router.state.location.pathname).toBe('/'));
      form.unmount();
      return shown;
    };

    expect(await smsLogin(true)).toEqual({ number: '', remembered: false });
    expect(JSON.parse(Cookies.get('loginTypeSms') ?? 'null')).toEqual({ mobileNum: '3001234567', countryDialingCode: '+92' });
    expect(await smsLogin(false)).toEqual({ number: '3001234567', remembered: true });
    expect(Cookies.get('loginTypeSms')).toBeUndefined();
    expect(await smsLogin(false)).toEqual({ number: '', remembered: false });
    expect(api.to(authPaths.login)).toHaveLength(3);
  });

  it('when the country list opens, then flags show and a choice sets the dialing code; focus leaving closes it after a moment', async () => {
    mockAuthApi(baseRoutes({ MOBILEVERCODELOGIN3: true }));
    renderForm(<LoginForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker).toHaveTextContent('+92'));
    await user.click(picker);
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(list.querySelectorAll('img')[1]).toHaveAttribute('src', '/media/flags/th.svg');
    await user.click(within(list).getByRole('option', { name: /Thailand/ }));
    expect(picker).toHaveTextContent('+66');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(picker);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Mobile number'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('when a valid number is entered, then the send button works once and counts down expiredMinutes x 60 s before it can send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockAuthApi({ ...baseRoutes({ MOBILEVERCODELOGIN3: true }), [authPaths.loginCode]: { expiredMinutes: 2 } });
    renderForm(<LoginForm />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile number'), '12a');
    expect(send).toBeDisabled();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '3001234567');
    expect(send).toBeEnabled();

    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend in 120s' })).toBeDisabled());
    expect(api.to(authPaths.loginCode)).toHaveLength(1);
    expect(api.to(authPaths.loginCode)[0]?.body).toMatchObject({ mobileNum: '3001234567', countryDialingCode: '+92', challengeId: 'ch1' });

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('when the SMS tab is left and opened again after a code was sent, then the same number still counts down and cannot be sent to until the time has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockAuthApi({ ...baseRoutes({ MOBILEVERCODELOGIN3: true }), [authPaths.loginCode]: { expiredMinutes: 1 } });
    renderForm(<LoginForm />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const openSmsTab = async () => {
      await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
    };
    await openSmsTab();
    await user.type(screen.getByLabelText('Mobile number'), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled());
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });

    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    await openSmsTab();
    await user.type(screen.getByLabelText('Mobile number'), '3001234567');
    expect(screen.getByRole('button', { name: /^Resend in (40|3[0-9])s$/ })).toBeDisabled();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '3007654321');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '3001234567');
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(api.to(authPaths.loginCode)).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(40_000);
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.to(authPaths.loginCode)).toHaveLength(2));
  });

  it('when sending the code fails, then the server message shows in a warning popup with a confirm button', async () => {
    mockAuthApi({
      ...baseRoutes({ MOBILEVERCODELOGIN3: true }),
      [authPaths.loginCode]: () => {
        throw new Refusal('TOO_MANY_REQUESTS', null, 'Too many requests, try again after 5 minutes', 429);
      },
    });
    renderForm(<LoginForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
    await user.type(screen.getByLabelText('Mobile number'), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(warning).toHaveTextContent('Too many requests, try again after 5 minutes');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
