/**
 * The admin SPA is built at install or image time (`npm run build:admin`), never into a read-only code tree at
 * start (issue 28): the start checks that the build matches the installed sources (their hash, stored in the
 * build) and, in a tree it may not write, stops with what to run.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBuildState, adminSourcesHash, ensureAdminBuilt, SOURCES_FILE } from '../../api/admin/build.ts';
import { ADMIN_DIST } from '../../api/admin/serve.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-admin-dist-'));
const copy = join(dir, 'dist');

beforeAll(() => {
  ensureAdminBuilt(() => {});
  cpSync(ADMIN_DIST, copy, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('admin SPA build', () => {
  it('records the hash of its sources, and a copy of it (another date, another place) is up to date', () => {
    expect(adminBuildState(copy)).toBe('ok');
    expect(adminSourcesHash()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stale once the sources differ from those it was built from', () => {
    writeFileSync(join(copy, SOURCES_FILE), `${'0'.repeat(64)}\n`);
    expect(adminBuildState(copy)).toBe('stale');
    // In a read-only tree the start stops, saying what to run, and builds nothing.
    expect(() => ensureAdminBuilt(() => {}, { dist: copy, canWrite: false })).toThrow(
      /ne correspond pas au code installé.*npm run build:admin/s,
    );
  });

  it('stops a start from a read-only tree with no build, naming the command', () => {
    const missing = join(dir, 'absent');
    expect(adminBuildState(missing)).toBe('missing');
    expect(() => ensureAdminBuilt(() => {}, { dist: missing, canWrite: false })).toThrow(
      /n’est pas construit.*`npm run build:admin` après `npm ci`/s,
    );
  });
});
