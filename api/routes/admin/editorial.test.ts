/**
 * The editorial workflow through the admin API (issue 15), on both stores: versions and 409, pending changes
 * of live pages and « Publier les modifications », revisions and restore, autosave, schedules run by the
 * publisher with its injected clock, and the attacks every new endpoint must resist.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, builds, contentRevisions, publicationSchedules, redirects } from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { Publisher } from '../../services/publisher.ts';
import type { Article, ArticleStale } from './articles.ts';
import type { CityPage } from './cities.ts';
import type { RevisionDetail, RevisionList, ScheduleCreated } from './editorial.ts';
import type { Thematic } from './thematiques.ts';

let t: TestApp;
let editor: { cookie: string; id: string };
let other: { cookie: string; id: string };
let visitor: string;
let clock = new Date('2026-11-23T13:05:00.000Z');
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => clock;
  editor = await t.signIn('camille@example.fr', ['editor']);
  other = await t.signIn('dominique@example.fr', ['admin']);
  visitor = (await t.signIn('lecteur@example.fr', [])).cookie;
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const send = async (method: string, path: string, body?: unknown, cookie = editor.cookie) =>
  t.request(`/api/admin${path}`, { method, cookie, ...(body === undefined ? {} : { json: body }) });

/** How many builds ran, once the builds asked so far ran. */
async function mark() {
  await t.ctx.publisher?.idle();
  return t.built.length;
}

/** The scopes asked since `from`, once the queue is idle. */
async function builtSince(from: number) {
  await t.ctx.publisher?.idle();
  return t.built.slice(from);
}

let n = 0;
async function newArticle(title = `Article ${++n}`): Promise<Article> {
  const res = await send('POST', '/articles', { title, content: 'Premier texte' });
  expect(res.status).toBe(201);
  return json<Article>(res);
}

const articleBody = (a: Pick<Article, 'title' | 'slug' | 'content'>, version: number, extra = {}) => ({
  title: a.title,
  slug: a.slug,
  content: a.content,
  version,
  ...extra,
});

describe('versions', () => {
  it('a new article is version 1 with its first revision; each save adds one to the version', async () => {
    const a = await newArticle();
    expect(a).toMatchObject({ version: 1, pending: null, schedules: [], live: false });
    const saved = await json<Article>(
      await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Deuxième' }, 1)),
    );
    expect(saved).toMatchObject({ version: 2, content: 'Deuxième', pending: null });
    const revisions = await json<RevisionList>(await send('GET', `/articles/${a.id}/revisions`));
    expect(revisions.items.map((r) => [r.version, r.action, r.pending])).toEqual([
      [2, 'save', false],
      [1, 'save', false],
    ]);
    expect(revisions.items[0]?.savedBy).toEqual({ id: editor.id, name: 'camille' });
  });

  it('a save based on an older version is refused with 409, who saved, when, and the page as it is', async () => {
    const a = await newArticle();
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Par Dominique' }, 1), other.cookie);
    const res = await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Par Camille' }, 1));
    expect(res.status).toBe(409);
    const body = await json<ArticleStale>(res);
    expect(body).toMatchObject({ success: false, code: 'VERSION_PERIMEE' });
    expect(body.error).toBe(
      'Cette page a été modifiée entre-temps (par dominique, 23 novembre 2026 à 14 h 05). Comparez puis fusionnez ou rechargez.',
    );
    expect(body.current).toMatchObject({ id: a.id, version: 2, content: 'Par Dominique' });
  });

  it('of two saves sent at once from the same version, exactly one wins', async () => {
    const a = await newArticle();
    const results = await Promise.all(
      ['Onglet A', 'Onglet B'].map((content) =>
        send('PUT', `/articles/${a.id}`, articleBody({ ...a, content }, 1)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await json<Article>(await send('GET', `/articles/${a.id}`));
    expect(now.version).toBe(2);
    const winner = await json<Article>(results.find((r) => r.status === 200) as Response);
    expect(now.content).toBe(winner.content);
  });

  it('a save without its version is a French 400', async () => {
    const a = await newArticle();
    const res = await send('PUT', `/articles/${a.id}`, { title: a.title });
    expect(res.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(res)).fieldErrors.version).toEqual([
      'Version manquante : rechargez la page',
    ]);
  });
});

describe('pending changes of a live page', () => {
  it('a save goes to pending, the live page and the site stay as they are until « Publier les modifications »', async () => {
    const a = await newArticle('Article en ligne');
    const live = await json<Article>(await send('POST', `/articles/${a.id}/publish`));
    expect(live).toMatchObject({ live: true, status: 'published', version: 2 });
    let marked = await mark();
    const pending = await json<Article>(
      await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Texte préparé' }, 2)),
    );
    expect(pending).toMatchObject({ version: 3, content: 'Premier texte', live: true });
    expect(pending.pending?.data).toMatchObject({ content: 'Texte préparé', slug: a.slug });
    expect(pending.pending?.savedBy).toEqual({ id: editor.id, name: 'camille' });
    expect(await builtSince(marked)).toEqual([]);

    const stale = await send('POST', `/articles/${a.id}/publish-changes`, { version: 2 });
    expect(stale.status).toBe(409);

    marked = await mark();
    const published = await json<Article>(
      await send('POST', `/articles/${a.id}/publish-changes`, { version: 3 }),
    );
    expect(published).toMatchObject({ version: 4, content: 'Texte préparé', pending: null, live: true });
    expect(await builtSince(marked)).toHaveLength(1);
    const revisions = await json<RevisionList>(await send('GET', `/articles/${a.id}/revisions`));
    expect(revisions.items.map((r) => [r.version, r.action, r.pending])).toEqual([
      [4, 'publish', false],
      [3, 'save', true],
      [1, 'save', false],
    ]);

    const nothing = await send('POST', `/articles/${a.id}/publish-changes`, { version: 4 });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({
      code: 'AUCUNE_MODIFICATION',
      error: 'Aucune modification en attente',
    });
  });

  it('discarding the pending changes keeps the live page', async () => {
    const a = await newArticle();
    await send('POST', `/articles/${a.id}/publish`);
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'À jeter' }, 2));
    const res = await t.request(`/api/admin/articles/${a.id}/pending`, {
      method: 'DELETE',
      cookie: editor.cookie,
      json: { version: 3 },
    });
    expect(await json<Article>(res)).toMatchObject({ version: 4, pending: null, content: 'Premier texte' });
  });

  it('a rename of a live article goes live with publish-changes, with a 301 from the old address', async () => {
    const a = await newArticle('Ancien titre');
    await send('POST', `/articles/${a.id}/publish`);
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, slug: 'nouveau-titre' }, 2));
    expect((await json<Article>(await send('GET', `/articles/${a.id}`))).slug).toBe('ancien-titre');
    expect(
      await t.db.select().from(redirects).where(eq(redirects.fromPath, '/conseil/ancien-titre')),
    ).toEqual([]);
    const marked = await mark();
    const done = await json<Article>(await send('POST', `/articles/${a.id}/publish-changes`, { version: 3 }));
    expect(done.slug).toBe('nouveau-titre');
    const [redirect] = await t.db
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, '/conseil/ancien-titre'));
    expect(redirect).toMatchObject({ toPath: '/conseil/nouveau-titre', source: 'slug' });
    expect(await builtSince(marked)).toHaveLength(1);
  });

  it('a live guide and a live city page: saves go to pending, status included; unpublish has its own endpoint', async () => {
    const created = await send('POST', '/thematiques', {
      title: 'Guide en ligne',
      themeCategory: 'guide',
      status: 'published',
      content: 'Texte en ligne',
    });
    const g = await json<Thematic>(created);
    expect(g).toMatchObject({ version: 1, live: true });
    const saved = await json<Thematic>(
      await send('PUT', `/thematiques/${g.id}`, {
        title: g.title,
        themeCategory: 'guide',
        status: 'draft',
        content: 'Texte préparé',
        version: 1,
      }),
    );
    expect(saved).toMatchObject({ status: 'published', content: 'Texte en ligne', live: true });
    expect(saved.pending?.data).toMatchObject({ status: 'published', content: 'Texte préparé' });
    const marked = await mark();
    const unpublished = await json<Thematic>(await send('POST', `/thematiques/${g.id}/unpublish`));
    expect(unpublished).toMatchObject({ status: 'draft', live: false, version: 3 });
    expect(await builtSince(marked)).toHaveLength(1);
    // Published again: the pending changes go live with it.
    const republished = await json<Thematic>(await send('POST', `/thematiques/${g.id}/publish`));
    expect(republished).toMatchObject({ status: 'published', content: 'Texte préparé', pending: null });

    const city = await json<CityPage>(await send('GET', '/cities/2'));
    expect(city).toMatchObject({ live: true, pending: null });
    const cityMark = await mark();
    const pendingCity = await json<CityPage>(
      await send('PUT', '/cities/2', {
        slug: city.slug,
        status: 'published',
        content: '<p>Texte préparé pour Villeurbanne.</p>',
        version: city.version,
      }),
    );
    expect(pendingCity.content).toBe(city.content);
    expect(pendingCity.pending?.data).toMatchObject({ content: '<p>Texte préparé pour Villeurbanne.</p>' });
    expect(await builtSince(cityMark)).toEqual([]);
    const cityLive = await json<CityPage>(
      await send('POST', '/cities/2/publish-changes', { version: pendingCity.version }),
    );
    expect(cityLive.content).toBe('<p>Texte préparé pour Villeurbanne.</p>');
    expect(await builtSince(cityMark)).toHaveLength(1);
  });

  it('a draft guide saved with status « published » is published as before, and rebuilt', async () => {
    const g = await json<Thematic>(
      await send('POST', '/thematiques', {
        title: 'Guide brouillon',
        themeCategory: 'guide',
        status: 'draft',
      }),
    );
    const marked = await mark();
    const saved = await json<Thematic>(
      await send('PUT', `/thematiques/${g.id}`, {
        title: g.title,
        themeCategory: 'guide',
        status: 'published',
        version: 1,
      }),
    );
    expect(saved).toMatchObject({ status: 'published', live: true, pending: null, version: 2 });
    expect(await builtSince(marked)).toHaveLength(1);
  });
});

describe('revisions', () => {
  it('lists newest first, shows one with its data, and restores it as a new revision', async () => {
    const a = await newArticle();
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Version deux' }, 1), other.cookie);
    clock = new Date(clock.getTime() + 60_000);
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Version trois' }, 2));
    const { items } = await json<RevisionList>(await send('GET', `/articles/${a.id}/revisions`));
    expect(items.map((r) => [r.version, r.savedBy?.name])).toEqual([
      [3, 'camille'],
      [2, 'dominique'],
      [1, 'camille'],
    ]);
    expect((items[0]?.savedAt ?? '') > (items[1]?.savedAt ?? '')).toBe(true);
    const first = items[2] as RevisionList['items'][number];
    const detail = await json<RevisionDetail<{ content: string }>>(
      await send('GET', `/articles/${a.id}/revisions/${first.id}`),
    );
    expect(detail).toMatchObject({ version: 1, action: 'save', data: { content: 'Premier texte' } });

    expect(
      (await send('POST', `/articles/${a.id}/revisions/${first.id}/restore`, { version: 2 })).status,
    ).toBe(409);
    const restored = await json<Article>(
      await send('POST', `/articles/${a.id}/revisions/${first.id}/restore`, { version: 3 }),
    );
    expect(restored).toMatchObject({ version: 4, content: 'Premier texte' });
    const after = await json<RevisionList>(await send('GET', `/articles/${a.id}/revisions`));
    expect(after.items[0]).toMatchObject({ version: 4, action: 'restore', pending: false });
    expect(await send('GET', `/articles/${a.id}/revisions/999999`).then((r) => r.status)).toBe(404);
    // A revision of another article is not this one's.
    const b = await newArticle();
    expect((await send('GET', `/articles/${b.id}/revisions/${first.id}`)).status).toBe(404);
  });

  it('autosaves while typing make one revision per editor and 10 minutes', async () => {
    const a = await newArticle();
    let version = 1;
    for (const content of ['T', 'Ty', 'Typ']) {
      const res = await json<Article>(
        await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content }, version, { autosave: true })),
      );
      version = res.version;
      clock = new Date(clock.getTime() + 2 * 60_000);
    }
    clock = new Date(clock.getTime() + 11 * 60_000);
    await send(
      'PUT',
      `/articles/${a.id}`,
      articleBody({ ...a, content: 'Typo' }, version, { autosave: true }),
    );
    const { items } = await json<RevisionList>(await send('GET', `/articles/${a.id}/revisions`));
    expect(items.map((r) => [r.version, r.action])).toEqual([
      [5, 'autosave'],
      [4, 'autosave'],
      [1, 'save'],
    ]);
    const merged = await json<RevisionDetail<{ content: string }>>(
      await send('GET', `/articles/${a.id}/revisions/${items[1]?.id}`),
    );
    expect(merged.data.content).toBe('Typ');
  });
});

describe('schedules', () => {
  it('refuses a date in the past, lists the ones to come, cancels one', async () => {
    const a = await newArticle();
    const past = await send('POST', `/articles/${a.id}/schedules`, {
      action: 'publish',
      runAt: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: 'La date doit être dans le futur' });
    const created = await send('POST', `/articles/${a.id}/schedules`, {
      action: 'publish',
      runAt: '2030-01-01T09:00:00+01:00',
    });
    expect(created.status).toBe(201);
    const s = await json<ScheduleCreated>(created);
    expect(s).toMatchObject({ action: 'publish', runAt: '2030-01-01T08:00:00.000Z' });
    expect((await json<Article>(await send('GET', `/articles/${a.id}`))).schedules).toEqual([s]);
    expect((await send('DELETE', `/articles/${a.id}/schedules/${s.id}`)).status).toBe(200);
    expect((await json<Article>(await send('GET', `/articles/${a.id}`))).schedules).toEqual([]);
    expect((await send('DELETE', `/articles/${a.id}/schedules/${s.id}`)).status).toBe(404);
  });

  it('the publisher runs a due schedule once with its clock, even with two publishers on one store', async () => {
    const draft = await json<Thematic>(
      await send('POST', '/thematiques', {
        title: 'Guide programmé',
        themeCategory: 'guide',
        status: 'draft',
      }),
    );
    const a = await newArticle('Article programmé');
    await send('POST', `/articles/${a.id}/publish`);
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Texte du matin' }, 2));
    const runAt = new Date(clock.getTime() + 3_600_000);
    for (const [path, action] of [
      [`/thematiques/${draft.id}`, 'publish'],
      [`/articles/${a.id}`, 'publish'],
    ] as const)
      expect((await send('POST', `${path}/schedules`, { action, runAt: runAt.toISOString() })).status).toBe(
        201,
      );

    let publisherClock = new Date(runAt.getTime() - 1000);
    const publishers = [0, 1].map(
      () =>
        new Publisher(t.db, t.env, {
          now: () => publisherClock,
          debounceMs: 10,
          build: async () => ({ ok: false, error: 'pas de construction dans ce test', log: '' }),
        }),
    );
    expect(await Promise.all(publishers.map((p) => p.runDueSchedules()))).toEqual([0, 0]);
    expect((await json<Thematic>(await send('GET', `/thematiques/${draft.id}`))).live).toBe(false);

    publisherClock = runAt;
    const ran = await Promise.all(publishers.map((p) => p.runDueSchedules()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(2);
    const guide = await json<Thematic>(await send('GET', `/thematiques/${draft.id}`));
    expect(guide).toMatchObject({ live: true, status: 'published', schedules: [], version: 2 });
    const article = await json<Article>(await send('GET', `/articles/${a.id}`));
    expect(article).toMatchObject({ content: 'Texte du matin', pending: null, version: 4 });
    expect(await Promise.all(publishers.map((p) => p.runDueSchedules()))).toEqual([0, 0]);
    const rows = await t.db
      .select()
      .from(publicationSchedules)
      .where(and(eq(publicationSchedules.kind, 'guide'), eq(publicationSchedules.itemId, draft.id)));
    expect(rows).toMatchObject([{ status: 'done', doneAt: runAt.toISOString() }]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'scheduled-publish'),
          eq(auditLog.entity, 'thematic_page'),
          eq(auditLog.entityId, String(draft.id)),
        ),
      );
    expect(audits).toHaveLength(1);
    const publishRevisions = await t.db
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.kind, 'article'),
          eq(contentRevisions.itemId, a.id),
          eq(contentRevisions.action, 'publish'),
        ),
      );
    expect(publishRevisions).toHaveLength(1);

    // Unpublication at its time.
    const unpublishAt = new Date(clock.getTime() + 7_200_000);
    await send('POST', `/thematiques/${draft.id}/schedules`, {
      action: 'unpublish',
      runAt: unpublishAt.toISOString(),
    });
    publisherClock = unpublishAt;
    const unpublished = await Promise.all(publishers.map((p) => p.runDueSchedules()));
    expect(unpublished.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await json<Thematic>(await send('GET', `/thematiques/${draft.id}`))).live).toBe(false);
    for (const p of publishers) await p.idle();
    await t.ctx.publisher?.idle();
    // Each run asked once for its rebuild (whichever publisher then built it from the shared queue).
    const reasons = (await t.db.select({ request: builds.request }).from(builds)).flatMap(
      (b) => b.request?.reasons ?? [],
    );
    for (const what of ['publié(e)', 'dépublié(e)'])
      expect(reasons.filter((r) => r === `guide « guide-programme » ${what}`)).toHaveLength(1);
    expect(reasons.filter((r) => r === 'article « article-programme » modifié(e)')).toHaveLength(1);
  });
});

describe('every new endpoint resists', () => {
  const endpoints = (id: number, revisionId: number, scheduleId: number) =>
    ['articles', 'thematiques', 'cities'].flatMap((p) => [
      ['POST', `/${p}/${id}/publish-changes`, { version: 1 }],
      ['DELETE', `/${p}/${id}/pending`, { version: 1 }],
      ['GET', `/${p}/${id}/revisions`, undefined],
      ['GET', `/${p}/${id}/revisions/${revisionId}`, undefined],
      ['POST', `/${p}/${id}/revisions/${revisionId}/restore`, { version: 1 }],
      ['POST', `/${p}/${id}/schedules`, { action: 'publish', runAt: '2031-01-01T00:00:00Z' }],
      ['DELETE', `/${p}/${id}/schedules/${scheduleId}`, undefined],
      ...(p === 'articles'
        ? []
        : [
            ['POST', `/${p}/${id}/publish`, undefined],
            ['POST', `/${p}/${id}/unpublish`, undefined],
          ]),
    ]) as Array<[string, string, unknown]>;

  it('no session → 401, no role → 403, another origin → 403, and nothing changes', async () => {
    const before = await t.db.select().from(contentRevisions);
    for (const [method, path, body] of endpoints(1, 1, 1)) {
      const init = { method, ...(body === undefined ? {} : { json: body }) };
      const label = `${method} ${path}`;
      expect((await t.request(`/api/admin${path}`, init)).status, label).toBe(401);
      expect((await t.request(`/api/admin${path}`, { ...init, cookie: visitor })).status, label).toBe(403);
      if (method !== 'GET') {
        const foreign = await t.request(`/api/admin${path}`, {
          ...init,
          cookie: editor.cookie,
          headers: { origin: 'https://evil.example' },
        });
        expect(foreign.status, label).toBe(403);
      }
    }
    expect(await t.db.select().from(contentRevisions)).toEqual(before);
  });

  it('bad JSON, bad fields or bad ids → 400 in French, never 500', async () => {
    const a = await newArticle();
    for (const [method, path] of endpoints(a.id, 1, 1).filter(([, , b]) => b !== undefined)) {
      const res = await t.request(`/api/admin${path}`, {
        method,
        cookie: editor.cookie,
        body: '{pas du json',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: 'Corps JSON invalide' });
    }
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', `/articles/${a.id}/publish-changes`, { version: 'deux' }, 'version'],
      ['POST', `/articles/${a.id}/publish-changes`, {}, 'version'],
      [
        'POST',
        `/articles/${a.id}/schedules`,
        { action: 'supprimer', runAt: '2031-01-01T00:00:00Z' },
        'action',
      ],
      ['POST', `/articles/${a.id}/schedules`, { action: 'publish', runAt: 'demain' }, 'runAt'],
      ['POST', `/articles/${a.id}/schedules`, { action: 'publish', runAt: '2031-01-01T00:00:00' }, 'runAt'],
      ['GET', `/articles/${a.id}/revisions/abc`, undefined, 'revisionId'],
      ['DELETE', `/articles/${a.id}/schedules/-1`, undefined, 'scheduleId'],
      ['GET', '/articles/abc/revisions', undefined, 'id'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      const error = await json<{ fieldErrors: Record<string, string[]> }>(res);
      expect(Object.keys(error.fieldErrors), `${method} ${path}`).toContain(field);
    }
    for (const [method, path, body] of [
      ['GET', '/articles/999999/revisions', undefined],
      ['POST', '/thematiques/999999/publish', undefined],
      ['POST', '/cities/999999/publish-changes', { version: 1 }],
      ['POST', '/articles/999999/schedules', { action: 'publish', runAt: '2031-01-01T00:00:00Z' }],
    ] as const) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('audits every write', async () => {
    const a = await newArticle();
    await send('POST', `/articles/${a.id}/publish`);
    await send('PUT', `/articles/${a.id}`, articleBody({ ...a, content: 'Audité' }, 2));
    await send('POST', `/articles/${a.id}/publish-changes`, { version: 3 });
    const s = await json<ScheduleCreated>(
      await send('POST', `/articles/${a.id}/schedules`, {
        action: 'unpublish',
        runAt: '2031-01-01T00:00:00Z',
      }),
    );
    await send('DELETE', `/articles/${a.id}/schedules/${s.id}`);
    const rows = await t.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(a.id))));
    expect(rows.map((r) => r.action)).toEqual([
      'create',
      'publish',
      'update',
      'publish-changes',
      'schedule',
      'unschedule',
    ]);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([editor.id]));
  });
});
