import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../lazy-part.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/greeting-A1.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
});
