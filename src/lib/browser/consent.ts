/**
 * Cookie consent as stored by the banner (spec §3: local storage key `cookie-consent` with necessary,
 * preferences, analytics, timestamp; DECISIONS.md 7: no consent stored means no consent). Framework-free and
 * tiny: the banner island, its loader directive and the audience tracking (issue 8) all read it from here.
 *
 *   onConsentChanged((c) => { if (c.analytics) startTracking(); });
 */
export const CONSENT_KEY = 'cookie-consent';
/** Window event sent after every choice; `detail` is the stored Consent. */
export const CONSENT_EVENT = 'consent-changed';
/** Window event that asks the banner to open its settings dialog (the « Gérer les cookies » buttons). */
export const OPEN_SETTINGS_EVENT = 'cookie-settings-open';
/** Attribute of every button that opens the settings dialog. */
export const SETTINGS_BUTTON_ATTRIBUTE = 'data-cookie-settings';

/** What the audience tracker keeps (src/lib/browser/track.ts), removed when analytics are refused. */
export const TRACKER_KEYS = ['apl-visitor', 'apl-visit'];

/** A choice older than this is asked again (CNIL: about six months). */
export const CONSENT_MAX_AGE_DAYS = 180;

export type Consent = {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  /** ISO date of the choice. */
  timestamp: string;
};

export function readConsent(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  now: Date = new Date(),
): Consent | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const c = JSON.parse(raw) as Partial<Consent>;
    if (typeof c !== 'object' || c === null || typeof c.timestamp !== 'string') return null;
    const age = now.getTime() - Date.parse(c.timestamp);
    if (!(age >= 0 && age <= CONSENT_MAX_AGE_DAYS * 86_400_000)) return null;
    return {
      necessary: true,
      preferences: c.preferences === true,
      analytics: c.analytics === true,
      timestamp: c.timestamp,
    };
  } catch {
    return null;
  }
}

/** Stores a choice and tells the page (`consent-changed`). */
export function saveConsent(
  choice: { preferences: boolean; analytics: boolean },
  now: Date = new Date(),
): Consent {
  const consent: Consent = {
    necessary: true,
    preferences: choice.preferences,
    analytics: choice.analytics,
    timestamp: now.toISOString(),
  };
  try {
    globalThis.localStorage?.setItem(CONSENT_KEY, JSON.stringify(consent));
    // Refusing (or withdrawing) audience measurement also forgets the tracker's random ids.
    if (!consent.analytics) for (const key of TRACKER_KEYS) globalThis.localStorage?.removeItem(key);
  } catch {
    // Private browsing with storage disabled: the choice holds for this page only.
  }
  globalThis.dispatchEvent?.(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
  return consent;
}

/** True only after the visitor accepted audience measurement. */
export function analyticsAllowed(): boolean {
  return readConsent()?.analytics === true;
}

export function onConsentChanged(listener: (consent: Consent) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<Consent>).detail);
  globalThis.addEventListener(CONSENT_EVENT, handler);
  return () => globalThis.removeEventListener(CONSENT_EVENT, handler);
}

const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|headlesschrome|phantomjs|puppeteer|playwright|selenium/i;

/** Spec §9 bot detection: user-agent keywords, automation flag, missing screen or language data. */
export function looksLikeBot(
  nav: Navigator = navigator,
  screen: Screen | undefined = globalThis.screen,
): boolean {
  if (BOT_PATTERN.test(nav.userAgent)) return true;
  if (nav.webdriver) return true;
  if (!nav.language && !(nav.languages && nav.languages.length > 0)) return true;
  if (!screen?.width || !screen.height) return true;
  return false;
}
