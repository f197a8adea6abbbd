/**
 * A scale version activated, then withdrawn (issue 27): from the store's activation to the moment the server shows
 * its amounts on the Lyon page — the full rebuild the route asks for (api/routes/admin/scales.ts), the new build
 * live, the server following its scales (api/services/live-scales.ts). A fictitious + 1 % IRL revaluation dated
 * the first day of this month, so that the pages of this month change.
 */
import type { Publisher } from '../../api/services/publisher.ts';
import type { Db } from '../../db/client.ts';
import {
  activateScaleVersion,
  createScaleDraft,
  withdrawScaleVersion,
} from '../../db/queries/scale-versions.ts';
import { brouillonRevalorisation } from '../../src/core/apl/parameters/edition/index.ts';
import { baremes } from '../../src/core/apl/parameters/index.ts';
import { parisDay } from '../../src/core/dates.ts';
import type { Row } from './measure.ts';

/** The Lyon page's student amount, as its description says it (« APL à Lyon (zone 2) : 202 €/mois »). */
async function lyonAmount(base: string): Promise<string> {
  const html = await (await fetch(`${base}/apl-lyon`)).text();
  return /APL à Lyon \(zone 2\) : ([^/]+)\/mois/.exec(html)?.[1] ?? '';
}

/** Seconds from `started` until the Lyon amount is no longer `before`. */
async function changed(base: string, before: string, started: number): Promise<number> {
  for (;;) {
    if ((await lyonAmount(base)) !== before) return (performance.now() - started) / 1000;
    if (performance.now() - started > 180_000) throw new Error('barèmes jamais en ligne');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function benchScaleActivation(db: Db, publisher: Publisher, base: string): Promise<Row[]> {
  const date = `${parisDay(new Date()).slice(0, 7)}-01`;
  const draft = brouillonRevalorisation(baremes, date, 1);
  if (!draft.ok) throw new Error(JSON.stringify(draft.errors));
  const source = { titre: 'Arrêté fictif du banc', url: 'https://www.legifrance.gouv.fr/' };
  const id = await createScaleDraft(db, {
    label: 'Revalorisation fictive du banc',
    effectiveDate: date,
    data: draft.baremes,
    sources: Object.fromEntries(draft.modifiees.map((cle) => [cle, source])),
    reasons: {},
    proposedBy: 'banc-saisie',
  });
  const before = await lyonAmount(base);
  let started = performance.now();
  const activation = await activateScaleVersion(db, id, 'banc-activation');
  if (!activation.ok) throw new Error(`activation refusée : ${activation.code}`);
  await publisher.request({ kind: 'full', reason: 'barèmes activés (banc)' });
  const activated = await changed(base, before, started);
  const after = await lyonAmount(base);
  started = performance.now();
  const withdrawal = await withdrawScaleVersion(db, id, 'banc-activation');
  if (!withdrawal.ok) throw new Error(`retrait refusé : ${withdrawal.code}`);
  await publisher.request({ kind: 'full', reason: 'barèmes retirés (banc)' });
  const withdrawn = await changed(base, after, started);
  return [
    {
      metric: `Activation d’une version des barèmes → montants en ligne (reconstruction complète ; Lyon ${before} → ${after})`,
      value: `${activated.toFixed(1)} s`,
      target: '≤ une reconstruction complète (< 10 s)',
    },
    {
      metric: 'Retrait de la version → montants d’avant en ligne',
      value: `${withdrawn.toFixed(1)} s`,
      target: '≤ une reconstruction complète (< 10 s)',
    },
  ];
}
