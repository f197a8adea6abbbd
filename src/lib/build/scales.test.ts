/**
 * Les barèmes de la construction (issue 27) : le greffon laisse le module généré intact quand la version
 * active du store a les valeurs du dépôt (bundles identiques à l'octet) ; sinon il y déclare les séries de la
 * version active, que le module déplie en ce même jeu.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db, openDb } from '../../../db/client.ts';
import { applyMigrations } from '../../../db/migrate.ts';
import { activateScaleVersion } from '../../../db/queries/scale-versions.ts';
import { brouillonPlusUn, plusUnPourcent } from '../../../tests/support/scales.ts';
import { deplier } from '../../core/apl/parameters/colonnes.ts';
import { baremes, baremesInstalles, installerBaremes } from '../../core/apl/parameters/index.ts';
import { baremesDeLaConstruction, baremesDuStore, moduleBaremes } from './scales.ts';

const FICHIER = join(import.meta.dirname, '../../core/apl/parameters/baremes.generated.ts');
const code = readFileSync(FICHIER, 'utf8');
const plusUn = plusUnPourcent();

let dir: string;
let target: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apl-build-scales-'));
  target = join(dir, 'apl.db');
  db = openDb(target);
  await applyMigrations(db);
});
afterAll(async () => {
  installerBaremes();
  await closeDb(db);
  rmSync(dir, { recursive: true, force: true });
});

/** Ce que Vite donne au bundle pour le module généré (null : le fichier tel quel). */
async function transforme(): Promise<string | null> {
  const plugin = await baremesDuStore(target);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return transform(code, FICHIER)?.code ?? null;
}

/** Un bundle minifié qui calcule avec les barèmes du module généré : le plafond de zone 2 en décembre 2026. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const entry = join(dir, 'entree.ts');
  const index = join(import.meta.dirname, '../../core/apl/parameters/index.ts');
  writeFileSync(
    entry,
    `import { baremesDuMois } from ${JSON.stringify(index)};\n` +
      `export const plafond = baremesDuMois('2026-12')?.valeurs.loyersPlafonds[2].personneSeule;\n`,
  );
  const out = (await build({
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'entree' } },
  })) as Rolldown.RolldownOutput[];
  return out[0]?.output[0].code ?? '';
}

const plafondDu = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).plafond;

describe('les barèmes de la construction', () => {
  it('sans store, ou avec la version 1 : les barèmes du dépôt, module intact', async () => {
    expect(await baremesDeLaConstruction(join(dir, 'absent.db'))).toBe(baremes);
    expect(await baremesDeLaConstruction(target)).toBe(baremes);
    expect(moduleBaremes(code, baremes)).toBeNull();
    expect(await transforme()).toBeNull();
    const [sans, avec] = [await bundle([]), await bundle([await baremesDuStore(target)])];
    expect(avec).toBe(sans);
    expect(await plafondDu(avec)).toBe(290.34);
  });

  it('déclare les séries de la version active, qui se déplient en ce jeu', async () => {
    const texte = moduleBaremes(code, plusUn.baremes) as string;
    const debut = texte.indexOf('deplier(');
    expect(texte.slice(0, debut)).toBe(code.slice(0, code.indexOf('deplier(')));
    const json = texte.slice(debut + 'deplier('.length, texte.lastIndexOf(');'));
    expect(deplier(JSON.parse(json))).toEqual(plusUn.baremes);
  });

  it('une version activée dans le store : le module du bundle et le processus de construction la prennent', async () => {
    const id = await brouillonPlusUn(db);
    expect(await activateScaleVersion(db, id, 'test')).toEqual({ ok: true });
    expect(await transforme()).toBe(moduleBaremes(code, plusUn.baremes));
    expect(baremesInstalles()).toEqual(plusUn.baremes);
    expect(await plafondDu(await bundle([await baremesDuStore(target)]))).toBe(293.24);
  });
});
