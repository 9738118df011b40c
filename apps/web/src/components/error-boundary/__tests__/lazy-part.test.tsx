import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, PART_LOAD_TIMEOUT } from '../lazy-part.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/greeting-A1.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('when the chunk loads, then the part shows with its props after its loading state', async () => {
    const Part = lazyPart(async () => ({ default: Greeting }), {
      loading: ({ name }) => <p>Loading {name}</p>,
      failed: () => <p>failed</p>,
    });
    render(<Part name="Ali" />);
    expect(screen.getByText('Loading Ali')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ali')).toBeInTheDocument();
  });

  it('when the chunk fails, then its failure shows in its place only, and the retry imports it again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: Greeting });
    const Part = lazyPart(load, {
      loading: () => <p>Loading</p>,
      failed: ({ name }, retry) => (
        <button type="button" onClick={retry}>
          Retry {name}
        </button>
      ),
    });
    render(
      <>
        <p>Around it</p>
        <Part name="Ali" />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Ali' }));
    expect(await screen.findByText('Hello Ali')).toBeInTheDocument();
    expect(screen.getByText('Around it')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the chunk has not arrived after 30 s, then its failure shows in its place with the retry, which imports it again', async () => {
    vi.useFakeTimers();
    expect(PART_LOAD_TIMEOUT).toBe(30_000);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ default: Greeting });
    const failed = vi.fn((_props: { name: string }, retry: () => void, error: unknown) => (
      <button type="button" onClick={retry}>
        Retry after {(error as Error).name}
      </button>
    ));
    const Part = lazyPart(load, { loading: () => <p>Loading</p>, failed });
    render(<Part name="Ali" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    const retry = screen.getByRole('button', { name: 'Retry after Timeout' });
    vi.useRealTimers();
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Ali')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the load keeps its own time, then the part waits for it however long it takes', async () => {
    vi.useFakeTimers();
    let arrive: (value: { default: typeof Greeting }) => void = () => undefined;
    const Part = lazyPart(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)), {
      loading: () => <p>Loading</p>,
      failed: () => <p>failed</p>,
      timeout: null,
    });
    render(<Part name="Ali" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PART_LOAD_TIMEOUT * 2);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      arrive({ default: Greeting });
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Hello Ali')).toBeInTheDocument();
  });
});
