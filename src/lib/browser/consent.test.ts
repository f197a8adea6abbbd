import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, looksLikeBot, readConsent } from './consent.ts';

const storage = (value: string | null) => ({ getItem: (k: string) => (k === CONSENT_KEY ? value : null) });
const now = new Date('2026-06-01T12:00:00Z');

describe('stored consent', () => {
  it('reads a recent choice', () => {
    const c = readConsent(
      storage(
        JSON.stringify({
          necessary: true,
          preferences: false,
          analytics: true,
          timestamp: '2026-05-01T00:00:00Z',
        }),
      ),
      now,
    );
    expect(c).toEqual({
      necessary: true,
      preferences: false,
      analytics: true,
      timestamp: '2026-05-01T00:00:00Z',
    });
  });

  it('treats nothing, garbage or a choice older than six months as no consent', () => {
    expect(readConsent(storage(null), now)).toBeNull();
    expect(readConsent(storage('{oops'), now)).toBeNull();
    expect(readConsent(storage(JSON.stringify({ analytics: true })), now)).toBeNull();
    expect(
      readConsent(storage(JSON.stringify({ analytics: true, timestamp: '2025-11-01T00:00:00Z' })), now),
    ).toBeNull();
  });
});

describe('bot detection', () => {
  const nav = (ua: string, more: Partial<Navigator> = {}) =>
    ({ userAgent: ua, webdriver: false, language: 'fr-FR', languages: ['fr-FR'], ...more }) as Navigator;
  const screen = { width: 390, height: 844 } as Screen;
  const human =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

  it('lets a person through', () => {
    expect(looksLikeBot(nav(human), screen)).toBe(false);
  });

  it('spots crawlers, automation and missing screen or language', () => {
    expect(looksLikeBot(nav('Mozilla/5.0 (compatible; Googlebot/2.1)'), screen)).toBe(true);
    expect(looksLikeBot(nav(human, { webdriver: true }), screen)).toBe(true);
    expect(looksLikeBot(nav(human, { language: '', languages: [] }), screen)).toBe(true);
    expect(looksLikeBot(nav(human), { width: 0, height: 0 } as Screen)).toBe(true);
  });
});
