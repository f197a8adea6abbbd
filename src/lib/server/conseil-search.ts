/**
 * Search of the Conseil articles for `/conseil?q=` without JavaScript: the build writes the index
 * (`/conseil/search-index.json`), the server ranks the articles and inserts the results, escaped, into the
 * prebuilt page. Pure functions, shared by the build, the server and the tests.
 */
import { html, insertAt, render, type SafeHtml } from './safe-html.ts';

export type SearchEntry = {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  tags: string[];
  /** Plain text of the article body. */
  text: string;
  publishedAt: string | null;
};

/** Longest query we read; a longer one is cut and the page says so. */
export const QUERY_MAX = 100;
/** Placeholders of the prebuilt /conseil page that the server fills. */
export const RESULTS_MARKER = '<!--conseil-results-->';
export const QUERY_VALUE_MARKER = 'data-query-value="__q__"';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function normaliseQuery(raw: string | null | undefined): { query: string; truncated: boolean } {
  const clean = (raw ?? '').replace(/\s+/g, ' ').trim();
  return { query: clean.slice(0, QUERY_MAX).trim(), truncated: clean.length > QUERY_MAX };
}

const STOP = new Set([
  'le',
  'la',
  'les',
  'de',
  'des',
  'du',
  'un',
  'une',
  'et',
  'ou',
  'a',
  'en',
  'l',
  'd',
  'au',
  'aux',
]);

/** Articles matching every significant word of the query, best first (title > tags > excerpt > body). */
export function searchArticles(entries: SearchEntry[], query: string): SearchEntry[] {
  const words = fold(query)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP.has(w));
  if (words.length === 0) return [];
  const scored: Array<{ entry: SearchEntry; score: number }> = [];
  for (const entry of entries) {
    const title = fold(entry.title);
    const tags = fold(`${entry.tags.join(' ')} ${entry.category ?? ''}`);
    const excerpt = fold(entry.excerpt);
    const text = fold(entry.text);
    let score = 0;
    let all = true;
    for (const w of words) {
      const s =
        (title.includes(w) ? 8 : 0) +
        (tags.includes(w) ? 4 : 0) +
        (excerpt.includes(w) ? 2 : 0) +
        (text.includes(w) ? 1 : 0);
      if (s === 0) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || (b.entry.publishedAt ?? '').localeCompare(a.entry.publishedAt ?? ''))
    .map((s) => s.entry);
}

/** The results block inserted into /conseil; every piece of the query and the entries is escaped. */
export function resultsFragment(query: string, truncated: boolean, results: SearchEntry[]): SafeHtml {
  if (!query) {
    return html`<section class="search-results" aria-labelledby="resultats"><h2 id="resultats">Rechercher un article</h2><p>Saisissez un ou plusieurs mots, par exemple « étudiant » ou « colocation ».</p></section>`;
  }
  const note = truncated
    ? html`<p class="small muted">Votre recherche a été raccourcie à ${QUERY_MAX} caractères.</p>`
    : '';
  const heading =
    results.length === 0
      ? html`Aucun article ne correspond à «\u00a0${query}\u00a0»`
      : html`${results.length} article${results.length > 1 ? 's' : ''} pour «\u00a0${query}\u00a0»`;
  const body =
    results.length === 0
      ? html`<p>Essayez un autre mot, ou parcourez les articles ci-dessous.</p>`
      : html`<ul class="article-list">${results.map(
          (r) =>
            html`<li class="card"><h3><a href="/conseil/${r.slug}">${r.title}</a></h3>${
              r.category ? html`<p><span class="badge">${r.category}</span></p>` : ''
            }<p>${r.excerpt}</p></li>`,
        )}</ul>`;
  return html`<section class="search-results" aria-labelledby="resultats" role="status"><h2 id="resultats">${heading}</h2>${note}${body}</section>`;
}

export function renderResults(query: string, truncated: boolean, results: SearchEntry[]): string {
  return render(resultsFragment(query, truncated, results));
}

/** Fills the prebuilt /conseil page: the results, the query in the search box, and noindex for result pages. */
export function fillSearchPage(page: string, raw: string | null, entries: SearchEntry[]): string {
  const { query, truncated } = normaliseQuery(raw);
  const results = searchArticles(entries, query);
  let out = insertAt(page, RESULTS_MARKER, resultsFragment(query, truncated, results));
  out = insertAt(out, QUERY_VALUE_MARKER, html`value="${query}"`);
  return insertAt(out, '<head>', html`<head><meta name="robots" content="noindex">`);
}
