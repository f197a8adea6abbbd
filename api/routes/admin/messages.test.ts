/** The e-mail templates in the back-office: both result e-mails are there, each previewed in its language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { ensureEmailTemplates, RESULT_TEMPLATE_KEYS } from '../../services/result-email.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureEmailTemplates(t.db);
  editor = (await t.signIn('modeles@exemple.fr', ['editor'])).cookie;
}, 60_000);
afterAll(() => t?.close());

type Template = { key: string; subject: string; html: string; text: string; blocks: Record<string, string> };
const template = async (key: string) =>
  (await (await t.request(`/api/admin/email/templates/${key}`, { cookie: editor })).json()) as Template;
const preview = async (body: object) => {
  const res = await t.request('/api/admin/email/preview', { method: 'POST', cookie: editor, json: body });
  expect(res.status).toBe(200);
  return (await res.json()) as { subject: string; text: string };
};

describe('the result e-mail templates', () => {
  it('lists the French and the English one, for editors', async () => {
    const res = await t.request('/api/admin/email/templates', { cookie: editor });
    const keys = ((await res.json()) as { items: Array<{ key: string }> }).items.map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(Object.values(RESULT_TEMPLATE_KEYS)));
  });

  it('previews each with example values in its own language', async () => {
    const en = await template(RESULT_TEMPLATE_KEYS.en);
    const english = await preview({ ...en, key: en.key });
    expect(english.subject).toBe('Your housing aid (APL) estimate: €245 a month');
    expect(english.text).toContain('(French scales as of 1 October 2025)');
    expect(english.text).not.toMatch(/barèmes|€ par mois/);
    const fr = await template(RESULT_TEMPLATE_KEYS.fr);
    expect((await preview({ ...fr, key: fr.key })).subject).toBe('Votre estimation APL : 245 € par mois');
    // Without a structure, the saved one.
    const words = await preview({
      key: fr.key,
      subject: fr.subject,
      blocks: { ...fr.blocks, hello: 'Coucou' },
    });
    expect(words.text).toMatch(/^Coucou Camille,/);
    expect(words.text).toContain('barèmes au 1er octobre 2025');
  });

  it('refuses a malformed template key with a JSON error', async () => {
    const res = await t.request('/api/admin/email/preview', {
      method: 'POST',
      cookie: editor,
      json: { subject: 'S', blocks: {}, html: '<p>x</p>', text: 'T', key: '../../etc' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
