/**
 * The HTML e-mails carry visitors' data (first name, commune of the simulation) and links: the data comes
 * out as text, the link as the href only, whatever replacement patterns or markup they hold.
 */
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionEmail } from '../../api/services/data-deletion.ts';
import { renderStructure } from '../../api/services/email-template.ts';
import { resultEmail } from '../../api/services/result-email.ts';
import { ELIGIBLE } from '../support/results.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PAYLOADS = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<x>',
  '</td></tr></table><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>$`',
  "' onmouseover='alert(1)",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const result = ELIGIBLE;

const noActiveMarkup = (html: string) => {
  const $ = load(html);
  expect($('script, img, iframe, object')).toHaveLength(0);
  $('*').each((_, el) => {
    if ('attribs' in el) expect(Object.keys(el.attribs).filter((a) => /^on/i.test(a))).toEqual([]);
  });
  return $;
};

describe('result e-mail', () => {
  const HELLO = { fr: 'Bonjour', en: 'Hello' } as const;
  describe.each(['fr', 'en'] as const)('in %s', (locale) => {
    it.each(PAYLOADS)('first name and commune %j come out as text', async (payload) => {
      const mail = await resultEmail(t.ctx.db, {
        result,
        form: {
          postalCode: '69001',
          communeName: `Lyon ${payload}`,
          rent: 500,
          income: 800,
          livingAlone: true,
        },
        firstName: `Léa ${payload}`,
        lastName: '',
        resultsUrl: 'https://www.apl-simulateur.fr/resultats/abc',
        locale,
      });
      const $ = noActiveMarkup(mail.html);
      expect($('p').first().text()).toBe(`${HELLO[locale]} Léa ${payload},`);
      const zone = $('td')
        .filter((_, td) => $(td).text() === 'Zone')
        .next()
        .text();
      expect(zone).toBe(`zone 2 (69001, Lyon ${payload})`);
      expect($('table[style*="font-size:14px"] tr')).toHaveLength(5);
      expect($('a').attr('href')).toBe('https://www.apl-simulateur.fr/resultats/abc');
    });
  });
});

describe('data-deletion e-mail', () => {
  it.each(PAYLOADS)('a link holding %j is the href and nothing else', (payload) => {
    const link = `https://www.apl-simulateur.fr/supprimer-mes-donnees/confirmer?jeton=abc&x=${payload}`;
    const $ = noActiveMarkup(deletionEmail(link).html);
    expect($('a')).toHaveLength(1);
    expect($('a').attr('href')).toBe(link);
    expect($('a').text()).toBe('Confirmer la suppression');
  });
});

describe('e-mail templates', () => {
  it.each(PAYLOADS)('a value %j is inserted once, escaped, patterns not expanded', (payload) => {
    const filling = {
      blocks: { hello: `{{prenom}} ${payload}` },
      values: { prenom: payload },
      fragments: { bloc: '<b>ok</b>' },
    };
    const out = renderStructure('<p>{{prenom}}</p><p>{{bloc:hello}}</p><p>{{{bloc}}}</p>', filling, 'html');
    const $ = noActiveMarkup(out);
    expect($('p').first().text()).toBe(payload);
    expect($('p').eq(1).text()).toBe(`${payload} ${payload}`);
    expect($('p').last().html()).toBe('<b>ok</b>');
    expect(renderStructure('{{prenom}} !', filling, 'text')).toBe(`${payload} !`);
  });
});
