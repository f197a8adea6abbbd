/**
 * The simulator: step-save throughput (autocannon, 50 connections on 127.0.0.1, the server in its own
 * process), whether every acknowledged save is stored, and the JavaScript each simulator page downloads.
 */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { openDb } from '../../db/client.ts';
import { hitCounter } from '../../db/queries/rate-limits.ts';
import { CHROMIUM_OPTIONS, launchBrowser } from '../../tests/support/browser.ts';
import { createSandbox, startServerProcess } from '../../tests/support/sandbox.ts';
import { lighthouse } from './lighthouse.ts';
import type { Row } from './measure.ts';
import { stepSaveLoad } from './step-save-load.ts';

const PORT = 4789;
const BASE = `http://127.0.0.1:${PORT}`;

const load = (options: { duration?: number; amount?: number }) => stepSaveLoad(BASE, options);

/**
 * What a page makes the browser download as JavaScript, gzip-compressed as the server sends it
 * (Resource Timing's encodedBodySize), once the page is idle.
 */
async function javascriptOf(url: string, seed?: Record<string, unknown>): Promise<number> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    if (seed) {
      await context.addInitScript((s) => localStorage.setItem('apl-simulation-v2', JSON.stringify(s)), seed);
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    return await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    );
  } finally {
    await browser.close();
  }
}

const completeAnswers = {
  state: {
    sessionId: randomUUID(),
    form: {
      email: 'bench@exemple.fr',
      postalCode: '69003',
      inseeCode: '69123',
      zone: 2,
      rent: 450,
      charges: 40,
      furnished: false,
      chambre: false,
      conventionne: false,
      colocation: false,
      birthDate: '2004-05-10',
      status: 'student',
      boursier: false,
      children: 0,
      livingAlone: true,
      income: 300,
      nationality: 'fr',
      landlordRelative: false,
      parentsIfi: false,
    },
    lastStep: 12,
    result: null,
    resultFor: null,
    pending: [],
    startedAt: Date.now(),
    prefill: null,
    emailStatus: null,
  },
  version: 2,
};

/** What the step page and the results page make a visitor download. */
async function pageWeights(): Promise<Row[]> {
  const stepJs = await javascriptOf(`${BASE}/v2/simulateur/loyer`);
  const resultJs = await javascriptOf(`${BASE}/v2/simulateur/resultats`, completeAnswers);
  return [
    {
      metric: 'JS téléchargé, page d’étape (/v2/simulateur/loyer), gzip',
      value: `${(stepJs / 1024).toFixed(1)} Ko`,
      target: '≤ 90 Ko',
    },
    {
      metric: 'JS téléchargé, page de résultats (moteur compris), gzip',
      value: `${(resultJs / 1024).toFixed(1)} Ko`,
      target: '≤ 90 Ko',
    },
  ];
}

/** Lighthouse on a step page, and on the results page with answers saved in the browser's profile. */
async function lighthouseRows(dir: string): Promise<Row[]> {
  const profile = join(dir, 'profile');
  const seeded = await chromium.launchPersistentContext(profile, CHROMIUM_OPTIONS);
  const seedPage = await seeded.newPage();
  await seedPage.goto(`${BASE}/404`);
  await seedPage.evaluate(
    (s) => localStorage.setItem('apl-simulation-v2', JSON.stringify(s)),
    completeAnswers,
  );
  await seeded.close();
  const rows: Row[] = [];
  for (const [kind, path, userDataDir] of [
    ['étape', '/v2/simulateur/email', undefined],
    ['résultats', '/v2/simulateur/resultats', profile],
  ] as const) {
    const r = await lighthouse(
      `${BASE}${path}`,
      join(dir, `lighthouse-${kind}.json`),
      userDataDir ? { userDataDir } : {},
    );
    rows.push({
      metric: `Lighthouse mobile, page ${kind} (${path}) : performance / accessibilité`,
      value: `${r.performance} / ${r.accessibility} (LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)})`,
      target: '≥ 95 / 100',
    });
  }
  return rows;
}

/** Step saves under load: throughput, latency, and every acknowledged save stored; returns the mean req/s too. */
async function saveLoad(databasePath: string): Promise<{ rows: Row[]; perSecond: number }> {
  await load({ duration: 3 }); // warm-up
  const timed = await load({ duration: 10 });
  const rows: Row[] = [
    {
      metric: 'POST /api/v2-save-step, 10 s, 50 connexions : requêtes/s (moyenne)',
      value: `${Math.round(timed.requests.average)}`,
      target: '≥ 3 000',
    },
    {
      metric: 'POST /api/v2-save-step : latence p50 / p99',
      value: `${timed.latency.p50} ms / ${timed.latency.p99} ms`,
      target: 'p99 < 50 ms',
    },
    {
      metric: 'POST /api/v2-save-step : réponses non 2xx / erreurs',
      value: `${timed.non2xx} / ${timed.errors + timed.timeouts}`,
      target: '0 / 0',
    },
  ];
  const db = new Database(databasePath, { readonly: true });
  const count = () => (db.prepare('SELECT count(*) AS n FROM simulation_steps').get() as { n: number }).n;
  // Requests still in flight when the timed run stopped counting complete server-side: let them land.
  await new Promise((ok) => setTimeout(ok, 2000));
  const before = count();
  const fixed = await load({ amount: 20_000 });
  const stored = count() - before;
  rows.push({
    metric: 'Sauvegardes acquittées (2xx) = sauvegardes stockées, 20 000 requêtes',
    value: `${fixed['2xx']} = ${stored}`,
    target: 'égalité',
  });
  const wal = statSync(`${databasePath}-wal`, { throwIfNoEntry: false })?.size ?? 0;
  rows.push({
    metric: 'Taille du WAL après la charge',
    value: `${(wal / 2 ** 20).toFixed(1)} Mo`,
    target: '≤ 8 Mo',
  });
  db.close();
  return { rows, perSecond: timed.requests.average };
}

/** The rate limit every write pays (api/security): one upsert and one read in the shared store. */
function limiterCost(databasePath: string, savesPerSecond: number): Row {
  const store = openDb(databasePath);
  const hits = 20_000;
  const t0 = performance.now();
  for (let i = 0; i < hits; i++) hitCounter(store, `bench:${i % 500}`, 60_000, Date.now());
  const perHitUs = ((performance.now() - t0) * 1000) / hits;
  store.$client.close();
  const perSaveUs = 1e6 / savesPerSecond;
  return {
    metric: 'Limite de débit : coût d’un compteur (upsert + lecture, base partagée), 20 000 appels',
    value: `${perHitUs.toFixed(1)} µs, soit ${((perHitUs / perSaveUs) * 100).toFixed(1)} % du temps d’une sauvegarde d’étape sous charge (${perSaveUs.toFixed(0)} µs)`,
    target: '< 10 %',
  };
}

export async function benchSimulator(): Promise<Row[]> {
  const sandbox = await createSandbox('bench/simulator', { build: true });
  sandbox.db.$client.close();
  const { dir, env } = sandbox;
  // autocannon is one client on 127.0.0.1: the step-save limit per client is raised for the load.
  const server = await startServerProcess(PORT, {
    DATABASE_PATH: env.DATABASE_PATH,
    BUILDS_DIR: env.BUILDS_DIR,
    STEP_SAVE_RATE_LIMIT: '1000000000',
    // …and so is its storage budget (api/services/store-budget.ts): the load's saves are all stored in full.
    STORE_BUDGET_CLIENT_BYTES: '1000000000',
    STORE_BUDGET_GLOBAL_KB: '1000000000',
  });
  try {
    const rows = [...(await pageWeights()), ...(await lighthouseRows(dir))];
    const saves = await saveLoad(env.DATABASE_PATH);
    return [...rows, ...saves.rows, limiterCost(env.DATABASE_PATH, saves.perSecond)];
  } finally {
    server.kill('SIGTERM');
  }
}
