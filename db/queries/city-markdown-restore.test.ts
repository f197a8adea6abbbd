/**
 * A city revision saved before the Markdown step holds the page's old HTML (issue 30). Restored — or shown against
 * the form in the history — its text is converted as the step converted the page: the Markdown editor gets
 * Markdown, never raw tags, and the published page renders as it did. On both stores (unit and store-pg).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownToSafeHtml, sanitize } from '../../src/lib/build/html.ts';
import { keptAsHtml, normalisedHtml } from '../../src/lib/server/html-to-markdown.ts';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import { first } from '../dialect.ts';
import { cityPages, contentRevisions, siteSettings } from '../tables.ts';
import { CITY_MARKDOWN_KEY, convertCityPagesToMarkdown, isEditorHtml } from './city-markdown.ts';
import { snapshotRevisions } from './revision-baseline.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('camille@example.fr', ['editor'])).cookie;
}, 60_000);
afterAll(() => t?.close());

type Detail = { version: number; content: string | null; pending: { data: { content?: string } } | null };

const send = (method: string, path: string, json?: unknown) =>
  t.request(`/api/admin${path}`, { method, cookie: editor, ...(json === undefined ? {} : { json }) });
const body = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

/** What the editor wrote in the old HTML field: converts to Markdown. */
const HTML =
  '<h2>Se loger à Lyon</h2><p>Lyon compte <strong>beaucoup</strong> d’étudiants.</p><ul><li>Centre</li><li>Croix-Rousse</li></ul>';
/** Does not round-trip (underline has no Markdown): kept as one HTML block, as the step keeps it. */
const KEPT_HTML = '<p>Un mot <u>souligné</u> à Grenoble.</p>';

/** A city page given `html` with a revision of it, then the Markdown step run on the store: its id. */
async function pageMigratedFrom(slug: string, html: string): Promise<number> {
  const page = await first(t.db.select().from(cityPages).where(eq(cityPages.slug, slug)));
  if (!page) throw new Error(`no seeded page ${slug}`);
  await t.db.update(cityPages).set({ content: html }).where(eq(cityPages.id, page.id));
  await snapshotRevisions(t.db, 'city', [page.id]);
  await t.db.delete(siteSettings).where(eq(siteSettings.key, CITY_MARKDOWN_KEY));
  await convertCityPagesToMarkdown(t.db);
  return page.id;
}

/** The revision that holds `html`, saved before the step. */
async function htmlRevision(id: number, html: string): Promise<number> {
  const rows = await t.db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, 'city'), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.id));
  const row = rows.find((r) => r.data.content === html);
  if (!row) throw new Error('no HTML revision');
  return row.id;
}

/**
 * Edits the page, publishes, restores revision `revisionId` and publishes again: the text the editor then
 * opened (the pending changes of the live page) and the page as the API gives it.
 */
async function editThenRestore(id: number, revisionId: number): Promise<{ opened: unknown; back: Detail }> {
  let v = (await body<Detail>(await send('GET', `/cities/${id}`))).version;
  const { data } = await body<{ data: Record<string, unknown> }>(
    await send('GET', `/cities/${id}/revisions/${revisionId}`),
  );
  const edited = await body<Detail>(
    await send('PUT', `/cities/${id}`, { ...data, content: 'Texte effacé par erreur', version: v }),
  );
  v = edited.version;
  if (edited.pending)
    v = (await body<Detail>(await send('POST', `/cities/${id}/publish-changes`, { version: v }))).version;
  const restored = await body<Detail>(
    await send('POST', `/cities/${id}/revisions/${revisionId}/restore`, { version: v }),
  );
  // A live page gets the revision as pending changes: the Markdown editor opens them.
  expect(restored.pending).not.toBeNull();
  await body<Detail>(await send('POST', `/cities/${id}/publish-changes`, { version: restored.version }));
  return {
    opened: restored.pending?.data.content,
    back: await body<Detail>(await send('GET', `/cities/${id}`)),
  };
}

describe('restoring a city revision from before the Markdown step', () => {
  it('HTML that converts: the restored page holds Markdown and renders as before', async () => {
    const id = await pageMigratedFrom('apl-lyon', HTML);
    const migrated = (await body<Detail>(await send('GET', `/cities/${id}`))).content ?? '';
    expect(migrated).toContain('## Se loger à Lyon');
    const revisionId = await htmlRevision(id, HTML);

    // The history shows the revision's text as Markdown: the diff against the form is the real change only.
    const shown = await body<{ data: { content: string } }>(
      await send('GET', `/cities/${id}/revisions/${revisionId}`),
    );
    expect(shown.data.content).toBe(migrated);

    const { opened, back } = await editThenRestore(id, revisionId);
    expect(opened).toBe(migrated);
    expect(back.content).toBe(migrated);
    expect(back.content).not.toContain('<h2>');
    expect(markdownToSafeHtml(back.content ?? '')).toBe(markdownToSafeHtml(migrated));
    expect(normalisedHtml(markdownToSafeHtml(back.content ?? ''))).toBe(normalisedHtml(sanitize(HTML)));
    // The restore is a revision of its own, holding the Markdown.
    const [last] = await t.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'city'), eq(contentRevisions.itemId, id)))
      .orderBy(desc(contentRevisions.id))
      .limit(1);
    expect(last?.data.content).toBe(migrated);
  });

  it('HTML that does not round-trip: restored as the one HTML block the step kept', async () => {
    const id = await pageMigratedFrom('apl-grenoble', KEPT_HTML);
    const migrated = (await body<Detail>(await send('GET', `/cities/${id}`))).content ?? '';
    expect(migrated).toBe(keptAsHtml(KEPT_HTML));
    const { opened, back } = await editThenRestore(id, await htmlRevision(id, KEPT_HTML));
    expect(opened).toBe(migrated);
    expect(back.content).toBe(migrated);
    expect(markdownToSafeHtml(back.content ?? '')).toBe(markdownToSafeHtml(migrated));
  });

  it('tells the old HTML from Markdown, and leaves a kept block as it is', () => {
    expect(isEditorHtml(HTML)).toBe(true);
    expect(isEditorHtml('<p>a</p>\n\n<table><tr><td>b</td></tr></table>')).toBe(true);
    expect(isEditorHtml('## Titre\n\nUn **mot**.')).toBe(false);
    expect(isEditorHtml('Du texte puis <strong>gras</strong>.')).toBe(false);
    expect(isEditorHtml(keptAsHtml(KEPT_HTML))).toBe(false);
    expect(isEditorHtml('')).toBe(false);
  });
});
