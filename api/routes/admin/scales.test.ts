/**
 * /api/admin/scales (issue 27) : les éditeurs lisent, les administrateurs saisissent ; un brouillon incomplet,
 * hors bande sans raison ou sans source est refusé champ par champ ; quatre yeux ; une revalorisation fictive
 * de + 1 % activée change, à partir de sa date seulement, le montant que l'API calcule comme l'aperçu l'annonce ;
 * son retrait rend les anciens montants ; tout est au journal d'audit. Sur les deux stores.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, thematicPages } from '../../../db/tables.ts';
import { SERIES_IRL } from '../../../src/core/apl/parameters/edition/index.ts';
import { baremes, baremesInstalles, installerBaremes } from '../../../src/core/apl/parameters/index.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { ScaleActivated, ScaleDetail, ScaleList, ScalePrefill, ScalePreview } from './scales.ts';

const instant = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
let [admin, second, editor] = ['', '', ''];
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => instant;
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  second = (await t.signIn('second@example.fr', ['admin'])).cookie;
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
}, 60_000);
afterAll(async () => {
  installerBaremes();
  await t?.close();
});

const post = (path: string, cookie: string, json: unknown = {}) =>
  t.request(`/api/admin${path}`, { method: 'POST', cookie, json });
const get = async <T>(path: string, cookie = admin) => {
  const res = await t.request(`/api/admin${path}`, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
type Refus = { code: string; fieldErrors: Record<string, string[]> };

const source = { titre: 'Arrêté fictif du 1er décembre 2026', url: 'https://www.legifrance.gouv.fr/' };
const sources = Object.fromEntries(Object.keys(SERIES_IRL).map((cle) => [cle, source]));
const plusUnPourcent = { effectiveDate: '2026-12-01', tauxIrl: 1, sources, label: 'Revalorisation fictive' };

describe('qui peut', () => {
  it('les éditeurs lisent, ne saisissent ni n’activent', async () => {
    expect((await get<ScaleList>('/scales', editor)).versions).toHaveLength(1);
    expect((await post('/scales', editor, plusUnPourcent)).status).toBe(403);
    expect((await post('/scales/1/activate', editor)).status).toBe(403);
    expect((await post('/scales/1/withdraw', editor)).status).toBe(403);
  });
});

describe('la date d’effet proposée', () => {
  it('sans date, la première revalorisation attendue et non saisie (1er octobre 2026 pour les barèmes du dépôt)', async () => {
    const prefill = await get<ScalePrefill>('/scales/prefill');
    expect(prefill.date).toBe('2026-10-01');
    expect(prefill.enVigueur).toHaveProperty('loyersPlafonds');
  });
});

describe('un brouillon invalide est refusé, champ par champ, et rien n’est enregistré', () => {
  it('une série manquante, une valeur hors bande sans raison, une série modifiée sans source', async () => {
    const prefill = await get<ScalePrefill>('/scales/prefill?date=2026-12-01');
    const { loyersPlafonds: _absente, ...sansLoyers } = prefill.valeurs;
    const manquante = await post('/scales', admin, { effectiveDate: '2026-12-01', valeurs: sansLoyers });
    expect(manquante.status).toBe(400);
    expect(((await manquante.json()) as Refus).fieldErrors.loyersPlafonds).toEqual([
      'Série manquante : chaque série de la version précédente est requise',
    ]);

    const plafonds = prefill.valeurs.loyersPlafonds as Record<string, Record<string, number>>;
    const seul = plafonds['2']?.personneSeule as number;
    const hors = { ...plafonds, 2: { ...plafonds['2'], personneSeule: Math.round(seul * 120) / 100 } };
    const horsBande = await post('/scales', admin, { ...plusUnPourcent, valeurs: { loyersPlafonds: hors } });
    expect(horsBande.status).toBe(400);
    const refus = (await horsBande.json()) as Refus;
    expect(refus.code).toBe('BAREMES_INVALIDES');
    expect(refus.fieldErrors['loyersPlafonds.2.personneSeule']?.[0]).toMatch(
      /écart de plus de 10 %, donner la raison$/,
    );

    const enTrop = { ...plafonds, 4: { personneSeule: 300 } };
    const raisons = { loyersPlafonds: 'Une zone 4 fictive' };
    const forme = await post('/scales', admin, {
      ...plusUnPourcent,
      valeurs: { loyersPlafonds: enTrop },
      raisons,
    });
    expect(((await forme.json()) as Refus).fieldErrors.loyersPlafonds?.[0]).toMatch(
      /^Valeurs de forme inattendue/,
    );

    const { loyersPlafonds: _l, ...autres } = sources;
    const sansSource = await post('/scales', admin, { ...plusUnPourcent, sources: autres });
    expect(sansSource.status).toBe(400);
    expect(((await sansSource.json()) as Refus).fieldErrors['sources.loyersPlafonds']?.[0]).toMatch(
      /^Source légale requise/,
    );
    expect((await get<ScaleList>('/scales')).versions).toHaveLength(1);
  });
});

/** Étudiant seul de 20 ans, non boursier, sans revenu, à Lyon (zone 2). */
const reponses = (rent: number) => ({
  email: { email: 'etudiant@exemple.fr' },
  'code-postal': { postalCode: '69001', inseeCode: '69123', zone: 2 },
  loyer: { rent },
  charges: { charges: 0 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: '2006-01-01' },
  statut: { status: 'student', boursier: false, nationality: 'fr' },
  enfants: { children: 0 },
  situation: { livingAlone: true },
  revenus: { income: 0, parentsIfi: false },
});

/** Le montant que l'API calcule pour une nouvelle simulation, au jour `jour`. */
async function montantAu(jour: string, rent: number) {
  instant.setTime(Date.parse(`${jour}T10:00:00Z`));
  const sessionId = randomUUID();
  let stepNumber = 1;
  for (const [stepName, stepData] of Object.entries(reponses(rent))) {
    const json = { sessionId, stepNumber: stepNumber++, stepName, stepData };
    expect((await t.request('/api/v2-save-step', { method: 'POST', json })).status, stepName).toBe(200);
  }
  const res = await t.request('/api/calculate', { method: 'POST', json: { sessionId } });
  expect(res.status).toBe(200);
  const { result } = (await res.json()) as { result: { montant: number; montantFinal: number } };
  return { montant: result.montant, montantFinal: result.montantFinal };
}

const actions = async (id: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'scale_version'), eq(auditLog.entityId, String(id))))
  ).map((a) => a.action);

describe('+ 1 % fictif au 1er décembre 2026 : saisi, aperçu, activé par un second administrateur, retiré', () => {
  it('rien avant sa date, le gain de l’aperçu après, les anciens montants après retrait', async () => {
    const created = await post('/scales', admin, plusUnPourcent);
    expect(created.status, await created.clone().text()).toBe(201);
    const draft = (await created.json()) as ScaleDetail;
    expect(draft).toMatchObject({ state: 'draft', proposedBy: 'admin', effectiveDate: '2026-12-01' });
    expect(draft.changes.map((c) => c.cle)).toContain('loyersPlafonds');
    expect(draft.activation.possible).toBe(false);

    // Two guides: one quotes the zone 2 student's aid (it changes), the other the student age limit (it does not).
    await t.db.insert(thematicPages).values([
      { slug: 'cite-une-aide', title: 'Aide', status: 'published', content: 'Soit {{aide:etudiant-zone2}}.' },
      { slug: 'cite-un-age', title: 'Âge', status: 'published', content: 'Avant {{ageMaxEtudiant}} ans.' },
    ]);
    const preview = await post(`/scales/${draft.id}/preview`, editor);
    expect(preview.status).toBe(200);
    const apercu = (await preview.json()) as ScalePreview;
    const ligne = apercu.lignes.find((l) => l.id === 'etudiant-zone2');
    // Every ceiling moves: every zone's table, the home page, the scales in force, the guides quoting a figure.
    expect(apercu.pages).toMatchObject({ zones: 3, accueil: true, precision: true });
    expect(apercu.pages.villes).toBeGreaterThan(0);
    expect(apercu.pages.textes).toEqual(['/guide/cite-une-aide']);
    // The reference cases, recomputed in December 2026: + 1 % moves some of them, never all.
    expect(apercu.references?.total).toBeGreaterThan(100);
    expect(apercu.references?.changent).toBeGreaterThan(0);
    expect(apercu.references?.changent).toBeLessThan(apercu.references?.total ?? 0);
    const plusGrand = apercu.references?.lignes[0];
    expect(Math.abs((plusGrand?.apres ?? 0) - (plusGrand?.avant ?? 0))).toBeGreaterThan(0);
    expect(apercu.pages.total).toBe(apercu.pages.villes + 3 + 1 + 1 + apercu.pages.textes.length);
    if (!ligne || 'erreur' in ligne.avant || 'erreur' in ligne.apres) throw new Error('aperçu impossible');
    expect(ligne.apres.montantFinal - ligne.avant.montantFinal).toBe(3);

    const [novembre, decembre] = [
      await montantAu('2026-11-20', ligne.rent),
      await montantAu('2026-12-05', ligne.rent),
    ];
    expect(decembre).toEqual(ligne.avant);

    const quatreYeux = await post(`/scales/${draft.id}/activate`, admin);
    expect(quatreYeux.status).toBe(403);
    expect(((await quatreYeux.json()) as Refus).code).toBe('QUATRE_YEUX');
    const ok = await post(`/scales/${draft.id}/activate`, second);
    expect(ok.status).toBe(200);
    expect((await ok.json()) as ScaleActivated).toMatchObject({ seulAdministrateur: false });
    await t.ctx.publisher?.idle();
    expect(t.built).toContain(null);

    expect(await montantAu('2026-11-20', ligne.rent)).toEqual(novembre);
    expect(await montantAu('2026-12-05', ligne.rent)).toEqual(ligne.apres);

    expect((await post(`/scales/${draft.id}/withdraw`, second)).status).toBe(200);
    expect(baremesInstalles()).toBe(baremes);
    expect(await montantAu('2026-12-05', ligne.rent)).toEqual(decembre);
    const list = await get<ScaleList>('/scales', editor);
    expect(list.versions.map((v) => v.state)).toEqual(['withdrawn', 'active']);
    expect(list.versions[0]).toMatchObject({ activatedBy: 'second', withdrawnBy: 'second' });
    expect(await actions(draft.id)).toEqual(['create', 'activate', 'withdraw']);
  });
});

describe('un site à un seul administrateur', () => {
  it('le laisse activer sa propre saisie, et le dit', async () => {
    const seul = await createTestApp();
    try {
      const { cookie } = await seul.signIn('seul@example.fr', ['admin']);
      const req = (path: string, json?: unknown) =>
        seul.request(`/api/admin${path}`, json === undefined ? { cookie } : { method: 'POST', cookie, json });
      const draft = (await (await req('/scales', plusUnPourcent)).json()) as ScaleDetail;
      expect(draft.activation).toEqual({
        possible: true,
        raison: expect.stringMatching(/seul administrateur du site/),
      });
      const res = await req(`/scales/${draft.id}/activate`, {});
      expect(res.status).toBe(200);
      expect((await res.json()) as ScaleActivated).toMatchObject({
        seulAdministrateur: true,
        message: expect.stringMatching(/sans second regard/),
      });
      expect((await req(`/scales/${draft.id}/withdraw`, {})).status).toBe(200);
    } finally {
      installerBaremes();
      await seul.close();
    }
  });
});
