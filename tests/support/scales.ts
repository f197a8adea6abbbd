/**
 * Une revalorisation fictive des barèmes pour les tests (issue 27) : + 1 % au 1er décembre 2026 (après le jour
 * des tests), enregistrée comme brouillon avec une source par série modifiée ; et le ménage dont elle change le
 * montant de façon connue, l'étudiant seul au plafond de zone 2 (+ 3 € versés en décembre).
 */
import type { Db } from '../../db/client.ts';
import { createScaleDraft } from '../../db/queries/scale-versions.ts';
import type { EntreeMoteur } from '../../src/core/apl/index.ts';
import { brouillonRevalorisation } from '../../src/core/apl/parameters/edition/index.ts';
import { baremes } from '../../src/core/apl/parameters/index.ts';
import type { Baremes, CleBareme } from '../../src/core/apl/parameters/types.ts';

export const DATE_PLUS_UN = '2026-12-01';

/** Les barèmes du dépôt revalorisés de + 1 % au 1er décembre 2026, et les séries que cela modifie. */
export function plusUnPourcent(): { baremes: Baremes; modifiees: ReadonlyArray<CleBareme> } {
  const r = brouillonRevalorisation(baremes, DATE_PLUS_UN, 1);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}

/** Enregistre le brouillon + 1 % proposé par `by` (sans sources s'il le faut) ; rend son id. */
export async function brouillonPlusUn(db: Db, by = 'test', avecSources = true): Promise<number> {
  const { baremes: data, modifiees } = plusUnPourcent();
  const source = { titre: 'Arrêté fictif du 1er décembre 2026', url: 'https://www.legifrance.gouv.fr/' };
  return createScaleDraft(db, {
    label: 'Revalorisation fictive de + 1 %',
    effectiveDate: DATE_PLUS_UN,
    data,
    sources: avecSources ? Object.fromEntries(modifiees.map((cle) => [cle, source])) : {},
    reasons: {},
    proposedBy: by,
  });
}

/** Étudiant seul, non boursier, sans revenu, en zone 2, loyer de 300 € : au-dessus du plafond (290,34 €). */
export const ETUDIANT_ZONE_2: EntreeMoteur = {
  zone: 2,
  rent: 300,
  charges: 0,
  furnished: false,
  colocation: false,
  chambre: false,
  conventionne: false,
  birthDate: '2005-03-01',
  status: 'student',
  boursier: false,
  livingAlone: true,
  children: 0,
  income: 0,
};
