/**
 * POST /api/visitor-tracking (spec §3 payload, §7 events): audience events sent by the browser with
 * `navigator.sendBeacon`, only after the visitor accepted audience measurement (DECISIONS.md 7).
 *
 * - One event or a batch `{ events: [...] }` (50 at most), as JSON whatever the content type: a beacon built
 *   from a string arrives as text/plain, one built from a Blob as application/json.
 * - Traffic source and entry page type are computed here (src/core/audience), never trusted from the browser.
 * - Robots (user agent) are answered 200 and nothing is stored.
 * - Stored: paths without their query string, the referrer's host only, the device class instead of the user
 *   agent; never the IP.
 * - Malformed → 400, larger than 32 KB → 413, more than TRACKING_RATE_LIMIT requests a minute from one
 *   client → 429 for that client alone (counted in the store with every write: api/security/write-limits.ts).
 * - Storage budget (api/services/store-budget.ts): beyond what its client or all clients may add to the store
 *   an hour, events are stored without their free-form data; beyond twice, counted only. Answered 200 alike.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eventBytes, eventWriter, leanEvent, type VisitorEventRow } from '../../db/queries/visitor-events.ts';
import {
  classifyTrafficSource,
  deviceClassOf,
  isBotUserAgent,
  pageTypeOf,
  parseTrackingBody,
  pathOf,
  referrerHost,
  type TrackingEvent,
} from '../../src/core/audience/index.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, describeFieldErrors, fieldErrorsOf } from '../errors.ts';
import { clientSubject } from '../security/client.ts';
import { chargeStore, withhold } from '../services/store-budget.ts';

export const TRACKING_BODY_LIMIT_BYTES = 32 * 1024;

const trimmed = (v: string | null | undefined, max = 200) => {
  const t = v?.trim();
  return t ? t.slice(0, max) : null;
};

export function trackingRoutes(ctx: AppContext) {
  const writer = eventWriter(ctx.db);
  const siteHosts = [ctx.env.SITE_URL, ctx.env.APP_URL]
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u).hostname);
  const toRow = (e: TrackingEvent, headerUserAgent: string | undefined): VisitorEventRow => {
    const landingPage = e.landingPage ? pathOf(e.landingPage) : null;
    const pagePath = e.pagePath ? pathOf(e.pagePath) : null;
    const utmSource = trimmed(e.utmSource);
    const utmMedium = trimmed(e.utmMedium);
    return {
      visitorId: e.visitorId,
      sessionId: e.sessionId,
      eventType: e.eventType,
      eventData: e.eventData ?? null,
      pagePath,
      landingPage,
      referrer: referrerHost(e.referrer),
      utmSource,
      utmMedium,
      utmCampaign: trimmed(e.utmCampaign),
      utmTerm: trimmed(e.utmTerm),
      utmContent: trimmed(e.utmContent),
      trafficSource: classifyTrafficSource({ utmSource, utmMedium, referrer: e.referrer }, siteHosts),
      entryPageType: pageTypeOf(landingPage ?? pagePath),
      deviceType: deviceClassOf(e.userAgent ?? headerUserAgent),
      screenResolution: e.screenResolution ?? null,
    };
  };

  return new Hono().post(
    '/',
    bodyLimit({
      maxSize: TRACKING_BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiFailure(413, 'TROP_VOLUMINEUX', 'Requête trop volumineuse (32 Ko au plus)');
      },
    }),
    async (c) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await c.req.text());
      } catch {
        throw badRequest('Corps JSON invalide');
      }
      const parsed = parseTrackingBody(raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        throw badRequest(describeFieldErrors(fieldErrors), fieldErrors);
      }
      const { events } = parsed.data;
      const headerUserAgent = c.req.header('user-agent');
      if (isBotUserAgent(headerUserAgent) || events.some((e) => isBotUserAgent(e.userAgent))) {
        return c.json({ success: true, accepted: 0, ignored: 'robot' });
      }
      const rows = events.map((e) => toRow(e, headerUserAgent));
      const bytes = rows.reduce((sum, row) => sum + eventBytes(row), 0);
      const { level, counted } = chargeStore(ctx, clientSubject(ctx, c), bytes);
      const full = level.client === 'full' && level.global === 'full';
      await Promise.all([
        level.client === 'existing' || level.global === 'existing'
          ? withhold(ctx, 'events', rows.length)
          : writer.write(full ? rows : rows.map(leanEvent)),
        counted,
      ]);
      return c.json({ success: true, accepted: rows.length, trafficSource: rows[0]?.trafficSource ?? null });
    },
  );
}
