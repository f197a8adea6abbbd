/**
 * Broken internal links on both stores (issue 30): each save of an article or a guide answers the links of its text
 * that lead to no page, as a warning (the save goes through), and GET /api/admin/reports/broken-links lists every
 * published item that has some, with its editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { Article } from './articles.ts';
import type { BrokenLinksReport, LinkReport } from './reports-broken-links.ts';
import type { SearchAnswer } from './search.ts';
import type { Thematic } from './thematiques.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('liens@example.fr', ['editor'])).cookie;
});
afterAll(() => t.close());

type Detail<D> = D & LinkReport;
const send = async <T>(path: string, method: string, json?: unknown) => {
  const res = await t.request(path, { method, cookie: editor, ...(json ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as T };
};

/** A guide, published or a draft; its address. */
async function guide(
  slug: string,
  status: 'published' | 'draft',
  faq: Array<{ question: string; answer: string }> = [],
) {
  const { status: code, body } = await send<Detail<Thematic>>('/api/admin/thematiques', 'POST', {
    title: `Guide ${slug}`,
    slug,
    themeCategory: 'guide',
    content: 'Un guide.',
    faq,
    status,
  });
  expect(code).toBe(201);
  return body;
}

const report = async () => (await send<BrokenLinksReport>('/api/admin/reports/broken-links', 'GET')).body;

describe('broken internal links', () => {
  it('answers them at each save of an article, and saves anyway', async () => {
    await guide('liens-cible', 'published');
    await guide('liens-brouillon', 'draft');
    const redirect = await send('/api/admin/redirects', 'POST', {
      fromPath: '/ancien-guide-liens',
      toPath: '/guide/liens-cible',
    });
    expect(redirect.status).toBe(201);

    const created = await send<Detail<Article>>('/api/admin/articles', 'POST', {
      title: 'Liens : article',
      content: 'Voir [le guide](/guide/liens-cible).',
    });
    expect(created.status).toBe(201);
    expect(created.body.brokenLinks).toEqual([]);

    const content = [
      'Lire [le guide](/guide/liens-cible/), [la FAQ](/faq) et [une étape](/v2/simulateur/logement).',
      'L’[ancienne adresse](/ancien-guide-liens) mène au guide ; [ce conseil](/conseil/xyz) à rien,',
      '[ce brouillon](/guide/liens-brouillon) non plus, ni <a href="/apl-nulle-part">cette ville</a>.',
      '![image](/media/absente.jpg) [site](https://exemple.fr/conseil/xyz)',
    ].join('\n');
    const saved = await send<Detail<Article>>(`/api/admin/articles/${created.body.id}`, 'PUT', {
      title: 'Liens : article',
      slug: created.body.slug,
      content,
      version: created.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe(content);
    expect(saved.body.brokenLinks).toEqual([
      { path: '/conseil/xyz', text: 'ce conseil' },
      { path: '/guide/liens-brouillon', text: 'ce brouillon' },
      { path: '/apl-nulle-part', text: 'cette ville' },
    ]);
    // The editor reads them again when it opens the article.
    const read = await send<Detail<Article>>(`/api/admin/articles/${created.body.id}`, 'GET');
    expect(read.body.brokenLinks?.map((l) => l.path)).toEqual([
      '/conseil/xyz',
      '/guide/liens-brouillon',
      '/apl-nulle-part',
    ]);
    // The list is no detail: it is left as it was.
    const list = await send<Record<string, unknown>>('/api/admin/articles', 'GET');
    expect(list.body).not.toHaveProperty('brokenLinks');
  });

  it('reads the pending changes of a live page, and a guide’s FAQ answers', async () => {
    const g = await guide('liens-faq', 'published', [
      { question: 'Où lire la suite ?', answer: 'Dans [ce guide](/guide/liens-disparu).' },
    ]);
    expect(g.brokenLinks).toEqual([{ path: '/guide/liens-disparu', text: 'ce guide' }]);

    const a = await send<Detail<Article>>('/api/admin/articles', 'POST', {
      title: 'Liens : en ligne',
      content: 'Sans lien.',
    });
    const live = await send<Detail<Article>>(`/api/admin/articles/${a.body.id}/publish`, 'POST');
    expect(live.body.live).toBe(true);
    const held = await send<Detail<Article>>(`/api/admin/articles/${a.body.id}`, 'PUT', {
      title: 'Liens : en ligne',
      slug: a.body.slug,
      content: 'Désormais [un lien](/conseil/pas-encore).',
      version: live.body.version,
    });
    expect(held.status).toBe(200);
    expect(held.body.pending).not.toBeNull();
    expect(held.body.brokenLinks).toEqual([{ path: '/conseil/pas-encore', text: 'un lien' }]);
  });

  it('lists every published item with broken links in the site-wide report, and forgets those fixed', async () => {
    const a = await send<Detail<Article>>('/api/admin/articles', 'POST', {
      title: 'Liens : rapport',
      content: 'Voir [la cible](/guide/liens-rapport-cible) et [le mauvais](/conseil/mauvais).',
    });
    await send(`/api/admin/articles/${a.body.id}/publish`, 'POST');
    const draft = await send<Detail<Article>>('/api/admin/articles', 'POST', {
      title: 'Liens : brouillon hors rapport',
      content: '[cassé](/conseil/brouillon-casse)',
    });
    expect(draft.body.brokenLinks).toHaveLength(1);

    const before = await report();
    const item = before.items.find((i) => i.kind === 'article' && i.id === a.body.id);
    expect(item).toEqual({
      kind: 'article',
      id: a.body.id,
      title: 'Liens : rapport',
      path: `/conseil/${a.body.slug}`,
      editPath: `/articles/${a.body.id}/edit`,
      links: [
        { path: '/guide/liens-rapport-cible', text: 'la cible' },
        { path: '/conseil/mauvais', text: 'le mauvais' },
      ],
    });
    // A draft is not on the site: not in the report.
    expect(before.items.some((i) => i.id === draft.body.id && i.kind === 'article')).toBe(false);
    // The guide with a broken FAQ answer is there, with its own editor.
    expect(before.items.find((i) => i.path === '/guide/liens-faq')?.editPath).toMatch(
      /^\/thematiques\/\d+\/edit$/,
    );
    expect(before.checked).toBeGreaterThan(before.items.length);

    await guide('liens-rapport-cible', 'published');
    const after = await report();
    expect(after.items.find((i) => i.id === a.body.id && i.kind === 'article')?.links).toEqual([
      { path: '/conseil/mauvais', text: 'le mauvais' },
    ]);
  });

  it('gives the link picker an English guide’s own address, which is no broken link', async () => {
    const en = await send<Detail<Thematic>>('/api/admin/thematiques', 'POST', {
      title: 'Housing benefit for Quentinian students',
      slug: 'quentinian-students',
      themeCategory: 'guide',
      content: 'A guide in English.',
      faq: [],
      status: 'published',
      lang: 'en',
    });
    expect(en.status).toBe(201);
    await guide('quentinien-francais', 'published');
    const found = await send<SearchAnswer>('/api/admin/search?q=quentinian&kind=article,guide,city', 'GET');
    expect(found.body.hits.map((h) => h.publicPath)).toEqual(['/en/guide/quentinian-students']);
    const french = await send<SearchAnswer>('/api/admin/search?q=quentinien&kind=guide', 'GET');
    expect(french.body.hits.map((h) => h.publicPath)).toEqual(['/guide/quentinien-francais']);
    const a = await send<Detail<Article>>('/api/admin/articles', 'POST', {
      title: 'Liens : en anglais',
      content: `[In English](${found.body.hits[0]?.publicPath}) et [pas là](/guide/quentinian-students)`,
    });
    expect(a.body.brokenLinks).toEqual([{ path: '/guide/quentinian-students', text: 'pas là' }]);
  });

  it('is for the back-office only', async () => {
    expect((await t.request('/api/admin/reports/broken-links')).status).toBe(401);
  });
});
