import { useEffect, type RefObject } from 'react';

const SETTLE_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The calculator and the leaderboard fill in after the page has scrolled to a `#section` of the
 * URL (their code is a separate chunk, the rankings come from the API), which would push a
 * target further down out of place. While this section grows in the first seconds after it
 * mounts, the URL's target below it is brought back into place, until the visitor scrolls or
 * clicks on their own.
 */
export function useHoldHashTarget(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const section = ref.current;
    if (!section || typeof ResizeObserver === 'undefined') return undefined;
    let height = section.getBoundingClientRect().height;
    let active = true;
    const stop = () => {
      active = false;
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });

    const observer = new ResizeObserver(() => {
      const next = section.getBoundingClientRect().height;
      const grew = next !== height;
      height = next;
      if (!active || !grew) return;
      let id = '';
      try {
        id = decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return;
      }
      const target = id ? document.getElementById(id) : null;
      const below = target && !section.contains(target) && section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (target && below) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    });
    observer.observe(section);

    return () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    };
  }, [ref]);
}
