/**
 * The CDN edge (issue 28), in one run: public pages a second straight from the origin (`node api/server.ts`, its
 * own process), then through Debian's Varnish with deploy/varnish/default.vcl in front of it (tests/support/varnish.ts),
 * the same load: autocannon, 50 connections, 10 s after a 3 s warm-up, a browser's `Accept-Encoding: gzip` on a
 * mix of pages (home, city pages, a zone page, an article, a simulator step). The load generator, the edge and the
 * origin share the same cores: the ratio says what the edge saves the origin, not what a CDN's fleet would serve.
 */
import autocannon from 'autocannon';
import { buildSite } from '../../api/services/site-builds.ts';
import { closeDb } from '../../db/client.ts';
import { freePort } from '../../tests/support/cluster.ts';
import { createSandbox, startServerProcess, stopServerProcess } from '../../tests/support/sandbox.ts';
import { startVarnish } from '../../tests/support/varnish.ts';
import type { Row } from './measure.ts';

const PAGES = [
  '/',
  '/apl-lyon',
  '/apl-grenoble',
  '/apl-brest',
  '/apl-zone-2',
  '/conseil',
  '/v2/simulateur/email',
];

type Load = { perSecond: number; p50: number; p99: number; failed: number };

async function load(base: string, duration: number): Promise<Load> {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: PAGES.map((path) => ({ path })),
  });
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(base: string): Promise<Load> {
  await load(base, 3);
  return load(base, 10);
}

export async function benchEdge(): Promise<Row[]> {
  const sandbox = await createSandbox('bench/edge', { build: true });
  // The server opens the store itself.
  await closeDb(sandbox.db);
  const port = await freePort();
  const server = await startServerProcess(port, {
    DATABASE_PATH: sandbox.env.DATABASE_PATH,
    BUILDS_DIR: sandbox.env.BUILDS_DIR,
    BUILD_WARM_PROCESSES: '0',
  });
  const varnish = await startVarnish(port).catch(async (error) => {
    await stopServerProcess(server);
    throw error;
  });
  try {
    const origin = await measure(`http://127.0.0.1:${port}`);
    const edge = await measure(varnish.base);
    // The origin while a full build of the site runs beside it (the builds' astro processes share its cores).
    const building = buildSite({
      buildsDir: sandbox.env.BUILDS_DIR,
      store: sandbox.env.STORE,
      reason: 'bench edge',
    });
    const duringBuild = await load(`http://127.0.0.1:${port}`, 8);
    const built = await building;
    if (!built.ok) throw new Error(built.error);
    const line = (label: string, m: Load): Row => ({
      metric: `${label} : pages/s (50 connexions, gzip) — latence p50 / p99 — échecs`,
      value: `${m.perSecond} — ${m.p50} ms / ${m.p99} ms — ${m.failed}`,
      target: '0 échec',
    });
    return [
      line('Origine seule (node api/server.ts)', origin),
      line('À travers Varnish (deploy/varnish/default.vcl)', edge),
      {
        metric: 'Varnish / origine : pages/s',
        value: `${(edge.perSecond / Math.max(origin.perSecond, 1)).toFixed(1)}×`,
        target: '> 1×',
      },
      line('Origine pendant une reconstruction complète', duringBuild),
      {
        metric: 'Origine pendant une reconstruction / au repos : pages/s',
        value: `${(duringBuild.perSecond / Math.max(origin.perSecond, 1)).toFixed(2)}×`,
        target: 'mesuré (0,40× avant l’issue 28)',
      },
    ];
  } finally {
    await varnish.stop();
    await stopServerProcess(server);
    await sandbox.close();
  }
}
