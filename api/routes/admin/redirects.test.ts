/** /api/admin/redirects: roles, origin, off-site and looping addresses refused in French, audit, 301s, rebuild. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, redirects } from '../../../db/tables.ts';
import { writeLiveBuild } from '../../../tests/security/built-pages.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { publishRedirectTable } from '../../../tests/support/redirect-table.ts';
import type { RedirectItem, RedirectList } from './redirects.ts';

let t: TestApp;
let editor: string;
let admin: string;
let editorId: string;
let nobody: string;
beforeAll(async () => {
  t = await createTestApp();
  const e = await t.signIn('editrice@example.fr', ['editor']);
  editor = e.cookie;
  editorId = e.id;
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  nobody = (await t.signIn('sans-role@example.fr', [])).cookie;
  await t.db.insert(articles).values({ slug: 'en-ligne', title: 'En ligne', status: 'published' });
});
afterAll(async () => {
  await t?.close();
});

const post = (json: unknown, cookie = editor, headers: Record<string, string> = {}) =>
  t.request('/api/admin/redirects', { method: 'POST', cookie, json, headers });
const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };

describe('who may', () => {
  it('refuses without a session (401), without a role (403), from another origin (403)', async () => {
    const body = { fromPath: '/vieux', toPath: '/faq' };
    expect((await t.request('/api/admin/redirects')).status).toBe(401);
    expect((await t.request('/api/admin/redirects', { method: 'POST', json: body })).status).toBe(401);
    expect((await t.request('/api/admin/redirects/1', { method: 'PUT', json: body })).status).toBe(401);
    expect((await t.request('/api/admin/redirects/1', { method: 'DELETE' })).status).toBe(401);
    expect((await t.request('/api/admin/redirects', { cookie: nobody })).status).toBe(403);
    expect((await post(body, nobody)).status).toBe(403);
    const foreign = await post(body, editor, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await t.db.select().from(redirects)).length).toBe(0);
  });

  it('lets editors and admins list, add, change and remove', async () => {
    const created = await post({ fromPath: '/ancienne-page/', toPath: '/faq' });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: number; fromPath: string; toPath: string; source: string };
    expect(row).toMatchObject({ fromPath: '/ancienne-page', toPath: '/faq', source: 'manual' });

    const list = (await (
      await t.request('/api/admin/redirects?q=ANCIENNE', { cookie: admin })
    ).json()) as RedirectList;
    expect(list.items.map((r: RedirectItem) => [r.fromPath, r.toPath, r.createdByName])).toEqual([
      ['/ancienne-page', '/faq', 'editrice'],
    ]);

    const changed = await t.request(`/api/admin/redirects/${row.id}`, {
      method: 'PUT',
      cookie: admin,
      json: { fromPath: '/ancienne-page', toPath: '/guide' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ toPath: '/guide' });

    const audits = await t.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'redirect'), eq(auditLog.entityId, String(row.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(audits.find((a) => a.action === 'create')?.userId).toBe(editorId);

    // A change reaches the static output: the publisher was asked for the redirect pages only, not the site.
    await t.ctx.publisher?.idle();
    expect(t.built).not.toContain(null);
    expect(t.built.some((scope) => scope?.redirects?.includes('/ancienne-page'))).toBe(true);
    expect(t.built.every((scope) => scope?.cities?.length === 0)).toBe(true);

    const removed = await t.request(`/api/admin/redirects/${row.id}`, { method: 'DELETE', cookie: editor });
    expect(removed.status).toBe(200);
    expect(
      (await t.request(`/api/admin/redirects/${row.id}`, { method: 'DELETE', cookie: editor })).status,
    ).toBe(404);
    const deletions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'redirect'), eq(auditLog.action, 'delete')));
    expect(deletions).toHaveLength(1);
  });
});

describe('what is refused', () => {
  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http://evil.example/x',
    'HTTPS://evil.example',
    'evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
  ])('an off-site address %j, in French', async (target) => {
    for (const body of [
      { fromPath: '/vieux', toPath: target },
      { fromPath: target, toPath: '/faq' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: 'ADRESSE_HORS_SITE',
        error: 'Seules les adresses de ce site sont acceptées (elles commencent par /)',
      });
    }
  });

  it.each([
    ['/a%0D%0ALocation:%20https://evil.example', 'ADRESSE_INVALIDE'],
    ['/a\r\nLocation: https://evil.example', 'ADRESSE_INVALIDE'],
    ['/faq?x=1', 'ADRESSE_INVALIDE'],
    ['/a/../b', 'ADRESSE_INVALIDE'],
  ])('a malformed address %j', async (target, code) => {
    const res = await post({ fromPath: '/vieux', toPath: target });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
  });

  it('a body that is not the expected shape', async () => {
    expect((await post({ fromPath: 42, toPath: '/faq' })).status).toBe(400);
    expect((await post('pas du json')).status).toBe(400);
    const bad = await t.request('/api/admin/redirects/abc', { method: 'PUT', cookie: editor, json: {} });
    expect(bad.status).toBe(400);
    const none = await t.request('/api/admin/redirects/999999', {
      method: 'PUT',
      cookie: editor,
      json: { fromPath: '/x', toPath: '/y' },
    });
    expect(none.status).toBe(404);
  });

  it('loops, duplicates, live pages and reserved addresses', async () => {
    expect(await errorOf(await post({ fromPath: '/boucle', toPath: '/boucle/' }))).toMatchObject({
      code: 'BOUCLE',
      error: 'Cette redirection créerait une boucle',
    });
    expect((await post({ fromPath: '/p1', toPath: '/p2' })).status).toBe(201);
    expect(await errorOf(await post({ fromPath: '/p2', toPath: '/p1' }))).toMatchObject({ code: 'BOUCLE' });
    expect(await errorOf(await post({ fromPath: '/p1', toPath: '/p3' }))).toMatchObject({
      code: 'DEJA_REDIRIGEE',
      error: 'Cette adresse est déjà redirigée',
    });
    for (const live of ['/apl-lyon', '/conseil/en-ligne', '/']) {
      expect(await errorOf(await post({ fromPath: live, toPath: '/faq' })), live).toMatchObject({
        code: 'PAGE_EN_LIGNE',
        error: "Cette adresse est celle d'une page en ligne",
      });
    }
    expect((await errorOf(await post({ fromPath: '/api/health', toPath: '/faq' }))).code).toBe(
      'ADRESSE_RESERVEE',
    );
    expect((await errorOf(await post({ fromPath: '/admin', toPath: '/faq' }))).code).toBe('ADRESSE_RESERVEE');
  });
});

describe('the 301', () => {
  // The server answers the live build's table (issue 26): each write is published as its build would.
  const published = () => publishRedirectTable(t.db, t.env.BUILDS_DIR);
  beforeAll(() => writeLiveBuild(t.env.BUILDS_DIR));

  it('answers the old address, with or without a trailing slash, query kept, once its build is live', async () => {
    const created = (await (await post({ fromPath: '/vieux-guide', toPath: '/guide/nouveau' })).json()) as {
      id: number;
    };
    expect((await t.app.request('http://localhost/vieux-guide')).status).toBe(404);
    await published();
    for (const [path, location] of [
      ['/vieux-guide', '/guide/nouveau'],
      ['/vieux-guide/', '/guide/nouveau'],
      ['/vieux-guide?utm_source=x&y=1', '/guide/nouveau?utm_source=x&y=1'],
      ['/vieux-guide/?next=//evil.example', '/guide/nouveau?next=//evil.example'],
    ] as const) {
      const res = await t.app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
    }
    const head = await t.app.request('http://localhost/vieux-guide', { method: 'HEAD' });
    expect(head.status).toBe(301);
    expect((await t.app.request('http://localhost/vieux-guide', { method: 'POST' })).status).not.toBe(301);

    await t.request(`/api/admin/redirects/${created.id}`, {
      method: 'PUT',
      cookie: editor,
      json: { fromPath: '/vieux-guide', toPath: '/guide/autre' },
    });
    await published();
    expect((await t.app.request('http://localhost/vieux-guide')).headers.get('location')).toBe(
      '/guide/autre',
    );
    await t.request(`/api/admin/redirects/${created.id}`, { method: 'DELETE', cookie: editor });
    await published();
    expect((await t.app.request('http://localhost/vieux-guide')).status).toBe(404);
  });

  it('encodes a new address in another script, and finds an escaped old one', async () => {
    expect((await post({ fromPath: '/%C3%A9t%C3%A9', toPath: '/conseil/économie' })).status).toBe(201);
    await published();
    const res = await t.app.request('http://localhost/%C3%A9t%C3%A9');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/conseil/%C3%A9conomie');
  });
});
