/** The English words of a result, loaded by English pages only (result-words.ts). */
import { ajouterLangue } from '../../core/apl/calculate.ts';
import { RESULTAT_EN } from '../../core/apl/libelles/resultat-en.ts';
import type { FormData } from '../../core/simulation/form.ts';
import { resultInLanguage } from '../../core/simulation/in-language.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';

ajouterLangue(RESULTAT_EN);

export const inEnglish = (result: SimulationResult | SimulationFailure, form: FormData) =>
  resultInLanguage(result, form, 'en');
