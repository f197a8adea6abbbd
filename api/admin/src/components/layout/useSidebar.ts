/**
 * The sidebar's state: expanded or collapsed on a desktop (remembered in a cookie for 7 days), open or closed
 * on a mobile (under 768 px, closed again on navigation); Ctrl/Cmd+B toggles it, except while typing in a field.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { togglesSidebar } from '../../lib/shortcuts.ts';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1] as string) : null;
}

function useMediaQuery(query: string) {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

export function useSidebar() {
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      const next = !o;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/admin; max-age=${SIDEBAR_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (togglesSidebar(e)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on navigation
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const state = isMobile ? (mobileOpen ? 'mobile-open' : 'mobile-closed') : open ? 'expanded' : 'collapsed';
  return { isMobile, open, mobileOpen, closeMobile: () => setMobileOpen(false), toggle, state };
}
