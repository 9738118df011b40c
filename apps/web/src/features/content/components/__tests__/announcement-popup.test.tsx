import type { Announcement } from '@lumen/contracts/system/system.contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementPopup } from '../announcement-popup.tsx';

const popup = (n: number, extra: Partial<Announcement> = {}): Announcement => ({
  id: String(n),
  type: 'PU',
  title: `Popup ${n}`,
  content: `<p>Body ${n}</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>`,
  execution: 'B',
  promotionType: null,
  publishedAt: '2026-11-01T10:00:00Z',
  applicable: false,
  expiresAt: null,
  ...extra,
});

const list = () => screen.getByRole('navigation', { name: 'Announcement list' });
const titles = () => within(list()).getAllByRole('listitem').map((li) => li.textContent);
const detail = () => screen.getByRole('article');

describe('AnnouncementPopup', () => {
  it('when it opens, then the first item is chosen and its title and cleaned HTML show beside the list', () => {
    const { container } = render(<AnnouncementPopup items={[popup(1), popup(2)]} onGoToPromotion={vi.fn()} />);
    expect(titles()).toEqual(['Popup 1', 'Popup 2']);
    expect(within(list()).getByRole('button', { name: 'Popup 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(detail()).getByRole('heading', { name: 'Popup 1' })).toBeInTheDocument();
    expect(within(detail()).getByText('Body 1')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('when another item is chosen, then the detail shows that item', async () => {
    render(<AnnouncementPopup items={[popup(1), popup(2)]} onGoToPromotion={vi.fn()} />);
    await userEvent.click(within(list()).getByRole('button', { name: 'Popup 2' }));
    expect(within(detail()).getByRole('heading', { name: 'Popup 2' })).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Popup 2' })).toHaveAttribute('aria-current', 'true');
    expect(within(list()).getByRole('button', { name: 'Popup 1' })).not.toHaveAttribute('aria-current');
  });

  it('when there are more than nine items, then the list pages nine at a time and a new page shows its first item', async () => {
    render(<AnnouncementPopup items={Array.from({ length: 12 }, (_, i) => popup(i + 1))} onGoToPromotion={vi.fn()} />);
    expect(titles()).toHaveLength(9);
    expect(titles()[8]).toBe('Popup 9');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(titles()).toEqual(['Popup 10', 'Popup 11', 'Popup 12']);
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(detail()).getByRole('heading', { name: 'Popup 10' })).toBeInTheDocument();
  });

  it('when nine items or fewer are listed, then no pages are offered', () => {
    render(<AnnouncementPopup items={Array.from({ length: 9 }, (_, i) => popup(i + 1))} onGoToPromotion={vi.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('when the chosen item has a promotionType, then Go to promotion is offered and hands over that item', async () => {
    const onGoToPromotion = vi.fn();
    const promo = popup(2, { promotionType: 'WELCOME' });
    render(<AnnouncementPopup items={[popup(1), promo]} onGoToPromotion={onGoToPromotion} />);
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).not.toBeInTheDocument();
    await userEvent.click(within(list()).getByRole('button', { name: 'Popup 2' }));
    await userEvent.click(within(detail()).getByRole('button', { name: 'Go to promotion' }));
    expect(onGoToPromotion).toHaveBeenCalledWith(promo);
  });

  it('when the items are still loading, then placeholders show instead of a list', () => {
    render(<AnnouncementPopup items={[]} loading onGoToPromotion={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation', { name: 'Announcement list' })).not.toBeInTheDocument();
  });
});
