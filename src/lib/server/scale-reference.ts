/**
 * Les cas de référence dans l'aperçu d'une nouvelle version des barèmes (issue 27) : chaque situation des fichiers
 * d'OpenFisca-France rejoués par le moteur (tests/fixtures/apl, src/lib/build/reference-cases.ts), recalculée au
 * mois de la date d'effet avec la version active puis avec la version. L'aperçu dit combien changent, de combien au
 * plus, et montre les plus grands écarts. Les contrôles du moteur, eux, gardent leurs propres barèmes (les cas sont
 * datés) : rien ici ne les modifie.
 */
import type { Db } from '../../../db/client.ts';
import { communeZoneRecords } from '../../../db/queries/communes.ts';
import { computeAidAmount } from '../../core/apl/calculate.ts';
import type { Baremes } from '../../core/apl/parameters/types.ts';
import { validateEngineInput } from '../../core/validation/engine-input.ts';
import { buildZoneIndex } from '../../core/zoning/index.ts';
import { oracleInput, readReferenceCases, referencePostalCodes } from '../build/reference-cases.ts';

export type LigneReference = { id: string; avant: number; apres: number };
export type ImpactReference = {
  /** Les cas recalculés (ceux que le moteur calcule à ce mois). */
  total: number;
  /** Ceux dont le montant versé change. */
  changent: number;
  /** Les plus grands écarts, en euros versés, du plus grand au plus petit. */
  lignes: LigneReference[];
};

/** Le montant versé d'une entrée au mois `mois` avec `baremes`, ou null si le moteur ne la calcule pas. */
function verse(entree: unknown, mois: string, baremes: Baremes): number | null {
  const valid = validateEngineInput(entree, mois);
  if (!valid.ok) return null;
  const r = computeAidAmount(valid.data, mois, { baremes });
  return r.ok ? r.result.montantFinal : null;
}

/** Les cas de référence avant → après au mois de `date` (AAAA-MM-JJ), les 10 plus grands écarts d'abord. */
export async function impactReference(
  db: Db,
  avant: Baremes,
  apres: Baremes,
  date: string,
): Promise<ImpactReference> {
  const cases = readReferenceCases();
  const index = buildZoneIndex(await communeZoneRecords(db, referencePostalCodes(cases)));
  const mois = date.slice(0, 7);
  const lignes: LigneReference[] = [];
  for (const c of [...cases.oracle, ...cases.situations]) {
    const placed = oracleInput(c, index);
    if (typeof placed === 'string') continue;
    const [a, b] = [verse(placed.input, mois, avant), verse(placed.input, mois, apres)];
    if (a !== null && b !== null) lignes.push({ id: c.id, avant: a, apres: b });
  }
  const changes = lignes.filter((l) => l.avant !== l.apres);
  return {
    total: lignes.length,
    changent: changes.length,
    lignes: changes.sort((x, y) => Math.abs(y.apres - y.avant) - Math.abs(x.apres - x.avant)).slice(0, 10),
  };
}
