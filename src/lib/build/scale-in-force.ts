/**
 * The legal parameters the engine applies for a month, as the page « Précision du simulateur » lists them: the
 * main scales of the aid, the date from which each one's values apply and the legal texts that set them. All of
 * it is data (src/core/apl/parameters: values and their references, from OpenFisca-France), never typed here;
 * only the names of the scales are.
 */
import { baremesDuMois, type CleBareme } from '../../core/apl/parameters/index.ts';
import { references } from '../../core/apl/parameters/references.generated.ts';

/** The scales shown, in the order of the calculation (docs/FORMULA.md), with their French names. */
const SHOWN: ReadonlyArray<readonly [CleBareme, string]> = [
  ['loyersPlafonds', 'Loyers plafonds'],
  ['forfaitCharges', 'Forfait de charges'],
  ['ressourcesEtudiants', 'Ressources forfaitaires des étudiants'],
  ['abattementR0', 'Abattement forfaitaire sur les ressources (R0)'],
  ['tauxFamille', 'Taux de participation selon le foyer'],
  ['tauxLoyer', 'Taux de participation selon le loyer'],
  ['participationMinimale', 'Participation minimale'],
  ['degressivite', 'Dégressivité des loyers élevés'],
  ['minorationForfaitaire', 'Minoration forfaitaire'],
  ['seuilVersement', 'Seuil de versement'],
  ['rlsMontants', 'Réduction de loyer de solidarité (logement conventionné)'],
  ['equivalenceLoyerFoyer', 'Logements-foyers et résidences CROUS : équivalence de loyer (APL)'],
  ['equivalenceLoyerAl', 'Logements-foyers et résidences CROUS : équivalence de loyer (ALS, ALF)'],
  ['forfaitChargesOutreMer', 'Outre-mer : forfait de charges'],
];

export type LegalText = { title: string; url: string | null };
export type ScaleInForce = { key: CleBareme; label: string; since: string; texts: LegalText[] };

/** The scales in force for `mois` (AAAA-MM), each with its effective date and texts; empty if none covers it. */
export function scalesInForce(mois: string): ScaleInForce[] {
  const b = baremesDuMois(mois);
  if (!b) return [];
  const out: ScaleInForce[] = [];
  for (const [key, label] of SHOWN) {
    if (b.valeurs[key] === undefined) continue; // an optional series the month lacks
    const since = b.depuis[key];
    const byTitle = new Map<string, LegalText>();
    for (const r of references[key]?.[since] ?? []) {
      if (!byTitle.has(r.titre)) byTitle.set(r.titre, { title: r.titre, url: r.url ?? null });
    }
    out.push({ key, label, since, texts: [...byTitle.values()] });
  }
  return out;
}
