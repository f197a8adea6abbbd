/**
 * The cookie banner and its settings dialog (spec §4, DECISIONS.md 7): « Tout accepter », « Tout refuser »
 * and « Personnaliser » with the same weight; refusing is as easy as accepting; nothing is stored and no
 * analytics runs until the visitor chooses. Loaded by the `client:consent` directive (directive.ts).
 */
import { type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CookieMessages } from '../../i18n/cookies/fr.ts';
import { OPEN_SETTINGS_EVENT, readConsent, saveConsent } from '../../lib/browser/consent.ts';
import { consentBanner } from './ConsentBanner.tsx';
import { cookieSettings } from './CookieSettings.tsx';

const SETTINGS_REQUEST_FLAG = '__aplCookieSettingsRequested';
type Mode = 'hidden' | 'banner' | 'settings';
export type ConsentChoice = { preferences: boolean; analytics: boolean };

function takeSettingsRequest(): boolean {
  const w = window as unknown as Record<string, boolean>;
  const requested = w[SETTINGS_REQUEST_FLAG] === true;
  w[SETTINGS_REQUEST_FLAG] = false;
  return requested;
}

/**
 * While the banner is shown, the page keeps its height free at the bottom (global.css, `has-cookie-banner`): the
 * element that has the focus is scrolled above it, never under it (WCAG 2.2, 2.4.11), and the end of the page
 * can be read (issue 29). Reserved before the banner is painted (a layout effect), and checked at each focus: an
 * element the browser left under the banner (its layout still moving) is brought above it.
 */
function useReservedSpace(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const el = banner.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--cookie-banner-space', `${Math.ceil(el.offsetHeight)}px`);
    reserve();
    root.classList.add('has-cookie-banner');
    const observer = new ResizeObserver(reserve);
    observer.observe(el);
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || el.contains(target)) return;
      if (target.getBoundingClientRect().bottom > el.getBoundingClientRect().top)
        target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
      root.classList.remove('has-cookie-banner');
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [banner, shown]);
}

/** `messages`: the banner's strings in the page's language (src/i18n/cookies), given by the layout. */
export default function CookieBanner({ messages }: { messages: CookieMessages }) {
  const [mode, setMode] = useState<Mode>('hidden');
  const [choice, setChoice] = useState<ConsentChoice>({ preferences: false, analytics: false });
  const dialog = useRef<HTMLDialogElement>(null);
  // Both ids here, in this order: the prerendered HTML holds them.
  const titleId = useId();
  const dialogTitleId = useId();

  const openSettings = useCallback(() => {
    const stored = readConsent();
    setChoice({ preferences: stored?.preferences ?? false, analytics: stored?.analytics ?? false });
    setMode('settings');
  }, []);

  useEffect(() => {
    if (takeSettingsRequest()) openSettings();
    else if (!readConsent()) setMode('banner');
    const onOpen = () => {
      takeSettingsRequest();
      openSettings();
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, onOpen);
  }, [openSettings]);

  useEffect(() => {
    const d = dialog.current;
    if (mode === 'settings' && d && !d.open) d.showModal();
    if (mode !== 'settings' && d?.open) d.close();
  }, [mode]);

  const banner = useRef<HTMLElement>(null);
  useReservedSpace(banner, mode === 'banner');

  const choose = (chosen: ConsentChoice) => {
    saveConsent(chosen);
    setMode('hidden');
  };
  const closeSettings = () => setMode(readConsent() ? 'hidden' : 'banner');

  return (
    <>
      {mode === 'banner' && consentBanner(messages, titleId, choose, openSettings, banner)}
      <dialog
        ref={dialog}
        className="cookie-dialog"
        aria-labelledby={dialogTitleId}
        onCancel={(e) => {
          e.preventDefault();
          closeSettings();
        }}
      >
        {mode === 'settings' &&
          cookieSettings(
            messages,
            dialogTitleId,
            choice,
            (kind, on) => setChoice((c) => ({ ...c, [kind]: on })),
            choose,
            closeSettings,
          )}
      </dialog>
    </>
  );
}
