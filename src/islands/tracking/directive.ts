/**
 * `client:analytics`: hydrates its island (the tracker) only when the visitor has accepted audience
 * measurement — at once if the stored choice says so, or as soon as the banner reports that choice.
 * No consent stored means no consent (DECISIONS.md 7): before that, not one byte of the tracker is loaded.
 * Robots never see the banner, so never consent; the API ignores their user agents anyway.
 */
import type { ClientDirective } from 'astro';
import { CONSENT_EVENT, type Consent, readConsent } from '../../lib/consent.ts';

const analyticsDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (!started) {
      started = true;
      void load().then((run) => run());
    }
  };
  if (readConsent()?.analytics) hydrate();
  else addEventListener(CONSENT_EVENT, (e) => (e as CustomEvent<Consent>).detail.analytics && hydrate());
};

export default analyticsDirective;
