/**
 * Publishing: how long each kind of editorial change takes to be live (save → publisher with its real debounce
 * → incremental build → served) for an article, a guide and a city page: an edit, a rename, an unpublication, a
 * publication, a deletion and a new item, several tries each (p50 and p95); then a full rebuild under a bounded
 * load on the server (no failed request). The server runs in its own process; the builds run in astro child
 * processes started ahead, as in production (api/services/astro-builders.ts). The store is written directly, and
 * the publisher is told the item's states before and after, as the back-office's publishing on save does
 * (api/routes/admin/publishing.ts).
 */
import autocannon from 'autocannon';
import { changeFor } from '../../api/routes/admin/publishing.ts';
import { defaultShardCount } from '../../api/services/build-shards.ts';
import { DEFAULT_DEBOUNCE_MS, Publisher } from '../../api/services/publisher.ts';
import { buildSite, keepBuildersWarm } from '../../api/services/site-builds.ts';
import type { Db } from '../../db/client.ts';
import { type PublishedKind, publicationStateBySlug } from '../../db/queries/admin-publishing.ts';
import { createSandbox, startServerProcess } from '../../tests/support/sandbox.ts';
import type { Row } from './measure.ts';
import { median } from './median.ts';
import { benchScaleActivation } from './scale-activation.ts';

const PORT = 4790;
const BASE = `http://127.0.0.1:${PORT}`;
const TRIES = 3;

type Item = {
  kind: PublishedKind;
  label: string;
  table: string;
  slug: string;
  path: (slug: string) => string;
};

/** One item of each kind; the city is not one of the largest (those are compared on every city page). */
const ITEMS: Item[] = [
  { kind: 'article', label: 'article', table: 'articles', slug: '', path: (s) => `/conseil/${s}` },
  { kind: 'guide', label: 'guide', table: 'thematic_pages', slug: '', path: (s) => `/guide/${s}` },
  { kind: 'city', label: 'page ville', table: 'city_pages', slug: 'apl-grenoble', path: (s) => `/${s}` },
];

const ACTIONS = [
  'modification',
  'renommage',
  'dépublication',
  'publication',
  'suppression',
  'nouvel élément',
] as const;
type Action = (typeof ACTIONS)[number];

const status = async (path: string) => (await fetch(`${BASE}${path}`, { redirect: 'manual' })).status;
const text = async (path: string) => (await fetch(`${BASE}${path}`)).text();

/** Waits until `live()` holds; the seconds since `started`. */
async function until(started: number, live: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await live()) return (performance.now() - started) / 1000;
    if (performance.now() - started > 180_000) throw new Error('changement jamais en ligne');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function benchPublishing(): Promise<Row[]> {
  const { env, db } = await createSandbox('bench/publishing', { build: true });
  const server = await startServerProcess(PORT, {
    DATABASE_PATH: env.DATABASE_PATH,
    BUILDS_DIR: env.BUILDS_DIR,
    // It only serves the files: the builds are the publisher's below.
    BUILD_WARM_PROCESSES: '0',
  });
  const rows: Row[] = [];
  try {
    const sql = db.$client;
    for (const item of ITEMS) {
      if (!item.slug)
        item.slug = sql
          .prepare(`SELECT slug FROM ${item.table} WHERE status = 'published' ORDER BY id LIMIT 1`)
          .pluck()
          .get() as string;
    }
    // The publisher of a server, with its astro processes started ahead as api/server.ts starts them.
    const publisher = new Publisher(db, env);
    keepBuildersWarm(defaultShardCount(), env.STORE);
    const times = new Map<Action, number[]>(ACTIONS.map((a) => [a, []]));
    for (let i = 0; i < TRIES; i++) {
      for (const item of ITEMS) {
        for (const action of ACTIONS) {
          times.get(action)?.push(await measure(db, publisher, item, action, i));
        }
      }
    }
    await publisher.idle();
    for (const action of ACTIONS) {
      const t = times.get(action) ?? [];
      const sorted = [...t].sort((a, b) => a - b);
      const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
      rows.push({
        metric: `${action} → en ligne (article, guide, page ville × ${TRIES}, regroupement de ${(DEFAULT_DEBOUNCE_MS / 1000).toLocaleString('fr-FR')} s compris) : p50 / p95`,
        value: `${median(t).toFixed(1)} s / ${p95.toFixed(1)} s`,
        target: 'p95 < 10 s',
      });
    }

    // A scale version activated, then withdrawn: each a full rebuild (issue 27).
    rows.push(...(await benchScaleActivation(db, publisher, BASE)));
    await publisher.idle();
    publisher.stop();

    rows.push(...(await rebuildUnderLoad(env)));
  } finally {
    keepBuildersWarm(0, env.STORE);
    server.kill('SIGTERM');
    db.$client.close();
  }
  return rows;
}

/** A full rebuild while the site is under a bounded load: no request may fail. */
async function rebuildUnderLoad(env: { BUILDS_DIR: string; STORE: string }): Promise<Row[]> {
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
  return [
    {
      metric: `Reconstruction complète sous charge (${full.info.pages} pages, processus en parallèle)`,
      value: `${fullSeconds.toFixed(1)} s`,
      target: '< 10 s',
    },
    {
      metric: 'Charge pendant la reconstruction (200 req/s, 30 s) : requêtes / non 2xx / erreurs',
      value: `${load.requests.total} / ${load.non2xx} / ${load.errors + load.timeouts}`,
      target: '0 échec',
    },
  ];
}

/** Saved rows of deleted items, put back by the next « nouvel élément ». */
const deleted = new Map<string, Record<string, unknown>>();

/** One change of `item`, from the write to the moment the server shows it; in seconds. */
async function measure(db: Db, publisher: Publisher, item: Item, action: Action, i: number): Promise<number> {
  const sql = db.$client;
  const slug = item.slug;
  const before = await publicationStateBySlug(db, item.kind, slug);
  const started = performance.now();
  let after = slug;
  let live: () => Promise<boolean>;
  switch (action) {
    case 'modification': {
      // Over 50 characters: shorter city content gives way to the « en cours de finalisation » block.
      const marker = `Mesure du délai de publication, essai n° ${i}, horodatage ${Date.now()}`;
      sql.prepare(`UPDATE ${item.table} SET content = ? WHERE slug = ?`).run(`<p>${marker}</p>`, slug);
      live = async () => (await text(item.path(slug))).includes(marker);
      break;
    }
    case 'renommage': {
      after = slug.endsWith('-bis') ? slug.slice(0, -4) : `${slug}-bis`;
      sql.prepare(`UPDATE ${item.table} SET slug = ? WHERE slug = ?`).run(after, slug);
      const to = after;
      live = async () => (await status(item.path(to))) === 200 && (await status(item.path(slug))) !== 200;
      item.slug = after;
      break;
    }
    case 'dépublication':
      sql.prepare(`UPDATE ${item.table} SET status = 'draft' WHERE slug = ?`).run(slug);
      live = async () => (await status(item.path(slug))) !== 200;
      break;
    case 'publication':
      sql.prepare(`UPDATE ${item.table} SET status = 'published' WHERE slug = ?`).run(slug);
      live = async () => (await status(item.path(slug))) === 200;
      break;
    case 'suppression': {
      const row = sql.prepare(`SELECT * FROM ${item.table} WHERE slug = ?`).get(slug) as Record<
        string,
        unknown
      >;
      deleted.set(item.table, row);
      if (item.kind === 'article') sql.prepare('DELETE FROM article_tags WHERE article_id = ?').run(row.id);
      sql.prepare(`DELETE FROM ${item.table} WHERE slug = ?`).run(slug);
      live = async () => (await status(item.path(slug))) !== 200;
      break;
    }
    case 'nouvel élément': {
      const row = deleted.get(item.table) as Record<string, unknown>;
      const columns = Object.keys(row);
      sql
        .prepare(
          `INSERT INTO ${item.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        )
        .run(...columns.map((c) => row[c]));
      live = async () => (await status(item.path(slug))) === 200;
      break;
    }
  }
  const change = changeFor(item, before, await publicationStateBySlug(db, item.kind, after));
  if (!change) throw new Error(`aucune reconstruction pour ${action} de ${slug}`);
  void publisher.request(change);
  return until(started, live);
}
