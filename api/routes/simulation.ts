/**
 * The simulator's API (spec §7): step saves, completion, calculation, e-mail, and the shareable results.
 * The amount is always recomputed here from the stored answers with the shared engine.
 *
 * Two things, kept apart (DECISIONS 17):
 * - the visitor's private **resume secret**, the `sessionId` of the request bodies: a random UUID created by
 *   the browser and kept there. It travels only in POST bodies, never in a URL, a link, an e-mail or the
 *   back-office; the store keeps only its hash (storedSessionId).
 * - the **shareable results link** /resultats/<resultsId>: a separate random id that shows the result and
 *   the recap (GET /api/results/<resultsId>), never the e-mail address or the birth date.
 * Every answer here is `Cache-Control: no-store`.
 */
import { Hono } from 'hono';
import { communeZoneRecords } from '../../db/queries/communes.ts';
import {
  emailsSentFor,
  getSession,
  type SessionRow,
  saveStep,
  sessionByResultsId,
  storedSessionId,
  storeResult,
} from '../../db/queries/simulations.ts';
import { formTrackingData } from '../../src/core/audience/form-tracking.ts';
import { parisDay } from '../../src/core/dates.ts';
import {
  type Ack,
  resultsIdSchema,
  type SendResultsResponse,
  type ServerResult,
  type SharedResults,
  saveStepRequest,
  sendResultsRequest,
  sessionRequest,
} from '../../src/core/simulation/api.ts';
import {
  type Outcome,
  type SimulationFailure,
  type SimulationResult,
  simulate,
} from '../../src/core/simulation/compute.ts';
import { type FormData, sharedRecap, validateStep } from '../../src/core/simulation/steps.ts';
import { emailSchema } from '../../src/core/validation/index.ts';
import {
  buildZoneIndex,
  resolveByInsee,
  resolveByPostalCode,
  type ZoneIndex,
} from '../../src/core/zoning/index.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, notFound, TooManyRequests } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { clientSubject, recipientSubject } from '../security/client.ts';
import { consume, enforce } from '../security/rate-limit.ts';
import { resultEmail } from '../services/result-email.ts';

export const COMPLETED_EMAIL_MESSAGE =
  'Cette simulation est terminée : son adresse e-mail ne peut plus être modifiée. Commencez une nouvelle simulation pour utiliser une autre adresse.';

/** At most this many result e-mails per simulation (abuse guard). */
export const MAX_RESULT_EMAILS_PER_SESSION = 3;

export function simulationRoutes(ctx: AppContext) {
  const today = () => parisDay(ctx.now?.() ?? new Date());
  const siteHosts = [ctx.env.SITE_URL, ctx.env.APP_URL].flatMap((u) => (u ? [new URL(u).hostname] : []));

  // Built once: the communes change only with an import, which happens before the server starts.
  let zoneIndex: Promise<ZoneIndex> | null = null;
  const zones = () => {
    zoneIndex ??= communeZoneRecords(ctx.db).then(buildZoneIndex);
    return zoneIndex;
  };

  /** The answers with the zone the commune really has (the browser's zone is only a hint). */
  const withServerZone = async (form: FormData): Promise<FormData | { error: string }> => {
    const resolution = form.inseeCode
      ? resolveByInsee(await zones(), form.inseeCode)
      : form.postalCode
        ? resolveByPostalCode(await zones(), form.postalCode)
        : null;
    if (!resolution) return form;
    if (resolution.kind === 'error') return { error: resolution.message };
    if (resolution.kind === 'ambiguous') return { error: resolution.message };
    // The commune's name too comes from the official list, never from the browser's text.
    const { communeName: _fromBrowser, ...rest } = form;
    // Overseas or not is the commune's too.
    const located = { ...rest, zone: resolution.zone, overseas: resolution.overseas };
    return resolution.commune ? { ...located, communeName: resolution.commune.name } : located;
  };

  const compute = async (form: FormData): Promise<Outcome> => {
    const located = await withServerZone(form);
    if ('error' in located)
      return { kind: 'incomplete', errors: { postalCode: located.error }, firstStep: 'code-postal' };
    return simulate(located, today());
  };

  /** The simulation of a resume secret. */
  const loadSession = async (secret: string) => {
    const session = await getSession(ctx.db, storedSessionId(secret));
    if (!session) throw notFound('Simulation introuvable');
    return session;
  };

  /** The stored answers with the commune's official zone and name (as they were, if it cannot be found). */
  const located = async (form: FormData): Promise<FormData> => {
    const l = await withServerZone(form);
    return 'error' in l ? form : l;
  };

  const complete = async (
    session: SessionRow,
    result: SimulationResult | SimulationFailure,
    done: boolean,
  ) => {
    const duration = Math.round((Date.now() - Date.parse(`${session.createdAt}`)) / 1000);
    const resultsId = await storeResult(
      ctx.db,
      session.id,
      { montantFinal: result.montantFinal, isEligible: result.isEligible, payload: result },
      done ? { sessionDuration: Number.isFinite(duration) && duration >= 0 ? duration : null } : null,
    );
    return {
      success: true,
      result,
      resultsUrl: resultsId ? `/resultats/${resultsId}` : null,
    } satisfies ServerResult;
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
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/v2-save-step', validate('json', saveStepRequest), async (c) => {
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
      const id = storedSessionId(body.sessionId);
      if (email) {
        // The results of a completed simulation went to its address: that address is final.
        const stored = await getSession(ctx.db, id);
        if (stored?.isComplete && stored.email && stored.email !== email)
          throw new ApiFailure(409, 'SIMULATION_TERMINEE', COMPLETED_EMAIL_MESSAGE, {
            email: [COMPLETED_EMAIL_MESSAGE],
          });
      }
      await saveStep(ctx.db, {
        sessionId: id,
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
      return c.json({ success: true, error: null } satisfies Ack);
    })
    .post('/calculate', validate('json', sessionRequest), async (c) => {
      const session = await loadSession(c.req.valid('json').sessionId);
      return c.json(await complete(session, resultOrThrow(await compute(session.formData)), false));
    })
    .post('/v2-complete-session', validate('json', sessionRequest), async (c) => {
      const session = await loadSession(c.req.valid('json').sessionId);
      return c.json(await complete(session, resultOrThrow(await compute(session.formData)), true));
    })
    .get('/results/:resultsId', async (c) => {
      await enforce(ctx, 'resultsView', clientSubject(ctx, c));
      const id = resultsIdSchema.safeParse(c.req.param('resultsId'));
      const session = id.success ? await sessionByResultsId(ctx.db, id.data) : null;
      if (!session?.finalResult) throw notFound('Résultats introuvables');
      return c.json({
        success: true,
        result: session.finalResult as SharedResults['result'],
        recap: sharedRecap(await located(session.formData)),
        completedAt: session.completedAt ?? session.calculatedAt,
      } satisfies SharedResults);
    })
    .post('/send-apl-results', validate('json', sendResultsRequest), async (c) => {
      const body = c.req.valid('json');
      const session = await loadSession(body.sessionId);
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
      if ((await emailsSentFor(ctx.db, session.id)) >= MAX_RESULT_EMAILS_PER_SESSION) {
        throw new ApiFailure(
          429,
          'TROP_D_ENVOIS',
          'Les résultats ont déjà été envoyés plusieurs fois à cette adresse',
        );
      }
      const outcome = await compute(session.formData);
      if (outcome.kind !== 'result')
        throw badRequest('Les résultats ne peuvent pas être calculés pour cette simulation');
      // However many simulations name it, one address receives a few result e-mails a day at most.
      const recipient = await consume(ctx, 'resultEmailRecipient', recipientSubject(ctx, session.email));
      if (!recipient.ok)
        throw new TooManyRequests(
          recipient.retryAfterSeconds,
          `Les résultats ont déjà été envoyés plusieurs fois à cette adresse aujourd'hui. Réessayez plus tard.`,
        );
      // The link in the e-mail must open: the result is stored if the completion has not done it yet.
      const { result } = outcome;
      const resultsId =
        session.finalResult && session.resultsId
          ? session.resultsId
          : await storeResult(
              ctx.db,
              session.id,
              { montantFinal: result.montantFinal, isEligible: result.isEligible, payload: result },
              null,
            );
      const message = await resultEmail(ctx.db, {
        result,
        form: await located(session.formData),
        firstName: body.firstName || 'Cher utilisateur',
        lastName: body.lastName ?? '',
        resultsUrl: new URL(`/resultats/${resultsId}`, ctx.env.SITE_URL).toString(),
      });
      const sent = await ctx.mailer.send({ ...message, to: session.email, sessionId: session.id });
      if (sent.status === 'error') {
        return c.json(
          { success: false, error: sent.error || "Erreur lors de l'envoi de l'email", code: 'ENVOI_ECHOUE' },
          502,
        );
      }
      return c.json({ success: true, error: null, delivery: sent.status } satisfies SendResultsResponse);
    });
}
