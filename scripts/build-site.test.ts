/**
 * `npm run build` makes its build live like a publication does: with an edge configured, the edge must drop the
 * pages it holds, or visitors keep reading the former ones for up to a day (the operator's complaint, issue 28).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../api/env.ts';
import type { EdgePurger } from '../api/services/edge/purge.ts';
import type { BuildResult } from '../api/services/site-builds.ts';
import { buildAndPurge } from './build-site.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-build-site-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = readEnv({ ...process.env, DATABASE_PATH: join(dir, 'apl.db'), BUILDS_DIR: join(dir, 'builds') });

const built: BuildResult = {
  ok: true,
  folder: join(dir, 'builds', 'b1'),
  info: {
    id: 'b1',
    startedAt: '',
    finishedAt: '',
    durationMs: 1500,
    pages: 12,
    reason: 'npm run build',
    partial: null,
  },
};

describe('npm run build with an edge', () => {
  it('purges the whole site at the edge once its full build is live, and says so', async () => {
    const calls: Array<string[] | 'all'> = [];
    const purger: EdgePurger = { name: 'varnish', purge: async (paths) => void calls.push(paths) };
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await buildAndPurge(env, 'npm run build', { build: async () => built, purger })).toBe(0);
      expect(said.mock.calls.flat().join('\n')).toMatch(/CDN \(varnish\) : tout le site purgé/);
    } finally {
      said.mockRestore();
    }
    expect(calls).toEqual(['all']);
  });

  it('purges nothing when the build failed, and exits 1', async () => {
    const calls: Array<string[] | 'all'> = [];
    const purger: EdgePurger = { name: 'varnish', purge: async (paths) => void calls.push(paths) };
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failed = async (): Promise<BuildResult> => ({ ok: false, error: 'astro a échoué', log: '' });
      expect(await buildAndPurge(env, 'npm run build', { build: failed, purger })).toBe(1);
    } finally {
      said.mockRestore();
    }
    expect(calls).toEqual([]);
  });

  it('still exits 0 when the edge refuses the purge: the pages are live at the origin', async () => {
    const purger: EdgePurger = { name: 'varnish', purge: () => Promise.reject(new Error('403')) };
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await buildAndPurge(env, 'npm run build', { build: async () => built, purger })).toBe(0);
      expect(said.mock.calls.flat().join('\n')).toMatch(/purge impossible.*403/);
    } finally {
      said.mockRestore();
      quiet.mockRestore();
    }
  });
});
