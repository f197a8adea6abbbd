/**
 * The simulator's API contracts, declared once: the request schemas the routes validate with
 * (api/routes/simulation.ts, api/routes/partner.ts) and the request and response types the browser's client
 * (src/islands/simulator/api-client.ts) imports — as types only, so the island bundles no zod here.
 */
import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { personNameSchema } from '../validation/person-name.ts';
import { type SharedRecap, STEP_SLUGS } from './form.ts';
import type { SimulationFailure, SimulationResult } from './result.ts';

/** The visitor's private resume secret, named `sessionId` in the spec's payloads. */
export const resumeSecretSchema = z.uuid({ error: 'Identifiant de session invalide' });

/** The id of a shareable results link (/resultats/<resultsId>). */
export const resultsIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Lien de résultats invalide');

/** Spec §3 form tracking data; small scalar values only. */
const trackingData = z
  .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 30, { error: 'Trop de données de suivi' });

/** POST /api/v2-save-step */
export const saveStepRequest = z.object({
  sessionId: resumeSecretSchema,
  stepNumber: z.int({ error: "Numéro d'étape invalide" }).min(1).max(12),
  stepName: z.enum(STEP_SLUGS, { error: 'Étape inconnue' }),
  stepData: z.record(z.string().max(40), z.unknown(), { error: "Réponses de l'étape invalides" }),
  email: z.string().max(254).nullish(),
  trackingData: trackingData.nullish(),
  /** Optional idempotency key (not in the spec's payload): the same save sent twice is stored once. */
  saveId: z.uuid({ error: 'Identifiant de sauvegarde invalide' }).nullish(),
});
export type SaveStepRequest = z.input<typeof saveStepRequest>;

/** POST /api/calculate and /api/v2-complete-session */
export const sessionRequest = z.object({ sessionId: resumeSecretSchema });
export type SessionRequest = z.input<typeof sessionRequest>;

/** POST /api/send-apl-results */
export const sendResultsRequest = z.object({
  sessionId: resumeSecretSchema,
  email: z.string().max(254).optional(),
  // Names go into the e-mail: letters, spaces, hyphens and apostrophes only (no free text), or nothing.
  firstName: z.optional(personNameSchema('prénom')),
  lastName: z.optional(personNameSchema('nom')),
  // The language of the page that asks: the e-mail and its results link are in it (French by default).
  locale: z.optional(z.enum(LOCALES, { error: 'Langue inconnue' })),
  /**
   * The visitor asks again (« Renvoyer mes résultats mis à jour »): without it, a simulation's results are
   * e-mailed once, and a later request sends nothing (issue 29: changing an answer does not send again).
   */
  resend: z.optional(z.boolean()),
  // Sent by the spec's client; ignored: the server recomputes from the stored answers.
  calculationResult: z.unknown().optional(),
  formData: z.unknown().optional(),
});
export type SendResultsRequest = z.input<typeof sendResultsRequest>;

const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9_-]+$/i, 'Valeur invalide');

/** POST /api/partner-clicks (spec §3 partner_clicks): no personal data. */
export const partnerClickRequest = z.object({
  partner_name: code(60),
  page_type: code(40),
  session_id: z.string().trim().max(64).default('unknown'),
  source: code(40).default('page'),
  tracking_id: code(64).nullish(),
  // Amount, zone, eligibility, whether an e-mail was given: never the e-mail itself.
  user_data: z
    .object({
      amount: z.number().min(0).max(100_000).optional(),
      zone: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      isEligible: z.boolean().optional(),
      hasEmail: z.boolean().optional(),
    })
    .strict()
    .optional(),
});
export type PartnerClickRequest = z.input<typeof partnerClickRequest>;

/** Every refusal of the API (api/errors.ts): a French message, a stable code, the fields in error. */
export type ApiErrorBody = {
  success: false;
  error: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
};

/** A write acknowledged. */
export type Ack = { success: true; error: null };

/** POST /api/calculate and /api/v2-complete-session: the server's result and the shareable link's path. */
export type ServerResult = {
  success: true;
  result: SimulationResult | SimulationFailure;
  resultsUrl: string | null;
};

/** POST /api/send-apl-results: sent through Resend, or kept in the local outbox. */
/** `deja`: the results of this simulation were already e-mailed, and nobody asked to send them again. */
export type SendResultsResponse = { success: true; error: null; delivery: 'sent' | 'outbox' | 'deja' };

/** GET /api/results/<resultsId>: what a shareable results link shows (no e-mail, no birth date). */
export type SharedResults = {
  success: true;
  result: SimulationResult | SimulationFailure;
  recap: SharedRecap;
  completedAt: string | null;
};
