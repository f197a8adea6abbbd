/**
 * Back-office: weight of what the dashboard loads (entry script, preloaded chunks, stylesheet; raw and
 * gzip) and of the whole SPA, then the dashboard's time to interactive in Chromium: from navigation start
 * to the first figures on screen (session checked, data loaded), cold cache, signed-in admin, loopback.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { ADMIN_DIST } from '../../api/admin/serve.ts';
import { createApp } from '../../api/app.ts';
import { createAdmin } from '../../api/auth/first-admin.ts';
import { readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { launchBrowser } from '../../tests/support/browser.ts';
import type { Row } from './measure.ts';
import { median } from './median.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RUNS = 7;
const kb = (n: number) => `${(n / 1024).toFixed(1)} Ko`;

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const bytes = readFileSync(f);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

function bundle() {
  const res = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'api/admin/vite.config.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (res.status !== 0) throw new Error(`vite build : ${res.stderr}`);
  const html = readFileSync(join(ADMIN_DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+)"/g)].map((m) =>
    join(ADMIN_DIST, m[1] as string),
  );
  const assets = readdirSync(join(ADMIN_DIST, 'assets')).map((f) => join(ADMIN_DIST, 'assets', f));
  return {
    initial: sizes([join(ADMIN_DIST, 'index.html'), ...initial]),
    all: sizes(assets.filter((f) => statSync(f).isFile())),
    chunks: assets.length,
  };
}

async function dashboardTti(): Promise<{ median: number; worst: number; dataMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'apl-bench-admin-'));
  const env = readEnv({
    DATABASE_PATH: join(dir, 'apl.db'),
    BUILDS_DIR: join(dir, 'builds'),
    MEDIA_DIR: join(dir, 'media'),
    NODE_ENV: 'test',
  });
  const db = openDb(env.DATABASE_PATH);
  await applyMigrations(db);
  const ctx = { db, env, mailer: createMailer(db, env) };
  await createAdmin(ctx, { email: 'bench@example.fr', password: 'mot-de-passe-du-bench' });
  const app = createApp(ctx);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    // One signed-in context (through the login screen); each run loads the dashboard with the cache disabled.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const login = await context.newPage();
    await login.goto(`${base}/admin/login`);
    await login.getByLabel('Email').fill('bench@example.fr');
    await login.getByLabel('Mot de passe').fill('mot-de-passe-du-bench');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await login.waitForURL(`${base}/admin`);
    await login.close();
    const times: number[] = [];
    const dataTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(`${base}/admin`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('[data-testid="kpi-today"]') !== null, null, {
        polling: 'raf',
        timeout: 30_000,
      });
      times.push(await page.evaluate(() => performance.now()));
      const api = await page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
            e.name.endsWith('/api/admin/dashboard'),
          )?.duration ?? 0,
      );
      dataTimes.push(api);
      await page.close();
    }
    return {
      median: median(times.slice(1)),
      worst: Math.max(...times.slice(1)),
      dataMs: median(dataTimes.slice(1)),
    };
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchAdmin(): Promise<Row[]> {
  const b = bundle();
  const tti = await dashboardTti();
  return [
    { metric: 'Tableau de bord : chargement initial (brut)', value: kb(b.initial.raw), target: '—' },
    { metric: 'Tableau de bord : chargement initial (gzip)', value: kb(b.initial.gzip), target: '≤ 150 Ko' },
    {
      metric: `SPA complète, ${b.chunks} fichiers (brut / gzip)`,
      value: `${kb(b.all.raw)} / ${kb(b.all.gzip)}`,
      target: '—',
    },
    {
      metric: `Tableau de bord interactif, médiane de ${RUNS - 1} (cache vide, boucle locale)`,
      value: `${Math.round(tti.median)} ms`,
      target: '≤ 1 500 ms',
    },
    { metric: 'Tableau de bord interactif, pire cas', value: `${Math.round(tti.worst)} ms`, target: '—' },
    {
      metric: 'dont réponse de /api/admin/dashboard (médiane)',
      value: `${Math.round(tti.dataMs)} ms`,
      target: '—',
    },
  ];
}
