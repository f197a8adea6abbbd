/**
 * « Pour qui faites-vous cette simulation ? » (issue 29): the one helper that picks the wording for the person
 * concerned. A key of the catalogue may have a variant `<key>.them` (« Sa date de naissance », « Ses revenus
 * (ceux de {who}, pas les vôtres) »); when the simulation is for a child or someone close, the translator gives
 * that variant, `{who}` and `{Who}` filled with « votre enfant » / « votre proche ». Every step keeps its one
 * component: the step screen hands it this translator (Simulator.tsx). Nothing here changes an amount.
 */
import type { ForWhom } from '../../core/simulation/form.ts';
import { fill } from '../../i18n/format.ts';
import type { SimulatorKey, SimulatorMessages, Translator } from './locale.ts';

/** The key of the wording for `forWhom`: the `.them` variant where the catalogue has one, else `key` itself. */
export function personKey(messages: SimulatorMessages, key: SimulatorKey, forWhom: ForWhom): SimulatorKey {
  if (forWhom === 'moi') return key;
  const them = `${key}.them`;
  return them in messages ? (them as SimulatorKey) : key;
}

/** « votre enfant » / « votre proche », and capitalised, for `{who}` and `{Who}`. */
export function whoParams(messages: SimulatorMessages, forWhom: Exclude<ForWhom, 'moi'>) {
  const who = messages[forWhom === 'enfant' ? 'sim.forWhom.who.enfant' : 'sim.forWhom.who.proche'];
  return { who, Who: who.charAt(0).toUpperCase() + who.slice(1) };
}

/** The translator of the steps (or results) for the person concerned: `l` itself for « moi ». */
export function forPerson(l: Translator, forWhom: ForWhom | undefined): Translator {
  if (forWhom === undefined || forWhom === 'moi') return l;
  const who = whoParams(l.messages, forWhom);
  return {
    ...l,
    t: (key, params) => fill(l.messages[personKey(l.messages, key, forWhom)], { ...who, ...params }),
  };
}
