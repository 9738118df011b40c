import { encodeCsPath } from '@lumen/contracts/system/system.contract';
import { describe, expect, it, vi } from 'vitest';
import {
  CS_WINDOW_HEIGHT,
  CS_WINDOW_WIDTH,
  chatChannels,
  customerServiceUrl,
  openCustomerService,
  socialEntry,
} from '../customer-service.ts';

const entry = (csType: string, url: string) => ({ csType, name: csType, icon: '', path: encodeCsPath(url, 'k3y-8chr') });

describe('customer service', () => {
  it('when a path is encrypted, then it is decoded with the key in its last 8 characters', () => {
    expect(customerServiceUrl(entry('LIVECHAT', 'https://chat.example.test/room?id=7'))).toBe('https://chat.example.test/room?id=7');
  });

  it('when a decoded path is not a web, mail or phone address, then it is not used', () => {
    expect(customerServiceUrl(entry('LIVECHAT', 'javascript:alert(1)'))).toBeNull();
    expect(customerServiceUrl({ csType: 'X', name: 'x', icon: '', path: 'short' })).toBeNull();
  });

  it('when a channel opens, then it opens in its own window 440 wide and 750 high', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openCustomerService(entry('TELEGRAM', 'https://t.example.test/help'));
    expect(CS_WINDOW_WIDTH).toBe(440);
    expect(CS_WINDOW_HEIGHT).toBe(750);
    expect(open).toHaveBeenCalledWith('https://t.example.test/help', 'cs-telegram', expect.stringMatching(/width=440,height=750/));
  });

  it('when the list has social entries, then they are found by type and kept out of the chat channels', () => {
    const list = [entry('LIVECHAT', 'https://a.test'), entry('FACEBOOK', 'https://fb.test'), entry('YOUTUBE', 'https://yt.test')];
    expect(socialEntry(list, 'FACEBOOK')?.csType).toBe('FACEBOOK');
    expect(socialEntry(list.slice(0, 1), 'YOUTUBE')).toBeUndefined();
    expect(chatChannels(list).map((e) => e.csType)).toEqual(['LIVECHAT']);
  });
});
