// The sidebar's open/collapsed state, kept in a cookie for 7 days so a reload keeps it, and the
// Ctrl/Cmd+B shortcut that toggles it.
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';

export const SIDEBAR_COOKIE = 'batala_sidebar';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_QUERY = '(max-width: 767px)';

/** Expanded unless the cookie says `false`. */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function subscribeMobile(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Below 768 px the sidebar becomes an off-canvas sheet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY).matches : false),
    () => false,
  );
}

export interface SidebarState {
  /** Desktop: full width (true) or icons only (false). */
  open: boolean;
  /** Mobile: whether the sheet is showing. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      writeSidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  // Attached before the sidebar is painted, so a shortcut pressed as soon as it shows is not lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, openMobile, isMobile, setOpenMobile, toggle };
}
