import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configureLogging } from '../../observability/log.ts';
import { type BuildResult, cloneBuild, switchLive } from '../site-builds.ts';
import { changedPages, type EdgePurger, purgeAfterBuild, purgeMedia, varnishPurger } from './purge.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-edge-purge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (folder: string, path: string, content: string) => {
  mkdirSync(dirname(join(folder, path)), { recursive: true });
  const file = join(folder, path);
  // A build never writes into a file in place: a new file replaces the hard link.
  rmSync(file, { force: true });
  writeFileSync(file, content);
};

/** Two builds as an incremental build leaves them: the second a hard-linked copy with some files replaced. */
function twoBuilds(buildsDir: string) {
  const before = join(buildsDir, 'build-1');
  for (const [path, content] of Object.entries({
    'index.html': 'accueil',
    'apl-lyon/index.html': 'lyon v1',
    'apl-cergy/index.html': 'cergy',
    'conseil/visale/index.html': 'visale',
    'conseil/ancien/index.html': 'ancien',
    'sitemap-0.xml': '<urlset/>',
    '_astro/a.js': 'a',
  }))
    write(before, path, content);
  switchLive(buildsDir, before);
  const after = join(buildsDir, 'build-2');
  cloneBuild(before, after);
  write(after, 'apl-lyon/index.html', 'lyon v2'); // changed
  write(after, 'index.html', 'accueil'); // rendered again, same bytes
  write(after, 'conseil/nouveau/index.html', 'nouveau'); // added
  unlinkSync(join(after, 'conseil/ancien/index.html')); // removed
  write(after, 'sitemap-0.xml', '<urlset><url/></urlset>'); // rewritten by every build
  write(after, '_astro/b.js', 'b'); // a new hashed asset
  return { before, after };
}

const ok = (folder: string, partial: string[] | null): BuildResult => ({
  ok: true,
  folder,
  info: { id: 'b2', startedAt: '', finishedAt: '', durationMs: 1, pages: 5, reason: 'test', partial },
});

describe('changedPages', () => {
  it('lists exactly the pages whose bytes changed, appeared or went: not those kept or rewritten the same', () => {
    const { before, after } = twoBuilds(join(dir, 'a'));
    expect(changedPages(before, after)).toEqual([
      '/apl-lyon',
      '/conseil/ancien',
      '/conseil/nouveau',
      '/sitemap-0.xml',
    ]);
  });
});

describe('purgeAfterBuild', () => {
  const recording = () => {
    const calls: Array<string[] | 'all'> = [];
    const purger: EdgePurger = { name: 'test', purge: async (paths) => void calls.push(paths) };
    return { calls, purger };
  };

  it('purges what an incremental build changed, and the whole site after a full build', async () => {
    const buildsDir = join(dir, 'b');
    const { after } = twoBuilds(buildsDir);
    switchLive(buildsDir, after);
    const { calls, purger } = recording();
    await purgeAfterBuild({ BUILDS_DIR: buildsDir }, ok(after, ['apl-lyon', 'conseil/nouveau']), purger);
    expect(calls).toEqual([['/apl-lyon', '/conseil/ancien', '/conseil/nouveau', '/sitemap-0.xml']]);
    await purgeAfterBuild({ BUILDS_DIR: buildsDir }, ok(after, null), purger);
    expect(calls[1]).toBe('all');
    await purgeAfterBuild({ BUILDS_DIR: buildsDir }, { ok: false, error: 'x', log: '' }, purger);
    expect(calls).toHaveLength(2);
  });

  it('logs a failed purge and never fails the publication', async () => {
    const buildsDir = join(dir, 'c');
    const { after } = twoBuilds(buildsDir);
    switchLive(buildsDir, after);
    const lines: string[] = [];
    configureLogging('info', { write: (line: string) => void lines.push(line) });
    const failing: EdgePurger = {
      name: 'varnish',
      purge: async () => {
        throw new Error('connexion refusée');
      },
    };
    try {
      await expect(purgeAfterBuild({ BUILDS_DIR: buildsDir }, ok(after, []), failing)).resolves.toEqual({
        error: 'connexion refusée',
      });
    } finally {
      configureLogging('silent');
    }
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({
        level: 'warn',
        edge: 'varnish',
        error: 'connexion refusée',
        msg: expect.stringMatching(/purge impossible/),
      }),
    ]);
  });
});

describe('purgeMedia', () => {
  it('drops the keys of the files given (a medium and its variants), never the whole site', async () => {
    const calls: Array<string[] | 'all'> = [];
    await purgeMedia({ name: 'test', purge: async (paths) => void calls.push(paths) }, [
      'a.jpg',
      'a-480.webp',
    ]);
    await purgeMedia({ name: 'test', purge: async (paths) => void calls.push(paths) }, []);
    expect(calls).toEqual([['/media/a.jpg', '/media/a-480.webp']]);
    const failing = purgeMedia({ name: 'test', purge: () => Promise.reject(new Error('refus')) }, ['b.png']);
    await expect(failing).resolves.toBeUndefined();
  });
});

describe('varnishPurger', () => {
  it('sends the keys in PURGE requests (xkey-purge), with the token, in batches, and fails on a refusal', async () => {
    const seen: Array<{ method: string; headers: IncomingHttpHeaders }> = [];
    let status = 200;
    const server = createServer((req, res) => {
      seen.push({ method: req.method ?? '', headers: req.headers });
      res.writeHead(status).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const purger = varnishPurger([url], 'jeton-de-purge-partage');
      await purger.purge(['/apl-lyon', '/']);
      expect(seen[0]).toMatchObject({
        method: 'PURGE',
        headers: { 'xkey-purge': '/apl-lyon /', 'x-purge-token': 'jeton-de-purge-partage' },
      });
      await purger.purge('all');
      expect(seen[1]?.headers['xkey-purge']).toBe('site');
      // 2,000 city pages: several requests, each header under Varnish's limit, no key lost.
      const many = Array.from({ length: 2000 }, (_, i) => `/apl-ville-numero-${i}`);
      await purger.purge(many);
      const batches = seen.slice(2).map((s) => String(s.headers['xkey-purge']));
      expect(batches.length).toBeGreaterThan(1);
      for (const b of batches) expect(b.length).toBeLessThan(8000);
      expect(batches.flatMap((b) => b.split(' '))).toEqual(many);
      status = 403;
      await expect(purger.purge(['/apl-lyon'])).rejects.toThrow(/403/);
    } finally {
      server.close();
    }
  });

  it('sends a purge again once when its connection fails (a kept-alive connection the edge closed)', async () => {
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      // The first request's connection is cut without an answer, as an idle connection closed by the edge.
      if (requests === 1) req.socket.destroy();
      else res.writeHead(200).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      await varnishPurger([url]).purge(['/apl-lyon']);
      expect(requests).toBe(2);
    } finally {
      server.close();
    }
  });
});
