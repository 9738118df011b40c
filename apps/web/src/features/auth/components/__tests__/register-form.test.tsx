import { authPaths } from '@lumen/contracts/auth/auth.contract';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/session.ts';
import { clearCodeCountdowns } from '../../lib/code-countdown.ts';
import { RegisterForm } from '../register-form.tsx';
import { baseRoutes, loginValue, mockAuthApi, Refusal, renderForm } from './auth-test-utils.tsx';

const rule = (extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'LETTER_START_ALNUM',
  minLength: 6,
  maxLength: 16,
  ...extra,
});
const passwordRule = rule({ acceptedPattern: '^\\S+$', patternId: 'NO_SPACES', minLength: 6, maxLength: 20 });
/** The operator's rules: username and password, no optional field unless given. */
const rules = (extra: Record<string, FieldRule> = {}) => ({
  username: rule(),
  password: passwordRule,
  mobileNum: rule({ enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 }),
  ...extra,
});

async function fillAccount(user: ReturnType<typeof userEvent.setup>, username = 'player01') {
  await user.type(await screen.findByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), 'Secret99');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret99');
}

describe('register form', () => {
  afterEach(clearCodeCountdowns);

  it('when the server rules change, then the messages follow them, and min equal to max shows one number', async () => {
    mockAuthApi(baseRoutes({}, rules()));
    const first = renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter 6-16 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2);
    expect(screen.getByText('Please confirm you are 18 or older and accept the terms')).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear(); // the operator settings are cached for the session

    mockAuthApi(baseRoutes({}, rules({ username: rule({ minLength: 8, maxLength: 8, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS' }) })));
    renderForm(<RegisterForm />);
    await user.type(await screen.findByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter 8 digits')).toBeInTheDocument();
  });

  it('when the payment password is enabled, then it is required even though its rule is not, unlike another optional field', async () => {
    const digits = (extra: Partial<FieldRule>) => rule({ required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 5, maxLength: 12, ...extra });
    const api = mockAuthApi(baseRoutes({}, rules({ paymentPassword: digits({ minLength: 6, maxLength: 6 }), qqNum: digits({}) })));
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const payment = screen.getByLabelText(/^Payment password/);
    await waitFor(() => expect(payment).toHaveAttribute('aria-invalid', 'true'));
    expect(payment.closest('.field')?.querySelector('.field-required')).not.toBeNull();
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
    const qq = screen.getByLabelText(/^QQ/);
    expect(qq).not.toHaveAttribute('aria-invalid', 'true');
    expect(qq.closest('.field')?.querySelector('.field-required')).toBeNull();
    expect(api.to(authPaths.register)).toHaveLength(0);
  });

  it('when passwords differ, then the confirmation says so under its field', async () => {
    mockAuthApi(baseRoutes({}, rules()));
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'Secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret98');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the password is the default 123456, then the form asks for another and nothing is sent', async () => {
    const api = mockAuthApi(baseRoutes({}, rules()));
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), '123456');
    await user.type(screen.getByLabelText(/^Confirm password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose a password other than 123456')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(authPaths.register)).toHaveLength(0);
  });

  it('when the form is valid, then a challenge and the register call go out with the referral code, domain, ticked terms and login, and the member goes home', async () => {
    const api = mockAuthApi({ ...baseRoutes({}, rules()), [authPaths.register]: loginValue() });
    const onSuccess = vi.fn();
    const { router } = renderForm(<RegisterForm referralCode="REF42" onSuccess={onSuccess} />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText(/I am over 18/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.register)[0]?.body).toEqual({
      type: 'register',
      username: 'player01',
      password: 'Secret99',
      confirmPassword: 'Secret99',
      referralCode: 'REF42',
      domain: window.location.hostname,
      terms: true,
      login: true,
      challengeId: 'ch1',
      challengeNonce: '0',
    });
    expect(getToken()).toBe(loginValue().token);
    expect(onSuccess).toHaveBeenCalled();
  });

  it('when the invitation code is refused, then a warning shows the invitation-code error and registration stops', async () => {
    const api = mockAuthApi({
      ...baseRoutes({}, rules({ affiliateCode: rule({ required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 20 }) })),
      [authPaths.affiliate]: () => {
        throw new Refusal('INVALID_INVITATION_CODE', null, 'Invalid invitation code');
      },
      [authPaths.register]: loginValue(),
    });
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText(/^Invitation code/), 'BAD1');
    await user.click(screen.getByLabelText(/I am over 18/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(warning).toHaveTextContent('Invalid invitation code');
    expect(api.to(authPaths.affiliate)[0]?.body).toEqual({ code: 'BAD1', domain: window.location.hostname });
    expect(api.to(authPaths.register)).toHaveLength(0);
    expect(api.to(authPaths.challenge)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });

  it('when the server refuses fields, then each message shows under its field', async () => {
    mockAuthApi({
      ...baseRoutes({}, rules()),
      [authPaths.register]: () => {
        throw new Refusal('VALIDATION_FAILED', { fields: [{ field: 'username', issue: 'pattern', message: 'Server says the username is wrong' }] });
      },
    });
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText(/I am over 18/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Server says the username is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Server says the username is wrong');
  });

  it('when a username is taken, then the translated refusal shows under the username', async () => {
    mockAuthApi({
      ...baseRoutes({}, rules()),
      [authPaths.register]: () => {
        throw new Refusal('USERNAME_TAKEN', null, '', 409);
      },
    });
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText(/I am over 18/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is already registered')).toBeInTheDocument();
  });

  it('when MOBILENUMREG3 is on, then phone registration comes first with a code button; tabs show only when both kinds are on', async () => {
    const api = mockAuthApi({ ...baseRoutes({ MOBILENUMREG3: true, REGMOBVERF3: true }, rules()), [authPaths.registerCode]: { expiredMinutes: 1 } });
    const first = renderForm(<RegisterForm />);
    expect(await screen.findByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Mobile number/), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.to(authPaths.registerCode)[0]?.body).toMatchObject({ mobileNo: '3001234567', countryDialingCode: '+92', type: 'registerMobile', challengeId: 'ch1' });
    first.unmount();
    sessionStorage.clear();

    mockAuthApi(baseRoutes({ MOBILENUMREG3: true, USERNAMEREG3: true }, rules()));
    renderForm(<RegisterForm />);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Username' }));
    expect(await screen.findByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toContainElement(screen.getByRole('textbox', { name: /^Username/ }));
  });

  it('when the tabs switch away from the phone form and back after a code was sent, then the same number still counts down', async () => {
    const api = mockAuthApi({ ...baseRoutes({ MOBILENUMREG3: true, USERNAMEREG3: true, REGMOBVERF3: true }, rules()), [authPaths.registerCode]: { expiredMinutes: 1 } });
    renderForm(<RegisterForm />);
    const user = userEvent.setup();
    const typeNumber = async () => {
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+92'));
      await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '3001234567');
    };
    const tabs = await screen.findByRole('tablist');
    await typeNumber();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

    await user.click(within(tabs).getByRole('tab', { name: 'Username' }));
    expect(await screen.findByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    await typeNumber();
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(api.to(authPaths.registerCode)).toHaveLength(1);
  });

  it('when the captcha rule is on, then the captcha image shows beside its input and its id goes with the call', async () => {
    const api = mockAuthApi({
      ...baseRoutes({}, rules({ captcha: rule({ acceptedPattern: '*', patternId: 'ANY' }) })),
      [authPaths.captcha]: { captchaId: 'capR', image: 'data:image/png;base64,R', expiresAt: '2026-12-31T00:00:00.000Z' },
      [authPaths.register]: loginValue(),
    });
    const { router } = renderForm(<RegisterForm />);
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,R');
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText(/^Captcha/), 'x7k2');
    await user.click(screen.getByLabelText(/I am over 18/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.register)[0]?.body).toMatchObject({ captcha: 'x7k2', captchaId: 'capR' });
  });

  it('when the captcha rule is on but not required, then the captcha is not marked required and the form goes without it', async () => {
    const api = mockAuthApi({
      ...baseRoutes({}, rules({ captcha: rule({ required: false, acceptedPattern: '*', patternId: 'ANY' }) })),
      [authPaths.captcha]: { captchaId: 'capR', image: 'data:image/png;base64,R', expiresAt: '2026-12-31T00:00:00.000Z' },
      [authPaths.register]: loginValue(),
    });
    const { router } = renderForm(<RegisterForm />);
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Captcha/)).not.toBeRequired();
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText(/I am over 18/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to(authPaths.register)[0]?.body).toMatchObject({ captcha: '' });
  });
});
