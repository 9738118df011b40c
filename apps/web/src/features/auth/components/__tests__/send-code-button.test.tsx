import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CodePurpose, clearCodeCountdowns } from '../../lib/code-countdown.ts';
import { SendCodeButton } from '../send-code-button.tsx';

const numberA = '+923001234567';
const numberB = '+923007654321';

function button(onSend: () => Promise<number>, target = numberA, purpose: CodePurpose = 'login') {
  return <SendCodeButton purpose={purpose} target={target} canSend onSend={onSend} onError={vi.fn()} />;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('send code button', () => {
  afterEach(() => {
    clearCodeCountdowns();
    vi.useRealTimers();
  });

  it('when the button is drawn again for the same purpose and number, then it shows the time left and stays disabled until the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi.fn(async () => 1);
    const first = render(button(onSend));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled());
    await advance(20_000);
    first.unmount();

    render(button(onSend));
    const again = screen.getByRole('button', { name: 'Resend in 40s' });
    expect(again).toBeDisabled();
    fireEvent.click(again);
    await advance(30_000);
    expect(screen.getByRole('button', { name: 'Resend in 10s' })).toBeDisabled();
    await advance(10_000);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('when the button goes away while the code is being sent, then a button drawn again counts down once the code is out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (minutes: number) => void = () => undefined;
    const onSend = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          answer = resolve;
        }),
    );
    const first = render(button(onSend));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    first.unmount();
    await act(async () => answer(2));

    render(button(onSend));
    expect(screen.getByRole('button', { name: 'Resend in 120s' })).toBeDisabled();
  });

  it('when another number or another purpose is used, then a running countdown does not hold it back, and the first number still waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi.fn(async () => 1);
    const { rerender } = render(button(onSend, numberA));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled());

    rerender(button(onSend, numberB));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    rerender(button(onSend, numberA, 'reset'));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();

    await advance(15_000);
    rerender(button(onSend, numberA));
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
  });
});
