/**
 * Child process of the bench's `search` section (scripts/bench/search.ts), on the store its environment names
 * (DATABASE_URL for PostgreSQL, else DATABASE_PATH): prepares a store as a first start does (migrations, the 2,275
 * city pages, the launch content), then measures, through the application (session, validation, JSON), GET
 * /api/admin/search over ~50 queries, PUT /api/admin/articles/:id (with its index maintenance), the full index
 * build from nothing, and prints the figures as one JSON line.
 */
import { sql } from 'drizzle-orm';
import { createApp } from '../../api/app.ts';
import { createAdmin } from '../../api/auth/first-admin.ts';
import { prepareDatabase } from '../../api/bootstrap.ts';
import { readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { closeDb, storeTarget } from '../../db/client.ts';
import { inTransaction, rawRows, rawRun } from '../../db/dialect.ts';
import { indexItems, syncSearchIndex } from '../../db/queries/search.ts';

/** What an editor types: city names, words of the guides and articles, prefixes, slugs, accents or not, misses. */
const QUERIES = [
  'paris',
  'lyon',
  'marseille',
  'toulouse',
  'saint',
  'saint etienne',
  'aix',
  'villeurbanne',
  'grenoble',
  'nantes',
  'apl',
  'caf',
  'aide',
  'logement',
  'étudiant',
  'etudiant',
  'colocation',
  'colocataire',
  'loyer',
  'plafond',
  'crous',
  'résidence',
  'residence',
  'garant',
  'visale',
  'caution',
  'dépôt de garantie',
  'bail',
  'meublé',
  'ressources',
  'revenus',
  'apl-paris',
  'apl-lyon',
  'zone 1',
  'versement',
  'délai',
  'mois',
  'simulation',
  'demande',
  'dossier',
  'aide au logement étudiant',
  'montant',
  'calcul',
  'al',
  'lo',
  'foyer',
  'alternance',
  'boursier',
  'xyzzyq',
  'NEAR("caf" apl)',
];
const ROUNDS = 3;
const SAVES = 40;

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1] ?? 0;

const env = readEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'b'.repeat(40) });
const db = await prepareDatabase(storeTarget(), () => {});
const ctx = { db, env, mailer: createMailer(db, env) };
await createAdmin(ctx, { email: 'bench.recherche@example.fr', password: 'mot-de-passe-du-bench-42' });
const app = createApp(ctx);
const ORIGIN = 'http://localhost';
const bindings = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } },
};
const signIn = await app.request(
  `${ORIGIN}/api/auth/sign-in/email`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: 'bench.recherche@example.fr', password: 'mot-de-passe-du-bench-42' }),
  },
  bindings,
);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const call = (path: string, init: RequestInit = {}) =>
  app.request(
    `${ORIGIN}${path}`,
    { ...init, headers: { cookie, origin: ORIGIN, ...(init.headers ?? {}) } },
    bindings,
  );

const [counts] = await rawRows<Record<string, number | string>>(
  db,
  sql`SELECT (SELECT count(*) FROM search_entries) AS entries, (SELECT count(*) FROM city_pages) AS cities,
    (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM thematic_pages) AS guides`,
);

// The search: every query, ROUNDS times (the first round warms the caches, as an editor's first search does).
const searchMs: number[] = [];
let hits = 0;
for (let round = 0; round < ROUNDS; round++)
  for (const q of QUERIES) {
    const started = performance.now();
    const res = await call(`/api/admin/search?q=${encodeURIComponent(q)}&limit=30`);
    const body = (await res.json()) as { hits?: unknown[] };
    searchMs.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`recherche « ${q} » : ${res.status}`);
    if (round === 0) hits += body.hits?.length ?? 0;
  }

// An article saved again and again, as the editor's autosave does (its index entry rewritten each time).
const created = await call('/api/admin/articles', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'Article du bench', content: 'Premier jet.' }),
});
let article = (await created.json()) as { id: number; version: number };
const saveMs: number[] = [];
const body = 'Un paragraphe sur la caution, le dépôt de garantie et la colocation. '.repeat(60);
for (let i = 0; i < SAVES; i++) {
  const started = performance.now();
  const res = await call(`/api/admin/articles/${article.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Article du bench',
      content: `${body} Version ${i}.`,
      version: article.version,
    }),
  });
  saveMs.push(performance.now() - started);
  if (res.status !== 200) throw new Error(`enregistrement ${i} : ${res.status} ${await res.text()}`);
  article = (await res.json()) as typeof article;
}

// The index's share of a save: the same article's entry rewritten alone, as the save's transaction does.
const indexMs: number[] = [];
for (let i = 0; i < SAVES; i++) {
  const started = performance.now();
  await inTransaction(db, (tx) => indexItems(tx, 'article', [article.id]));
  indexMs.push(performance.now() - started);
}

// The whole index made again from nothing (what the migration's data step does on a store without it).
await rawRun(db, sql`DELETE FROM search_entries`);
const started = performance.now();
await syncSearchIndex(db);
const rebuildMs = performance.now() - started;

await closeDb(db);
console.log(
  JSON.stringify({
    entries: Number(counts?.entries),
    cities: Number(counts?.cities),
    articles: Number(counts?.articles),
    guides: Number(counts?.guides),
    queries: QUERIES.length,
    samples: searchMs.length,
    hits,
    searchP50: p(searchMs, 0.5),
    searchP95: p(searchMs, 0.95),
    searchMax: Math.max(...searchMs),
    saves: saveMs.length,
    saveP50: p(saveMs, 0.5),
    saveP95: p(saveMs, 0.95),
    indexP50: p(indexMs, 0.5),
    indexP95: p(indexMs, 0.95),
    rebuildMs,
  }),
);
