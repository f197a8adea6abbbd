/**
 * What the rest of the site needs from audience measurement, kept tiny because the simulator's JavaScript
 * budget is tight: `track()` queues an event for the tracker island (src/islands/tracking), and only when the
 * visitor accepted audience measurement (DECISIONS.md 7); `trackingSnapshot()` gives the simulator's step
 * saves their spec §3 tracking data, again only after consent. Without consent both do nothing at all.
 */
import type { EventType } from '../core/audience/payload.ts';
import { analyticsAllowed } from './consent.ts';

/** localStorage keys written by the tracker, only after consent (removed when consent is withdrawn). */
export const VISITOR_KEY = 'apl-visitor';
export const VISIT_KEY = 'apl-visit';

/** The current visit, as the tracker stores it. */
export type Visit = {
  id: string;
  landingPage: string;
  referrer: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  startedAt: number;
  lastAt: number;
};

export type TrackCommand = [EventType, Record<string, string | number | boolean | null> | null];
/** The command queue on window: an array until the tracker loads, then the tracker itself. */
export type TrackQueue = { push(command: TrackCommand): unknown };

export function track(eventType: EventType, eventData: TrackCommand[1] = null): void {
  if (!analyticsAllowed()) return;
  const w = window as unknown as { aplTrack?: TrackQueue };
  w.aplTrack ??= [] as TrackCommand[];
  w.aplTrack.push([eventType, eventData]);
}

export function readVisit(): { visitorId: string; visit: Visit } | null {
  try {
    const visitorId = localStorage.getItem(VISITOR_KEY);
    const visit = JSON.parse(localStorage.getItem(VISIT_KEY) ?? 'null') as Visit | null;
    return visitorId && visit?.id ? { visitorId, visit } : null;
  } catch {
    return null;
  }
}

/** Spec §3 form tracking data (the server adds traffic_source and entry_page_type). */
export function trackingSnapshot(now = Date.now()): Record<string, string | number | null> | undefined {
  if (!analyticsAllowed()) return undefined;
  const current = readVisit();
  if (!current) return undefined;
  const { visit } = current;
  return {
    visitorId: current.visitorId,
    sessionId: visit.id,
    landing_page: visit.landingPage,
    referrer: visit.referrer,
    utm_source: visit.utmSource,
    utm_medium: visit.utmMedium,
    utm_campaign: visit.utmCampaign,
    utm_term: visit.utmTerm,
    utm_content: visit.utmContent,
    session_duration: Math.max(0, Math.round((now - visit.startedAt) / 1000)),
  };
}
