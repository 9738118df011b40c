import { authPaths } from '@lumen/contracts/auth/auth.contract';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../register-form.tsx';
import { baseRoutes, mockAuthApi, Refusal, renderForm } from './auth-test-utils.tsx';

const LOAD_FAILED = 'We could not load this. Please try again.';

const rule = (extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'ANY',
  minLength: 1,
  maxLength: 16,
  ...extra,
});
/** The operator's rules with the captcha on. */
const captchaRules = { username: rule(), password: rule(), captcha: rule() };
const captchaValue = { captchaId: 'capR', image: 'data:image/png;base64,R', expiresAt: '2026-12-31T00:00:00.000Z' };

describe('captcha field', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the captcha image is still loading, then a spinner shows in its place, not the refresh icon alone', async () => {
    let answer: (value: typeof captchaValue) => void = () => {};
    const held = new Promise<typeof captchaValue>((resolve) => {
      answer = resolve;
    });
    mockAuthApi({ ...baseRoutes({}, captchaRules), [authPaths.captcha]: () => held });
    renderForm(<RegisterForm />);
    const refresh = await screen.findByRole('button', { name: 'Show a new captcha' });
    expect(within(refresh).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer(captchaValue);
    expect(await within(refresh).findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,R');
    expect(within(refresh).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the captcha image could not be loaded, then the field says so in an alert and a click on the image still brings a new one', async () => {
    let calls = 0;
    const api = mockAuthApi({
      ...baseRoutes({}, captchaRules),
      [authPaths.captcha]: () => {
        calls++;
        if (calls === 1) throw new Refusal('SYSTEM_ERROR');
        return captchaValue;
      },
    });
    renderForm(<RegisterForm />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED);
    const refresh = screen.getByRole('button', { name: 'Show a new captcha' });
    expect(refresh).toHaveAccessibleDescription(LOAD_FAILED);
    expect(within(refresh).queryByRole('status')).not.toBeInTheDocument();

    // Past the once-a-second limit of refreshes.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    await userEvent.click(refresh);
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,R');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(api.to(authPaths.captcha)).toHaveLength(2));
  });
});
