import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const valid = {
  name: 'Léa Martin',
  email: 'lea@example.fr',
  subject: 'Autre',
  message: 'Bonjour, une question sur le simulateur.',
};
const count = async () => (await t.ctx.db.select().from(contactMessages)).length;

describe('POST /api/contact', () => {
  it('stores a valid JSON message', async () => {
    const before = await count();
    const res = await t.app.request('/api/contact', json(valid));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true });
    expect(await count()).toBe(before + 1);
  });

  it('answers 400 with French messages per field, and stores nothing', async () => {
    const before = await count();
    const res = await t.app.request(
      '/api/contact',
      json({ ...valid, email: 'pas-un-email', message: 'x'.repeat(5001) }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.email).toEqual(["Format d'email invalide"]);
    expect(body.fieldErrors.message?.[0]).toMatch(/trop long/);
    expect(await count()).toBe(before);
  });

  it('never answers 500 to a broken body', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });

  it('sends a plain form to the thank-you page', async () => {
    const res = await t.app.request('/api/contact', form(valid));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/merci');
  });

  it('answers an invalid plain form with the form filled in again', async () => {
    const res = await t.app.request(
      '/api/contact',
      form({ ...valid, email: 'lea@', message: '<b>Bonjour</b>' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="Léa Martin"');
    expect(html).toContain('&lt;b&gt;Bonjour&lt;/b&gt;');
    expect(html).toContain('Format d&#39;email invalide');
  });

  it('pretends to accept a robot that filled the hidden field, and stores nothing', async () => {
    const before = await count();
    const res = await t.app.request('/api/contact', json({ ...valid, website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
  });
});
