/**
 * POST /api/admin/preview/site and the preview's files: only for signed-in back-office users of this site, input
 * checked by the save routes' schemas, names that cannot leave the preview's folder, never cached nor indexed,
 * the site's CSP, and a limit per editor. Astro is replaced by a stand-in (the real build is tested in
 * api/services/site-preview.test.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { type AstroRunner, sitePreviewsFor } from '../../services/site-preview.ts';
import type { SitePreviewState } from './preview.ts';

let t: TestApp;
let editor: string;
let noRole: string;

/** Writes the page asked for, with a script hash in its CSP meta, and one script. */
const fakeAstro: AstroRunner = async (env) => {
  const item = JSON.parse(readFileSync(env.BUILD_PREVIEW as string, 'utf8'));
  const path = item.kind === 'city' ? item.page.slug : `conseil/${item.article.slug}`;
  const page = join(env.ASTRO_OUT_DIR as string, path);
  mkdirSync(page, { recursive: true });
  writeFileSync(
    join(page, 'index.html'),
    `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-c3RhbmQtaW4='"></head><body><p>${item.kind}</p></body></html>`,
  );
  mkdirSync(join(env.ASTRO_OUT_DIR as string, '_astro'), { recursive: true });
  writeFileSync(join(env.ASTRO_OUT_DIR as string, '_astro', 'client.X1.js'), 'export const x = 1;');
  return { ok: true, tail: '' };
};

beforeAll(async () => {
  t = await createTestApp({ SITE_PREVIEW_RATE_LIMIT: '3' });
  sitePreviewsFor({ buildsDir: t.env.BUILDS_DIR, store: t.env.STORE, run: fakeAstro });
  editor = (await t.signIn('apercu.editeur@example.fr', ['editor'])).cookie;
  noRole = (await t.signIn('apercu.sans-role@example.fr', [])).cookie;
}, 60_000);
afterAll(() => t.close());

const ARTICLE = { kind: 'article', data: { title: 'Un article en cours' } };
const post = (cookie: string | undefined, json: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/admin/preview/site', { method: 'POST', json, headers, ...(cookie ? { cookie } : {}) });

/** Asks for a preview and waits until it is built. */
async function built(cookie: string, json: unknown = ARTICLE): Promise<SitePreviewState> {
  const res = await post(cookie, json);
  expect(res.status).toBe(202);
  let state = (await res.json()) as SitePreviewState;
  expect(state).toMatchObject({ status: 'building', url: `/api/admin/preview/site/${state.token}/` });
  for (let i = 0; state.status === 'building' && i < 100; i++) {
    await new Promise((r) => setTimeout(r, 20));
    state = (await (await t.request(state.statusUrl, { cookie })).json()) as SitePreviewState;
  }
  expect(state.status).toBe('ready');
  return state;
}

describe('POST /api/admin/preview/site', () => {
  it('refuses without a session (401), without a back-office role (403), from another origin (403)', async () => {
    expect((await post(undefined, ARTICLE)).status).toBe(401);
    expect((await post(noRole, ARTICLE)).status).toBe(403);
    const foreign = await post(editor, ARTICLE, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'ORIGINE_REFUSEE' });
  });

  it('checks the data with the save routes’ schemas: 400 in French', async () => {
    const noTitle = await post(editor, { kind: 'article', data: { title: ' ' } });
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).error).toContain('Le titre est requis');
    const badSlug = await post(editor, { kind: 'city', id: 1, data: { slug: 'lyon', status: 'draft' } });
    expect(badSlug.status).toBe(400);
    expect((await badSlug.json()).error).toContain('apl-');
    expect((await post(editor, { kind: 'page', data: {} })).status).toBe(400);
    expect((await post(editor, { kind: 'city', data: { slug: 'apl-lyon', status: 'draft' } })).status).toBe(
      400,
    );
    const missing = await post(editor, {
      kind: 'city',
      id: 999,
      data: { slug: 'apl-lyon', status: 'draft' },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('Page ville introuvable');
  });

  it('builds the page and serves it, with its scripts, to editors only: no-store, noindex, the site’s CSP', async () => {
    const state = await built(editor, { kind: 'city', id: 1, data: { slug: 'apl-lyon', status: 'draft' } });
    const page = await t.request(state.url, { cookie: editor });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p>city</p>');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-c3RhbmQtaW4='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' 'sha");

    const script = await t.request(`${state.url}_astro/client.X1.js`, { cookie: editor });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cache-control')).toBe('no-store');
    expect(await script.text()).toBe('export const x = 1;');

    // Signed out or without a role, nothing of it is served.
    for (const url of [state.url, `${state.url}_astro/client.X1.js`, state.statusUrl]) {
      expect((await t.request(url)).status, url).toBe(401);
      expect((await t.request(url, { cookie: noRole })).status, url).toBe(403);
    }
  });

  it('never serves a file outside the preview: bad names are 400, anything else 404', async () => {
    const { token, url } = await built(editor);
    const prefix = '/api/admin/preview/site';
    for (const path of [
      `${prefix}/..%2F..%2Fapl.db/`,
      `${prefix}/${token.toUpperCase()}/`,
      `${prefix}/${token}x/status`,
      `${url}_astro/..%2Fitem.json`,
      `${url}_astro/..%2F..%2F..%2Fapl.db`,
    ]) {
      const res = await t.request(path, { cookie: editor });
      expect(res.status, path).toBe(400);
      expect((await res.json()).success, path).toBe(false);
    }
    for (const path of [
      `${url}item.json`,
      `${url}state.json`,
      `${url}page.html`,
      `${url}_astro/a/b.js`,
      `${url}_astro/absent.js`,
      `${prefix}/${'0'.repeat(32)}/`,
      `${prefix}/${'0'.repeat(32)}/status`,
      `${url}../../../apl.db`,
    ]) {
      const res = await t.request(path, { cookie: editor });
      expect(res.status, path).toBe(404);
    }
  });

  it('limits the previews of each editor', async () => {
    const cookie = (await t.signIn('apercu.presse@example.fr', ['editor'])).cookie;
    for (let i = 0; i < 3; i++) expect((await post(cookie, ARTICLE)).status).toBe(202);
    const refused = await post(cookie, ARTICLE);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TROP_D_APERCUS' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another editor is not held back.
    const other = (await t.signIn('apercu.autre@example.fr', ['editor'])).cookie;
    expect((await post(other, ARTICLE)).status).toBe(202);
  });
});
