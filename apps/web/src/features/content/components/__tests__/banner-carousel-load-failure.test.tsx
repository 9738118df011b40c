import type { Banner } from '@lumen/contracts/system/system.contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../banner-carousel.tsx';

// The moving carousel's chunk cannot be fetched (offline, or a newer release replaced the file)
// until the test lets it through.
const chunk = vi.hoisted(() => ({ failing: true, imports: 0 }));
vi.mock('../banner-carousel-live.tsx', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/banner-carousel-live-E4.js');
  return importOriginal();
});

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

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('BannerCarousel, when the moving carousel cannot be loaded', () => {
  it('when it fails, then the still carousel stays and opens its slides; the next reach for it loads it again', { timeout: 30_000 }, async () => {
    const onOpen = vi.fn();
    render(<BannerCarousel banners={banners} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(chunk.imports).toBe(1);

    // No error in the banners' place: the first slide, still clickable.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('img', { name: 'Banner 1' }));
    expect(onOpen).toHaveBeenCalledWith(banners[0]);

    chunk.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The real moving carousel is imported for the first time here, which on a busy machine takes
    // longer than waitFor's default second.
    await waitFor(() => expect(dots()[1]).toHaveAttribute('aria-current', 'true'), { timeout: 15_000 });
    expect(chunk.imports).toBe(2);
  });
});
