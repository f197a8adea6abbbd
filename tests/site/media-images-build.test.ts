/**
 * Responsive images in the built pages: a guide whose body shows a library image, an article whose featured
 * image is one, and a city page whose HTML shows one, built incrementally by Astro over a copy of the live build,
 * carry srcset (this site's /media/ variants only), sizes, width, height, loading="lazy" and decoding="async".
 * The library's stored file (here a 4,000 px upload of before issue 26) is in no srcset and no src, and no
 * candidate is wider than 1,600 px.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite, cloneBuild, liveBuild, switchLive } from '../../api/services/site-builds.ts';
import { siteServer } from '../support/site.ts';

const dir = resolve('data/test', `${process.pid}-media-images-build`);
const ORIGINAL = '0d0d0d0d-1111-2222-3333-444444444444.jpg';
const SMALL = '0e0e0e0e-1111-2222-3333-444444444444.jpg';
const MEDIUM = '0f0f0f0f-1111-2222-3333-444444444444.jpg';
const LARGE = '0a0b0c0d-1111-2222-3333-444444444444.jpg';
const SRCSET = `/media/${SMALL} 480w, /media/${MEDIUM} 800w, /media/${LARGE} 1600w`;
let store: string;
let buildsDir: string;
let citySlug: string;

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  store = join(dir, 'apl.db');
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(store);
  source.close();
  buildsDir = join(dir, 'builds');
  cloneBuild(inject('buildDir'), join(buildsDir, 'build-seed'));
  switchLive(buildsDir, join(buildsDir, 'build-seed'));

  const db = new Database(store);
  const variants = JSON.stringify([
    { width: 480, height: 288, fileName: SMALL, sizeBytes: 1 },
    { width: 800, height: 480, fileName: MEDIUM, sizeBytes: 2 },
    { width: 1600, height: 960, fileName: LARGE, sizeBytes: 3 },
  ]);
  const media = db
    .prepare(
      `INSERT INTO media (file_name, original_name, mime_type, size_bytes, width, height, alt, variants)
       VALUES (?, 'residence.jpg', 'image/jpeg', 1000, 4000, 2400, 'Une résidence', ?)`,
    )
    .run(ORIGINAL, variants);
  db.prepare(
    `INSERT INTO thematic_pages (slug, title, status, content) VALUES ('guide-images-e2e', 'Guide illustré', 'published', ?)`,
  ).run(
    `## Photo\n\n![Une résidence](/media/${ORIGINAL})\n\n<img src="https://ailleurs.example/x.jpg" srcset="/media/${SMALL} 480w">`,
  );
  db.prepare(
    `INSERT INTO articles (slug, title, status, content, featured_image_id, published_at)
     VALUES ('article-image-e2e', 'Article illustré', 'published', 'Texte.', ?, '2026-11-01')`,
  ).run(media.lastInsertRowid);
  citySlug = db
    .prepare("SELECT slug FROM city_pages WHERE status = 'published' ORDER BY id LIMIT 1")
    .pluck()
    .get() as string;
  db.prepare('UPDATE city_pages SET content = ? WHERE slug = ?').run(
    `<p>Une ville étudiante, ses résidences et ses campus, présentés en quelques mots.</p><img src="/media/${MEDIUM}" alt="Campus">`,
    citySlug,
  );
  db.close();

  const result = await buildSite({
    buildsDir,
    store,
    reason: 'test images',
    scope: { guides: ['guide-images-e2e'], articles: ['article-image-e2e'], cities: [citySlug] },
  });
  if (!result.ok) throw new Error(`${result.error}\n${result.log}`);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (path: string) =>
  readFileSync(join(liveBuild(buildsDir)?.folder as string, path, 'index.html'), 'utf8');
const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

describe('built pages', () => {
  it('give a guide body’s library image its srcset, sizes, width and height; none to another site’s', () => {
    const tags = imgTags(page('guide/guide-images-e2e'));
    const own = tags.find((t) => t.includes(`src="/media/${LARGE}"`)) as string;
    expect(own).toContain(`srcset="${SRCSET}"`);
    expect(own).toMatch(/sizes="[^"]+"/);
    expect(own).toContain('width="4000"');
    expect(own).toContain('height="2400"');
    expect(own).toContain('loading="lazy"');
    expect(own).toContain('decoding="async"');
    const foreign = tags.find((t) => t.includes('ailleurs.example')) as string;
    expect(foreign).not.toContain('srcset');
  });

  it('give an article’s featured image its srcset, width and height, fetched first', () => {
    const featured = imgTags(page('conseil/article-image-e2e')).find((t) => t.includes(LARGE)) as string;
    expect(featured).toContain(`src="/media/${LARGE}"`);
    expect(featured).toContain(`srcset="${SRCSET}"`);
    expect(featured).toContain('width="4000"');
    expect(featured).toContain('height="2400"');
    expect(featured).toContain('alt="Une résidence"');
    expect(featured).toContain('decoding="async"');
    // At the top of the page, it is the largest paint: fetched at once, not lazily.
    expect(featured).toContain('loading="eager"');
    expect(featured).toContain('fetchpriority="high"');
  });

  it('give a city page’s HTML image the srcset of its library image', () => {
    const img = imgTags(page(citySlug)).find((t) => t.includes(MEDIUM)) as string;
    expect(img).toContain(`srcset="${SRCSET}"`);
    expect(img).toContain('width="4000"');
  });

  it('never show the stored file, nor a copy wider than 1,600 px (issue 26)', () => {
    for (const path of ['guide/guide-images-e2e', 'conseil/article-image-e2e', citySlug]) {
      const html = page(path);
      for (const tag of imgTags(html)) expect(tag).not.toContain(ORIGINAL);
      for (const srcset of html.matchAll(/srcset="([^"]+)"/g))
        for (const candidate of (srcset[1] as string).split(', '))
          expect(Number(/ (\d+)w$/.exec(candidate)?.[1])).toBeLessThanOrEqual(1600);
    }
  });
});
