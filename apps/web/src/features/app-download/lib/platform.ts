/** Where the visitor reads the site: the install steps differ per platform. */
export type Platform = 'ios' | 'android' | 'desktop';

/**
 * The visitor's platform from the user agent. iPadOS asks for desktop pages and says "Macintosh",
 * but a Mac has no touch screen: touch points tell the two apart.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'desktop';
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
}
