/**
 * Les versions des barèmes sur les deux stores (issue 27) : la migration fait des barèmes du dépôt la
 * version 1, une seule fois ; un brouillon s'active (l'active devient remplacée), jamais par celui qui l'a
 * proposé quand le site a plusieurs administrateurs, jamais s'il est invalide ; le retrait rend la précédente.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baremes, source } from '../../src/core/apl/parameters/index.ts';
import { brouillonPlusUn } from '../../tests/support/scales.ts';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db, openDb } from '../client.ts';
import { first } from '../dialect.ts';
import { applyMigrations } from '../migrate.ts';
import { scaleVersions, user } from '../tables.ts';
import { grantAdmin } from './admin-users.ts';
import { addBaselineScales, sourcesDuDepot } from './scale-baseline.ts';
import {
  activateScaleVersion,
  activeScaleVersion,
  scaleVersion,
  scaleVersionList,
  withdrawScaleVersion,
} from './scale-versions.ts';

let dir: string;
let store: TestStore;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apl-scales-'));
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
});
afterAll(async () => {
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

const versionCount = async () => (await first(db.select({ n: count() }).from(scaleVersions)))?.n ?? 0;

async function admin(id: string): Promise<void> {
  const now = new Date(0);
  await db.insert(user).values({ id, name: id, email: `${id}@example.fr`, createdAt: now, updatedAt: now });
  await grantAdmin(db, id);
}

const draft = (by: string, sources = true) => brouillonPlusUn(db, by, sources);

describe('la version 1 : les barèmes du dépôt', () => {
  it('après la migration, une version active dont les barèmes sont ceux du dépôt ; une seconde ne fait rien', async () => {
    const active = await activeScaleVersion(db);
    expect(active?.data).toEqual(baremes);
    expect(active).toMatchObject({
      label: `Barèmes du dépôt (OpenFisca-France ${source.openfisca})`,
      effectiveDate: '2026-06-01',
      proposedBy: 'migration',
      activatedBy: 'migration',
      sources: sourcesDuDepot(),
    });
    expect(Object.keys(active?.sources ?? {}).length).toBeGreaterThan(10);
    expect(await versionCount()).toBe(1);
    await applyMigrations(db);
    expect(await addBaselineScales(db)).toBe(0);
    expect(await versionCount()).toBe(1);
  });
});

describe('brouillon, activation, retrait', () => {
  it('refuse un brouillon sans sources ; active un brouillon valide, la version 1 devient remplacée', async () => {
    await admin('alice');
    const v1 = (await activeScaleVersion(db))?.id as number;
    const sansSources = await draft('alice', false);
    const refus = await activateScaleVersion(db, sansSources, 'alice');
    expect(refus).toMatchObject({ ok: false, code: 'invalide' });
    const id = await draft('alice');
    // Seule administratrice : elle active ce qu'elle a proposé.
    expect(await activateScaleVersion(db, id, 'alice')).toEqual({ ok: true });
    expect((await activeScaleVersion(db))?.id).toBe(id);
    expect((await scaleVersion(db, v1))?.state).toBe('replaced');
    expect(await activateScaleVersion(db, id, 'alice')).toEqual({ ok: false, code: 'pas-un-brouillon' });
    expect(await activateScaleVersion(db, 9999, 'alice')).toEqual({ ok: false, code: 'introuvable' });
    // Le retrait rend la version 1.
    expect(await withdrawScaleVersion(db, id, 'alice')).toEqual({ ok: true, restored: v1 });
    expect((await activeScaleVersion(db))?.id).toBe(v1);
    expect(await scaleVersion(db, id)).toMatchObject({ state: 'withdrawn', withdrawnBy: 'alice' });
    expect(await withdrawScaleVersion(db, v1, 'alice')).toEqual({ ok: false, code: 'aucune-precedente' });
  });

  it('avec deux administrateurs, celui qui propose n’active pas ; l’autre le peut', async () => {
    await admin('bruno');
    const id = await draft('alice');
    expect(await activateScaleVersion(db, id, 'alice')).toEqual({ ok: false, code: 'meme-auteur' });
    expect(await activateScaleVersion(db, id, 'bruno')).toEqual({ ok: true });
    const list = await scaleVersionList(db);
    expect(list[0]).toMatchObject({ id, state: 'active', activatedBy: 'bruno' });
    expect(list[0]).not.toHaveProperty('data');
    expect(list.filter((v) => v.state === 'active')).toHaveLength(1);
  });

  it('deux activations au même moment : jamais d’erreur, une seule version active à la fin', async () => {
    const [a, b] = [await draft('alice'), await draft('alice')];
    // Two servers: two connections to the same store.
    const other = openDb(store.target);
    try {
      const outcomes = await Promise.all([
        activateScaleVersion(db, a, 'bruno'),
        activateScaleVersion(other, b, 'bruno'),
      ]);
      // SQLite runs them one after the other (the second replaces the first); PostgreSQL at the same time, and the
      // store's unique index refuses the second: it is told, not thrown.
      for (const o of outcomes) expect(o.ok || o.code === 'simultanee').toBe(true);
      expect(outcomes.some((o) => o.ok)).toBe(true);
    } finally {
      await closeDb(other);
    }
    expect((await scaleVersionList(db)).filter((v) => v.state === 'active')).toHaveLength(1);
  });

  it('le store refuse deux versions actives', async () => {
    const id = await draft('alice');
    await expect(
      db.update(scaleVersions).set({ state: 'active' }).where(eq(scaleVersions.id, id)),
    ).rejects.toThrow();
  });
});
