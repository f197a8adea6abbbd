/**
 * `client:consent`: loads the cookie banner island only when it has something to do, so a returning
 * visitor who already chose downloads no JavaScript at all (React costs ~65 KB gzip).
 * - No consent stored: 1 s after the page has loaded (spec §9), unless the visitor looks like a bot.
 * - A « Gérer les cookies » button is clicked: at once, and the banner opens its settings dialog.
 */
import type { ClientDirective } from 'astro';
import {
  looksLikeBot,
  OPEN_SETTINGS_EVENT,
  readConsent,
  SETTINGS_BUTTON_ATTRIBUTE,
} from '../../lib/browser/consent.ts';

/** Spec §9: the banner appears 1 s after load. */
export const BANNER_DELAY_MS = 1000;

/** Set when a settings button was clicked before the island was ready; the banner clears it. */
export const SETTINGS_REQUEST_FLAG = '__aplCookieSettingsRequested';

const consentDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
  };

  document.addEventListener('click', (event) => {
    const target =
      event.target instanceof Element ? event.target.closest(`[${SETTINGS_BUTTON_ATTRIBUTE}]`) : null;
    if (!target) return;
    event.preventDefault();
    (window as unknown as Record<string, boolean>)[SETTINGS_REQUEST_FLAG] = true;
    if (started) window.dispatchEvent(new CustomEvent(OPEN_SETTINGS_EVENT));
    else void hydrate();
  });

  if (readConsent()) return;
  const later = () =>
    setTimeout(() => {
      if (!looksLikeBot()) void hydrate();
    }, BANNER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

export default consentDirective;
