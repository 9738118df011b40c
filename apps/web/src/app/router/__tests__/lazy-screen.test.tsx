import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lazy-screen.tsx';
import { SCREEN_LOAD_TIMEOUT } from '../screen-load-error.ts';

const Loaded = () => <p>Loaded screen</p>;

describe('lazyScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('when the chunk loads, then the screen shows', async () => {
    const Screen = lazyScreen('help', async () => ({ default: Loaded }));
    render(<Screen />);
    expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
  });

  it('when the chunk fails to load, then a ChunkLoadError screen names the address, and retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/help-Bx1.js'))
      .mockResolvedValueOnce({ default: Loaded });
    const Screen = lazyScreen('help', load);
    render(<Screen />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('load-failure-type')).toHaveTextContent('ChunkLoadError');
    expect(screen.getByTestId('load-failure-address')).toHaveTextContent('http://localhost:3000/assets/help-Bx1.js');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a stylesheet of the chunk fails, then the failure is a CSSChunkLoadError with its address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen('Promotions', () => Promise.reject(new Error('Unable to preload CSS for /assets/promotions-a2.css')));
    render(<Screen />);
    expect(await screen.findByTestId('load-failure-type')).toHaveTextContent('CSSChunkLoadError');
    expect(screen.getByTestId('load-failure-address')).toHaveTextContent('http://localhost:3000/assets/promotions-a2.css');
  });

  it('when the chunk takes longer than 120 s, then a Timeout screen shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    expect(SCREEN_LOAD_TIMEOUT).toBe(120_000);
    const Screen = lazyScreen('GameCenter', () => new Promise(() => undefined));
    render(<Screen />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.getByTestId('load-failure-type')).toHaveTextContent('Timeout');
    expect(screen.getByRole('heading', { name: 'This page took too long to load' })).toBeInTheDocument();
  });
});
