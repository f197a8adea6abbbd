/**
 * Issue 26: one save by an editor made every later build fail. Each input is sent through the admin API as an
 * editor would send it; each is refused with a 4xx and a French message, and nothing is stored:
 * - 2,000 nested `>` (and other deep nesting) in the Markdown of an article, a guide, a guide's or a city's FAQ
 *   (marked overflowed its stack: the save answered 201, the preview 500, every build failed);
 * - a slug of 300 characters for a city page, an article, a guide, a category, a tag (ENAMETOOLONG);
 * - a redirect whose old address sits under a file of the build or of public/ (`/robots.txt/x`: EISDIR), under an
 *   endpoint of the server, or holds a segment over the file system's bound in bytes; and a redirect that comes
 *   back through the server's own aliases (`/guide/x → /thematiques/x`).
 * The preview of such Markdown answers 4xx with a JSON error, never 500.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PREFIXES } from '../../api/services/reserved-paths.ts';
import { currentBuildDir } from '../../api/services/site-builds.ts';
import { articleCategories, articles, cityPages, redirects, tags, thematicPages } from '../../db/tables.ts';
import { REDIRECT_MESSAGES, SERVER_ALIASES, serverAlias } from '../../src/core/redirects.ts';
import { MARKDOWN_MAX_DEPTH } from '../../src/core/validation/markdown.ts';
import { RESERVED_GUIDE_SLUGS, SLUG_MESSAGES } from '../../src/core/validation/slug.ts';
import { createTestApp, type TestApp } from '../support/admin-app.ts';
import { HOSTILE_MARKDOWN } from '../support/hostile-markdown.ts';
import { writeLiveBuild } from './built-pages.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
});
afterAll(() => t?.close());

type ApiError = { success: false; error: string; code: string; fieldErrors?: Record<string, string[]> };

const send = (path: string, method: string, json: unknown) =>
  t.request(path, { method, cookie: editor, json });

/** A 4xx JSON error whose messages say `expected`. */
async function refused(res: Response, expected: string) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as ApiError;
  expect(body.success).toBe(false);
  expect(JSON.stringify(body)).toContain(expected);
}

const DEEP_QUOTES = HOSTILE_MARKDOWN['2 000 « > »'] as string;
/** The bodies small enough for the API (64 KB): the deep list and growing quotes are tested beside the rule. */
const ATTACKS = Object.entries(HOSTILE_MARKDOWN).filter(([, md]) => md.length < 40_000);
const TOO_DEEP = 'trop de niveaux imbriqués';
const TOO_NESTED = 'imbriqués';

describe('Markdown that the build cannot render', () => {
  it('has attacks to send (the bound is below them)', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(6);
    expect(MARKDOWN_MAX_DEPTH).toBeLessThan(100);
  });

  it.each(ATTACKS)('an article body (%s) is refused and not stored', async (_name, markdown) => {
    const res = await send('/api/admin/articles', 'POST', { title: 'Article piégé', content: markdown });
    await refused(res, TOO_NESTED);
    expect(await t.db.select().from(articles).where(eq(articles.title, 'Article piégé'))).toEqual([]);
  });

  it('a guide body and a guide FAQ answer are refused and not stored', async () => {
    const guide = { title: 'Guide piégé', themeCategory: 'guide', status: 'draft' };
    await refused(await send('/api/admin/thematiques', 'POST', { ...guide, content: DEEP_QUOTES }), TOO_DEEP);
    await refused(
      await send('/api/admin/thematiques', 'POST', {
        ...guide,
        faq: [{ question: 'Q ?', answer: DEEP_QUOTES }],
      }),
      `Réponse : ${TOO_DEEP}`,
    );
    expect(await t.db.select().from(thematicPages).where(eq(thematicPages.title, 'Guide piégé'))).toEqual([]);
  });

  it('a city page FAQ answer is refused and the page is unchanged', async () => {
    const [lyon] = await t.db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon'));
    const res = await send(`/api/admin/cities/${lyon?.id}`, 'PUT', {
      slug: 'apl-lyon',
      status: 'published',
      version: lyon?.version,
      faq: [{ question: 'Q ?', answer: DEEP_QUOTES }],
    });
    await refused(res, `Réponse : ${TOO_DEEP}`);
    const [after] = await t.db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon'));
    expect(after?.faq).toEqual(lyon?.faq);
    expect(after?.version).toBe(lyon?.version);
  });

  it('a city page body (Markdown since issue 30) is refused and the page is unchanged', async () => {
    const [lyon] = await t.db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon'));
    const res = await send(`/api/admin/cities/${lyon?.id}`, 'PUT', {
      slug: 'apl-lyon',
      status: 'published',
      version: lyon?.version,
      content: DEEP_QUOTES,
    });
    await refused(res, `Le contenu : ${TOO_DEEP}`);
    const [after] = await t.db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon'));
    expect(after?.content).toEqual(lyon?.content);
    expect(after?.version).toBe(lyon?.version);
  });

  it('the quick preview answers 400 JSON, never 500, and still renders real content', async () => {
    for (const [, markdown] of ATTACKS)
      await refused(await send('/api/admin/preview', 'POST', { markdown }), TOO_NESTED);
    const ok = await send('/api/admin/preview', 'POST', { markdown: '> > - **imbriqué** mais lisible' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { html: string }).html).toContain('<strong>imbriqué</strong>');
  });

  it('the preview in the site answers 400 JSON before any build', async () => {
    const res = await send('/api/admin/preview/site', 'POST', {
      kind: 'article',
      data: { title: 'Aperçu piégé', content: DEEP_QUOTES },
    });
    await refused(res, TOO_DEEP);
  });
});

describe('slugs too long for a folder of the build', () => {
  const long = 'a'.repeat(300);

  it('a city slug of 300 characters is refused and the page keeps its address', async () => {
    const [lyon] = await t.db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon'));
    const res = await send(`/api/admin/cities/${lyon?.id}`, 'PUT', {
      slug: `apl-${long}`,
      status: 'published',
      version: lyon?.version,
    });
    await refused(res, SLUG_MESSAGES.longueur);
    const [after] = await t.db
      .select()
      .from(cityPages)
      .where(eq(cityPages.id, lyon?.id as number));
    expect(after?.slug).toBe('apl-lyon');
  });

  it.each([
    ['/api/admin/articles', { title: 'Article long', slug: long }],
    ['/api/admin/thematiques', { title: 'Guide long', slug: long, themeCategory: 'guide', status: 'draft' }],
    ['/api/admin/categories', { name: 'Catégorie longue', slug: long }],
    ['/api/admin/tags', { name: 'Étiquette longue', slug: long }],
  ])('%s refuses a slug of 300 characters', async (path, body) => {
    await refused(await send(path, 'POST', body), SLUG_MESSAGES.longueur);
  });

  it('a title of 200 characters still gives an address within the bound', async () => {
    const res = await send('/api/admin/articles', 'POST', { title: `${'Très long titre '.repeat(12)}fin` });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { slug: string }).slug.length).toBeLessThanOrEqual(120);
  });

  it('a guide named as a fixed page under /guide/ is refused, given or drawn from its title', async () => {
    // Every fixed page under /guide/ (French and English) is in the reserved list.
    const fixed = ['src/pages/guide', 'src/pages/en/guide'].flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.astro') && !f.startsWith('[') && f !== 'index.astro')
        .map((f) => f.replace(/\.astro$/, '')),
    );
    expect(fixed.length).toBeGreaterThan(0);
    expect(RESERVED_GUIDE_SLUGS).toEqual(expect.arrayContaining(fixed));
    const guide = { themeCategory: 'guide', status: 'draft' };
    await refused(
      await send('/api/admin/thematiques', 'POST', { ...guide, title: 'Page', slug: 'introuvable' }),
      SLUG_MESSAGES.guide,
    );
    await refused(
      await send('/api/admin/thematiques', 'POST', { ...guide, title: 'Introuvable' }),
      SLUG_MESSAGES.guide,
    );
    expect(await t.db.select().from(thematicPages).where(eq(thematicPages.slug, 'introuvable'))).toEqual([]);
  });

  it('nothing with a long slug was stored', async () => {
    for (const table of [articles, thematicPages, articleCategories, tags])
      expect(
        (await t.db.select({ slug: table.slug }).from(table)).filter((r) => r.slug.length > 120),
      ).toEqual([]);
  });
});

describe('redirects that the build cannot write or that loop', () => {
  const redirect = (fromPath: string, toPath = '/faq') =>
    send('/api/admin/redirects', 'POST', { fromPath, toPath });
  beforeAll(() => {
    writeLiveBuild(t.env.BUILDS_DIR);
    // A file only this live build has (a build's own output, not listed in src/pages nor public/).
    writeFileSync(join(currentBuildDir(t.env.BUILDS_DIR), 'seulement-ici.xml'), '<x/>');
  });

  it.each([
    '/robots.txt/x',
    '/robots.txt',
    '/favicon.svg/x',
    '/sitemap-index.xml/a/b',
    '/sitemap-0.xml/x',
    '/404.html/x',
    '/conseil/search-index.json/x',
    '/seulement-ici.xml/x',
  ])('an old address at or under a file of the build: %s', async (fromPath) => {
    const res = await redirect(fromPath);
    await refused(res.clone(), REDIRECT_MESSAGES.fichier);
    expect(((await res.json()) as ApiError).code).toBe('ADRESSE_FICHIER');
  });

  it.each(SERVER_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/x`]))(
    'an old address the server answers itself: %s',
    async (fromPath) => {
      await refused(await redirect(fromPath), REDIRECT_MESSAGES.reservee);
    },
  );

  it("the reserved prefixes are those the server answers before the site (Astro's assets aside)", async () => {
    const sample: Record<string, string> = { '/media': '/media/00000000-0000-4000-8000-000000000000.webp' };
    for (const prefix of SERVER_PREFIXES.filter((p) => p !== '/_astro')) {
      const path = sample[prefix] ?? `${prefix}/x`;
      const body = await (await t.app.request(`http://localhost${path}`)).text();
      expect(body, path).not.toContain('<h1>Page non trouvée</h1>');
    }
    // The site's own 404, for comparison: the check above can fail.
    expect(await (await t.app.request('http://localhost/nulle-part')).text()).toContain(
      '<h1>Page non trouvée</h1>',
    );
  });

  it('a segment over 200 bytes, counted in UTF-8, on either side', async () => {
    // 129 characters, 257 bytes: the file system's 255 was over, the characters' 500 were not.
    const long = `/${'é'.repeat(128)}x`;
    await refused(await redirect(long), REDIRECT_MESSAGES.segment);
    await refused(await redirect('/vieille-adresse', long), REDIRECT_MESSAGES.segment);
    await refused(await redirect(`/${'a'.repeat(201)}`), REDIRECT_MESSAGES.segment);
  });

  it("a redirect that comes back through the server's own aliases", async () => {
    for (const [fromPath, toPath] of [
      ['/guide/aide', '/thematiques/aide'],
      ['/guide', '/thematiques'],
      ['/v2/simulateur/email', '/simulateur'],
    ] as const)
      await refused(await redirect(fromPath, toPath), REDIRECT_MESSAGES.alias);
    // An alias that leads elsewhere is a target like another.
    expect((await redirect('/ancien-guide', '/thematiques/aide')).status).toBe(201);
  });

  it('the aliases are those the server answers', async () => {
    for (const { from, under } of SERVER_ALIASES)
      for (const path of [from, ...(under ? [`${from}/etape`] : [])]) {
        const res = await t.app.request(`http://localhost${path}`);
        expect([301, 302], path).toContain(res.status);
        expect(res.headers.get('location'), path).toBe(serverAlias(path));
      }
  });

  it('stored none of them', async () => {
    const rows = await t.db.select({ fromPath: redirects.fromPath }).from(redirects);
    expect(rows.map((r) => r.fromPath)).toEqual(['/ancien-guide']);
  });
});
