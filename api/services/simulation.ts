/**
 * The simulator's server side, without HTTP: the commune's own zone for the stored answers (the browser's is
 * only a hint), the calculation with the shared engine on the Paris day, and the storing of a result.
 */
import { communeZoneRecords } from '../../db/queries/communes.ts';
import { getSession, type SessionRow, storedSessionId, storeResult } from '../../db/queries/simulations.ts';
import { communeLabel, homonymKeys } from '../../src/core/cities/names.ts';
import { parisDay } from '../../src/core/dates.ts';
import type { ServerResult, SharedResults } from '../../src/core/simulation/api.ts';
import {
  type Outcome,
  type SimulationFailure,
  type SimulationResult,
  simulate,
} from '../../src/core/simulation/compute.ts';
import { stepsWithoutAge } from '../../src/core/simulation/shared-result.ts';
import { type FormData, sharedRecap } from '../../src/core/simulation/steps.ts';
import {
  buildZoneIndex,
  resolveByInsee,
  resolveByPostalCode,
  type ZoneIndex,
} from '../../src/core/zoning/index.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { followLiveScales } from './live-scales.ts';

/** The communes with their zones, and the names several of them bear (« Saint-Denis »). */
type Communes = { index: ZoneIndex; homonyms: ReadonlySet<string> };

/** The commune's official name, with its department when another commune bears it (src/core/cities/names.ts). */
function officialName(communes: Communes, insee: string, name: string): string {
  const department = communes.index.byInsee.get(insee)?.department ?? '';
  return communeLabel({ name, department }, communes.homonyms);
}

/** The answers with the zone the commune really has (the browser's zone is only a hint). */
function serverZone(form: FormData, communes: Communes): FormData | { error: string } {
  const zones = communes.index;
  const resolution = form.inseeCode
    ? resolveByInsee(zones, form.inseeCode)
    : form.postalCode
      ? resolveByPostalCode(zones, form.postalCode)
      : null;
  if (!resolution) return form;
  if (resolution.kind === 'error') return { error: resolution.message };
  if (resolution.kind === 'ambiguous') return { error: resolution.message };
  // The commune's name too comes from the official list, never from the browser's text.
  const { communeName: _fromBrowser, ...rest } = form;
  // Overseas or not is the commune's too.
  const located = { ...rest, zone: resolution.zone, overseas: resolution.overseas };
  if (!resolution.commune) return located;
  return {
    ...located,
    communeName: officialName(communes, resolution.commune.insee, resolution.commune.name),
  };
}

/**
 * What a shareable results link shows, and nothing more (issue 26): the result without the visitor's age (the
 * explained resources step of a student names it), the recap without PRIVATE_FIELDS, and the day of the
 * result, as its page prints it (the Paris day), never the instant.
 */
export function sharedResults(session: SessionRow, recap: FormData): SharedResults {
  const stored = session.finalResult as SharedResults['result'];
  let result = stored;
  if (!stored.error) result = { ...stored, steps: stepsWithoutAge(stored.steps, stored.calculatedFor) };
  const at = session.completedAt ?? session.calculatedAt;
  const day = at ? new Date(at) : null;
  return {
    success: true,
    result,
    recap: sharedRecap(recap),
    completedAt: day && Number.isFinite(day.getTime()) ? parisDay(day) : null,
  };
}

export type Simulations = ReturnType<typeof simulations>;

export function simulations(ctx: AppContext) {
  const now = () => ctx.now?.() ?? new Date();
  const today = () => parisDay(now());

  // Built once: the communes change only with an import, which happens before the server starts.
  let zoneIndex: Promise<Communes> | null = null;
  const zones = () => {
    zoneIndex ??= communeZoneRecords(ctx.db).then((records) => ({
      index: buildZoneIndex(records),
      homonyms: homonymKeys(records),
    }));
    return zoneIndex;
  };

  const withServerZone = async (form: FormData) => serverZone(form, await zones());

  const compute = async (form: FormData): Promise<Outcome> => {
    const located = await withServerZone(form);
    if ('error' in located)
      return { kind: 'incomplete', errors: { postalCode: located.error }, firstStep: 'code-postal' };
    // The scales of the live build, as its pages and island (issue 27).
    await followLiveScales(ctx.db, ctx.env.BUILDS_DIR);
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
    const duration = Math.round((now().getTime() - Date.parse(`${session.createdAt}`)) / 1000);
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

  return { today, compute, located, loadSession, complete, resultOrThrow };
}
