/**
 * The public content site: bytes shipped per page kind (HTML and JavaScript, raw and gzip), the heaviest city
 * page, and Lighthouse mobile scores of the home page, a city page, a guide and an article, served by the real
 * server from a fresh build. Lighthouse runs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '../../api/app.ts';
import { createMailer } from '../../api/services/email.ts';
import { createSandbox } from '../../tests/support/sandbox.ts';
import { lighthouse } from './lighthouse.ts';
import type { Row } from './measure.ts';

const KINDS: Array<[string, string]> = [
  ['accueil', '/'],
  ['ville', '/apl-lyon'],
  ['zone', '/apl-zone-2'],
  ['guide', '/guide/apl-etudiant'],
  ['article', '/conseil/apl-et-job-etudiant'],
  ['liste Conseil', '/conseil'],
  ['FAQ', '/faq'],
  ['contact', '/contact'],
];
const LIGHTHOUSE: Array<[string, string]> = [
  ['accueil', '/'],
  ['ville', '/apl-lyon'],
  ['guide', '/guide/apl-etudiant'],
  ['article', '/conseil/apl-et-job-etudiant'],
  ['accueil anglais', '/en'],
  ['guide anglais', '/en/guide/apl-for-students'],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} Ko`;

/** JavaScript a page runs: inline scripts, `<script src>`, and the islands it may load. */
function javascript(html: string, buildDir: string) {
  const inline = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g))
    files.add(m[1] as string);
  // Modules those entry points import, one level is enough for Astro's chunks.
  for (const f of [...files]) {
    const code = readFileSync(join(buildDir, f), 'utf8');
    for (const m of code.matchAll(/from"\.\/([^"]+\.js)"|import\("\.\/([^"]+\.js)"\)/g))
      files.add(`/_astro/${m[1] ?? m[2]}`);
  }
  const island = [...files].map((f) => readFileSync(join(buildDir, f)));
  const islandRaw = island.reduce((s, b) => s + b.length, 0);
  const islandGzip = island.reduce((s, b) => s + gzipSync(b).length, 0);
  return { inlineRaw: Buffer.byteLength(inline), inlineGzip: gzipSync(inline).length, islandRaw, islandGzip };
}

export async function benchPages(): Promise<Row[]> {
  const sandbox = await createSandbox('bench/pages', {
    build: true,
    env: { NODE_ENV: 'production', EMAIL_MODE: 'outbox' },
  });
  const { dir, env, db } = sandbox;
  const buildDir = sandbox.buildFolder as string;
  const rows: Row[] = [];

  for (const [kind, path] of KINDS) {
    const file = join(buildDir, path === '/' ? '' : path, 'index.html');
    const html = readFileSync(file);
    const js = javascript(html.toString('utf8'), buildDir);
    rows.push({
      metric: `${kind} (${path}) : HTML`,
      value: `${kb(html.length)} brut, ${kb(gzipSync(html).length)} gzip`,
      target: kind === 'ville' ? '≤ 60 Ko gzip' : '—',
    });
    rows.push({
      metric: `${kind} : JavaScript (inline · îlot bandeau cookies)`,
      value: `${kb(js.inlineRaw)} · ${kb(js.islandRaw)} brut ; ${kb(js.inlineGzip)} · ${kb(js.islandGzip)} gzip`,
      target: '0 hors îlot ; îlot chargé seulement sans consentement',
    });
  }

  // Every city page: the heaviest one and the median, gzip.
  const sizes: number[] = [];
  for (const name of readdirSync(buildDir)) {
    if (!name.startsWith('apl-') || name.startsWith('apl-zone-')) continue;
    sizes.push(gzipSync(readFileSync(join(buildDir, name, 'index.html'))).length);
  }
  sizes.sort((a, b) => a - b);
  rows.push({
    metric: `pages villes (${sizes.length}) : HTML gzip, médiane / maximum`,
    value: `${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)} / ${kb(sizes.at(-1) ?? 0)}`,
    target: '≤ 60 Ko gzip',
  });

  const app = createApp({ db, env, mailer: createMailer(db, env) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const { port } = server.address() as AddressInfo;
  try {
    for (const [kind, path] of LIGHTHOUSE) {
      const r = await lighthouse(`http://127.0.0.1:${port}${path}`, join(dir, `lighthouse-${kind}.json`));
      rows.push({
        metric: `Lighthouse mobile ${kind} (${path}) : perf / a11y / SEO / bonnes pratiques`,
        value: `${r.performance} / ${r.accessibility} / ${r.seo} / ${r.bestPractices}`,
        target: '≥ 98 / 100 / 100 / 100',
      });
      rows.push({
        metric: `Lighthouse mobile ${kind} : LCP, TBT, CLS, octets`,
        value: `${Math.round(r.lcp ?? 0)} ms, ${Math.round(r.tbt ?? 0)} ms, ${(r.cls ?? 0).toFixed(3)}, ${kb(r.bytes ?? 0)}`,
        target: 'LCP ≤ 1 000 ms, TBT ≤ 50 ms, CLS ≤ 0,01',
      });
    }
  } finally {
    await new Promise((ok) => server.close(ok));
    db.$client.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./measure.ts');
  printTable('Pages du site public', await benchPages());
}
