import { describe, expect, it } from 'vitest';
import { pageItems } from '../paginator.tsx';

describe('pageItems', () => {
  it('when there are few pages, then all are listed', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('when there are many pages, then one page at each end and a range of five around the current are listed', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
