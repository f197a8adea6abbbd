/**
 * What we keep of a user agent: a device class and whether it is a robot. The full string is never stored
 * (it helps fingerprinting and says nothing the statistics need).
 */

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Crawlers, link previewers and automation (spec §9 bot detection by user-agent keywords). */
export const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|headlesschrome|phantomjs|puppeteer|playwright|selenium|lighthouse|curl|wget|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios|java\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(ua)) return 'mobile';
  return 'desktop';
}
