/**
 * Previews in the site layout: real `astro build`s of one page from an editor's data (an article never saved, a
 * city page edited and set to draft), on the test store; and the queue, the lifetime and the file access with
 * a stand-in for astro.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db } from '../../db/client.ts';
import { first } from '../../db/dialect.ts';
import { cityPages } from '../../db/tables.ts';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { previewItem, SitePreviewRequest } from '../routes/admin/site-preview-item.ts';
import { metaScriptHashes } from '../security/csp-hashes.ts';
import { switchLive } from './site-builds.ts';
import {
  type AstroRunner,
  PREVIEW_PATH,
  PREVIEW_TTL_MS,
  type PreviewState,
  SitePreviews,
} from './site-preview.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-preview-'));
const buildsDir = join(dir, 'builds');
let store: TestStore;
let db: Db;

/** Every file of a folder with the hash of its content. */
function snapshot(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[p] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(folder);
  return out;
}

beforeAll(async () => {
  store = await testStore(dir);
  db = await prepareDatabase(store.target, () => {});
  // A live build (two files are enough to see that a preview never touches it).
  const live = join(buildsDir, 'build-live');
  mkdirSync(join(live, 'conseil'), { recursive: true });
  writeFileSync(join(live, 'index.html'), '<!doctype html><title>En ligne</title>');
  writeFileSync(join(live, 'conseil', 'index.html'), '<!doctype html><title>Conseil</title>');
  switchLive(buildsDir, live);
}, 60_000);

afterAll(async () => {
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

const request = (body: unknown) => SitePreviewRequest.parse(body);

describe('a preview in the site layout, built by astro', () => {
  let previews: SitePreviews;
  beforeAll(() => {
    previews = new SitePreviews({ buildsDir, store: store.target, siteUrl: 'https://example.fr' });
  });

  it('renders an article never saved inside the real layout, marked as a preview, and leaves the live build alone', async () => {
    const liveBefore = snapshot(join(buildsDir, 'current'));
    const item = await previewItem(
      db,
      request({
        kind: 'article',
        data: {
          title: 'Repère-Aperçu-7Q2 : le dépôt de garantie',
          content: '## Ce qui change\n\nTexte unique **marqueur-7Q2-corps** de l’article.',
          excerpt: 'Chapô marqueur-7Q2-chapo.',
        },
      }),
      new Date(),
    );
    expect(item.kind === 'article' && item.article.slug).toBe('repere-apercu-7q2-le-depot-de-garantie');
    const started = previews.start('editor-1', item);
    if (!started) throw new Error('refusé');
    const state = await started.done;
    expect(state, state.log).toMatchObject({ status: 'ready', kind: 'article' });
    console.info(`aperçu d'un article construit en ${state.durationMs} ms`);

    const built = previews.page(started.token);
    if (!built) throw new Error('pas de page');
    const html = built.html;
    // The site's layout…
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(html).toContain('Aller au contenu');
    // …the article template, with the editor's text…
    expect(html).toMatch(/<h1>Repère-Aperçu-7Q2 : le dépôt de garantie<\/h1>/);
    expect(html).toContain('<strong>marqueur-7Q2-corps</strong>');
    expect(html).toContain('class="lead">Chapô marqueur-7Q2-chapo.');
    expect(html).toContain('id="cta-article"');
    // …and marked as a preview: never indexed, said on the page, not measured.
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/Aperçu — cette page n(?:'|&#39;)est pas en ligne/);
    expect(html).not.toMatch(/component-url="[^"]*Tracking/);

    // Its scripts are linked under the preview's address, and served from its folder.
    const assets = [...html.matchAll(/(?:src|component-url|renderer-url)="([^"]+\/_astro\/[^"]+)"/g)].map(
      (m) => m[1] as string,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const url of assets) {
      expect(url.startsWith(`${PREVIEW_PATH}/${started.token}/_astro/`)).toBe(true);
      expect(previews.asset(started.token, url.split('/').pop() as string)).not.toBeNull();
    }
    // The CSP of the header is that of the page's own meta.
    expect(state.scriptHashes).toEqual(metaScriptHashes(html));
    expect(state.scriptHashes?.length).toBeGreaterThan(0);

    // The live build, its links and the other builds are untouched.
    expect(snapshot(join(buildsDir, 'current'))).toEqual(liveBefore);
    expect(readdirSync(buildsDir).sort()).toEqual(['.previews', 'build-live', 'current']);
  }, 240_000);

  it('renders a city page with the edited content, even set to draft', async () => {
    const lyon = await first(db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon')));
    if (!lyon) throw new Error('apl-lyon manquante');
    const item = await previewItem(
      db,
      request({
        kind: 'city',
        id: lyon.id,
        data: {
          slug: 'apl-lyon',
          status: 'draft',
          content:
            '<h2>Étudier à Lyon</h2><p>Paragraphe marqueur-L9 ajouté par la rédaction, assez long pour être affiché.</p><script>alert(1)</script>',
          faq: [
            { question: 'Question marqueur-L9 ?', answer: 'Réponse une.' },
            { question: 'Deuxième question ?', answer: 'Réponse deux.' },
            { question: 'Troisième question ?', answer: 'Réponse trois.' },
          ],
        },
      }),
      new Date(),
    );
    const started = previews.start('editor-1', item);
    if (!started) throw new Error('refusé');
    const state = await started.done;
    expect(state, state.log).toMatchObject({ status: 'ready', kind: 'city' });
    console.info(`aperçu d'une page ville construit en ${state.durationMs} ms`);
    const html = previews.page(started.token)?.html ?? '';
    expect(html).toContain('class="site-header"');
    expect(html).toMatch(/<h1>[^<]*Lyon[^<]*<\/h1>/);
    expect(html).toContain('Paragraphe marqueur-L9 ajouté par la rédaction');
    // The same sanitizer as the live page.
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Question marqueur-L9 ?');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The stored page is unchanged: a preview writes nothing.
    expect((await first(db.select().from(cityPages).where(eq(cityPages.id, lyon.id))))?.content).toBe(
      lyon.content,
    );
  }, 240_000);
});

/** A stand-in for astro: writes the page it is asked for, after `ms`, and counts how many run at once. */
function fakeAstro(ms = 20) {
  const seen = { running: 0, most: 0, runs: 0 };
  const run: AstroRunner = async (env) => {
    seen.running++;
    seen.runs++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((r) => setTimeout(r, ms));
    const item = JSON.parse(readFileSync(env.BUILD_PREVIEW as string, 'utf8'));
    const page = join(env.ASTRO_OUT_DIR as string, 'conseil', item.article.slug);
    mkdirSync(page, { recursive: true });
    writeFileSync(
      join(page, 'index.html'),
      `<!doctype html><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-abc='"><p>${item.article.title}</p>`,
    );
    mkdirSync(join(env.ASTRO_OUT_DIR as string, '_astro'), { recursive: true });
    writeFileSync(join(env.ASTRO_OUT_DIR as string, '_astro', 'client.X1.js'), 'export {};');
    seen.running--;
    return { ok: true, tail: '' };
  };
  return { run, seen };
}

const article = async (title: string) =>
  previewItem(db, request({ kind: 'article', data: { title } }), new Date());

describe('the previewed item', () => {
  it('is a guide as its save would store it, over the stored row', async () => {
    const item = await previewItem(
      db,
      request({
        kind: 'guide',
        id: null,
        data: {
          title: 'Guide en préparation',
          themeCategory: 'guide',
          status: 'draft',
          content: 'mot '.repeat(440),
          testimonial: { text: 'Un cas', author: 'Léa', location: '', amount: null },
        },
      }),
      new Date('2026-11-23T10:00:00Z'),
    );
    if (item.kind !== 'guide') throw new Error(item.kind);
    expect(item.guide).toMatchObject({
      id: 0,
      slug: 'guide-en-preparation',
      status: 'draft',
      readingTime: 2,
      wordCount: 440,
      testimonial: { text: 'Un cas', author: 'Léa' },
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    // An address another guide holds is refused, as on save.
    await expect(
      previewItem(
        db,
        request({
          kind: 'guide',
          data: { title: 'X', slug: 'apl-etudiant', themeCategory: 'guide', status: 'draft' },
        }),
        new Date(),
      ),
    ).rejects.toThrow('déjà utilisée');
  });
});

describe('the previews, with a stand-in for astro', () => {
  it('builds one at a time, and refuses beyond the queue', async () => {
    const { run, seen } = fakeAstro(40);
    const previews = new SitePreviews({
      buildsDir: join(dir, 'queue'),
      store: store.target,
      run,
      maxQueued: 3,
    });
    const item = await article('File d’attente');
    const started = [1, 2, 3].map(() => previews.start('u', item));
    expect(previews.start('u', item)).toBeNull();
    const states = await Promise.all(started.map((s) => s?.done as Promise<PreviewState>));
    expect(states.map((s) => s.status)).toEqual(['ready', 'ready', 'ready']);
    expect(seen).toMatchObject({ runs: 3, most: 1 });
    expect(previews.start('u', item)).not.toBeNull();
  });

  it('deletes a preview after 10 minutes', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const previews = new SitePreviews({
      buildsDir: join(dir, 'ttl'),
      store: store.target,
      run: fakeAstro().run,
      now: () => now,
    });
    const started = previews.start('u', await article('Éphémère'));
    await started?.done;
    const token = started?.token as string;
    expect(previews.page(token)?.html).toContain('Éphémère');
    now = new Date(now.getTime() + PREVIEW_TTL_MS - 1000);
    expect(previews.state(token)?.status).toBe('ready');
    now = new Date(now.getTime() + 2000);
    expect(previews.state(token)).toBeNull();
    expect(previews.page(token)).toBeNull();
    previews.prune();
    expect(readdirSync(previews.root)).toEqual([]);
  });

  it('serves only the page and its /_astro files, never a path outside', async () => {
    const previews = new SitePreviews({
      buildsDir: join(dir, 'files'),
      store: store.target,
      run: fakeAstro().run,
    });
    const started = previews.start('u', await article('Fichiers'));
    await started?.done;
    const token = started?.token as string;
    expect(previews.asset(token, 'client.X1.js')?.toString()).toBe('export {};');
    for (const name of [
      '../item.json',
      '..',
      '../state.json',
      'a/../../item.json',
      '.hidden',
      'client.X1.js/',
    ])
      expect(previews.asset(token, name), name).toBeNull();
    for (const bad of ['../queue', '..', `${token}/..`, token.toUpperCase(), `${token}x`])
      expect(previews.page(bad), bad).toBeNull();
    expect(previews.state('0'.repeat(32))).toBeNull();
  });
});
