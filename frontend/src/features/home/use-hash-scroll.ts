import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the element with this id into view, smoothly unless the visitor asked for less motion. */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * On mount and whenever the URL hash changes (e.g. `/#calculator` from the header), scrolls that
 * section into view. The location key is a dependency too, so following the same link twice
 * scrolls again.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A malformed hash names no section.
    }
    scrollToId(id);
  }, [hash, key]);
}
