/**
 * What a shareable results link shows of a result, and nothing more (issue 26): its explained steps without
 * the visitor's age (the engine's resources step of a student names it: « Âge retenu au 1er … : 22 ans. »).
 * Used by the server for the link's API and by the browser, which compares the steps it writes again in the
 * page's language with the shared ones (compute.ts `stepsIn`).
 */
import { LIBELLES_EN } from '../apl/libelles/en.ts';
import { LIBELLES_FR } from '../apl/libelles/fr.ts';
import { aidMonth } from '../dates.ts';
import type { SimulationResult } from './result.ts';

type Steps = SimulationResult['steps'];

/** « Âge retenu au 1er <mois> : <n> ans. », in each language of the engine, for the aid month `month`. */
function ageSentences(month: string): RegExp[] {
  const marker = '987654321';
  return [LIBELLES_FR, LIBELLES_EN].map((words) => {
    const [before = '', after = ''] = words.ressources.ageRetenu(month, Number(marker)).split(marker);
    const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^${literal(before)}\\d+${literal(after)}$`);
  });
}

/** The steps of a result computed on `day` (AAAA-MM-JJ), without any detail that gives the visitor's age. */
export function stepsWithoutAge(steps: Steps, day: string): Steps {
  const age = ageSentences(aidMonth(day));
  return steps.map(({ details, ...step }) =>
    details === undefined || age.some((a) => a.test(details)) ? step : { ...step, details },
  );
}
