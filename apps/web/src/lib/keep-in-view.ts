/**
 * A ref for the current item of a menu that scrolls as one row on narrow screens: the item comes
 * into view when it becomes the current one, centred in the row so that the row's faded edges
 * (`.scroll-fade`) never cover it.
 */
export function keepInView(item: HTMLElement | null): void {
  item?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
}
