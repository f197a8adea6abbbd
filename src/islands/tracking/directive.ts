/**
 * `client:analytics`: hydrates its island (the tracker) only when the visitor has accepted audience
 * measurement — at once if the stored choice says so, or as soon as the banner reports that choice.
 * `client:analytics="idle"` (the web vitals) waits further, for the page to be loaded and idle.
 * No consent stored means no consent (DECISIONS.md 7): before that, not one byte of either island is loaded.
 * Robots never see the banner, so never consent; the API ignores their user agents anyway.
 */
import type { ClientDirective } from 'astro';
import { CONSENT_EVENT, type Consent, readConsent } from '../../lib/browser/consent.ts';

const analyticsDirective: ClientDirective = (load, opts) => {
  let started = false;
  const run = () => void load().then((hydrate) => hydrate());
  const hydrate = () => {
    if (started) return;
    started = true;
    if (opts.value !== 'idle') return run();
    // Where requestIdleCallback is missing (older Safari), a plain delay.
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  };
  if (readConsent()?.analytics) hydrate();
  else addEventListener(CONSENT_EVENT, (e) => (e as CustomEvent<Consent>).detail.analytics && hydrate());
};

export default analyticsDirective;
