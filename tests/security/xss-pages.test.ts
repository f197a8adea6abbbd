/**
 * Reflected XSS in the pages the server fills in: /conseil?q=, the contact form and the data-deletion
 * forms answered without JavaScript. Each answer is parsed with cheerio and compared with the built page:
 * the visitor's text comes back exactly as typed, as text, and nothing else in the page moves. The
 * replacement patterns of String.prototype.replace ($`, $', $&, $$, $1, $<x>) are part of every payload.
 */
import { load } from 'cheerio';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionToken } from '../../api/services/data-deletion.ts';
import { normaliseQuery } from '../../src/lib/server/conseil-search.ts';
import { activeAttributes, withoutComments } from '../support/html.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PAGES, writeLiveBuild } from './built-pages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  writeLiveBuild(t.ctx.env.BUILDS_DIR);
}, 60_000);
afterAll(() => t?.close());

const PATTERNS = ['$`', "$'", '$&', '$$', '$1', '$<x>'];
const TAILS = [
  '',
  '"',
  ' autofocus onfocus=alert(document.domain) x',
  '" autofocus onfocus="alert(1)" x="',
  '"><img src=x onerror=alert(1)>',
];
const PAYLOADS = PATTERNS.flatMap((p) => TAILS.flatMap((tail) => [`${p}${tail}`, `a ${tail} ${p} b`]));

const built = (path: string) => load(PAGES[path] as string);

const SERVER = {
  incoming: { socket: { remoteAddress: '203.0.113.90', remotePort: 50_000, remoteFamily: 'IPv4' } },
};
let ip = 0;
/** A form post from its own client address (the data-deletion form is rate-limited per client). */
const postForm = (path: string, fields: Record<string, string>) =>
  t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { ...SERVER.incoming.socket, remoteAddress: `203.0.113.${++ip % 250}` } } },
  );

describe('/conseil?q=: the query comes back as the search box value and as text, nothing else', () => {
  const check = async (raw: string) => {
    const res = await t.app.request(`/conseil?q=${encodeURIComponent(raw)}`);
    expect(res.status).toBe(200);
    const $ = load(await res.text());
    const { query } = normaliseQuery(raw);
    const page = built('conseil/index.html');

    expect($('input').length).toBe(page('input').length);
    expect($('input#q').attr('value')).toBe(query);
    expect($('section.search-results')).toHaveLength(1);
    if (query) expect($('#resultats').text().endsWith(`«\u00a0${query}\u00a0»`)).toBe(true);
    expect(activeAttributes($)).toEqual(activeAttributes(page));
    expect($('script').length).toBe(page('script').length);

    // The rest of the page is the built page.
    $('section.search-results').remove();
    $('meta[name="robots"]').remove();
    $('input#q').removeAttr('value');
    page('input#q').removeAttr('data-query-value');
    expect(withoutComments($)).toBe(withoutComments(page));
  };

  it('reproduces the reviewed payload: $` autofocus onfocus=…', async () => {
    await check('$` autofocus onfocus=alert(document.domain) x');
  });

  it.each(PAYLOADS)('query %j', async (raw) => {
    await check(raw);
  });

  it('any query made of replacement-pattern and markup characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.constantFrom('$', '`', "'", '&', '<', '>', '"', '1', 'x', ' ', '=', '/', 'é'),
          maxLength: 40,
        }),
        async (raw) => {
          await check(raw);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a result page that lists matching articles, escaped', async () => {
    const res = await t.app.request(`/conseil?q=${encodeURIComponent('budget $` "')}`);
    const $ = load(await res.text());
    expect($('#resultats').text()).toBe('1 article pour «\u00a0budget $` "\u00a0»');
    expect($('.search-results a').attr('href')).toBe('/conseil/budget-etudiant');
  });
});

describe('contact form without JavaScript: what was typed comes back as the fields’ values only', () => {
  const VALUES = [
    '$`',
    "$'",
    '$&$$$1$<x>',
    '</textarea><script>alert(1)</script>',
    '"><script>alert(1)</script>$` autofocus onfocus=alert(1) x',
    "' onmouseover='alert(1)",
  ];

  it.each(VALUES)('value %j', async (payload) => {
    const fields = {
      name: `Léa ${payload}`,
      email: `lea${payload}`,
      subject: 'Autre',
      message: `Bonjour, ${payload}`,
    };
    const res = await postForm('/api/contact', fields);
    expect(res.status).toBe(400);
    const $ = load(await res.text());
    const page = built('contact/index.html');

    expect($('#name').attr('value')).toBe(fields.name);
    expect($('#email').attr('value')).toBe(fields.email);
    expect($('#message').text()).toBe(fields.message);
    expect($('#erreurs')).toHaveLength(1);
    expect(activeAttributes($)).toEqual(activeAttributes(page));
    expect($('script').length).toBe(page('script').length);
    expect($('title').text()).toBe(`Erreur : ${page('title').text()}`);

    // Outside the form, the page is the built one.
    for (const p of [$, page]) {
      p('#erreurs, form.contact-form, title').remove();
    }
    expect(withoutComments($)).toBe(withoutComments(page));
  });
});

describe('« supprimer mes données » without JavaScript', () => {
  it.each(PAYLOADS.slice(0, 12))(
    'a refused address %j gives the page with one French message',
    async (payload) => {
      const res = await postForm('/api/data-deletion', { email: payload });
      expect(res.status).toBe(400);
      const $ = load(await res.text());
      const page = built('supprimer-mes-donnees/index.html');
      expect($('#erreur').text()).toMatch(/^(L'email|Format d'email)/);
      expect(activeAttributes($)).toEqual(activeAttributes(page));
      $('#erreur').remove();
      expect(withoutComments($)).toBe(withoutComments(page));
    },
  );

  it.each(PATTERNS)(
    'a confirmation link with %j in its token gives the « lien invalide » page',
    async (p) => {
      const res = await t.app.request(
        `/supprimer-mes-donnees/confirmer?jeton=${encodeURIComponent(`${'a'.repeat(30)}${p}" autofocus onfocus=alert(1) x`)}`,
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(PAGES['supprimer-mes-donnees/lien-invalide/index.html']);
    },
  );

  it('a valid link puts its token in the hidden field, and nothing else changes', async () => {
    const token = deletionToken(t.ctx, 'lea@exemple.fr', new Date());
    const res = await t.app.request(`/supprimer-mes-donnees/confirmer?jeton=${token}`);
    expect(res.status).toBe(200);
    const $ = load(await res.text());
    const page = built('supprimer-mes-donnees/confirmer/index.html');
    expect($('input[name="token"]').attr('value')).toBe(token);
    $('input[name="token"]').removeAttr('value');
    page('input[name="token"]').removeAttr('value');
    expect(withoutComments($)).toBe(withoutComments(page));
  });
});
