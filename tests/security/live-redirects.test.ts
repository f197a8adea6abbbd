/**
 * Issue 26, without astro (the real builds are in build-containment.test.ts):
 * - a rename's redirect went live before its build: if that build failed, the old address answered 301 to a 404.
 *   The attack: rename a live page in the store, let its build fail; the old address must still serve its page;
 * - old-slug redirects kept pointing at pages deleted later: the build sends them to the nearest parent page;
 * - redirect sources a build cannot write (under a file of the build, a segment over 255 bytes) are left out;
 * - a server with no live build answers the static pages with a French 503 maintenance page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher } from '../../api/services/publisher.ts';
import { settleRedirectTargets } from '../../api/services/redirect-table.ts';
import { restorePrevious, switchLive } from '../../api/services/site-builds.ts';
import { builds, cityPages, redirects } from '../../db/tables.ts';
import { REDIRECTS_FILE, redirectsOfTheBuild } from '../../src/lib/build/redirects.ts';
import { publishRedirectTable } from '../support/redirect-table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { writeLiveBuild } from './built-pages.ts';

const SITE = 'https://www.apl-simulateur.fr';

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'apl-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('la table de redirections d’une build', () => {
  it('laisse de côté, avec leur cause, les anciennes adresses qu’une build ne peut pas écrire', () => {
    const skipped: Array<[string, string]> = [];
    const long = `/${'é'.repeat(150)}`;
    const { table } = redirectsOfTheBuild(
      [
        { fromPath: '/robots.txt/x', toPath: '/faq' },
        { fromPath: '/favicon.svg', toPath: '/faq' },
        { fromPath: '/data/communes/75.json/a', toPath: '/faq' },
        { fromPath: '/sitemap-0.xml/b', toPath: '/faq' },
        { fromPath: long, toPath: '/faq' },
        { fromPath: '/ancienne-page', toPath: '/faq' },
        { fromPath: '/ancien.html', toPath: '/faq' },
      ],
      (path, cause) => skipped.push([path, cause]),
    );
    expect(table).toEqual({ '/ancienne-page': '/faq', '/ancien.html': '/faq' });
    expect(Object.fromEntries(skipped)).toMatchObject({
      '/robots.txt/x': expect.stringContaining('(/robots.txt)'),
      '/favicon.svg': expect.stringContaining('(/favicon.svg)'),
      '/data/communes/75.json/a': expect.stringContaining('(/data/communes/75.json)'),
      '/sitemap-0.xml/b': expect.stringContaining('(/sitemap-0.xml)'),
      // Refused by the rules of src/core/redirects.ts, or by the build's own bound: left out, and said.
      [long]: expect.stringMatching(/255 octets|règles des redirections/),
    });
  });

  it('envoie une redirection vers une page supprimée depuis à sa page parente, et le dit', () => {
    const folder = folderWith({
      'index.html': 'accueil',
      'conseil/index.html': 'conseil',
      'conseil/visale/index.html': 'article',
      'guide/index.html': 'guides',
      [REDIRECTS_FILE]: JSON.stringify({
        '/conseil/vieux': '/conseil/supprime',
        '/conseil/encore': '/conseil/visale',
        '/ancienne-ville': '/apl-ville-supprimee',
        '/vieux-guide': '/en/guide/disparu',
        '/vers-le-simulateur': '/simulateur',
      }),
    });
    try {
      const changed = settleRedirectTargets(folder);
      expect(JSON.parse(readFileSync(join(folder, REDIRECTS_FILE), 'utf8'))).toEqual({
        '/conseil/vieux': '/conseil',
        '/conseil/encore': '/conseil/visale',
        '/ancienne-ville': '/',
        '/vieux-guide': '/',
        '/vers-le-simulateur': '/simulateur',
      });
      expect(changed.map((c) => [c.path, c.cause])).toEqual([
        ['/conseil/vieux', 'page cible /conseil/supprime absente de la build : redirigée vers /conseil'],
        ['/ancienne-ville', 'page cible /apl-ville-supprimee absente de la build : redirigée vers /'],
        ['/vieux-guide', 'page cible /en/guide/disparu absente de la build : redirigée vers /'],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('les redirections vont en ligne avec leur build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    writeLiveBuild(t.ctx.env.BUILDS_DIR);
    await publishRedirectTable(t.ctx.db, t.ctx.env.BUILDS_DIR);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('un renommage dont la build échoue ne redirige pas l’ancienne adresse vers une 404', async () => {
    expect((await t.app.request(`${SITE}/apl-lyon`)).status).toBe(200);
    // The rename is saved (the store has its redirect), then its build fails.
    await t.ctx.db.update(cityPages).set({ slug: 'apl-lyon-renommee' }).where(eq(cityPages.slug, 'apl-lyon'));
    await t.ctx.db.insert(redirects).values({ fromPath: '/apl-lyon', toPath: '/apl-lyon-renommee' });
    const failing = new Publisher(t.ctx.db, t.ctx.env, {
      debounceMs: 0,
      build: async () => ({ ok: false, error: 'astro build a échoué (code 1)', log: '' }),
    });
    await failing.request({ kind: 'redirects', reason: 'renommage', paths: ['/apl-lyon'] });
    await failing.idle();
    failing.stop();
    const statuses = (await t.ctx.db.select({ status: builds.status }).from(builds)).map((b) => b.status);
    expect(statuses).toContain('failed');
    // The live build still holds the page and not the redirect: the old address is served, never sent to a 404.
    const res = await t.app.request(`${SITE}/apl-lyon`);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    // Its build succeeds: the redirect is live with it.
    await publishRedirectTable(t.ctx.db, t.ctx.env.BUILDS_DIR);
    const moved = await t.app.request(`${SITE}/apl-lyon`);
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/apl-lyon-renommee']);
  });
});

describe('sans build en ligne', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('les pages du site répondent 503 avec la page de maintenance ; l’API et la santé répondent', async () => {
    for (const path of ['/', '/apl-lyon', '/conseil/visale']) {
      const res = await t.app.request(`${SITE}${path}`);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toMatch(/^\d+$/);
      const html = await res.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('Site en maintenance');
    }
    const health = await t.app.request(`${SITE}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { build: { state: string } }).build.state).toBe('maintenance');
  });

  it('remet en ligne la build précédente quand le lien de la build en ligne est perdu', async () => {
    const buildsDir = t.ctx.env.BUILDS_DIR;
    writeLiveBuild(buildsDir);
    const second = join(buildsDir, 'build-suivante');
    mkdirSync(second, { recursive: true });
    writeFileSync(
      join(second, 'index.html'),
      '<!doctype html><html lang="fr"><title>suivante</title></html>',
    );
    switchLive(buildsDir, second);
    rmSync(join(buildsDir, 'current'));
    expect((await t.app.request(`${SITE}/`)).status).toBe(503);
    expect(restorePrevious(buildsDir)).toBe(true);
    expect((await t.app.request(`${SITE}/`)).status).toBe(200);
  });
});
