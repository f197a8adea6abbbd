/**
 * Whatever a client sends to the public API, the answer is a JSON 2xx/4xx, never a 500
 * (property test: random JSON bodies, random text, wrong content types, odd paths).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const POSTS = [
  '/api/v2-save-step',
  '/api/calculate',
  '/api/v2-complete-session',
  '/api/send-apl-results',
  '/api/partner-clicks',
  '/api/contact',
  '/api/visitor-tracking',
];

async function send(path: string, body: string, contentType = 'application/json') {
  const res = await t.app.request(path, { method: 'POST', headers: { 'content-type': contentType }, body });
  return res;
}

describe('a NUL character (which PostgreSQL cannot store) is refused with a 400, never stored', () => {
  it.each(POSTS)('%s with a NUL in a field, raw or escaped', async (path) => {
    for (const body of [
      JSON.stringify({ name: 'Léa', email: 'lea@example.fr', subject: 'Autre', message: 'Bonjour\u0000 !' }),
      '{"message":"Bonjour\\u0000 !"}',
    ]) {
      const res = await send(path, body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'CARACTERE_INTERDIT' });
    }
  });

  it('in a form post (no JavaScript), and in a valid contact message that is then not stored', async () => {
    const form = await send(
      '/api/contact',
      'name=L%C3%A9a&email=lea%40example.fr&subject=Autre&message=a%00b',
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(400);
    const valid = {
      name: 'Léa',
      email: 'lea@example.fr',
      subject: 'Autre',
      message: 'Une question sur mon aide.',
    };
    expect((await send('/api/contact', JSON.stringify(valid))).status).toBe(201);
    const withNul = await send(
      '/api/contact',
      JSON.stringify({ ...valid, message: 'Une question\u0000 sur mon aide.' }),
    );
    expect(withNul.status).toBe(400);
    expect(
      (await t.ctx.db.select().from(contactMessages)).filter((m) => m.message.includes('\u0000')),
    ).toEqual([]);
  });
});

describe('public API never answers 500', () => {
  it.each(POSTS)('%s with random JSON', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const res = await send(path, JSON.stringify(value));
        expect(res.status, JSON.stringify(value)).toBeLessThan(500);
        expect(res.headers.get('content-type') ?? '').toContain('json');
      }),
      { numRuns: 60 },
    );
  });

  it.each(POSTS)('%s with shaped but wrong fields', async (path) => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sessionId: fc.oneof(fc.uuid(), fc.string()),
          stepNumber: field,
          stepName: fc.oneof(fc.constantFrom('email', 'loyer', 'revenus', 'resultats'), fc.string()),
          stepData: fc.dictionary(fc.string({ maxLength: 12 }), field),
          email: field,
          events: fc.array(fc.dictionary(fc.string({ maxLength: 12 }), field), { maxLength: 3 }),
        }),
        async (value) => {
          const res = await send(path, JSON.stringify(value));
          expect(res.status, JSON.stringify(value)).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each(POSTS)('%s with text that is not JSON, or another content type', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (body, type) => {
          const res = await send(path, body, type);
          expect(res.status, `${type} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('odd GET paths of the API answer a JSON 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (s) => {
        const res = await t.app.request(`/api/results/${encodeURIComponent(s)}`);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
