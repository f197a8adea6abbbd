/**
 * POST /api/admin/scales/import (issue 27): an admin sends OpenFisca-France's parameter files and gets a new
 * version pre-filled from them — the values at the file's last block, the legal reference of each series read —
 * nothing stored; an editor cannot; a file that is not JSON, of another shape, incomplete or over 2 MB is refused
 * with a French message on its field, never a 500. On both stores.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleVersionList } from '../../../db/queries/scale-versions.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { ScaleImport } from './scale-import.ts';

const SOURCE_DIR = join(import.meta.dirname, '../../../src/core/apl/parameters/source');
const parametres = readFileSync(join(SOURCE_DIR, 'openfisca-parameters.json'), 'utf8');
const feuilles = readFileSync(join(SOURCE_DIR, 'openfisca-residences-outre-mer.json'), 'utf8');

/** The repository's blocks file with a block of 1 December 2026: zone 2 single ceiling 300 €. */
function avecDecembre(): string {
  const src = JSON.parse(parametres);
  const dernier = Object.keys(src.blocks).sort().at(-1) as string;
  const bloc = structuredClone(src.blocks[dernier]);
  bloc.loyers_plafonds.value.zone_2.personne_seule = 300;
  if (bloc.loyer_reference) bloc.loyer_reference.value.personne_seule = 300;
  bloc._meta = { effective_from: '2026-12-01', historical: false, effective_until_exclusive: null };
  src.blocks['2026-12-01'] = bloc;
  return JSON.stringify(src);
}

let t: TestApp;
let [admin, editor] = ['', ''];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const send = (files: Record<string, string>, cookie = admin, date?: string) => {
  const form = new FormData();
  for (const [name, text] of Object.entries(files)) form.set(name, new File([text], `${name}.json`));
  if (date) form.set('date', date);
  return t.request('/api/admin/scales/import', { method: 'POST', body: form, cookie });
};
type Refus = { code: string; error: string; fieldErrors: Record<string, string[]> };

describe('l’import d’OpenFisca-France', () => {
  it('pré-remplit une version au dernier bloc du fichier, avec ses sources, sans rien enregistrer', async () => {
    const before = (await scaleVersionList(t.db)).length;
    const res = await send({ parametres: avecDecembre() });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as ScaleImport;
    expect(body.date).toBe('2026-12-01');
    expect((body.valeurs.loyersPlafonds as Record<string, { personneSeule: number }>)[2]?.personneSeule).toBe(
      300,
    );
    expect(
      (body.enVigueur.loyersPlafonds as Record<string, { personneSeule: number }>)[2]?.personneSeule,
    ).toBe(290.34);
    expect(body.import).toMatchObject({ openfisca: '176.0.7', confirmeAu: '2026-12-01' });
    expect(body.sources.loyersPlafonds?.titre).toBeTruthy();
    expect(body.sources.loyersPlafonds?.url).toMatch(/^https:\/\//);
    expect((await scaleVersionList(t.db)).length).toBe(before);
  });

  it('lit aussi le fichier des logements-foyers et de l’outre-mer, à la date demandée', async () => {
    const res = await send({ parametres, feuilles }, admin, '2025-11-01');
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as ScaleImport;
    expect(body.date).toBe('2025-11-01');
    expect(body.import.lues).toContain('equivalenceLoyerFoyer');
    // The repository's files give the scales in force: nothing differs.
    expect(body.valeurs).toEqual(body.enVigueur);
  });

  it('n’est pas ouvert aux éditeurs', async () => {
    expect((await send({ parametres }, editor)).status).toBe(403);
  });

  it('refuse au champ du fichier, en français : pas du JSON, autre forme, incomplet, trop lourd', async () => {
    const cases: Array<[Record<string, string>, number, string, RegExp]> = [
      [{ parametres: 'pas du json' }, 422, 'parametres', /JSON est attendu/],
      [{ parametres: '{"blocks": 3}' }, 422, 'parametres', /Fichier d’OpenFisca-France inattendu/],
      [
        { parametres: JSON.stringify({ ...JSON.parse(parametres), blocks: {} }) },
        422,
        'parametres',
        /aucun bloc/,
      ],
      [{ parametres, feuilles: '{"parameters": {}}' }, 422, 'feuilles', /inattendu/],
      [{ parametres: ' '.repeat(2 * 1024 * 1024 + 10) }, 400, 'parametres', /2 Mo/],
      [{}, 400, 'parametres', /Choisissez un fichier/],
    ];
    for (const [files, status, field, message] of cases) {
      const res = await send(files);
      expect(res.status, JSON.stringify(Object.keys(files))).toBe(status);
      const body = (await res.json()) as Refus;
      expect(body.fieldErrors[field]?.join(' ')).toMatch(message);
    }
    const date = await send({ parametres }, admin, '2026-02-30');
    expect(date.status).toBe(400);
  });
});
