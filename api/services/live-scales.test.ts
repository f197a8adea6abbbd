/**
 * Every server computes with the scales of the live build (issue 27): a server whose store has a new active version
 * keeps computing with the live build's until a build made with it goes live — whichever server built it, through
 * the shared builds folder — and then gives the new amounts, as the pages do.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateScaleVersion, activeScaleVersion } from '../../db/queries/scale-versions.ts';
import { baremes, baremesInstalles, installerBaremes } from '../../src/core/apl/parameters/index.ts';
import { brouillonPlusUn, plusUnPourcent } from '../../tests/support/scales.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { followLiveScales } from './live-scales.ts';
import { switchLive } from './site-builds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  installerBaremes();
  await t.close();
});

/** A build of another server going live in the shared folder, made with `scaleVersion`. */
function buildGoesLive(name: string, scaleVersion: number | null): void {
  const folder = join(t.ctx.env.BUILDS_DIR, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Accueil</title>');
  writeFileSync(join(folder, 'build-info.json'), JSON.stringify({ id: name, pages: 1, scaleVersion }));
  switchLive(t.ctx.env.BUILDS_DIR, folder);
}

describe('les barèmes de la build en ligne', () => {
  it('un serveur passe à la nouvelle version quand la build faite avec elle est en ligne, et pas avant', async () => {
    const first = (await activeScaleVersion(t.ctx.db))?.id ?? null;
    buildGoesLive('build-1', first);
    await followLiveScales(t.ctx.db, t.ctx.env.BUILDS_DIR);
    expect(baremesInstalles()).toBe(baremes);

    const id = await brouillonPlusUn(t.ctx.db, 'une-admin');
    expect(await activateScaleVersion(t.ctx.db, id, 'une-admin')).toEqual({ ok: true });
    // Activated in the store, but the live build still has the former version: nothing changes here yet.
    await followLiveScales(t.ctx.db, t.ctx.env.BUILDS_DIR);
    expect(baremesInstalles()).toBe(baremes);

    buildGoesLive('build-2', id);
    await followLiveScales(t.ctx.db, t.ctx.env.BUILDS_DIR);
    expect(baremesInstalles()).toEqual(plusUnPourcent().baremes);

    // A rollback to the former build brings its scales back.
    buildGoesLive('build-3', first);
    await followLiveScales(t.ctx.db, t.ctx.env.BUILDS_DIR);
    expect(baremesInstalles()).toBe(baremes);
  });

  it('une build d’avant les versions ne change pas ce qui est installé', async () => {
    installerBaremes(plusUnPourcent().baremes);
    buildGoesLive('build-ancienne', null);
    await followLiveScales(t.ctx.db, t.ctx.env.BUILDS_DIR);
    expect(baremesInstalles()).toEqual(plusUnPourcent().baremes);
    installerBaremes();
  });
});
