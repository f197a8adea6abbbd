/**
 * The content site as built: every city in the sitemap, no broken internal link anywhere, structured data that
 * parses, honest SEO tags, no JavaScript but the cookie island on content pages, pages within their size budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { builtFile, builtPage } from '../support/html.ts';
import { siteServer } from '../support/site.ts';

const buildDir = inject('buildDir');
const SITE = process.env.SITE_URL || 'https://www.apl-simulateur.fr';

/** Every HTML file of the build, with its URL path. */
function htmlFiles(): Array<{ path: string; file: string }> {
  const out: Array<{ path: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '_astro') walk(full);
      } else if (e.name.endsWith('.html')) {
        const rel = `/${relative(buildDir, full)}`.replace(/\/?index\.html$/, '') || '/';
        out.push({ path: rel, file: full });
      }
    }
  };
  walk(buildDir);
  return out;
}

let pages: Array<{ path: string; file: string; html: string }>;
let citySlugs: string[];
beforeAll(() => {
  pages = htmlFiles().map((p) => ({ ...p, html: readFileSync(p.file, 'utf8') }));
  const db = new Database(siteServer().databasePath, { readonly: true });
  citySlugs = db.prepare("SELECT slug FROM city_pages WHERE status = 'published'").pluck().all() as string[];
  db.close();
});

const isSimulator = (path: string) =>
  /^\/(v2|resultats|integrer\/simulateur|en\/simulator\/|en\/resultats)/.test(path);
const contentPages = () => pages.filter((p) => !isSimulator(p.path) && !p.path.endsWith('404.html'));

describe('sitemap and robots', () => {
  it('lists every published city page, the guides, the articles and the information pages', () => {
    const xml = readdirSync(buildDir)
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .map((f) => readFileSync(join(buildDir, f), 'utf8'))
      .join('');
    const locs = new Set(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname),
    );
    const missing = citySlugs.filter((s) => !locs.has(`/${s}`));
    expect(missing).toEqual([]);
    for (const path of [
      '/',
      '/guide',
      '/guide/guide-apl-2025',
      '/conseil',
      '/faq',
      '/contact',
      '/plan-du-site',
      '/apl-zone-1',
      '/legal-notice',
      '/privacy-policy',
      '/cookie-policy',
      '/terms-of-service',
      '/integrer-le-simulateur',
    ]) {
      expect(locs.has(path), path).toBe(true);
    }
    for (const hidden of [
      '/guide/introuvable',
      '/contact/merci',
      '/partner/assurance-habitation',
      '/404',
      '/integrer/simulateur/email',
    ]) {
      expect(locs.has(hidden), hidden).toBe(false);
    }
  });

  it('robots.txt points to the sitemap on the canonical host', () => {
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', SITE).toString()}`);
    expect(robots).toContain('Disallow: /admin');
  });
});

describe('internal links', () => {
  it('every internal link of every built page leads to a built page or a server route', () => {
    const serverRoutes = [
      /^\/auth$/,
      /^\/admin(\/|$)/,
      /^\/api\//,
      /^\/media\//,
      /^\/ville\//,
      /^\/(en\/)?resultats\//,
    ];
    const exists = new Map<string, boolean>();
    const broken: string[] = [];
    for (const page of pages) {
      for (const m of page.html.matchAll(/\shref="(\/[^"#?]*)[^"]*"/g)) {
        const target = (m[1] as string).replace(/\/+$/, '') || '/';
        if (target.startsWith('//') || serverRoutes.some((r) => r.test(target))) continue;
        let ok = exists.get(target);
        if (ok === undefined) {
          ok = builtFile(buildDir, target) !== null || /\.(svg|xml|txt|json|png|webp|ico)$/.test(target);
          exists.set(target, ok);
        }
        if (!ok) broken.push(`${page.path} → ${target}`);
      }
    }
    expect(broken.slice(0, 20)).toEqual([]);
    expect(exists.size).toBeGreaterThan(2_300);
  });
});

describe('search engine tags', () => {
  it('every content page has a title, a description of at most 150 characters and a canonical URL on the site host', () => {
    const problems: string[] = [];
    for (const p of contentPages()) {
      const description = /<meta name="description" content="([^"]*)"/.exec(p.html)?.[1] ?? '';
      const decoded = description
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      if (decoded.length < 50 || decoded.length > 150)
        problems.push(`${p.path}: description ${decoded.length}`);
      if (!/<title>[^<]{10,}<\/title>/.test(p.html)) problems.push(`${p.path}: title`);
      const noindex = p.html.includes('<meta name="robots" content="noindex"');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(p.html)?.[1];
      if (!noindex && !canonical?.startsWith(new URL('/', SITE).toString()))
        problems.push(`${p.path}: canonical ${canonical}`);
      if (!/<meta property="og:title"/.test(p.html)) problems.push(`${p.path}: og:title`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('cuts a long description at 147 characters plus an ellipsis', () => {
    const $ = builtPage(buildDir, '/apl-lyon');
    const d = $('meta[name=description]').attr('content') ?? '';
    expect(d.length).toBeLessThanOrEqual(150);
  });

  it('structured data parses everywhere and has the expected types', () => {
    const typesOf = (path: string) => {
      const p = pages.find((x) => x.path === path);
      if (!p) throw new Error(`page absente : ${path}`);
      return [...p.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => (JSON.parse(m[1] as string) as { '@type': string })['@type'],
      );
    };
    for (const p of pages) {
      for (const m of p.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(() => JSON.parse(m[1] as string), p.path).not.toThrow();
      }
    }
    expect(typesOf('/')).toEqual(expect.arrayContaining(['WebSite', 'HowTo']));
    expect(typesOf('/guide/calcul-montant-apl')).toEqual(
      expect.arrayContaining(['Article', 'FAQPage', 'BreadcrumbList']),
    );
    expect(typesOf('/conseil/apl-et-job-etudiant')).toEqual(
      expect.arrayContaining(['Article', 'BreadcrumbList']),
    );
    expect(typesOf('/faq')).toContain('FAQPage');
    expect(typesOf('/apl-lyon')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    const home = pages.find((x) => x.path === '/')?.html ?? '';
    const website = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] as string))
      .find((d) => d['@type'] === 'WebSite');
    expect(website.potentialAction.target.urlTemplate).toBe(
      `${new URL('/conseil', SITE).toString()}?q={search_term_string}`,
    );
  });
});

describe('weight', () => {
  it('content pages ship no JavaScript but the cookie banner and the consent-gated tracker islands', () => {
    const problems: string[] = [];
    for (const p of contentPages()) {
      if (/<script[^>]+src=/.test(p.html)) problems.push(`${p.path}: script src`);
      for (const m of p.html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*client="([^"]+)"/g)) {
        const banner = (m[1] as string).includes('CookieBanner') && m[2] === 'consent';
        const tracker = /Tracking|WebVitals/.test(m[1] as string) && m[2] === 'analytics';
        if (!banner && !tracker) problems.push(`${p.path}: ${m[1]}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('a city page weighs at most 60 KB gzip', () => {
    let biggest = { path: '', bytes: 0 };
    for (const slug of citySlugs) {
      const html = pages.find((p) => p.path === `/${slug}`)?.html ?? '';
      const bytes = gzipSync(html).length;
      if (bytes > biggest.bytes) biggest = { path: slug, bytes };
    }
    expect(biggest.bytes, biggest.path).toBeLessThanOrEqual(60 * 1024);
  });
});
