import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashTarget } from '@/lib/hash-target.ts';

/** How long to look for a hash target that a lazily loaded screen draws later. */
const HASH_WAIT_MS = 1500;

/**
 * After a navigation to another path the page goes to the top, or to the element the hash names.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what scrolls the page
  useEffect(() => {
    const id = hashTarget(hash);
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(seek);
      else window.scrollTo(0, 0);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
