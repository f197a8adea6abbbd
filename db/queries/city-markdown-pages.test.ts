/**
 * The migration of city pages to Markdown, checked page by page (issue 30): every city page of the test store
 * (2,275, all empty in the seed) is given an editor's HTML built from its own data — a heading, paragraphs with
 * bold and italics, a list, an internal and an external link, sometimes a nested list, a line break, an image, a
 * table — then the data step converts them all, and each page's Markdown must render, through the site's pipeline,
 * as its HTML once sanitised. A page that does not is named. On both stores.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../api/bootstrap.ts';
import { sameAfterSanitising } from '../../src/lib/server/html-to-markdown.ts';
import { testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db } from '../client.ts';
import { inTransaction } from '../dialect.ts';
import { cityPages, frenchCities, siteSettings } from '../tables.ts';
import { CITY_MARKDOWN_KEY, convertCityPagesToMarkdown } from './city-markdown.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const store = await testStore(mkdtempSync(join(tmpdir(), 'apl-city-md-')));
  drop = store.drop;
  db = await prepareDatabase(store.target, () => {});
}, 180_000);
afterAll(async () => {
  if (db) await closeDb(db);
  await drop?.();
});

type Page = {
  id: number;
  slug: string;
  name: string;
  department: string;
  zone: number | null;
  insee: string;
};

/** What an editor could have written for this commune, in the HTML of the old field. */
function editorHtml(p: Page, i: number): string {
  const parts = [
    `<h2>Se loger à ${p.name} (${p.department})</h2>`,
    `<p>${p.name} est en <strong>zone ${p.zone ?? 2}</strong> pour l’APL &amp; les aides au logement ; les loyers y sont <em>contrôlés</em> par la CAF du ${p.department}.</p>`,
    `<p>Avant de signer un bail à ${p.name}, faites une <a href="/simulateur">simulation</a> et lisez <a href="/guide/apl-etudiant" title="Le guide de l’APL étudiante">notre guide</a>.</p>`,
    i % 3 === 0
      ? `<ul><li>Pièces : avis d’imposition</li><li>Bail signé<ul><li>à ${p.name}</li><li>code ${p.insee}</li></ul></li></ul>`
      : '<ol><li>Créer son compte</li><li>Déclarer ses ressources</li></ol>',
    `<p>Contact : <a href="https://www.caf.fr/allocataires/caf-du-${p.department}">caf.fr</a><br>Du lundi au vendredi.</p>`,
  ];
  if (i % 5 === 0)
    parts.push(
      `<table><thead><tr><th scope="col">Logement</th><th scope="col">Loyer</th></tr></thead><tbody><tr><td>Studio à ${p.name}</td><td>450&nbsp;€</td></tr></tbody></table>`,
    );
  if (i % 7 === 0) parts.push(`<p><img src="/media/ville-${p.insee}.jpg" alt="Vue de ${p.name}"></p>`);
  if (i % 11 === 0)
    parts.push('<p></p><blockquote><p>« Un conseil : déposez la demande dès l’entrée. »</p></blockquote>');
  return parts.join('\n');
}

describe('every city page, from HTML to Markdown', () => {
  it('converts each page, and each renders as its sanitised HTML', async () => {
    const pages: Page[] = await db
      .select({
        id: cityPages.id,
        slug: cityPages.slug,
        name: cityPages.cityName,
        department: frenchCities.department,
        zone: cityPages.zoneApl,
        insee: cityPages.inseeCode,
      })
      .from(cityPages)
      .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
      .orderBy(cityPages.id);
    expect(pages.length).toBe(2275);
    const html = new Map(pages.map((p, i) => [p.id, editorHtml(p, i)]));
    await inTransaction(db, async (tx) => {
      for (const p of pages)
        await tx
          .update(cityPages)
          .set({ content: html.get(p.id) })
          .where(eq(cityPages.id, p.id));
    });
    await db.delete(siteSettings).where(eq(siteSettings.key, CITY_MARKDOWN_KEY));

    const started = performance.now();
    const counts = await convertCityPagesToMarkdown(db);
    const ms = Math.round(performance.now() - started);

    const after = await db.select({ id: cityPages.id, content: cityPages.content }).from(cityPages);
    const failing = after
      .filter(
        (row) =>
          !sameAfterSanitising(html.get(row.id) ?? '', row.content ?? '') ||
          /<p>|<h2>/.test(row.content ?? ''),
      )
      .map((row) => pages.find((p) => p.id === row.id)?.slug);
    console.info(
      `pages villes en Markdown : ${counts?.converted} converties, ${counts?.kept} gardées en HTML, ${after.length - failing.length}/${after.length} équivalentes après nettoyage (${ms} ms)`,
    );
    expect(failing).toEqual([]);
    expect(counts).toMatchObject({ converted: 2275, kept: 0, empty: 0 });
  }, 180_000);
});
