/**
 * Issue 30, « Merge by paragraph », through the admin API on both stores: a save refused as stale carries the
 * three-way merge of the body by block, from the revision the editor started from; and who else has the page
 * open (presence rows that expire by themselves, read with the app's injected clock).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../../db/queries/retention.ts';
import { presence } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { Article, ArticleStale } from './articles.ts';
import type { PresenceAnswer } from './presence.ts';

let t: TestApp;
let camille: { cookie: string; id: string };
let dominique: { cookie: string; id: string };
let visitor: string;
let clock = new Date('2026-11-27T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => clock;
  camille = await t.signIn('camille@example.fr', ['editor']);
  dominique = await t.signIn('dominique@example.fr', ['editor']);
  visitor = (await t.signIn('lecteur@example.fr', [])).cookie;
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(`/api/admin${path}`, { method, cookie, ...(body === undefined ? {} : { json: body }) });

const P1 = "L'APL est versée par la CAF aux locataires, aux colocataires et aux résidents en foyer.";
const P2 = 'Son montant dépend de vos ressources, de votre loyer et de la zone du logement.';
const P3 = 'Faites la demande en ligne dès la signature du bail.';
const body = (...blocks: string[]) => blocks.join('\n\n');

let n = 0;
async function newArticle(content = body('## Qui y a droit ?', P1, P2, P3)): Promise<Article> {
  const res = await send('POST', '/articles', camille.cookie, { title: `Fusion ${++n}`, content });
  expect(res.status).toBe(201);
  return json<Article>(res);
}
const save = (a: Article, content: string, version: number, cookie: string) =>
  send('PUT', `/articles/${a.id}`, cookie, { title: a.title, slug: a.slug, content, version });

describe('a stale save carries the merge of the body by paragraph', () => {
  it('two editors change different paragraphs of version 1: the refused one gets a merge with both changes', async () => {
    const a = await newArticle();
    const theirs = body('## Qui y a droit ?', `${P1} Les étudiants aussi.`, P2, P3);
    expect((await save(a, theirs, 1, dominique.cookie)).status).toBe(200);
    const mine = body('## Qui y a droit ?', P1, P2, `${P3} Sans attendre le premier loyer.`);
    const res = await save(a, mine, 1, camille.cookie);
    expect(res.status).toBe(409);
    const stale = await json<ArticleStale>(res);
    expect(stale).toMatchObject({ code: 'VERSION_PERIMEE', current: { version: 2, content: theirs } });
    const merged = body(
      '## Qui y a droit ?',
      `${P1} Les étudiants aussi.`,
      P2,
      `${P3} Sans attendre le premier loyer.`,
    );
    expect(stale.merge).toMatchObject({ base: 1, theirsBy: 'dominique', note: null });
    expect(stale.merge?.fields?.content).toMatchObject({ conflicts: 0, text: merged });
    // The merge saved on top of version 2 keeps both paragraphs.
    const done = await save(a, stale.merge?.fields?.content?.text ?? '', 2, camille.cookie);
    expect(done.status).toBe(200);
    expect((await json<Article>(done)).content).toBe(merged);
  });

  it('the same paragraph changed by both is a conflict with both versions and the base', async () => {
    const a = await newArticle();
    await save(a, body('## Qui y a droit ?', P1, `${P2} (Dominique)`, P3), 1, dominique.cookie);
    const stale = await json<ArticleStale>(
      await save(a, body('## Qui y a droit ?', P1, `${P2} (Camille)`, P3), 1, camille.cookie),
    );
    const merge = stale.merge?.fields?.content;
    expect(merge?.conflicts).toBe(1);
    expect(merge?.chunks).toContainEqual({
      kind: 'conflict',
      base: P2,
      mine: `${P2} (Camille)`,
      theirs: `${P2} (Dominique)`,
      insertion: false,
    });
  });

  it('on a live page, the merge is with the pending changes saved meanwhile', async () => {
    const a = await newArticle();
    const live = await json<Article>(await send('POST', `/articles/${a.id}/publish`, camille.cookie));
    expect(live.version).toBe(2);
    // Version 2 was a status change only: no revision holds it, the merge says so and is per field.
    await save(live, body('## Qui y a droit ?', `${P1} !`, P2, P3), 2, dominique.cookie);
    const noBase = await json<ArticleStale>(await save(live, body(P1), 2, camille.cookie));
    expect(noBase.merge).toMatchObject({ base: 2, fields: null });
    expect(noBase.merge?.note).toContain("n'est plus dans l'historique");
    // From version 3 (a pending save, kept as a revision): Dominique saves again, Camille's save merges.
    await save(live, body('## Qui y a droit ?', `${P1} !`, P2, P3, 'Fin.'), 3, dominique.cookie);
    const stale = await json<ArticleStale>(
      await save(live, body('## Titre changé', `${P1} !`, P2, P3), 3, camille.cookie),
    );
    expect(stale.current.pending?.data).toMatchObject({
      content: body('## Qui y a droit ?', `${P1} !`, P2, P3, 'Fin.'),
    });
    expect(stale.merge?.fields?.content?.text).toBe(body('## Titre changé', `${P1} !`, P2, P3, 'Fin.'));
  });

  it('a guide gets the same merge', async () => {
    const created = await send('POST', '/thematiques', camille.cookie, {
      title: 'Guide fusion',
      themeCategory: 'guide',
      status: 'draft',
      content: body(P1, P2),
    });
    const g = await json<{ id: number; title: string }>(created);
    const put = (content: string, cookie: string) =>
      send('PUT', `/thematiques/${g.id}`, cookie, {
        title: g.title,
        themeCategory: 'guide',
        status: 'draft',
        content,
        version: 1,
      });
    expect((await put(body(`${P1} (D)`, P2), dominique.cookie)).status).toBe(200);
    const stale = await json<ArticleStale>(await put(body(P1, `${P2} (C)`), camille.cookie));
    expect(stale.merge?.fields?.content).toMatchObject({
      conflicts: 0,
      text: body(`${P1} (D)`, `${P2} (C)`),
    });
  });

  it('a 409 that is not a save (publish the changes) carries no merge; nor does a save of the same body', async () => {
    const a = await newArticle();
    await save(a, body(P1), 1, dominique.cookie);
    const publish = await json<ArticleStale>(
      await send('POST', `/articles/${a.id}/publish-changes`, camille.cookie, { version: 1 }),
    );
    expect(publish.code).toBe('VERSION_PERIMEE');
    expect(publish.merge).toBeUndefined();
    const same = await json<ArticleStale>(await save(a, body(P1), 1, camille.cookie));
    expect(same.merge).toMatchObject({ base: 1, fields: {} });
  });
});

describe('presence: who else has the page open', () => {
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const beat = async (cookie: string, id: number) => {
    const res = await send('POST', '/presence', cookie, { kind: 'article', id });
    expect(res.status).toBe(200);
    return (await json<PresenceAnswer>(res)).others.map((o) => o.name);
  };
  const rows = async (id: number) =>
    (
      await t.db
        .select()
        .from(presence)
        .where(and(eq(presence.kind, 'article'), eq(presence.itemId, id)))
    ).length;

  it('each editor sees the other while both send heartbeats, and no longer 45 s after the last one', async () => {
    const a = await newArticle();
    at('2026-11-27T10:00:00.000Z');
    expect(await beat(camille.cookie, a.id)).toEqual([]);
    at('2026-11-27T10:00:10.000Z');
    expect(await beat(dominique.cookie, a.id)).toEqual(['camille']);
    const seen = await json<PresenceAnswer>(
      await send('GET', `/presence?kind=article&id=${a.id}`, camille.cookie),
    );
    expect(seen.others).toEqual([
      { id: dominique.id, name: 'dominique', seenAt: '2026-11-27T10:00:10.000Z' },
    ]);
    // Camille's screen stops (tab closed without a goodbye): 45 s later Dominique no longer sees her.
    at('2026-11-27T10:00:44.000Z');
    expect(await beat(dominique.cookie, a.id)).toEqual(['camille']);
    at('2026-11-27T10:00:46.000Z');
    expect(await beat(dominique.cookie, a.id)).toEqual([]);
    // The heartbeat deleted Camille's expired row.
    expect(await rows(a.id)).toBe(1);
  });

  it('a heartbeat repeated within 5 s writes nothing; DELETE ends the presence at once', async () => {
    const a = await newArticle();
    at('2026-11-27T11:00:00.000Z');
    await beat(camille.cookie, a.id);
    at('2026-11-27T11:00:03.000Z');
    await beat(camille.cookie, a.id);
    const [row] = await t.db.select().from(presence).where(eq(presence.itemId, a.id));
    expect(row?.seenAt).toBe('2026-11-27T11:00:00.000Z');
    expect(await beat(dominique.cookie, a.id)).toEqual(['camille']);
    const left = await send('DELETE', '/presence', camille.cookie, { kind: 'article', id: a.id });
    expect(left.status).toBe(200);
    expect(await beat(dominique.cookie, a.id)).toEqual([]);
  });

  it('expired rows are deleted by the retention purge', async () => {
    const a = await newArticle();
    at('2026-11-27T12:00:00.000Z');
    await beat(camille.cookie, a.id);
    // The heartbeat deleted the expired rows of the other pages too (the tests above): the table holds one row.
    expect(await t.db.select().from(presence)).toHaveLength(1);
    // This one is past 45 s after its heartbeat.
    await purgeExpired(t.db, new Date('2026-11-27T12:00:30.000Z'));
    expect(await rows(a.id)).toBe(1);
    expect((await purgeExpired(t.db, new Date('2026-11-27T12:01:00.000Z'))).presence).toBe(1);
    expect(await rows(a.id)).toBe(0);
  });

  it('refuses an unknown page (404), a bad kind (400 in French), and anyone without a back-office role', async () => {
    const missing = await send('POST', '/presence', camille.cookie, { kind: 'article', id: 999_999 });
    expect(missing.status).toBe(404);
    expect((await json<{ error: string }>(missing)).error).toBe('Page introuvable');
    const bad = await send('POST', '/presence', camille.cookie, { kind: 'recette', id: 1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Type de page inconnu');
    expect((await send('POST', '/presence', visitor, { kind: 'article', id: 1 })).status).toBe(403);
    expect(await t.db.select().from(presence).where(eq(presence.itemId, 999_999))).toEqual([]);
  });
});
