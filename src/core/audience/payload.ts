/**
 * The visitor-tracking payload of spec §3 (visitorId, sessionId, landingPage, referrer, utm_*, userAgent,
 * screenResolution, eventType, eventData, pagePath), validated at the API boundary. The browser sends one
 * event or a batch `{ events: [...] }`; the events of spec §7 plus the web vitals.
 */
import { z } from 'zod';
import { STEP_SLUGS } from '../simulation/steps.ts';

export const EVENT_TYPES = [
  'session_start',
  'pageview',
  'simulation_start',
  'simulation_step',
  'simulation_completed',
  'form_submit',
  'web_vital',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const WEB_VITALS = ['CLS', 'INP', 'FCP', 'LCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** At most this many events in one request (the browser sends 20 at most). */
export const MAX_EVENTS_PER_BATCH = 50;

/** Random identifiers made by the browser: never an e-mail, a name or anything typed. */
const randomId = z.string({ error: 'Identifiant requis' }).regex(/^[A-Za-z0-9_-]{8,64}$/, {
  error: 'Identifiant aléatoire invalide (8 à 64 caractères a-z, 0-9, - ou _)',
});
const text = (max: number) =>
  z
    .string()
    .max(max, { error: `${max} caractères au plus` })
    .nullish();

const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);
const eventData = z
  .record(z.string().max(40), scalar)
  .refine((r) => Object.keys(r).length <= 12, { error: 'Trop de données pour un événement (12 au plus)' });

export const trackingEventSchema = z
  .object({
    visitorId: randomId,
    sessionId: randomId,
    landingPage: text(500),
    referrer: text(1000),
    utmSource: text(200),
    utmMedium: text(200),
    utmCampaign: text(200),
    utmTerm: text(200),
    utmContent: text(200),
    /** Read for bot detection and the device class, never stored. */
    userAgent: text(500),
    screenResolution: z
      .string()
      .regex(/^\d{2,5}x\d{2,5}$/, { error: 'Résolution attendue sous la forme 390x844' })
      .nullish(),
    eventType: z.enum(EVENT_TYPES, { error: "Type d'événement inconnu" }),
    eventData: eventData.nullish(),
    pagePath: text(500),
  })
  .superRefine((e, ctx) => {
    const data = e.eventData ?? {};
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['eventData'], message });
    if (e.eventType === 'simulation_step' && !(STEP_SLUGS as readonly unknown[]).includes(data.stepName))
      issue('stepName : étape du simulateur attendue');
    if (
      e.eventType === 'form_submit' &&
      !(typeof data.formType === 'string' && /^[a-z0-9_-]{1,40}$/.test(data.formType))
    )
      issue('formType : type de formulaire attendu');
    if (e.eventType === 'web_vital') {
      if (!(WEB_VITALS as readonly unknown[]).includes(data.name)) issue('name : CLS, INP, FCP, LCP ou TTFB');
      if (!(typeof data.value === 'number' && data.value >= 0 && data.value <= 600_000))
        issue('value : nombre entre 0 et 600 000');
    }
  });
export type TrackingEvent = z.infer<typeof trackingEventSchema>;
/** What the browser builds (before validation: same fields). */
export type TrackingEventInput = z.input<typeof trackingEventSchema>;

export const trackingBatchSchema = z.object({
  events: z
    .array(trackingEventSchema)
    .min(1, { error: 'Aucun événement' })
    .max(MAX_EVENTS_PER_BATCH, { error: `${MAX_EVENTS_PER_BATCH} événements au plus par envoi` }),
});

/** One event, `{ events: [...] }`, or a bare array: the events it holds. */
export function parseTrackingBody(raw: unknown) {
  const batch = Array.isArray(raw)
    ? { events: raw }
    : raw && typeof raw === 'object' && 'events' in raw
      ? raw
      : { events: [raw] };
  return trackingBatchSchema.safeParse(batch);
}
