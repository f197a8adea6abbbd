/**
 * City pages move from editor HTML to Markdown (issue 30): a data step run with the migrations (db/migrate.ts),
 * once per store. Every city page with content gets its HTML converted (src/lib/server/html-to-markdown.ts): kept
 * as Markdown when it renders as the sanitised HTML did, else the HTML kept as one raw HTML block. Each changed
 * page gets a new version and a revision, so the history can go back to the HTML (its baseline revision); a
 * pending change (saved on a live page, not published yet) has its text converted too. A setting marks the store
 * as done, written in the same transaction: a second run reads it and does nothing. A revision saved before the
 * step still holds the HTML: restored (or shown against the form), its text is converted the same way
 * (`restorableCityForm`), so that the Markdown editor never gets raw tags back.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { marked } from 'marked';
import { htmlToMarkdown } from '../../src/lib/server/html-to-markdown.ts';
import type { Db } from '../client.ts';
import { first, inTransaction } from '../dialect.ts';
import type { RevisionData } from '../schema.ts';
import { cityPages, pendingChanges, siteSettings } from '../tables.ts';
import { isoNow } from './admin-shared.ts';
import { snapshotRevisions } from './revision-baseline.ts';

export const CITY_MARKDOWN_KEY = 'migration:city-markdown';

/**
 * What the step did: pages converted, kept as HTML, empty, and pending changes (saved on a live page, not yet
 * published) whose text was converted too; null when the store had it done already.
 */
export type CityMarkdownCounts = {
  converted: number;
  kept: number;
  empty: number;
  pending: number;
  keptSlugs: string[];
};

/**
 * A city form (pending change, revision) with its HTML text converted as the step converts a page's: Markdown
 * when it renders the same, else the HTML kept as one raw block. Null when the text stays as it is.
 */
function convertedForm(data: RevisionData): RevisionData | null {
  const content = data.content;
  if (typeof content !== 'string') return null;
  const { markdown, outcome } = htmlToMarkdown(content);
  if (outcome === 'empty' || markdown === content) return null;
  return { ...data, content: markdown };
}

/** What the step leaves of a page it keeps as HTML (keptAsHtml): one <div> block, no blank line inside. */
const KEPT_BLOCK = /^<div>\n(?:(?!\n[ \t]*\n)[\s\S])*\n<\/div>$/;

/**
 * Whether a city text is the editor HTML of before the step: Markdown's parser reads it as raw HTML blocks only
 * (no Markdown heading, paragraph or list), and it is not a block the step kept already. Converting a text this
 * wrongly takes for HTML is harmless: the conversion keeps only what renders the same.
 */
export function isEditorHtml(text: string): boolean {
  if (KEPT_BLOCK.test(text)) return false;
  const tokens = marked.lexer(text);
  return (
    tokens.some((token) => token.type === 'html') &&
    tokens.every((token) => token.type === 'html' || token.type === 'space')
  );
}

/**
 * A city revision's form as it can go back into the Markdown editor: its text, when it is the HTML of before
 * the step, converted as the step converted the pages; any other form as it is.
 */
export function restorableCityForm(data: RevisionData): RevisionData {
  const content = data.content;
  if (typeof content !== 'string' || !isEditorHtml(content)) return data;
  return convertedForm(data) ?? data;
}

/** The pending changes of city pages: their text converted as the pages' (a later publication writes it). */
async function convertPendingChanges(tx: Db): Promise<number> {
  const rows = await tx
    .select({ itemId: pendingChanges.itemId, data: pendingChanges.data })
    .from(pendingChanges)
    .where(eq(pendingChanges.kind, 'city'));
  let converted = 0;
  for (const row of rows) {
    const data = convertedForm(row.data);
    if (!data) continue;
    await tx
      .update(pendingChanges)
      .set({ data })
      .where(and(eq(pendingChanges.kind, 'city'), eq(pendingChanges.itemId, row.itemId)));
    converted++;
  }
  return converted;
}

export async function convertCityPagesToMarkdown(db: Db): Promise<CityMarkdownCounts | null> {
  return inTransaction(db, async (tx) => {
    const done = await first(
      tx.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, CITY_MARKDOWN_KEY)),
    );
    if (done) return null;
    const rows = await tx
      .select({
        id: cityPages.id,
        slug: cityPages.slug,
        content: cityPages.content,
        version: cityPages.version,
      })
      .from(cityPages)
      .where(isNotNull(cityPages.content));
    const counts: CityMarkdownCounts = { converted: 0, kept: 0, empty: 0, pending: 0, keptSlugs: [] };
    const changed: number[] = [];
    const now = isoNow();
    for (const row of rows) {
      const { markdown, outcome } = htmlToMarkdown(row.content);
      if (outcome === 'empty') {
        counts.empty++;
        continue;
      }
      counts[outcome]++;
      if (outcome === 'kept') counts.keptSlugs.push(row.slug);
      if (markdown === row.content) continue;
      await tx
        .update(cityPages)
        .set({ content: markdown, version: row.version + 1, updatedAt: now })
        .where(eq(cityPages.id, row.id));
      changed.push(row.id);
    }
    for (let i = 0; i < changed.length; i += 500)
      await snapshotRevisions(tx, 'city', changed.slice(i, i + 500));
    counts.pending = await convertPendingChanges(tx);
    await tx
      .insert(siteSettings)
      .values({ key: CITY_MARKDOWN_KEY, value: { at: now, converted: counts.converted, kept: counts.kept } })
      .onConflictDoNothing();
    return counts;
  });
}
