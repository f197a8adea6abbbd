/**
 * Les barèmes du store décident des montants du serveur (issue 27). Une revalorisation fictive de + 1 % datée
 * du 1er décembre 2026, enregistrée et activée dans le store puis installée (comme au démarrage du serveur) :
 * en novembre rien ne change ; à partir de décembre, l'étudiant seul au plafond de zone 2 gagne ce que calcule
 * `impact` ; son retrait rend l'ancien montant. Sur les deux stores.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '../../db/client.ts';
import {
  activateScaleVersion,
  activeScaleVersion,
  withdrawScaleVersion,
} from '../../db/queries/scale-versions.ts';
import { impact } from '../../src/core/apl/parameters/edition/index.ts';
import { baremes, baremesInstalles, installerBaremes } from '../../src/core/apl/parameters/index.ts';
import { installActiveScales } from '../../src/lib/server/scales.ts';
import { brouillonPlusUn, ETUDIANT_ZONE_2, plusUnPourcent } from '../../tests/support/scales.ts';
import { createTestApp, postJson, type TestApp } from '../../tests/support/test-app.ts';
import { prepareDatabase } from '../bootstrap.ts';

/** L'instant du serveur, qu'on avance d'un mois. */
const instant = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: instant });
}, 60_000);
afterAll(async () => {
  installerBaremes();
  await t.close();
});

/** Étudiant seul, non boursier, sans revenu, à Lyon (zone 2), loyer de 300 € : au-dessus du plafond. */
const reponses = {
  email: { email: 'etudiant@exemple.fr' },
  'code-postal': { postalCode: '69003', inseeCode: '69123', zone: 2 },
  loyer: { rent: 300 },
  charges: { charges: 0 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: '2005-03-01' },
  statut: { status: 'student', boursier: false, nationality: 'fr' },
  enfants: { children: 0 },
  situation: { livingAlone: true },
  revenus: { income: 0, parentsIfi: false },
} as const;

type Montants = { montant: number; montantFinal: number; calculatedFor: string };

/** Le montant que le serveur calcule pour une nouvelle simulation, au jour `jour`. */
async function montantAu(jour: string): Promise<Montants> {
  instant.setTime(Date.parse(`${jour}T10:00:00Z`));
  const sessionId = randomUUID();
  let n = 1;
  for (const [stepName, stepData] of Object.entries(reponses)) {
    const res = await postJson(t.app, '/api/v2-save-step', {
      sessionId,
      stepNumber: n++,
      stepName,
      stepData,
    });
    expect(res.status, stepName).toBe(200);
  }
  const res = await postJson(t.app, '/api/calculate', { sessionId });
  expect(res.status).toBe(200);
  const { result } = (await res.json()) as { result: Montants };
  return { montant: result.montant, montantFinal: result.montantFinal, calculatedFor: result.calculatedFor };
}

describe('une version des barèmes activée dans le store', () => {
  it('ne change rien avant sa date, donne le gain calculé par impact à partir de sa date ; retirée, rend l’ancien montant', async () => {
    expect(baremesInstalles()).toBe(baremes);
    const [novembre, decembre] = [await montantAu('2026-11-20'), await montantAu('2026-12-05')];
    expect(decembre.calculatedFor).toBe('2026-12');

    const jeu = plusUnPourcent().baremes;
    const id = await brouillonPlusUn(t.ctx.db);
    expect(await activateScaleVersion(t.ctx.db, id, 'test')).toEqual({ ok: true });
    // Un serveur qui démarre sur ce store installe la version active.
    await closeDb(await prepareDatabase(t.ctx.env.STORE, () => {}));
    expect(baremesInstalles()).toEqual(jeu);

    expect(await montantAu('2026-11-20')).toEqual(novembre);
    const apres = await montantAu('2026-12-05');
    const [ligne] = impact(baremes, jeu, [{ id: 'etudiant', entree: ETUDIANT_ZONE_2 }], '2026-12');
    if (!ligne || 'erreur' in ligne.avant || 'erreur' in ligne.apres) throw new Error('calcul impossible');
    expect(ligne.avant).toEqual({ montant: decembre.montant, montantFinal: decembre.montantFinal });
    expect(apres.montant).toBe(ligne.apres.montant);
    expect(apres.montantFinal).toBe(ligne.apres.montantFinal);
    expect(apres.montantFinal - decembre.montantFinal).toBe(3);
    expect(Math.round((apres.montant - decembre.montant) * 100) / 100).toBe(3.09);

    expect(await withdrawScaleVersion(t.ctx.db, id, 'test')).toMatchObject({ ok: true });
    await installActiveScales(t.ctx.db);
    expect(baremesInstalles()).toBe(baremes);
    expect((await activeScaleVersion(t.ctx.db))?.label).toMatch(/^Barèmes du dépôt/);
    expect(await montantAu('2026-12-05')).toEqual(decembre);
  });
});
