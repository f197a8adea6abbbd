/**
 * Security headers on every kind of response (HTML, JSON, media, redirects, errors, the admin SPA), with no
 * 'unsafe-inline' for scripts anywhere: the pages' header allows exactly the hashes their CSP <meta> allow
 * (the union over the live build, read from its csp.json), media files keep their own sandbox policy, and the
 * back-office's JSON is never cached. No page may be framed but the embedded simulator (/integrer/simulateur).
 * The whole real build is checked in tests/e2e/csp.test.ts, the embed framed by another site in
 * tests/e2e/embed.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { load } from 'cheerio';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSpaRoutes } from '../../api/admin/serve.ts';
import { writeCspFile } from '../../api/security/csp-hashes.ts';
import { securityHeaders } from '../../api/security/headers.ts';
import { cloneBuild, switchLive } from '../../api/services/site-builds.ts';
import { createTestApp, type TestApp } from '../support/admin-app.ts';

/** Hashes as Astro writes them: base64 of a SHA-256 (or 384) digest. */
const H = {
  island: 'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw=',
  consent: 'sha256-XH+t9Dp6WDxq1pg3iq+iAqEqfgDNOok1KIlYne2S3/E=',
  auth: 'sha256-Onc/1Mai1G/hh4rAtIUZKmT3Gb6RpRiaTAE3l8b4jU8=',
  guide: 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb',
  next: 'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=',
};

const page = (hashes: string[]) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}; style-src 'self' 'unsafe-inline' ;"><title>APL</title></head><body><h1>APL</h1><script type="module" src="/_astro/page.js"></script></body></html>`;

/** A build whose pages each carry their own set of hashes, as happens when only some pages use a script. */
const PAGES: Record<string, string[]> = {
  'index.html': [H.island, H.consent],
  '404.html': [H.consent],
  'apl-lyon/index.html': [H.island, H.consent],
  'auth/index.html': [H.consent, H.auth],
  'guide/index.html': [H.guide],
  'v2/simulateur/email/index.html': [H.island, H.consent],
  'integrer/simulateur/email/index.html': [H.island],
  'integrer/simulateur/resultats/index.html': [H.island],
};

function writeBuild(folder: string, pages: Record<string, string[]>): void {
  for (const [path, hashes] of Object.entries(pages)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), page(hashes));
  }
}

/** Directive name → its values. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** Every source that may allow a script: script-src*, and default-src (their fallback). */
function scriptSources(policy: string): string[] {
  return [...directives(policy)]
    .filter(([name]) => /^(script-src|default-src)/.test(name))
    .flatMap(([, v]) => v);
}

const hashesOf = (sources: string[]) =>
  sources.filter((s) => /^'sha(256|384|512)-/.test(s)).map((s) => s.slice(1, -1));
const metaPolicy = (html: string) =>
  load(html)('meta[http-equiv="content-security-policy"]').attr('content') ?? '';

let t: TestApp;
let editor: string;
let live: string;
let mediaUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  live = join(t.env.BUILDS_DIR, 'build-a');
  writeBuild(live, PAGES);
  writeCspFile(live);
  switchLive(t.env.BUILDS_DIR, live);
  const form = new FormData();
  // A real 2×3 PNG (the server reads every image it accepts with sharp).
  const png = new Uint8Array(
    await sharp({ create: { width: 2, height: 3, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  form.set('file', new File([png], 'photo.png', { type: 'image/png' }));
  form.set('alt', 'Une photo');
  const uploaded = await t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor });
  expect(uploaded.status).toBe(201);
  mediaUrl = ((await uploaded.json()) as { url: string }).url;
});
afterAll(() => t?.close());

const PATHS = {
  html: ['/', '/apl-lyon', '/auth', '/guide', '/nimporte-quoi', '/admin/login'],
  other: ['/api/health', '/api/admin/session', '/api/nimporte-quoi', '/simulateur'],
};

describe('security headers on every response', () => {
  it('HTML, JSON, errors, redirects and media all carry the whole set, Permissions-Policy included', async () => {
    for (const path of [...PATHS.html, ...PATHS.other, mediaUrl]) {
      const res = await t.request(path);
      const h = (name: string) => res.headers.get(name) ?? '';
      expect(h('strict-transport-security'), path).toMatch(/^max-age=31536000; includeSubDomains/);
      expect(h('x-content-type-options'), path).toBe('nosniff');
      expect(h('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(h('x-frame-options'), path).toBe('DENY');
      expect(directives(h('content-security-policy')).get('frame-ancestors'), path).toEqual(["'none'"]);
      const features = h('permissions-policy').split(/,\s*/);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
        expect(features, `${path} ${feature}`).toContain(`${feature}=()`);
    }
  });

  it('no policy lets an inline script run, in the header or in a page meta', async () => {
    for (const path of [...PATHS.html, ...PATHS.other, mediaUrl]) {
      const res = await t.request(path);
      const policies = [res.headers.get('content-security-policy') ?? ''];
      // The site's pages carry a meta too (the admin SPA has none).
      const meta = res.headers.get('content-type')?.startsWith('text/html')
        ? metaPolicy(await res.text())
        : '';
      if (meta) policies.push(meta);
      for (const policy of policies) {
        expect(scriptSources(policy).length, `${path}: ${policy}`).toBeGreaterThan(0);
        expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
        expect(scriptSources(policy), path).not.toContain("'unsafe-eval'");
      }
    }
  });

  it("a page's header allows every hash of its meta: the union over the live build", async () => {
    for (const [file, hashes] of Object.entries(PAGES)) {
      const path = file === '404.html' ? '/nimporte-quoi' : `/${file.replace(/\/?index\.html$/, '')}`;
      const res = await t.request(path);
      const header = directives(res.headers.get('content-security-policy') ?? '');
      expect(header.get('default-src'), path).toEqual(["'self'"]);
      const allowed = hashesOf(header.get('script-src') ?? []);
      const meta = hashesOf(directives(metaPolicy(await res.text())).get('script-src') ?? []);
      expect(meta, path).toEqual(hashes);
      expect(allowed, path).toEqual(expect.arrayContaining(meta));
      expect(allowed.sort(), path).toEqual(Object.values(PAGES).flat().filter(unique).sort());
    }
  });

  it('JSON, redirects and API errors get a policy that allows nothing', async () => {
    for (const path of PATHS.other) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("media files keep their own sandbox policy over the site's", async () => {
    const res = await t.request(mediaUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('sandbox')).toEqual([]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toBeUndefined();
  });
});

describe('framing: only the embedded simulator may be framed', () => {
  /** What a browser sends when another site frames a page: the answer never depends on it. */
  const FRAMED = {
    'sec-fetch-dest': 'iframe',
    'sec-fetch-site': 'cross-site',
    referer: 'https://universite.example/logement',
  };

  it('the embed lets any http(s) site frame it, sends no X-Frame-Options, and keeps the rest of the policy', async () => {
    for (const path of ['/integrer/simulateur/email', '/integrer/simulateur/resultats']) {
      const res = await t.request(path, { headers: FRAMED });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      const policy = directives(res.headers.get('content-security-policy') ?? '');
      expect(policy.get('frame-ancestors'), path).toEqual(['*']);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(hashesOf(policy.get('script-src') ?? []).length, path).toBeGreaterThan(0);
      expect(scriptSources(res.headers.get('content-security-policy') ?? ''), path).not.toContain(
        "'unsafe-inline'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });

  it('attack: /admin, /v2/simulateur or any other page framed from another origin is refused', async () => {
    for (const path of [
      '/',
      '/admin/login',
      '/v2/simulateur/email',
      '/apl-lyon',
      '/integrer-le-simulateur',
      // Look-alikes of the embed's prefix, and dot segments out of it.
      '/integrer/simulateurs',
      '/integrer/simulateur-bis/email',
      '/integrer/simulateur/../../admin/login',
      '/integrer/simulateur/%2e%2e/%2e%2e/v2/simulateur/email',
      '/api/health',
    ]) {
      const res = await t.request(path, { headers: FRAMED });
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(
        directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors'),
        path,
      ).toEqual(["'none'"]);
    }
  });

  it('attack: a 404 or any error page under the embed prefix framed from another origin is refused', async () => {
    for (const path of [
      '/integrer/simulateur/email/nexiste-pas',
      '/integrer/simulateur/resultats/x/y',
      '/integrer/simulateur/_astro/absent.js',
    ]) {
      const res = await t.request(path, { headers: FRAMED });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(
        directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors'),
        path,
      ).toEqual(["'none'"]);
    }
  });

  it("opens the embed's first step from its bare address or an unknown step, with a city page's name as its INSEE code", async () => {
    const location = async (path: string) => {
      const res = await t.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      return res.headers.get('location');
    };
    expect(await location('/integrer/simulateur')).toBe('/integrer/simulateur/email');
    expect(await location('/integrer/simulateur?ville=lyon')).toBe('/integrer/simulateur/email?ville=69123');
    expect(await location('/integrer/simulateur/loyer?ville=apl-lyon')).toBe(
      '/integrer/simulateur/loyer?ville=69123',
    );
    expect(await location('/integrer/simulateur/inconnue?ville=lyon')).toBe(
      '/integrer/simulateur/email?ville=69123',
    );
    // Unknown or malformed: dropped. An INSEE code is left to the page (the island looks it up).
    expect(await location('/integrer/simulateur?ville=nulle-part-ailleurs')).toBe(
      '/integrer/simulateur/email',
    );
    expect(await location('/integrer/simulateur/email?ville=%3Cscript%3E')).toBe(
      '/integrer/simulateur/email',
    );
    expect((await t.request('/integrer/simulateur/email?ville=69123')).status).toBe(200);
  });
});

describe('the live build decides the hashes', () => {
  it('follows a switch to another build, and reads the home page meta of a build without csp.json', async () => {
    const other = join(t.env.BUILDS_DIR, 'build-b');
    writeBuild(other, { 'index.html': [H.next], '404.html': [H.next] });
    writeCspFile(other);
    switchLive(t.env.BUILDS_DIR, other);
    let sources = directives((await t.request('/')).headers.get('content-security-policy') ?? '');
    expect(hashesOf(sources.get('script-src') ?? [])).toEqual([H.next]);

    const older = join(t.env.BUILDS_DIR, 'build-c');
    writeBuild(older, { 'index.html': [H.auth], '404.html': [] });
    switchLive(t.env.BUILDS_DIR, older);
    expect(existsSync(join(older, 'csp.json'))).toBe(false);
    sources = directives((await t.request('/')).headers.get('content-security-policy') ?? '');
    expect(hashesOf(sources.get('script-src') ?? [])).toEqual([H.auth]);
  });

  it('csp.json of an incremental build (a hard-link copy) counts its new pages and leaves the live one as it was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apl-csp-'));
    try {
      const first = join(dir, 'build-1');
      writeBuild(first, PAGES);
      writeCspFile(first);
      const before = readFileSync(join(first, 'csp.json'), 'utf8');
      expect(JSON.parse(before).scriptHashes).toEqual(Object.values(PAGES).flat().filter(unique).sort());

      const second = join(dir, 'build-2');
      cloneBuild(first, second);
      rmSync(join(second, 'guide', 'index.html')); // replaced, as the incremental build does
      writeBuild(second, { 'guide/index.html': [H.next] });
      writeCspFile(second);
      expect(readFileSync(join(first, 'csp.json'), 'utf8')).toBe(before);
      expect(JSON.parse(readFileSync(join(second, 'csp.json'), 'utf8')).scriptHashes).toEqual(
        [H.island, H.consent, H.auth, H.next].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the back-office', () => {
  it('answers its JSON with Cache-Control: no-store, signed in or not, as the session endpoints', async () => {
    for (const [path, cookie, status] of [
      ['/api/admin/session', editor, 200],
      ['/api/admin/articles', editor, 200],
      ['/api/admin/session', undefined, 401],
      ['/api/auth/get-session', editor, 200],
    ] as const) {
      const res = await t.request(path, { cookie });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // Every API answer, unless its route says otherwise: forms sent back, results, contact, health…
    expect((await t.request('/api/health')).headers.get('cache-control')).toBe('no-store');
  });

  it('serves the SPA with a policy of its own: scripts from the site only, no hash, nothing inline', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'apl-admin-dist-'));
    try {
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html lang="fr"><head><script type="module" src="/admin/assets/index.js"></script></head><body><div id="root"></div></body></html>',
      );
      const app = new Hono();
      app.use('*', securityHeaders(t.env.BUILDS_DIR));
      app.route('/', adminSpaRoutes(dist));
      const res = await app.request('/admin/login');
      expect(res.status).toBe(200);
      const policy = directives(res.headers.get('content-security-policy') ?? '');
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

function unique<T>(value: T, index: number, all: T[]): boolean {
  return all.indexOf(value) === index;
}
