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
 * Every answer here is `Cache-Control: no-store`. A step save counts what it may add to the store against its
 * client's storage budget (api/services/store-budget.ts); the shared link gives what its page shows only.
 */
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  emailsSentFor,
  getSession,
  type StepSave,
  sessionByResultsId,
  sessionExists,
  stepParams,
  stepSaveBytes,
  storedSessionId,
  storeResult,
  writeStep,
} from '../../db/queries/simulations.ts';
import { formTrackingData } from '../../src/core/audience/form-tracking.ts';
import {
  type Ack,
  resultsIdSchema,
  type SendResultsResponse,
  saveStepRequest,
  sendResultsRequest,
  sessionRequest,
} from '../../src/core/simulation/api.ts';
import { resultInLanguage } from '../../src/core/simulation/in-language.ts';
import { type FormData, validateStep } from '../../src/core/simulation/steps.ts';
import { emailSchema } from '../../src/core/validation/index.ts';
import { localePath } from '../../src/i18n/locales.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, notFound, TooManyRequests } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { countRefusal, countStepSave } from '../observability/metrics.ts';
import { clientSubject, recipientSubject } from '../security/client.ts';
import { consume, enforce } from '../security/rate-limit.ts';
import { resultEmail } from '../services/result-email.ts';
import { type Simulations, sharedResults, simulations } from '../services/simulation.ts';
import { chargeStore, withhold } from '../services/store-budget.ts';

export const COMPLETED_EMAIL_MESSAGE =
  'Cette simulation est terminée : son adresse e-mail ne peut plus être modifiée. Commencez une nouvelle simulation pour utiliser une autre adresse.';

/** At most this many result e-mails per simulation (abuse guard). */
export const MAX_RESULT_EMAILS_PER_SESSION = 3;

export function simulationRoutes(ctx: AppContext) {
  const sim = simulations(ctx);
  const siteHosts = [ctx.env.SITE_URL, ctx.env.APP_URL].flatMap((u) => (u ? [new URL(u).hostname] : []));

  return new Hono()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/v2-save-step', validate('json', saveStepRequest), async (c) => {
      await saveAnswers(ctx, sim, siteHosts, c.req.valid('json'), clientSubject(ctx, c));
      countStepSave();
      return c.json({ success: true, error: null } satisfies Ack);
    })
    .post('/calculate', validate('json', sessionRequest), async (c) => {
      const session = await sim.loadSession(c.req.valid('json').sessionId);
      return c.json(
        await sim.complete(session, sim.resultOrThrow(await sim.compute(session.formData)), false),
      );
    })
    .post('/v2-complete-session', validate('json', sessionRequest), async (c) => {
      const session = await sim.loadSession(c.req.valid('json').sessionId);
      return c.json(
        await sim.complete(session, sim.resultOrThrow(await sim.compute(session.formData)), true),
      );
    })
    .get('/results/:resultsId', async (c) => {
      await enforce(ctx, 'resultsView', clientSubject(ctx, c));
      const id = resultsIdSchema.safeParse(c.req.param('resultsId'));
      const session = id.success ? await sessionByResultsId(ctx.db, id.data) : null;
      if (!session?.finalResult) throw notFound('Résultats introuvables');
      return c.json(sharedResults(session, await sim.located(session.formData)));
    })
    .post('/send-apl-results', validate('json', sendResultsRequest), async (c) => {
      const delivery = await sendResults(ctx, sim, c.req.valid('json'));
      return c.json({ success: true, error: null, delivery } satisfies SendResultsResponse);
    });
}

/** Validates one step's answers and stores them (a completed simulation keeps its address: 409). */
async function saveAnswers(
  ctx: AppContext,
  sim: Simulations,
  siteHosts: string[],
  body: z.output<typeof saveStepRequest>,
  client: string,
): Promise<void> {
  const check = validateStep(body.stepName, body.stepData, sim.today());
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
  await storeWithinBudget(ctx, client, {
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
}

export const STORE_BUDGET_MESSAGE =
  'Trop de simulations enregistrées depuis cette connexion : vos réponses restent dans votre navigateur.';

/**
 * Stores a save within its client's storage budget (api/services/store-budget.ts): in full; beyond it, the
 * answers in the session's row only (no history row, no tracking data); beyond twice, only for a simulation
 * already stored (a new one is refused, 429).
 */
async function storeWithinBudget(ctx: AppContext, client: string, save: StepSave): Promise<void> {
  const full = stepParams(save);
  const { level, counted } = chargeStore(ctx, client, stepSaveBytes(full));
  if (level.client === 'full' && level.global === 'full') {
    await Promise.all([writeStep(ctx.db, full), counted]);
    return;
  }
  if (level.client === 'existing' && !(await sessionExists(ctx.db, save.sessionId))) {
    await Promise.all([withhold(ctx, 'saves', 1), counted]);
    countRefusal('storeBudget');
    throw new TooManyRequests(level.retryAfterSeconds, STORE_BUDGET_MESSAGE);
  }
  await Promise.all([writeStep(ctx.db, { ...full, history: false, trackingData: null }), counted]);
}

/** Sends the result e-mail of a simulation to its own address, within the per-simulation and per-recipient limits. */
async function sendResults(
  ctx: AppContext,
  sim: Simulations,
  body: z.output<typeof sendResultsRequest>,
): Promise<SendResultsResponse['delivery']> {
  const session = await sim.loadSession(body.sessionId);
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
  const sentBefore = await emailsSentFor(ctx.db, session.id);
  // Once per simulation: a changed answer does not send again; the visitor asks (« Renvoyer… ») if they want.
  if (sentBefore > 0 && !body.resend) return 'deja';
  if (sentBefore >= MAX_RESULT_EMAILS_PER_SESSION) {
    throw new ApiFailure(
      429,
      'TROP_D_ENVOIS',
      'Les résultats ont déjà été envoyés plusieurs fois à cette adresse',
    );
  }
  const outcome = await sim.compute(session.formData);
  if (outcome.kind !== 'result')
    throw badRequest('Les résultats ne peuvent pas être calculés pour cette simulation');
  // However many simulations name it, one address receives a few result e-mails a day at most.
  const recipient = await consume(ctx, 'resultEmailRecipient', recipientSubject(ctx, session.email));
  if (!recipient.ok) {
    countRefusal('resultEmailRecipient');
    throw new TooManyRequests(
      recipient.retryAfterSeconds,
      `Les résultats ont déjà été envoyés plusieurs fois à cette adresse aujourd'hui. Réessayez plus tard.`,
    );
  }
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
  // In the language of the page that asked: its words, and the results link that opens in it.
  const locale = body.locale ?? 'fr';
  const form = await sim.located(session.formData);
  const message = await resultEmail(ctx.db, {
    result: resultInLanguage(result, form, locale),
    form,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    resultsUrl: new URL(localePath(locale, `/resultats/${resultsId}`), ctx.env.SITE_URL).toString(),
    locale,
  });
  const sent = await ctx.mailer.send({ ...message, to: session.email, sessionId: session.id });
  if (sent.status === 'error')
    throw new ApiFailure(502, 'ENVOI_ECHOUE', sent.error || "Erreur lors de l'envoi de l'email");
  return sent.status;
}
