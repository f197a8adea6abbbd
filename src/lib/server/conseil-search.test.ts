import { describe, expect, it } from 'vitest';
import {
  fillSearchPage,
  normaliseQuery,
  QUERY_MAX,
  renderResults,
  type SearchEntry,
  searchArticles,
} from './conseil-search.ts';

const entry = (slug: string, title: string, more: Partial<SearchEntry> = {}): SearchEntry => ({
  slug,
  title,
  excerpt: '',
  category: null,
  tags: [],
  text: '',
  publishedAt: '2025-01-01',
  ...more,
});
const entries = [
  entry('colocation-bail', 'Colocation : bail individuel ou solidaire ?', { tags: ['colocation', 'bail'] }),
  entry('job-etudiant', 'APL et job étudiant', { text: 'Le forfait étudiant, même en colocation.' }),
  entry('visale', 'Visale : la garantie gratuite', { excerpt: 'Pas de garant ?' }),
];

describe('Conseil search', () => {
  it('finds articles by title, tags or text, accents ignored, title matches first', () => {
    expect(searchArticles(entries, 'colocation').map((e) => e.slug)).toEqual([
      'colocation-bail',
      'job-etudiant',
    ]);
    expect(searchArticles(entries, 'ETUDIANT').map((e) => e.slug)).toEqual(['job-etudiant']);
    expect(searchArticles(entries, 'garant visale').map((e) => e.slug)).toEqual(['visale']);
    expect(searchArticles(entries, 'le la de')).toEqual([]);
  });

  it('escapes the query and the entries', () => {
    const html = renderResults('<img src=x onerror=alert(1)>', false, [entry('x', '<b>titre</b>')]);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('cuts a very long query and says so', () => {
    const { query, truncated } = normaliseQuery('a'.repeat(10_000));
    expect(query.length).toBe(QUERY_MAX);
    expect(truncated).toBe(true);
    expect(renderResults(query, truncated, [])).toContain(`raccourcie à ${QUERY_MAX} caractères`);
  });

  it('fills the prebuilt page: results, the query in the box, noindex', () => {
    const page =
      '<html><head><title>t</title></head><body><input data-query-value="__q__"><!--conseil-results--></body></html>';
    const html = fillSearchPage(page, '"><script>x</script>', entries);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>x');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Aucun article ne correspond');
  });
});
