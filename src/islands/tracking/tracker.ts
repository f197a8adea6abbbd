/**
 * The audience tracker, loaded by the `client:analytics` directive only once the visitor accepted audience
 * measurement. It keeps a random visitor id and the current visit (30 min without activity ends it) in
 * localStorage, queues the spec §7 events and the web vitals, and sends them in batches with
 * `navigator.sendBeacon` (every 5 s, at 20 events, and when the page is hidden). No library: the web vitals
 * come from a second island (WebVitals.ts) that loads `web-vitals` lazily, once the page is idle, and hands its
 * values to this tracker through the same command queue. Withdrawing consent stops it and forgets both ids.
 */
import type { EventType, TrackingEventInput } from '../../core/audience/payload.ts';
import type { Consent } from '../../lib/browser/consent.ts';
import type { TrackCommand, TrackQueue, Visit } from '../../lib/browser/track.ts';

/**
 * The keys of src/lib/browser/track.ts, written out rather than imported: a module shared with the simulator would
 * become a chunk of its own, one more request for this island (track.test.ts checks they stay equal).
 */
export const VISITOR_KEY = 'apl-visitor';
export const VISIT_KEY = 'apl-visit';

const ENDPOINT = '/api/visitor-tracking';
/** VISIT_IDLE_MS of track.ts (checked equal by track.test.ts). */
export const VISIT_IDLE_MS = 30 * 60_000;
const FLUSH_DELAY_MS = 5000;
const VISITOR_MAX_AGE_MS = 395 * 86_400_000;
const MAX_BATCH = 20;

let active = false;
let queue: TrackingEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let visitorId = '';
let visit: Visit;
let listening = false;

const randomId = () => crypto.randomUUID();

/** A string beacon goes as text/plain: no CORS preflight, and the API reads it as JSON. */
const send = (events: TrackingEventInput[]) => navigator.sendBeacon(ENDPOINT, JSON.stringify({ events }));

export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, MAX_BATCH));
}

function save(): void {
  try {
    localStorage.setItem(VISITOR_KEY, visitorId);
    localStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage disabled: the ids hold for this page only.
  }
}

function enqueue(eventType: EventType, eventData: TrackCommand[1] = null): void {
  if (!active) return;
  visit.lastAt = Date.now();
  save();
  queue.push({
    visitorId,
    sessionId: visit.id,
    ...visit.from,
    userAgent: navigator.userAgent,
    screenResolution: `${screen.width}x${screen.height}`,
    eventType,
    eventData,
    pagePath: location.pathname,
  });
  // Once the page is hidden (web vitals are reported then), at once: it may never be shown again.
  if (queue.length >= MAX_BATCH || document.visibilityState === 'hidden') flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function readVisit(): { visitorId: string; visit: Visit } | null {
  try {
    const id = localStorage.getItem(VISITOR_KEY);
    const stored = JSON.parse(localStorage.getItem(VISIT_KEY) ?? 'null') as Visit | null;
    return id && stored?.id ? { visitorId: id, visit: stored } : null;
  } catch {
    return null;
  }
}

/** A new visit when there is none or the last one has been idle for 30 minutes. */
function beginVisit(now: number): boolean {
  const stored = readVisit();
  if (stored && now - stored.visit.lastAt < VISIT_IDLE_MS) {
    visitorId = stored.visitorId;
    visit = stored.visit;
    return false;
  }
  const q = new URLSearchParams(location.search);
  let referrer = document.referrer;
  try {
    if (referrer && new URL(referrer).host === location.host) referrer = '';
  } catch {
    referrer = '';
  }
  const utm = (k: string) => q.get(`utm_${k}`);
  // The visitor id carries its creation time and is renewed after 13 months (CNIL: audience tracers live
  // 13 months at most).
  const born = Number.parseInt(stored?.visitorId.split('_')[1] ?? '', 36);
  visitorId =
    born > now - VISITOR_MAX_AGE_MS ? (stored?.visitorId as string) : `${randomId()}_${now.toString(36)}`;
  visit = {
    id: randomId(),
    from: {
      landingPage: location.pathname,
      referrer,
      utmSource: utm('source'),
      utmMedium: utm('medium'),
      utmCampaign: utm('campaign'),
      utmTerm: utm('term'),
      utmContent: utm('content'),
    },
    startedAt: now,
    lastAt: now,
  };
  return true;
}

const onHidden = () => {
  if (document.visibilityState === 'hidden') flush();
};

/** Forms that post somewhere (contact, data deletion…); the simulator's steps count as simulation_step. */
function formType(form: HTMLFormElement): string | null {
  if (!form.getAttribute('action')) return null;
  const name = form.dataset.formType || new URL(form.action).pathname.split('/').pop();
  return (
    name
      ?.replace(/[^a-z0-9_-]/gi, '-')
      .slice(0, 40)
      .toLowerCase() || 'form'
  );
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('submit', (e) => {
    const type = e.target instanceof HTMLFormElement ? formType(e.target) : null;
    if (type && active) {
      enqueue('form_submit', { formType: type });
      flush();
    }
  });
  // CONSENT_EVENT of consent.ts, written out: importing it would cost this island one more request.
  window.addEventListener('consent-changed', (e) =>
    (e as CustomEvent<Consent>).detail.analytics ? start() : stop(),
  );
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
}

export function start(): void {
  if (active) return;
  active = true;
  const now = Date.now();
  const isNew = beginVisit(now);
  if (isNew) enqueue('session_start');
  else if (location.pathname !== visit.from.landingPage) enqueue('pageview');
  // Events queued by the page (simulator) before the tracker was ready, then direct delivery.
  const w = window as unknown as { aplTrack?: TrackQueue | TrackCommand[] };
  const pending = Array.isArray(w.aplTrack) ? w.aplTrack : [];
  w.aplTrack = { push: ([type, data]: TrackCommand) => enqueue(type, data) };
  for (const [type, data] of pending) enqueue(type, data);
  listen();
}

export function stop(): void {
  active = false;
  queue = [];
  clearTimeout(timer);
  timer = undefined;
  (window as unknown as { aplTrack?: unknown }).aplTrack = undefined;
}
