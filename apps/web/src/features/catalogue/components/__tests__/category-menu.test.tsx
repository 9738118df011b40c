import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lane } from '@/test/fixtures.ts';
import { buildCategories } from '../../lib/build-categories.ts';
import { CategoryMenu } from '../category-menu.tsx';

function renderMenu(onVendorClick = vi.fn()) {
  const categories = buildCategories([
    lane('RNG', Array.from({ length: 12 }, (_, i) => `S${i + 1}`)),
    lane('LIVE', ['AG', 'BBIN', 'EVO']),
  ]);
  render(
    <MemoryRouter>
      <CategoryMenu categories={categories} hrefOf={() => '/'} isActive={() => false} onCategoryClick={() => undefined} onVendorClick={onVendorClick} />
    </MemoryRouter>,
  );
  return { onVendorClick };
}

const hover = (name: string) => {
  const item = screen.getByRole('link', { name }).closest('li') as HTMLElement;
  fireEvent.mouseEnter(item);
  act(() => void vi.advanceTimersByTime(200));
  return item;
};

describe('CategoryMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when a category is hovered, then its vendor dropdown opens', () => {
    renderMenu();
    hover('Live Casino');
    const dropdown = screen.getByRole('group', { name: 'Live Casino providers' });
    expect(dropdown).toHaveAttribute('data-layout', 'compact');
    expect(screen.getByRole('button', { name: /BBIN Games/ })).toBeInTheDocument();
  });

  it('when a category has more than 10 vendors, then the dropdown uses the large layout', () => {
    renderMenu();
    hover('Slots');
    expect(screen.getByRole('group', { name: 'Slots providers' })).toHaveAttribute('data-layout', 'large');
  });

  it('when HOME or PROMO is hovered, then no dropdown opens', () => {
    renderMenu();
    hover('Home');
    hover('Promotions');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('when the pointer leaves, then the dropdown closes; choosing a vendor reports it', () => {
    const { onVendorClick } = renderMenu();
    const item = hover('Live Casino');
    fireEvent.click(screen.getByRole('button', { name: /EVO Games/ }));
    expect(onVendorClick).toHaveBeenCalledWith(expect.objectContaining({ code: 'LIVE' }), expect.objectContaining({ vassalage: 'EVO' }));
    hover('Live Casino');
    fireEvent.mouseLeave(item);
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
