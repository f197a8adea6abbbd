/**
 * Les barèmes de la ligne de commande (issue 27) : sans option, ceux du dépôt ; `--parameters=<fichier>` un jeu
 * JSON validé ; `--store=<cible>` la version active d'un store. Une revalorisation fictive de + 1 % au
 * 1er décembre 2026 : l'étudiant seul au plafond de zone 2 gagne 3 € en décembre, rien en novembre.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { activateScaleVersion } from '../../db/queries/scale-versions.ts';
import { baremes } from '../../src/core/apl/parameters/index.ts';
import { brouillonPlusUn, ETUDIANT_ZONE_2, plusUnPourcent } from '../support/scales.ts';

const root = join(import.meta.dirname, '..', '..');
let dir: string;
const plusUn = plusUnPourcent();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'apl-simulate-scales-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = ['2026-11', '2026-12']
  .map((date) => JSON.stringify({ ...ETUDIANT_ZONE_2, id: date, date }))
  .join('\n');

/** Les montants versés de novembre et décembre 2026, ou le message d'erreur. */
function simuler(args: string[]): { status: number | null; montants: number[]; stderr: string } {
  const p = spawnSync(process.execPath, [join(root, 'scripts/simulate.ts'), ...args], {
    input,
    encoding: 'utf8',
    cwd: root,
  });
  const lignes = p.stdout.trim() ? p.stdout.trim().split('\n') : [];
  return { status: p.status, montants: lignes.map((l) => JSON.parse(l).montantFinal), stderr: p.stderr };
}

describe('npm run simulate : les barèmes', () => {
  it('sans option, les barèmes du dépôt ; --parameters un jeu JSON, qui ne change que décembre', () => {
    const depot = simuler([]);
    expect(depot.status).toBe(0);
    const fichier = join(dir, 'plus-un.json');
    writeFileSync(fichier, JSON.stringify(plusUn.baremes));
    const jeu = simuler([`--parameters=${fichier}`]);
    expect(jeu.status).toBe(0);
    expect(jeu.montants).toEqual([depot.montants[0], (depot.montants[1] as number) + 3]);
  });

  it('refuse un fichier de barèmes incomplet, en le disant', () => {
    const { loyersPlafonds: _, ...incomplet } = baremes;
    const fichier = join(dir, 'incomplet.json');
    writeFileSync(fichier, JSON.stringify(incomplet));
    const p = simuler([`--parameters=${fichier}`]);
    expect(p.status).toBe(2);
    expect(p.stderr).toContain('Série absente : loyersPlafonds');
  });

  it('--store : la version active du store', async () => {
    const target = join(dir, 'apl.db');
    const db = openDb(target);
    await applyMigrations(db);
    const sans = simuler([`--store=${target}`]);
    const id = await brouillonPlusUn(db);
    expect(await activateScaleVersion(db, id, 'test')).toEqual({ ok: true });
    await closeDb(db);
    const avec = simuler([`--store=${target}`]);
    expect(avec.status).toBe(0);
    expect(avec.montants).toEqual([sans.montants[0], (sans.montants[1] as number) + 3]);
  });
});
