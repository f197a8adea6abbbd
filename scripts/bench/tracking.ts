/**
 * Audience measurement: throughput of POST /api/visitor-tracking (autocannon on 127.0.0.1, the server in its
 * own process, 10 s), then a fixed number of requests after which the stored events must equal the accepted
 * ones; and the JavaScript the tracker adds to each page kind once the visitor accepted (gzip: the island's
 * files named by the served page, and the chunks they import), plus the inline
 * `client:analytics` directive every page carries. (Without consent, a page downloads none of it: the browser
 * test tests/e2e/audience.test.ts checks that.)
 *
 * The server runs with TRACKING_RATE_LIMIT raised: autocannon is a single client on 127.0.0.1, and the
 * per-client limit (120 requests a minute by default) would otherwise answer it 429 after two seconds.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createSandbox, startServerProcess } from '../../tests/support/sandbox.ts';
import type { Row } from './measure.ts';

const PORT = 4791;
const BASE = `http://127.0.0.1:${PORT}`;
const BATCH = 10;
const HUMAN_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

function event(sessionId: string, i: number) {
  return {
    visitorId: 'bench_visitor_0001',
    sessionId,
    landingPage: '/apl-lyon',
    referrer: 'https://www.google.fr/',
    utmSource: null,
    utmMedium: null,
    userAgent: HUMAN_UA,
    screenResolution: '412x915',
    eventType: i === 0 ? 'session_start' : i % 3 === 0 ? 'web_vital' : 'pageview',
    eventData: i % 3 === 0 ? { name: 'LCP', value: 1000 + i, rating: 'good' } : null,
    pagePath: '/apl-lyon',
  };
}

function body(events: number): string {
  const sessionId = randomUUID().replaceAll('-', '');
  const list = Array.from({ length: events }, (_, i) => event(sessionId, i));
  return JSON.stringify(events === 1 ? list[0] : { events: list });
}

function load(events: number, options: { duration?: number; amount?: number }): Promise<autocannon.Result> {
  return autocannon({
    url: `${BASE}/api/visitor-tracking`,
    connections: 50,
    ...options,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': HUMAN_UA },
        setupRequest: (req) => ({ ...req, body: body(events) }),
      },
    ],
  });
}

/**
 * What audience measurement adds to a page, gzip: the `client:analytics` islands' modules, their renderer and
 * the chunks they import — the tracker (loaded as soon as the visitor accepts) and the web vitals (loaded
 * after that, once the page is idle) — and the inline directive script (always in the HTML).
 */
async function trackerJavascript(path: string, buildDir: string) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const gz = (files: Set<string>) => {
    for (const f of [...files]) {
      const code = readFileSync(join(buildDir, f), 'utf8');
      for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g))
        files.add(`/_astro/${m[1] ?? m[2]}`);
    }
    return [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(buildDir, f))).length, 0);
  };
  const islands = [
    ...html.matchAll(
      /<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"[^>]*client="analytics"[^>]*opts="([^"]*)"/g,
    ),
  ];
  const atOnce = new Set<string>();
  const whenIdle = new Set<string>();
  for (const [, component, renderer, opts] of islands) {
    const target = (opts as string).includes('idle') ? whenIdle : atOnce;
    target.add(component as string);
    target.add(renderer as string);
  }
  for (const f of atOnce) whenIdle.delete(f);
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .find((code) => code.includes('astro:analytics'));
  return { atOnce: gz(atOnce), whenIdle: gz(whenIdle), inline: script ? gzipSync(script).length : 0 };
}

const PAGES: Array<[string, string]> = [
  ['accueil', '/'],
  ['ville', '/apl-lyon'],
  ['guide', '/guide/apl-etudiant'],
  ['Conseil', '/conseil'],
  ['étape du simulateur', '/v2/simulateur/loyer'],
];

export async function benchTracking(): Promise<Row[]> {
  const sandbox = await createSandbox('bench/tracking', { build: true });
  sandbox.db.$client.close();
  const { env } = sandbox;
  const build = { folder: sandbox.buildFolder as string };

  const server = await startServerProcess(PORT, {
    DATABASE_PATH: env.DATABASE_PATH,
    BUILDS_DIR: env.BUILDS_DIR,
    TRACKING_RATE_LIMIT: '1000000000',
    STORE_BUDGET_CLIENT_BYTES: '1000000000',
    STORE_BUDGET_GLOBAL_KB: '1000000000',
  });
  const rows: Row[] = [];
  try {
    for (const [kind, path] of PAGES) {
      const js = await trackerJavascript(path, build.folder);
      const ko = (n: number) => `${(n / 1024).toFixed(2)} Ko`;
      rows.push({
        metric: `JS de la mesure d'audience, page ${kind} (${path}), gzip : en ligne + dès l'accord + web-vitals (page inactive) = total`,
        value: `${ko(js.inline)} + ${ko(js.atOnce)} + ${ko(js.whenIdle)} = ${ko(js.inline + js.atOnce + js.whenIdle)}`,
        target: '≤ 5 Ko',
      });
    }

    await load(BATCH, { duration: 3 }); // warm-up
    const single = await load(1, { duration: 10 });
    const batched = await load(BATCH, { duration: 10 });
    rows.push(
      {
        metric: 'POST /api/visitor-tracking, 1 événement par requête, 10 s, 50 connexions : événements/s',
        value: `${Math.round(single.requests.average)} (p99 ${single.latency.p99} ms, non-2xx ${single.non2xx})`,
        target: '≥ 3 000',
      },
      {
        metric: `POST /api/visitor-tracking, lots de ${BATCH} (comme le navigateur), 10 s, 50 connexions : événements/s`,
        value: `${Math.round(batched.requests.average * BATCH)} (${Math.round(batched.requests.average)} req/s, p99 ${batched.latency.p99} ms, non-2xx ${batched.non2xx})`,
        target: '≥ 3 000',
      },
    );

    const db = new Database(env.DATABASE_PATH, { readonly: true });
    const count = () => (db.prepare('SELECT count(*) AS n FROM visitor_events').get() as { n: number }).n;
    await new Promise((ok) => setTimeout(ok, 1000));
    const before = count();
    const fixed = await load(BATCH, { amount: 10_000 });
    const stored = count() - before;
    rows.push({
      metric: `Événements acquittés (2xx × ${BATCH}) = événements stockés, 10 000 requêtes`,
      value: `${fixed['2xx'] * BATCH} = ${stored}`,
      target: 'égalité',
    });
    db.close();
  } finally {
    server.kill('SIGTERM');
  }
  return rows;
}
