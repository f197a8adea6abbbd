import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '../../../db/client.ts';
import { type TestStore, testStore } from '../../../tests/support/test-store.ts';
import { prepareDatabase } from '../../bootstrap.ts';
import { CITY_TIERS_FILE, cityTiersReader, writeCityTiers } from './city-tiers.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-city-tiers-'));
let store: TestStore;
beforeAll(async () => {
  store = await testStore(dir);
  await closeDb(await prepareDatabase(store.target, () => {}));
}, 60_000);
afterAll(async () => {
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the build’s city tiers', () => {
  it('writes every city page’s spec §9 tier, which the origin then reads without the store', async () => {
    const folder = join(dir, 'build-1');
    mkdirSync(folder);
    await writeCityTiers(folder, store.target);
    const tiers = JSON.parse(readFileSync(join(folder, CITY_TIERS_FILE), 'utf8')) as Record<string, number>;
    expect(tiers['apl-lyon']).toBe(1);
    expect(tiers['apl-cergy']).toBe(3);
    expect(Object.keys(tiers).length).toBeGreaterThan(1000);
    symlinkSync('build-1', join(dir, 'current'));
    const tierOf = cityTiersReader(join(dir, 'current'));
    expect(tierOf('apl-lyon')).toBe(1);
    expect(tierOf('apl-inconnue')).toBeUndefined();
    expect(tierOf('constructor')).toBeUndefined();
    // A file that is not a tier table is ignored, not trusted.
    writeFileSync(join(folder, CITY_TIERS_FILE), JSON.stringify({ 'apl-lyon': 'une heure' }));
    expect(tierOf('apl-lyon')).toBeUndefined();
  });

  it('logs, and does not fail the build, when the store cannot be read', async () => {
    const folder = join(dir, 'build-2');
    mkdirSync(folder);
    const lines: string[] = [];
    await writeCityTiers(folder, join(dir, 'absente', 'apl.db'), (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/^tiers des villes non écrits : /);
  });
});
