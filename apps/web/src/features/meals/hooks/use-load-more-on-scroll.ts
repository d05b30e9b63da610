import { useEffect, useEffectEvent } from 'react';

const LOAD_AT_SCROLL_FRACTION = 0.8;
const SCROLL_THROTTLE_MS = 150;

/**
 * Calls `loadMore` once the reader has scrolled through 80% of the page, checking at most
 * every 150 ms while scrolling, and again whenever loading becomes possible (a short page
 * on a tall screen never scrolls, so it must fill itself).
 */
export function useLoadMoreOnScroll(canLoad: boolean, loadMore: () => void) {
  const loadIfReached = useEffectEvent(() => {
    if (!canLoad) return;
    const page = document.documentElement;
    const seen = (window.scrollY + window.innerHeight) / page.scrollHeight;
    if (seen >= LOAD_AT_SCROLL_FRACTION) loadMore();
  });

  useEffect(() => {
    let lastCheck = 0;
    let trailing: number | undefined;
    const check = () => {
      lastCheck = Date.now();
      trailing = undefined;
      loadIfReached();
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastCheck);
      if (wait <= 0) {
        window.clearTimeout(trailing);
        check();
      } else if (trailing === undefined) {
        trailing = window.setTimeout(check, wait);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.clearTimeout(trailing);
    };
  }, []);

  useEffect(() => {
    if (canLoad) loadIfReached();
  }, [canLoad]);
}
