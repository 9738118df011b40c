import { afterEach, describe, expect, it, vi } from 'vitest';
import { followCurrentItem } from '../keep-in-view.ts';

/**
 * A one-row menu 300 px wide at x = 0, laid out by hand (jsdom lays nothing out): its items sit
 * side by side from the row's scroll position, each as wide as `widths` says at the time.
 */
function menuRow(widths: number[], current: number) {
  const row = document.createElement('ul');
  const items = widths.map((_, i) => {
    const li = document.createElement('li');
    const button = document.createElement('button');
    if (i === current) button.setAttribute('aria-current', 'page');
    li.append(button);
    row.append(li);
    return li;
  });
  const box = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) });
  row.getBoundingClientRect = () => box(0, 300);
  items.forEach((li, i) => {
    const left = () => widths.slice(0, i).reduce((a, b) => a + b, 0) - row.scrollLeft;
    const rect = () => box(left(), widths[i] ?? 0);
    li.getBoundingClientRect = rect;
    (li.firstElementChild as HTMLElement).getBoundingClientRect = rect;
  });
  document.body.append(row);
  return { row, items };
}

/** A ResizeObserver the test triggers itself, as the browser does after a layout that resized an observed item. */
function controllableResizeObserver() {
  const observers: { callback: () => void; targets: Element[]; live: boolean }[] = [];
  class Stub {
    private entry: { callback: () => void; targets: Element[]; live: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, targets: [], live: true };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.live = false;
    }
  }
  vi.stubGlobal('ResizeObserver', Stub);
  return {
    resized(target: Element) {
      for (const o of observers) if (o.live && o.targets.includes(target)) o.callback();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('followCurrentItem', () => {
  it('when it starts, then the current item is centred in the row', () => {
    const { row } = menuRow([100, 100, 100, 100, 100, 100], 4);
    followCurrentItem(row);
    // The fifth item spans 400 to 500; the row's middle is 150: the row scrolls by 300.
    expect(row.scrollLeft).toBe(300);
  });

  it('when an item before the current one grows (a badge arrives), then the row follows so the current item stays centred', () => {
    const observer = controllableResizeObserver();
    const widths = [100, 100, 100, 100, 100, 100];
    const { row, items } = menuRow(widths, 5);
    followCurrentItem(row);
    expect(row.scrollLeft).toBe(400);
    widths[2] = 132;
    observer.resized(items[2] as Element);
    expect(row.scrollLeft).toBe(432);
    const current = items[5] as HTMLElement;
    const box = current.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(300);
  });

  it('when it follows, then it scrolls only the row, never the page', () => {
    const observer = controllableResizeObserver();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const widths = [100, 100, 100, 100];
    const { row, items } = menuRow(widths, 3);
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    followCurrentItem(row);
    widths[0] = 160;
    observer.resized(items[0] as Element);
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('when it is stopped, then later size changes no longer move the row', () => {
    const observer = controllableResizeObserver();
    const widths = [100, 100, 100, 100, 100];
    const { row, items } = menuRow(widths, 4);
    const stop = followCurrentItem(row);
    const before = row.scrollLeft;
    stop();
    widths[1] = 200;
    observer.resized(items[1] as Element);
    expect(row.scrollLeft).toBe(before);
  });
});
