/**
 * The real /conseil page of the build, filled in by the real server: whatever replacement patterns and markup
 * the query holds, the search box's value is the query, no event handler or autofocus appears, and the rest
 * of the page is the built page (tests/security/xss-pages.test.ts does the same on every filled-in page).
 */
import { load } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { normaliseQuery } from '../../src/lib/server/conseil-search.ts';
import { activeAttributes, builtPage, withoutComments } from '../support/html.ts';
import { siteServer } from '../support/site.ts';

const base = siteServer().baseUrl;
const buildDir = inject('buildDir');

const QUERIES = [
  '$` autofocus onfocus=alert(document.domain) x',
  "$' autofocus onfocus=alert(1) x",
  '$&" onmouseover="alert(1)',
  '$$"><img src=x onerror=alert(1)>',
  '$1 $<x> colocation',
  '</title><script>alert(1)</script>$`',
];

describe('/conseil?q= on the real build', () => {
  it.each(QUERIES)('query %j', async (raw) => {
    const res = await fetch(`${base}/conseil?q=${encodeURIComponent(raw)}`);
    expect(res.status).toBe(200);
    const $ = load(await res.text());
    const page = builtPage(buildDir, '/conseil');
    const { query } = normaliseQuery(raw);

    expect($('input#q').attr('value')).toBe(query);
    expect($('#resultats').text().endsWith(`«\u00a0${query}\u00a0»`)).toBe(true);
    expect(activeAttributes($)).toEqual(activeAttributes(page));
    expect($('script').length).toBe(page('script').length);

    $('section.search-results').remove();
    $('meta[name="robots"]').remove();
    $('input#q').removeAttr('value');
    page('input#q').removeAttr('data-query-value');
    expect(withoutComments($)).toBe(withoutComments(page));
  });
});
