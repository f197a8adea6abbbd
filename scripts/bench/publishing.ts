/**
 * Publishing: how long an edited city page takes to be live (save → rebuild → served; 10 tries, with the
 * publisher's real debounce), and a full rebuild under a bounded load on the server (no failed request).
 * The server runs in its own process; the builds run in astro child processes, as in production.
 */
import autocannon from 'autocannon';
import { Publisher } from '../../api/services/publisher.ts';
import { buildSite } from '../../api/services/site-builds.ts';
import { createSandbox, startServerProcess } from '../../tests/support/sandbox.ts';
import type { Row } from './measure.ts';
import { median } from './median.ts';

const PORT = 4790;
const BASE = `http://127.0.0.1:${PORT}`;
const TRIES = 10;

export async function benchPublishing(): Promise<Row[]> {
  const { env, db } = await createSandbox('bench/publishing', { build: true });
  const server = await startServerProcess(PORT, {
    DATABASE_PATH: env.DATABASE_PATH,
    BUILDS_DIR: env.BUILDS_DIR,
  });
  const rows: Row[] = [];
  try {
    // 1. An edited city page, live: save → publisher (real debounce) → incremental build → served.
    const publisher = new Publisher(db, env);
    const times: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      // Over 50 characters: shorter editor content gives way to the « en cours de finalisation » block.
      const marker = `Mesure du délai de publication, essai n° ${i}, horodatage ${Date.now()}`;
      const started = performance.now();
      db.$client.prepare("UPDATE city_pages SET content = ? WHERE slug = 'apl-lyon'").run(`<p>${marker}</p>`);
      publisher.request({ kind: 'city', slug: 'apl-lyon', reason: 'bench' });
      for (;;) {
        const html = await (await fetch(`${BASE}/apl-lyon`)).text();
        if (html.includes(marker)) break;
        if (performance.now() - started > 120_000) throw new Error('page jamais mise à jour');
        await new Promise((r) => setTimeout(r, 100));
      }
      times.push((performance.now() - started) / 1000);
    }
    await publisher.idle();
    rows.push({
      metric: `Page ville modifiée → en ligne (${TRIES} essais, regroupement de 1,5 s compris) : médiane / pire`,
      value: `${median(times).toFixed(1)} s / ${Math.max(...times).toFixed(1)} s`,
      target: '< 10 s',
    });

    // 2. A full rebuild while the site is under a bounded load: no request may fail.
    const loadRun = autocannon({
      url: BASE,
      connections: 10,
      overallRate: 200,
      duration: 30,
      requests: [
        { path: '/apl-lyon' },
        { path: '/' },
        { path: '/apl-zone-2' },
        { path: '/v2/simulateur/email' },
      ],
    });
    const started = performance.now();
    const full = await buildSite({
      buildsDir: env.BUILDS_DIR,
      store: env.STORE,
      reason: 'bench sous charge',
    });
    const fullSeconds = (performance.now() - started) / 1000;
    const load = await loadRun;
    if (!full.ok) throw new Error(full.error);
    rows.push(
      {
        metric: `Reconstruction complète sous charge (${full.info.pages} pages)`,
        value: `${fullSeconds.toFixed(1)} s`,
        target: '< 60 s',
      },
      {
        metric: 'Charge pendant la reconstruction (200 req/s, 30 s) : requêtes / non 2xx / erreurs',
        value: `${load.requests.total} / ${load.non2xx} / ${load.errors + load.timeouts}`,
        target: '0 échec',
      },
    );
  } finally {
    server.kill('SIGTERM');
    db.$client.close();
  }
  return rows;
}
