import type { Announcement } from '@lumen/contracts/system/system.contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NoticeList } from '../notice-list.tsx';

const notices: Announcement[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  type: 'PL',
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p><script>window.hacked = true</script>`,
  execution: 'B',
  promotionType: null,
  publishedAt: '2026-11-01T10:00:00Z',
  applicable: false,
  expiresAt: null,
}));

describe('NoticeList', () => {
  it('when opened at a notice, then its page shows nine to a page with that notice expanded', () => {
    render(<NoticeList notices={notices} initialIndex={10} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Notice 10'),
      expect.stringContaining('Notice 11'),
      expect.stringContaining('Notice 12'),
    ]);
    expect(screen.getByRole('button', { name: /Notice 11/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('when a notice is expanded, then its cleaned HTML shows; pressing it again collapses it', async () => {
    const { container } = render(<NoticeList notices={notices} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(container.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notice 1' }));
    expect(screen.queryByText('Body 1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notice 2' }));
    expect(screen.getByText('Body 2')).toBeInTheDocument();
  });
});
