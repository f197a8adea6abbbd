/**
 * Whatever a client sends to the public API, the answer is a JSON 2xx/4xx, never a 500
 * (property test: random JSON bodies, random text, wrong content types, odd paths).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
