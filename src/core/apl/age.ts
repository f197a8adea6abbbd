/**
 * Âge du demandeur au premier jour du mois de l'aide, calculé comme OpenFisca-France.
 *
 * OpenFisca convertit un nombre de jours en années moyennes de 365,2425 jours (conversion NumPy
 * `timedelta64[D]` → `timedelta64[Y]`), en comptant le jour de naissance : âge = ⌊(jours + 1) / 365,2425⌋.
 * Près d'un anniversaire, cet âge peut avoir un jour d'avance sur l'âge civil (né le 02/10/1997 : 28 ans
 * au 01/10/2025 pour OpenFisca, 27 ans à l'état civil). Le forfait étudiant (moins de 28 ans) suit
 * cette règle, pour donner les mêmes montants que le moteur de référence.
 */

const JOUR_MS = 86_400_000;
/** Une année moyenne grégorienne : 146 097 jours pour 400 ans. */
const JOURS_400_ANS = 146_097;

function joursDepuisEpoque(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / JOUR_MS
  );
}

/** Nombre de jours entre deux dates ISO (AAAA-MM-JJ). */
export function joursEntre(debut: string, fin: string): number {
  return joursDepuisEpoque(fin) - joursDepuisEpoque(debut);
}

/** Âge « OpenFisca » en années entières à la date `au` (premier jour du mois de l'aide). */
export function ageOpenFisca(dateNaissance: string, au: string): number {
  return Math.floor(((joursEntre(dateNaissance, au) + 1) * 400) / JOURS_400_ANS);
}

/** Âge civil en années révolues à la date `au`. */
export function ageCivil(dateNaissance: string, au: string): number {
  const age = Number(au.slice(0, 4)) - Number(dateNaissance.slice(0, 4));
  return au.slice(5) < dateNaissance.slice(5) ? age - 1 : age;
}
