import { describe, expect, it } from 'vitest';
import { deviceClassOf, isBotUserAgent } from './device.ts';
import { formTrackingData } from './form-tracking.ts';
import { pageTypeOf } from './page-type.ts';
import { parseTrackingBody } from './payload.ts';
import { classifyTrafficSource, referrerHost } from './traffic-source.ts';

const SITE = ['www.apl-simulateur.fr'];

describe('traffic source (spec §4, in order)', () => {
  it('utm_medium cpc or ppc → paid_search, whatever the source or referrer', () => {
    expect(classifyTrafficSource({ utmMedium: 'cpc', utmSource: 'google' })).toBe('paid_search');
    expect(classifyTrafficSource({ utmMedium: 'PPC ', referrer: 'https://www.bing.com/' })).toBe(
      'paid_search',
    );
  });

  it('utm_medium email → email, social → social', () => {
    expect(classifyTrafficSource({ utmMedium: 'email', utmSource: 'newsletter' })).toBe('email');
    expect(classifyTrafficSource({ utmMedium: 'Social', utmSource: 'facebook' })).toBe('social');
  });

  it('else the utm_source, normalised', () => {
    expect(classifyTrafficSource({ utmSource: 'Partenaire CROUS', utmMedium: 'banner' })).toBe(
      'partenaire_crous',
    );
    expect(classifyTrafficSource({ utmSource: 'qwant', referrer: 'https://www.google.com/' })).toBe('qwant');
  });

  it('an empty utm_source does not count', () => {
    expect(classifyTrafficSource({ utmSource: '  ', referrer: 'https://www.google.fr/' })).toBe(
      'google_organic',
    );
  });

  it('else a referrer containing google, facebook or bing', () => {
    expect(classifyTrafficSource({ referrer: 'https://www.google.fr/' })).toBe('google_organic');
    expect(classifyTrafficSource({ referrer: 'https://news.google.com/articles/x' })).toBe('google_organic');
    expect(classifyTrafficSource({ referrer: 'https://m.facebook.com/' })).toBe('facebook');
    expect(classifyTrafficSource({ referrer: 'https://www.bing.com/search?q=apl' })).toBe('bing');
  });

  it('any other referrer → referral', () => {
    expect(classifyTrafficSource({ referrer: 'https://www.caf.fr/allocataires' })).toBe('referral');
    expect(classifyTrafficSource({ referrer: 'https://duckduckgo.com/' })).toBe('referral');
  });

  it('no referrer (or an unreadable one) → direct', () => {
    expect(classifyTrafficSource({})).toBe('direct');
    expect(classifyTrafficSource({ referrer: '' })).toBe('direct');
    expect(classifyTrafficSource({ referrer: 'pas une url' })).toBe('direct');
  });

  it("a referrer on the site's own host is not a source", () => {
    expect(classifyTrafficSource({ referrer: 'https://www.apl-simulateur.fr/apl-lyon' }, SITE)).toBe(
      'direct',
    );
    expect(classifyTrafficSource({ referrer: 'https://apl-simulateur.fr/' }, SITE)).toBe('direct');
  });

  it('keeps only the host of a referrer', () => {
    expect(referrerHost('https://www.Google.fr/search?q=moi@exemple.fr')).toBe('google.fr');
  });
});

describe('page type (entry page, web vitals page kind)', () => {
  it.each([
    ['/', 'homepage'],
    ['https://www.apl-simulateur.fr/?utm_source=x', 'homepage'],
    ['/v2/simulateur/email', 'simulator'],
    ['/simulateur/code-postal', 'simulator'],
    ['/v2/simulateur', 'simulator'],
    ['/resultats/4f1c0f0e-0000-4000-8000-000000000000', 'simulator'],
    ['/apl-lyon', 'city_page'],
    ['/apl-saint-denis-93/', 'city_page'],
    ['/ville/apl-lyon', 'city_page'],
    ['/apl-zone-2', 'zone_page'],
    ['/conseil', 'blog'],
    ['/conseil/apl-etudiant-boursier', 'blog'],
    ['/guide/calcul-montant-apl', 'guide'],
    ['/thematiques/faq', 'guide'],
    ['/faq', 'other'],
    ['/privacy-policy', 'other'],
    ['', 'homepage'],
  ])('%s → %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});

describe('user agent: robots and device class', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
  const pixel =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
  const tab = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const mac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

  it('classes devices', () => {
    expect(deviceClassOf(iphone)).toBe('mobile');
    expect(deviceClassOf(pixel)).toBe('mobile');
    expect(deviceClassOf(tab)).toBe('tablet');
    expect(deviceClassOf(ipad)).toBe('tablet');
    expect(deviceClassOf(mac)).toBe('desktop');
    expect(deviceClassOf(null)).toBe('desktop');
  });

  it('spots robots and scripts, not people', () => {
    for (const ua of [iphone, pixel, mac]) expect(isBotUserAgent(ua)).toBe(false);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 HeadlessChrome/126.0',
      'curl/8.5.0',
    ])
      expect(isBotUserAgent(ua)).toBe(true);
  });
});

describe('tracking payload', () => {
  const event = { visitorId: 'v_12345678', sessionId: 's_12345678', eventType: 'pageview', pagePath: '/faq' };

  it('accepts one event, a batch or an array', () => {
    expect(parseTrackingBody(event).data?.events).toHaveLength(1);
    expect(parseTrackingBody({ events: [event, event] }).data?.events).toHaveLength(2);
    expect(parseTrackingBody([event]).data?.events).toHaveLength(1);
  });

  it('requires the step name, the form type, a known web vital', () => {
    expect(
      parseTrackingBody({ ...event, eventType: 'simulation_step', eventData: { stepName: 'loyer' } }).success,
    ).toBe(true);
    expect(
      parseTrackingBody({ ...event, eventType: 'simulation_step', eventData: { stepName: 'x' } }).success,
    ).toBe(false);
    expect(
      parseTrackingBody({ ...event, eventType: 'form_submit', eventData: { formType: 'contact' } }).success,
    ).toBe(true);
    expect(parseTrackingBody({ ...event, eventType: 'form_submit' }).success).toBe(false);
    expect(
      parseTrackingBody({ ...event, eventType: 'web_vital', eventData: { name: 'LCP', value: 1200 } })
        .success,
    ).toBe(true);
    expect(
      parseTrackingBody({ ...event, eventType: 'web_vital', eventData: { name: 'FID', value: 12 } }).success,
    ).toBe(false);
  });

  it('refuses unknown types, an e-mail as identifier, empty or huge batches', () => {
    expect(parseTrackingBody({ ...event, eventType: 'purchase' }).success).toBe(false);
    expect(parseTrackingBody({ ...event, visitorId: 'moi@exemple.fr' }).success).toBe(false);
    expect(parseTrackingBody({ events: [] }).success).toBe(false);
    expect(parseTrackingBody({ events: Array(51).fill(event) }).success).toBe(false);
    expect(parseTrackingBody(null).success).toBe(false);
  });
});

describe('form tracking data of a simulation (spec §3)', () => {
  it('keeps the known keys, computes source and entry page, drops the rest', () => {
    expect(
      formTrackingData(
        {
          visitorId: 'abcdef1234567890',
          sessionId: 'fedcba0987654321',
          landing_page: '/apl-lyon?email=moi@exemple.fr',
          referrer: 'https://www.google.fr/search?q=apl',
          utm_source: null,
          session_duration: 93.4,
          anything: 'else',
        },
        SITE,
      ),
    ).toEqual({
      visitorId: 'abcdef1234567890',
      sessionId: 'fedcba0987654321',
      landing_page: '/apl-lyon',
      referrer: 'google.fr',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      traffic_source: 'google_organic',
      entry_page_type: 'city_page',
      session_duration: 93,
    });
  });
});
