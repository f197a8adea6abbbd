/**
 * Preview links (issue 30), on both stores: an editor makes a link to a draft, anyone opens it without an account
 * and reads the draft with private, unindexed, unframed and script-free headers; revoked, expired, unknown and
 * malformed tokens all get the same 410; only the token's SHA-256 is stored; the lookup is rate-limited.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPending } from '../../db/queries/editorial.ts';
import { articles, auditLog, cityPages, previewLinks, thematicPages } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import type { CreatedPreviewLink, PreviewLinkList } from './admin/preview-links.ts';

let t: TestApp;
let editor: string;
let nobody: string;
let draftId: number;
let liveId: number;
const DRAFT_TEXT = 'Le brouillon dit que la caution est remboursée sous deux mois.';

beforeAll(async () => {
  t = await createTestApp({ PREVIEW_LINK_RATE_LIMIT: '40' });
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  nobody = (await t.signIn('sans-role@example.fr', [])).cookie;
  const [draft] = await t.db
    .insert(articles)
    .values({
      slug: 'brouillon',
      title: 'Un article en brouillon',
      excerpt: 'Le chapô du brouillon',
      content: `## Une partie\n\n${DRAFT_TEXT}`,
      status: 'draft',
    })
    .returning({ id: articles.id });
  const [live] = await t.db
    .insert(articles)
    .values({ slug: 'en-ligne', title: 'En ligne', content: 'Texte publié', status: 'published' })
    .returning({ id: articles.id });
  draftId = draft?.id ?? 0;
  liveId = live?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const create = (json: unknown, cookie: string | null = editor) =>
  t.request('/api/admin/preview-links', { method: 'POST', cookie: cookie ?? undefined, json });
const created = async (json: unknown) => {
  const res = await create(json);
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedPreviewLink;
};
/** Opened as someone without an account: no cookie, from another address. */
const open = (path: string, ip = '198.51.100.7') => t.request(path, { ip });
const listOf = async (kind: string, id: number) =>
  (await (
    await t.request(`/api/admin/preview-links?kind=${kind}&id=${id}`, { cookie: editor })
  ).json()) as PreviewLinkList;

describe('making a link', () => {
  it('refuses anonymous (401), no role (403), an unknown item (404), a duration out of 1–168 h (400)', async () => {
    expect((await create({ kind: 'article', id: draftId }, null)).status).toBe(401);
    expect((await create({ kind: 'article', id: draftId }, nobody)).status).toBe(403);
    const missing = await create({ kind: 'article', id: 999_999 });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('Article introuvable');
    expect((await create({ kind: 'guide', id: 999_999 })).status).toBe(404);
    const tooLong = await create({ kind: 'article', id: draftId, hours: 169 });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toContain('168 heures');
    expect((await create({ kind: 'article', id: draftId, hours: 0 })).status).toBe(400);
    expect(await t.db.select().from(previewLinks)).toEqual([]);
  });

  it('answers the address once, stores only the SHA-256 of its 32-byte token, audits without it', async () => {
    const before = Date.now();
    const link = await created({ kind: 'article', id: draftId });
    expect(link.path).toMatch(/^\/apercu\?jeton=/);
    const token = link.path.replace('/apercu?jeton=', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // 24 hours by default.
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(Date.parse(link.expiresAt) - before).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);

    const [row] = await t.db.select().from(previewLinks).where(eq(previewLinks.id, link.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await t.db.select().from(previewLinks))).not.toContain(token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'preview-link.create'));
    expect(audits.map((a) => [a.entity, a.entityId])).toContainEqual(['article', String(draftId)]);
    expect(JSON.stringify(audits)).not.toContain(token);

    const list = await listOf('article', draftId);
    expect(list.links.map((l) => [l.id, l.createdBy])).toContainEqual([link.id, 'editrice']);
    expect(JSON.stringify(list)).not.toContain(token);
  });
});

describe('opening a link without an account', () => {
  it('shows the draft with private, noindex, no-referrer headers and the script-free CSP', async () => {
    const link = await created({ kind: 'article', id: draftId, hours: 2 });
    const res = await open(link.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(DRAFT_TEXT);
    expect(html).toContain('<h2');
    expect(html).toContain('Un article en brouillon');
    expect(html).toContain('Le chapô du brouillon');
    expect(html).toContain('Aperçu non publié');
    expect(html).toMatch(/valable jusqu’au \d{1,2} [a-zéû]+ \d{4} à \d{1,2} h \d{2}\./);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain('<script');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("shows a live page's pending changes, not its live text; a guide and a city page too", async () => {
    await setPending(t.db, {
      kind: 'article',
      itemId: liveId,
      data: { title: 'En ligne, retouché', content: 'Texte en attente de publication', slug: 'en-ligne' },
      savedBy: null,
      savedAt: new Date().toISOString(),
    });
    const page = await (await open((await created({ kind: 'article', id: liveId })).path)).text();
    expect(page).toContain('Texte en attente de publication');
    expect(page).toContain('En ligne, retouché');
    expect(page).not.toContain('Texte publié');
    expect(page).toContain('modifications en attente');

    const [guide] = await t.db
      .insert(thematicPages)
      .values({ slug: 'guide-brouillon', title: 'Guide en brouillon', content: 'Corps du guide' })
      .returning({ id: thematicPages.id });
    const guidePage = await open((await created({ kind: 'guide', id: guide?.id })).path);
    expect(guidePage.status).toBe(200);
    expect(await guidePage.text()).toContain('Corps du guide');

    const [city] = await t.db.select().from(cityPages).limit(1);
    await t.db
      .update(cityPages)
      .set({ content: '<p>Texte de la ville</p><script>alert(1)</script>' })
      .where(eq(cityPages.id, city?.id ?? 0));
    const cityPage = await (await open((await created({ kind: 'city', id: city?.id })).path)).text();
    expect(cityPage).toContain('Texte de la ville');
    expect(cityPage).not.toContain('<script');
  });
});

describe('links that open nothing', () => {
  it('revoked, expired, unknown and malformed tokens all get the same 410 page', async () => {
    const unknown = await open(`/apercu?jeton=${'A'.repeat(43)}`);
    expect(unknown.status).toBe(410);
    const gone = await unknown.text();
    expect(gone).toContain('Ce lien d’aperçu n’est plus valable');
    expect(gone).not.toContain(DRAFT_TEXT);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    expect(unknown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const malformed = await open('/apercu?jeton=pas-un-jeton');
    expect([malformed.status, await malformed.text()]).toEqual([410, gone]);
    const none = await open('/apercu');
    expect([none.status, await none.text()]).toEqual([410, gone]);

    const revoked = await created({ kind: 'article', id: draftId });
    expect((await open(revoked.path)).status).toBe(200);
    const del = await t.request(`/api/admin/preview-links/${revoked.id}?kind=article&id=${draftId}`, {
      method: 'DELETE',
      cookie: editor,
    });
    expect(del.status).toBe(200);
    const afterRevoke = await open(revoked.path);
    expect([afterRevoke.status, await afterRevoke.text()]).toEqual([410, gone]);
    expect((await listOf('article', draftId)).links.map((l) => l.id)).not.toContain(revoked.id);
    const again = await t.request(`/api/admin/preview-links/${revoked.id}?kind=article&id=${draftId}`, {
      method: 'DELETE',
      cookie: editor,
    });
    expect(again.status).toBe(404);
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'preview-link.revoke'))).length,
    ).toBe(1);

    const shortLived = await created({ kind: 'article', id: draftId, hours: 1 });
    expect((await open(shortLived.path)).status).toBe(200);
    const start = Date.now();
    t.ctx.now = () => new Date(start + 3_600_000 + 5_000);
    try {
      const expired = await open(shortLived.path);
      expect([expired.status, await expired.text()]).toEqual([410, gone]);
      expect((await listOf('article', draftId)).links.map((l) => l.id)).not.toContain(shortLived.id);
    } finally {
      t.ctx.now = undefined;
    }
  });

  it('an item deleted since gives the same 410', async () => {
    const [a] = await t.db
      .insert(articles)
      .values({ slug: 'a-supprimer', title: 'À supprimer', content: 'Bientôt parti' })
      .returning({ id: articles.id });
    const link = await created({ kind: 'article', id: a?.id });
    await t.db.delete(articles).where(eq(articles.id, a?.id ?? 0));
    expect((await open(link.path)).status).toBe(410);
  });

  it('counts lookups per client in the shared store: guessing is cut off with a 429 page', async () => {
    const ip = '203.0.113.9';
    let last: Response | undefined;
    for (let i = 0; i < 41; i++) last = await open(`/apercu?jeton=${String(i).padStart(43, 'x')}`, ip);
    expect(last?.status).toBe(429);
    expect(await last?.text()).toContain('Trop de liens d’aperçu ouverts');
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not affected.
    expect((await open(`/apercu?jeton=${'B'.repeat(43)}`, '203.0.113.10')).status).toBe(410);
  });
});
