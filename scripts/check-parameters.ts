/**
 * Contrôle des barèmes datés du moteur APL.
 *
 *   npm run check:parameters [-- --today=AAAA-MM-JJ] [-- --strict]
 *
 * Erreurs (code de sortie 1) : versions non croissantes, valeur sans référence légale, valeur non numérique,
 * périodes couvertes qui se chevauchent. Avertissements (code 1 seulement avec --strict) : revalorisation
 * attendue et absente, dernière revalorisation d'une série de plus de 12 mois. Liste ensuite les dates
 * d'effet connues (à venir ou passées) et les revalorisations attendues, qui servent à planifier les
 * reconstructions du site.
 */

import {
  baremes,
  confirmeAu,
  couverture,
  effectiveDates,
  revalorisationAttendue,
  revalorisationsAttendues,
  source,
} from '#core/apl/parameters/index.ts';
import { references } from '#core/apl/parameters/references.generated.ts';
import type { CleBareme, Serie } from '#core/apl/parameters/types.ts';
import { parisDay } from '#core/dates.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const today = arg('today') ?? parisDay(new Date());
const strict = process.argv.includes('--strict');
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`Date du jour invalide : ${today} (attendu AAAA-MM-JJ)`);
  process.exit(2);
}

const erreurs: string[] = [];
const avertissements: string[] = [];

function valeursNumeriques(v: unknown, chemin: string): void {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) erreurs.push(`${chemin} : valeur non finie`);
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) valeursNumeriques(x, `${chemin}.${k}`);
  } else erreurs.push(`${chemin} : valeur non numérique (${JSON.stringify(v)})`);
}

const moisEntre = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));

for (const cle of Object.keys(baremes) as CleBareme[]) {
  const serie = baremes[cle] as Serie<unknown>;
  let precedente = '';
  for (const v of serie.versions) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.depuis)) erreurs.push(`${cle} : date d'effet invalide ${v.depuis}`);
    if (v.depuis <= precedente) erreurs.push(`${cle} : ${v.depuis} n'est pas postérieure à ${precedente}`);
    precedente = v.depuis;
    valeursNumeriques(v.valeur, `${cle}@${v.depuis}`);
    const refs = references[cle]?.[v.depuis] ?? [];
    if (refs.length === 0 || refs.some((r) => !r.titre)) {
      erreurs.push(`${cle}@${v.depuis} : aucune référence légale`);
    }
  }
  const derniere = serie.versions.at(-1)?.depuis;
  const attendue = revalorisationAttendue(cle);
  if (serie.revalorisation && derniere) {
    if (attendue && today >= attendue) {
      avertissements.push(
        `${cle} : revalorisation attendue au ${attendue} absente (dernière valeur au ${derniere}) — ajouter le bloc dans la source et régénérer`,
      );
    } else if (moisEntre(derniere, today) > 12) {
      console.log(
        `info  ${cle} : dernière valeur au ${derniere}, plus de 12 mois, confirmée par la source au ${confirmeAu} (prochaine attendue au ${attendue})`,
      );
    }
  }
}

for (let i = 1; i < couverture.length; i++) {
  const [debutPrec, finPrec] = couverture[i - 1] as readonly [string, string | null];
  const [debut] = couverture[i] as readonly [string, string | null];
  if (finPrec === null || finPrec > debut || debutPrec >= debut)
    erreurs.push(`périodes couvertes mal ordonnées : ${JSON.stringify(couverture)}`);
}

const derniereRevalorisation = (Object.keys(baremes) as CleBareme[])
  .filter((c) => (baremes[c] as Serie<unknown>).revalorisation)
  .map((c) => (baremes[c] as Serie<unknown>).versions.at(-1)?.depuis ?? '')
  .sort()
  .at(-1);
if (derniereRevalorisation && moisEntre(derniereRevalorisation, today) > 12) {
  avertissements.push(
    `la revalorisation la plus récente (${derniereRevalorisation}) date de plus de 12 mois`,
  );
}

console.log(
  `Barèmes APL — OpenFisca-France ${source.openfisca} (${source.commit}), confirmés au ${confirmeAu} ; aujourd'hui : ${today}`,
);
console.log(`Périodes couvertes : ${couverture.map(([d, f]) => `${d} → ${f ?? '…'}`).join(', ')}`);
console.log('\nDates d’effet connues :');
for (const d of effectiveDates()) console.log(`  ${d}${d > today ? '  (à venir)' : ''}`);
console.log('\nRevalorisations attendues (absentes des données) :');
for (const { date, series } of revalorisationsAttendues()) {
  console.log(`  ${date}${date <= today ? '  (EN RETARD)' : ''}  ${series.join(', ')}`);
}
for (const a of avertissements) console.log(`\nAVERTISSEMENT  ${a}`);
for (const e of erreurs) console.error(`\nERREUR  ${e}`);
console.log(`\n${erreurs.length} erreur(s), ${avertissements.length} avertissement(s).`);
process.exit(erreurs.length > 0 || (strict && avertissements.length > 0) ? 1 : 0);
