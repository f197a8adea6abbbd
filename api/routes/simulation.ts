/**
 * The simulator's API (spec §7): step saves, session retrieval and completion, calculation and e-mail.
 * The amount is always recomputed here from the stored answers with the shared engine.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { communeZoneRecords } from '../../db/queries/communes.ts';
import { emailsSentFor, getSession, saveStep, storeResult } from '../../db/queries/simulations.ts';
import { formTrackingData } from '../../src/core/audience/form-tracking.ts';
import { computeSimulation, type Outcome } from '../../src/core/simulation/compute.ts';
import { type FormData, STEP_SLUGS, validateStep } from '../../src/core/simulation/steps.ts';
import { emailSchema } from '../../src/core/validation/index.ts';
import {
  buildZoneIndex,
  resolveByInsee,
  resolveByPostalCode,
  type ZoneIndex,
} from '../../src/core/zoning/index.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, notFound } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { resultEmail } from '../services/result-email.ts';

const sessionId = z.uuid({ error: 'Identifiant de session invalide' });

/** Spec §3 form tracking data; small scalar values only. */
const trackingData = z
  .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 30, { error: 'Trop de données de suivi' });

const SaveStepBody = z.object({
  sessionId,
  stepNumber: z.int({ error: "Numéro d'étape invalide" }).min(1).max(12),
  stepName: z.enum(STEP_SLUGS, { error: 'Étape inconnue' }),
  stepData: z.record(z.string().max(40), z.unknown(), { error: "Réponses de l'étape invalides" }),
  email: z.string().max(254).nullish(),
  trackingData: trackingData.nullish(),
  /** Optional idempotency key (not in the spec's payload): the same save sent twice is stored once. */
  saveId: z.uuid({ error: 'Identifiant de sauvegarde invalide' }).nullish(),
});

const SessionBody = z.object({ sessionId });

const SendResultsBody = z.object({
  sessionId,
  email: z.string().max(254).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  // Sent by the spec's client; ignored: the server recomputes from the stored answers.
  calculationResult: z.unknown().optional(),
  formData: z.unknown().optional(),
});

/** At most this many result e-mails per simulation (abuse guard). */
export const MAX_RESULT_EMAILS_PER_SESSION = 3;

export function simulationRoutes(ctx: AppContext) {
  const today = () => (ctx.now?.() ?? new Date()).toISOString().slice(0, 10);
  const siteHosts = [ctx.env.SITE_URL, ctx.env.APP_URL].flatMap((u) => (u ? [new URL(u).hostname] : []));

  // Built once: the communes change only with an import, which happens before the server starts.
  let zoneIndex: ZoneIndex | null = null;
  const zones = () => {
    zoneIndex ??= buildZoneIndex(communeZoneRecords(ctx.db));
    return zoneIndex;
  };

  /** The answers with the zone the commune really has (the browser's zone is only a hint). */
  const withServerZone = (form: FormData): FormData | { error: string } => {
    const resolution = form.inseeCode
      ? resolveByInsee(zones(), form.inseeCode)
      : form.postalCode
        ? resolveByPostalCode(zones(), form.postalCode)
        : null;
    if (!resolution) return form;
    if (resolution.kind === 'error') return { error: resolution.message };
    if (resolution.kind === 'ambiguous') return { error: resolution.message };
    return { ...form, zone: resolution.zone };
  };

  const compute = (form: FormData): Outcome => {
    const located = withServerZone(form);
    if ('error' in located)
      return { kind: 'incomplete', errors: { postalCode: located.error }, firstStep: 'code-postal' };
    return computeSimulation(located, today());
  };

  const loadSession = (id: string) => {
    const session = getSession(ctx.db, id);
    if (!session) throw notFound('Simulation introuvable');
    return session;
  };

  const resultOrThrow = (outcome: Outcome) => {
    if (outcome.kind === 'incomplete') {
      throw new ApiFailure(
        400,
        'SIMULATION_INCOMPLETE',
        `Simulation incomplète : reprenez à l'étape « ${outcome.firstStep} »`,
        Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, [v]])),
      );
    }
    return outcome.kind === 'result' ? outcome.result : outcome.failure;
  };

  return new Hono()
    .post('/v2-save-step', validate('json', SaveStepBody), async (c) => {
      const body = c.req.valid('json');
      const check = validateStep(body.stepName, body.stepData, today());
      if (!check.ok) {
        throw badRequest(
          Object.values(check.errors).join(' ; '),
          Object.fromEntries(Object.entries(check.errors).map(([k, v]) => [k, [v]])),
        );
      }
      const data = check.data as FormData;
      let email: string | null = null;
      const rawEmail = data.email ?? body.email;
      if (rawEmail) {
        const parsed = emailSchema.safeParse(rawEmail);
        if (!parsed.success)
          throw badRequest(parsed.error.issues[0]?.message ?? 'Email invalide', {
            email: [parsed.error.issues[0]?.message ?? ''],
          });
        email = parsed.data;
      }
      await saveStep(ctx.db, {
        sessionId: body.sessionId,
        stepNumber: body.stepNumber,
        stepName: body.stepName,
        stepData: data,
        saveId: body.saveId ?? null,
        email,
        // Only what spec §3 lists, with the source and entry page computed here (src/core/audience).
        trackingData: body.trackingData ? formTrackingData(body.trackingData, siteHosts) : null,
        postalCode: data.postalCode ?? null,
        inseeCode: data.inseeCode ?? null,
        zone: data.zone ?? null,
      });
      return c.json({ success: true, error: null });
    })
    .get('/v2-session/:sessionId', (c) => {
      const id = sessionId.safeParse(c.req.param('sessionId'));
      if (!id.success)
        throw badRequest('Identifiant de session invalide', {
          sessionId: ['Identifiant de session invalide'],
        });
      const session = loadSession(id.data);
      return c.json({
        success: true,
        session: {
          id: session.id,
          email: session.email,
          formData: session.formData,
          currentStep: session.currentStep,
          isComplete: session.isComplete,
          result: session.finalResult,
          completedAt: session.completedAt,
        },
      });
    })
    .post('/calculate', validate('json', SessionBody), (c) => {
      const session = loadSession(c.req.valid('json').sessionId);
      const result = resultOrThrow(compute(session.formData as FormData));
      storeResult(
        ctx.db,
        session.id,
        { montantFinal: result.montantFinal, isEligible: result.isEligible, payload: result },
        null,
      );
      return c.json({ success: true, result });
    })
    .post('/v2-complete-session', validate('json', SessionBody), (c) => {
      const session = loadSession(c.req.valid('json').sessionId);
      const result = resultOrThrow(compute(session.formData as FormData));
      const duration = Math.round((Date.now() - Date.parse(`${session.createdAt}`)) / 1000);
      storeResult(
        ctx.db,
        session.id,
        { montantFinal: result.montantFinal, isEligible: result.isEligible, payload: result },
        { sessionDuration: Number.isFinite(duration) && duration >= 0 ? duration : null },
      );
      return c.json({ success: true, result });
    })
    .post('/send-apl-results', validate('json', SendResultsBody), async (c) => {
      const body = c.req.valid('json');
      const session = loadSession(body.sessionId);
      if (!session.email)
        throw badRequest("Aucun email n'est associé à cette simulation", { email: ["L'email est requis"] });
      if (body.email) {
        const given = emailSchema.safeParse(body.email);
        if (!given.success || given.data !== session.email) {
          throw badRequest("L'email ne correspond pas à celui de la simulation", {
            email: ["L'email ne correspond pas à celui de la simulation"],
          });
        }
      }
      if (emailsSentFor(ctx.db, session.id) >= MAX_RESULT_EMAILS_PER_SESSION) {
        throw new ApiFailure(
          429,
          'TROP_D_ENVOIS',
          'Les résultats ont déjà été envoyés plusieurs fois à cette adresse',
        );
      }
      const outcome = compute(session.formData as FormData);
      if (outcome.kind !== 'result')
        throw badRequest('Les résultats ne peuvent pas être calculés pour cette simulation');
      const message = resultEmail(ctx.db, {
        result: outcome.result,
        form: session.formData as FormData,
        firstName: body.firstName?.trim() || 'Cher utilisateur',
        lastName: body.lastName?.trim() ?? '',
        resultsUrl: new URL(`/resultats/${session.id}`, ctx.env.SITE_URL).toString(),
      });
      const sent = await ctx.mailer.send({ ...message, to: session.email, sessionId: session.id });
      if (sent.status === 'error') {
        return c.json(
          { success: false, error: sent.error || "Erreur lors de l'envoi de l'email", code: 'ENVOI_ECHOUE' },
          502,
        );
      }
      return c.json({ success: true, error: null, delivery: sent.status });
    });
}
