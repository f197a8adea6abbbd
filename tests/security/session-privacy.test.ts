/**
 * A session id gave the visitor away (review, point 6): `GET /api/v2-session/<id>` returned the e-mail, birth
 * date, income and rent, and the same id was in the results link, the e-mail and the back-office. Now the
 * private resume secret stays in the browser, the store keeps its hash, and the shareable results link shows
 * the result and the recap only. These tests make each attack of the review and variants of it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/dialect.ts';
import { type TestApp as AdminApp, createTestApp as createAdminApp } from '../support/admin-app.ts';
import { createTestApp, postJson, type TestApp } from '../support/test-app.ts';

const EMAIL = 'victime@exemple.fr';
const BIRTH = '2004-02-29';

const answers = {
  email: { email: EMAIL },
  'code-postal': { postalCode: '69001', inseeCode: '69123', zone: 2, communeName: 'Lyon' },
  loyer: { rent: 430 },
  charges: { charges: 30 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: BIRTH },
  statut: { status: 'student', boursier: false, nationality: 'fr' },
  enfants: { children: 0 },
  situation: { livingAlone: true },
  revenus: { income: 300, parentsIfi: false },
} as const;
const STEP_NUMBERS: Record<string, number> = Object.fromEntries(
  Object.keys(answers).map((name, i) => [name, i + 1]),
);

type Poster = (path: string, body: unknown) => Response | Promise<Response>;

async function simulate(post: Poster, secret: string, email = EMAIL) {
  for (const [stepName, stepData] of Object.entries(answers)) {
    const res = await post('/api/v2-save-step', {
      sessionId: secret,
      stepNumber: STEP_NUMBERS[stepName],
      stepName,
      stepData: stepName === 'email' ? { email } : stepData,
      email,
    });
    expect(res.status, `${stepName}: ${await res.clone().text()}`).toBe(200);
  }
  const done = await post('/api/v2-complete-session', { sessionId: secret });
  expect(done.status).toBe(200);
  return (await done.json()) as { resultsUrl: string; result: { montantFinal: number } };
}

let t: TestApp;
let post: Poster;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T10:00:00Z') });
  post = (path, body) => postJson(t.app, path, body);
}, 60_000);
afterAll(() => t?.close());

describe('the resume secret gives nothing away', () => {
  it('no GET route answers for a resume secret (it would sit in logs, history and links)', async () => {
    const secret = randomUUID();
    await simulate(post, secret);
    for (const path of [
      `/api/v2-session/${secret}`,
      `/api/results/${secret}`,
      `/resultats/${secret}`,
      `/en/resultats/${secret}`,
      `/api/v2-session?sessionId=${secret}`,
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text, path).not.toContain(EMAIL);
      expect(text, path).not.toContain(BIRTH);
    }
  });

  it('the shareable link shows the result and the recap, never the e-mail or the birth date', async () => {
    const secret = randomUUID();
    const { resultsUrl, result } = await simulate(post, secret);
    expect(resultsUrl).toMatch(/^\/resultats\/[A-Za-z0-9_-]{22}$/);
    expect(resultsUrl).not.toContain(secret);
    const id = resultsUrl.split('/').pop();
    const res = await t.app.request(`/api/results/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(BIRTH);
    expect(text).not.toContain(secret);
    const body = JSON.parse(text) as { result: { montantFinal: number }; recap: Record<string, unknown> };
    expect(body.result.montantFinal).toBe(result.montantFinal);
    expect(body.recap).toMatchObject({ postalCode: '69001', rent: 430, income: 300, communeName: 'Lyon' });
    expect(body.recap).not.toHaveProperty('email');
    expect(body.recap).not.toHaveProperty('birthDate');
    // Whoever receives the link (a landlord…) never learns the visitor's nationality or residence permit.
    expect(body.recap).not.toHaveProperty('nationality');
    expect(body.recap).not.toHaveProperty('studentPermit');
    expect(body.recap).not.toHaveProperty('bcsConditions');
    // Its page, in French and in English: never indexed, and its address is never sent to another site.
    for (const page of [resultsUrl, `/en${resultsUrl}`]) {
      const shown = await t.app.request(page);
      expect(shown.status, page).toBe(200);
      expect(shown.headers.get('X-Robots-Tag'), page).toBe('noindex');
      expect(shown.headers.get('Referrer-Policy'), page).toBe('no-referrer');
      expect(shown.headers.get('Cache-Control'), page).toBe('no-store');
    }
  });

  it("attack: the shareable link's API gives neither the visitor's age nor the instant of the result", async () => {
    const secret = randomUUID();
    const { resultsUrl } = await simulate(post, secret);
    const res = await t.app.request(`/api/results/${resultsUrl.split('/').pop()}`);
    const text = await res.text();
    // Born on 2004-02-29, 22 on the month of the aid: the student's resources step used to say so.
    expect(text).not.toMatch(/Âge retenu|Age on 1/);
    expect(text).not.toMatch(/\b22 (ans|years)\b/);
    const body = JSON.parse(text) as {
      completedAt: string;
      result: { steps: { title: string; details?: string }[] };
    };
    // The day the page prints, never the time to the millisecond.
    expect(body.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    // The rest of the explanation is still there: the page shows it.
    expect(body.result.steps.length).toBeGreaterThan(5);
    expect(body.result.steps.some((s) => s.details?.includes('Taux famille'))).toBe(true);
  });

  it('the results e-mail links to the shareable results, never to the resume secret', async () => {
    const secret = randomUUID();
    const { resultsUrl } = await simulate(post, secret);
    const before = t.sent.length;
    expect((await post('/api/send-apl-results', { sessionId: secret, email: EMAIL })).status).toBe(200);
    const mail = t.sent[before];
    expect(mail?.html).toContain(resultsUrl);
    expect(`${mail?.html}${mail?.text}${mail?.subject}`).not.toContain(secret);
  });

  it('the store keeps only a hash of the secret: no column holds it', async () => {
    const secret = randomUUID();
    await simulate(post, secret);
    for (const table of ['simulation_sessions', 'simulation_steps', 'email_logs', 'partner_clicks']) {
      const rows = await rawRows(t.ctx.db, sql`SELECT * FROM ${sql.identifier(table)}`);
      expect(JSON.stringify(rows), table).not.toContain(secret);
    }
  });

  it('every answer of the simulation API is no-store', async () => {
    const secret = randomUUID();
    for (const [path, body] of [
      [
        '/api/v2-save-step',
        { sessionId: secret, stepNumber: 1, stepName: 'email', stepData: { email: EMAIL } },
      ],
      ['/api/calculate', { sessionId: secret }],
      ['/api/v2-complete-session', { sessionId: secret }],
      ['/api/send-apl-results', { sessionId: secret }],
    ] as const) {
      const res = await post(path, body);
      expect(res.headers.get('cache-control'), path).toContain('no-store');
    }
  });
});

describe('a completed simulation keeps its e-mail address', () => {
  it('refuses to change it (409, French message), keeps the address and sends only there', async () => {
    const secret = randomUUID();
    await simulate(post, secret);
    for (const body of [
      { sessionId: secret, stepNumber: 1, stepName: 'email', stepData: { email: 'attaquant@exemple.fr' } },
      // The e-mail field of another step's save.
      {
        sessionId: secret,
        stepNumber: 3,
        stepName: 'loyer',
        stepData: { rent: 400 },
        email: 'attaquant@exemple.fr',
      },
    ]) {
      const res = await post('/api/v2-save-step', body);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        success: false,
        error: expect.stringContaining('Commencez une nouvelle simulation'),
      });
    }
    const before = t.sent.length;
    await post('/api/send-apl-results', { sessionId: secret, email: 'attaquant@exemple.fr' });
    await post('/api/send-apl-results', { sessionId: secret });
    expect(t.sent.slice(before).map((m) => m.to)).toEqual([EMAIL]);
  });

  it('still takes the other answers (the same address may be repeated)', async () => {
    const secret = randomUUID();
    await simulate(post, secret);
    const res = await post('/api/v2-save-step', {
      sessionId: secret,
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: 410 },
      email: EMAIL,
    });
    expect(res.status).toBe(200);
  });
});

describe('the back-office never shows a resume secret', () => {
  let admin: AdminApp;
  beforeAll(async () => {
    admin = await createAdminApp();
  }, 60_000);
  afterAll(() => admin?.close());

  it('lists and details simulations under their stored id only', async () => {
    const secret = randomUUID();
    const adminPost: Poster = (path, body) =>
      admin.request(path, { method: 'POST', json: body, ip: '203.0.113.7' });
    await simulate(adminPost, secret);
    const { cookie } = await admin.signIn('admin-vie-privee@exemple.fr', ['admin']);
    const list = await admin.request('/api/admin/simulations/query', { method: 'POST', cookie, json: {} });
    const listText = await list.text();
    expect(listText).toContain(EMAIL); // an admin sees visitors' e-mails…
    expect(listText).not.toContain(secret); // …but never a key to their simulation
    const { items } = JSON.parse(listText) as { items: Array<{ id: string; email: string }> };
    const row = items.find((i) => i.email === EMAIL);
    expect(row).toBeDefined();
    const detail = await admin.request(`/api/admin/simulations/${row?.id}`, { cookie });
    expect(await detail.text()).not.toContain(secret);
    // The stored id opens nothing.
    const res = await adminPost('/api/send-apl-results', { sessionId: row?.id });
    expect(res.status).toBe(400);
  });
});
