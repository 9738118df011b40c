import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseImageCdn, useVendorImage } from '../image-cdn.ts';

describe('vendor images', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds logo paths from the image base, game type and vendor code, per variant', () => {
    const { result } = renderHook(() => useVendorImage());
    expect(result.current({ gameType: 'LIVE', vassalage: 'AG' }, 'white')).toBe('/media/vendors/LIVE/AG/white.svg');
  });

  it('when the operator lists image CDNs, then one is picked at random and used', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    const { result } = renderHook(() => useVendorImage());
    act(() => chooseImageCdn(['https://img1.example.com/', 'https://img2.example.com']));
    expect(result.current({ gameType: 'RNG', vassalage: 'PG' }, 'colour')).toBe('https://img2.example.com/vendors/RNG/PG/colour.svg');
  });
});
