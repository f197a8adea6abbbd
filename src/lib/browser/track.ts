/**
 * What the rest of the site needs from audience measurement, kept tiny because the simulator's JavaScript
 * budget is tight: `track()` queues an event for the tracker island (src/islands/tracking) and
 * `trackingSnapshot()` gives the simulator's step saves their spec §3 tracking data.
 *
 * Both act only during a live visit of the tracker: the visit record it keeps in localStorage, touched in the
 * last 30 minutes. The tracker runs only after the visitor accepted audience measurement (the
 * `client:analytics` directive checks the stored consent) and refusing or withdrawing consent deletes that
 * record (consent.ts), so without consent both do nothing at all (DECISIONS.md 7) — without this module
 * having to carry the consent code into the simulator.
 */
import type { EventType } from '../../core/audience/payload.ts';

/** localStorage keys written by the tracker, only after consent (removed when consent is withdrawn). */
export const VISITOR_KEY = 'apl-visitor';
export const VISIT_KEY = 'apl-visit';
/** A visit ends after 30 minutes without an event. */
export const VISIT_IDLE_MS = 30 * 60_000;

/** The current visit, as the tracker stores it; `from` is where it came from (spec §3 payload fields). */
export type Visit = {
  id: string;
  from: {
    landingPage: string;
    referrer: string;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
  };
  startedAt: number;
  lastAt: number;
};

export type TrackCommand = [EventType, Record<string, string | number | boolean | null> | null];
/** The command queue on window: an array until the tracker loads, then the tracker itself. */
export type TrackQueue = { push(command: TrackCommand): unknown };

/** The tracker's live visit (touched in the last 30 minutes), or null. */
export function liveVisit(now = Date.now()): { visitorId: string; visit: Visit } | null {
  try {
    const visitorId = localStorage.getItem(VISITOR_KEY);
    const visit = JSON.parse(localStorage.getItem(VISIT_KEY) ?? 'null') as Visit | null;
    return visitorId && visit?.id && visit.from && now - visit.lastAt < VISIT_IDLE_MS
      ? { visitorId, visit }
      : null;
  } catch {
    return null;
  }
}

export function track(eventType: EventType, eventData: TrackCommand[1] = null): void {
  if (!liveVisit()) return;
  const w = window as unknown as { aplTrack?: TrackQueue };
  w.aplTrack ??= [] as TrackCommand[];
  w.aplTrack.push([eventType, eventData]);
}

/** Spec §3 form tracking data (the server adds traffic_source and entry_page_type). */
export function trackingSnapshot(now = Date.now()): Record<string, string | number | null> | undefined {
  const current = liveVisit(now);
  if (!current) return undefined;
  const { visit } = current;
  const from = visit.from;
  return {
    visitorId: current.visitorId,
    sessionId: visit.id,
    landing_page: from.landingPage,
    referrer: from.referrer,
    utm_source: from.utmSource,
    utm_medium: from.utmMedium,
    utm_campaign: from.utmCampaign,
    utm_term: from.utmTerm,
    utm_content: from.utmContent,
    session_duration: Math.max(0, Math.round((now - visit.startedAt) / 1000)),
  };
}
