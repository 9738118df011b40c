import { HANDOFF_QUERY } from '@lumen/contracts/auth/auth.contract';
import { describe, expect, it } from 'vitest';
import { downloadLink, HANDOFF_PARAM } from '../lib/download-link.ts';
import { detectPlatform } from '../lib/platform.ts';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop pages: a Mac's user agent, but a touch screen.
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('platform detection', () => {
  it('when the user agent is an iPhone or an iPad, then the platform is iOS', () => {
    expect(detectPlatform(UA.iphone, 5)).toBe('ios');
    expect(detectPlatform(UA.ipadOld, 5)).toBe('ios');
  });

  it('when an iPad asks for the desktop page (a Mac user agent with a touch screen), then the platform is iOS; a Mac stays a computer', () => {
    expect(detectPlatform(UA.ipadDesktop, 5)).toBe('ios');
    expect(detectPlatform(UA.ipadDesktop, 0)).toBe('desktop');
  });

  it('when the user agent is Android, then the platform is Android', () => {
    expect(detectPlatform(UA.android, 5)).toBe('android');
  });

  it('when the user agent is a Windows or Linux browser, then the platform is desktop', () => {
    expect(detectPlatform(UA.windows)).toBe('desktop');
    expect(detectPlatform(UA.linux)).toBe('desktop');
  });
});

describe('the app-download link', () => {
  it('uses the query name of the contract', () => {
    expect(HANDOFF_PARAM).toBe(HANDOFF_QUERY);
  });

  it('when signed out, then it is the download page of the origin in the language; signed in, it also carries the hand-off code', () => {
    expect(downloadLink('https://play.example.test', 'UR')).toBe('https://play.example.test/download?lang=UR');
    expect(downloadLink('https://play.example.test', 'EN', 'abc_DEF-123')).toBe('https://play.example.test/download?lang=EN&handoff=abc_DEF-123');
  });
});
