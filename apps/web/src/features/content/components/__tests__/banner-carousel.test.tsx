import type { Banner } from '@lumen/contracts/system/system.contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../banner-carousel.tsx';

const banners: Banner[] = [1, 2, 3].map((n) => ({
  id: String(n),
  groupName: 'w_home',
  title: `Banner ${n}`,
  url: `/media/banners/b${n}.svg`,
  linkageType: 'INTERNAL',
  linkage: '/promotions',
  sort: n,
}));

const dots = () => screen.getAllByRole('button', { name: /slide \d of 3/i }).filter((b) => b.classList.contains('banner-dot'));

afterEach(() => {
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('when banners load, then the first slide paints at once with a high fetch priority and opens on click', async () => {
    const onOpen = vi.fn();
    render(<BannerCarousel banners={banners} onOpen={onOpen} />);
    const first = screen.getByRole('img', { name: 'Banner 1' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Banner 2' })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(first);
    expect(onOpen).toHaveBeenCalledWith(banners[0]);
  });

  it('when the next arrow is pressed, then the moving carousel takes over at the second slide with the focus on the arrow', async () => {
    render(<BannerCarousel banners={banners} onOpen={() => undefined} />);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(dots()[1]).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('when the first slide has shown for the autoplay time, then the carousel moves on', async () => {
    vi.useFakeTimers();
    render(<BannerCarousel banners={banners} onOpen={() => undefined} />);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    vi.useRealTimers();
    await waitFor(() => expect(dots()[1]).toHaveAttribute('aria-current', 'true'));
  });

  it('when there is one banner, then it shows without arrows or dots', () => {
    render(<BannerCarousel banners={banners.slice(0, 1)} onOpen={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
