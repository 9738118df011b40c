import { type RefObject, useLayoutEffect } from 'react';

/**
 * A ref for the current item of a list that scrolls (a listbox, say): the item comes into view
 * when it becomes the current one, centred across so that faded edges (`.scroll-fade`) never cover it.
 */
export function keepInView(item: HTMLElement | null): void {
  item?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
}

/** Scrolls a one-row menu sideways, never the page, so that `item` sits in the row's middle. */
function centreInRow(row: HTMLElement, item: HTMLElement): void {
  const itemBox = item.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  const by = itemBox.left + itemBox.width / 2 - (rowBox.left + rowBox.width / 2);
  if (Math.abs(by) >= 1) row.scrollLeft += by;
}

/**
 * Keeps the current item (`aria-current="page"`) of a menu that scrolls as one row on narrow
 * screens in the row's middle: at once, and again whenever an item changes size (a count badge
 * arriving, the site's font replacing the fallback), which would otherwise push it out of view.
 * Only the row scrolls, so a badge that changes while the member reads further down does not move
 * the page. Answers the function that stops following.
 */
export function followCurrentItem(row: HTMLElement): () => void {
  const centre = () => {
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) centreInRow(row, current);
  };
  centre();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(centre);
  for (const item of Array.from(row.children)) observer.observe(item);
  return () => observer.disconnect();
}

/**
 * Follows the current item of the menu row `row` (see followCurrentItem), starting afresh when
 * `itemsKey` changes: a new current page, or items added or taken away.
 */
export function useCurrentItemInView(row: RefObject<HTMLElement | null>, itemsKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what moves the current item
  useLayoutEffect(() => (row.current ? followCurrentItem(row.current) : undefined), [row, itemsKey]);
}
