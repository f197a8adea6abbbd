/**
 * The server mailed anyone with the sender's own text (review, point 3): steps saved with a stranger's
 * address, then `POST /api/send-apl-results`, 30 times in 0.8 s, « Dossier CAF suspendu, rappelez le
 * 0899… » as the first name. Now one address receives a few result e-mails a day whatever the number of
 * simulations, one client sends a limited number, and no free text from the client reaches a mail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/security/limits.ts';
import { createTestApp, postJson, type TestApp } from '../support/test-app.ts';

const STRANGER = 'inconnu@exemple.fr';
const SPAM = 'Dossier CAF suspendu, rappelez le 0899 00 00 00';

const steps = (email: string, communeName = 'Lyon') => ({
  email: { email },
  'code-postal': { postalCode: '69001', inseeCode: '69123', zone: 2, communeName },
  loyer: { rent: 430 },
  charges: { charges: 30 },
  meuble: { furnished: false, chambre: false, conventionne: false, landlordRelative: false },
  colocation: { colocation: false },
  naissance: { birthDate: '2004-02-01' },
  statut: { status: 'student', boursier: false, nationality: 'fr' },
  enfants: { children: 0 },
  situation: { livingAlone: true },
  revenus: { income: 300, parentsIfi: false },
});

async function simulation(t: TestApp, ip: string, email: string, communeName?: string) {
  const secret = randomUUID();
  let n = 1;
  for (const [stepName, stepData] of Object.entries(steps(email, communeName))) {
    const res = await postJson(
      t.app,
      '/api/v2-save-step',
      { sessionId: secret, stepNumber: n++, stepName, stepData, email },
      { ip },
    );
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return secret;
}

const send = (t: TestApp, ip: string, body: Record<string, unknown>) =>
  postJson(t.app, '/api/send-apl-results', body, { ip });

describe('one address receives a few result e-mails, however many simulations name it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it(`30 simulations to a stranger's address send ${LIMITS.resultEmailRecipient.max} mails, the rest 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // From many clients: the limit is the recipient's, not the sender's.
      const ip = `198.51.100.${i + 1}`;
      const secret = await simulation(t, ip, STRANGER);
      statuses.push((await send(t, ip, { sessionId: secret })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.resultEmailRecipient.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.resultEmailRecipient.max);
    expect(t.sent.filter((m) => m.to === STRANGER)).toHaveLength(LIMITS.resultEmailRecipient.max);
  });

  it('counts the address whatever its case or spaces', async () => {
    const secret = await simulation(t, '198.51.100.200', ' Inconnu@Exemple.FR ');
    const res = await send(t, '198.51.100.200', { sessionId: secret });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringMatching(/Réessayez/) });
  });

  it('another address is not affected', async () => {
    const secret = await simulation(t, '198.51.100.201', 'moi@exemple.fr');
    expect((await send(t, '198.51.100.201', { sessionId: secret })).status).toBe(200);
  });
});

describe('one client sends a limited number of result e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RESULT_EMAIL_RATE_LIMIT: '4' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('to many different addresses: 429 past the limit, another client still sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const secret = await simulation(t, '203.0.113.9', `cible${i}@exemple.fr`);
      statuses.push((await send(t, '203.0.113.9', { sessionId: secret })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    // A client rotating through the addresses of its IPv6 /64 is still one client.
    const v6: number[] = [];
    for (const [i, ip] of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa::2',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002::9',
      '2001:db8:1:2::a',
    ].entries()) {
      const secret = await simulation(t, ip, `v6-${i}@exemple.fr`);
      v6.push((await send(t, ip, { sessionId: secret })).status);
    }
    expect(v6).toEqual([200, 200, 200, 200, 429]);
    const other = await simulation(t, '203.0.113.10', 'autre@exemple.fr');
    expect((await send(t, '203.0.113.10', { sessionId: other })).status).toBe(200);
  });
});

describe('no free text from the client in a mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['firstName', SPAM],
    ['firstName', 'Appelez le 0899'],
    ['firstName', 'https://evil.example'],
    ['lastName', '<a href="https://evil.example">ici</a>'],
    ['lastName', 'x'.repeat(80)],
  ])('refuses %s « %s » and sends nothing', async (field, value) => {
    const secret = await simulation(t, '192.0.2.1', `nom${randomUUID().slice(0, 8)}@exemple.fr`);
    const before = t.sent.length;
    const res = await send(t, '192.0.2.1', { sessionId: secret, [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, fieldErrors: { [field]: expect.any(Array) } });
    expect(t.sent.length).toBe(before);
  });

  it('keeps a real name', async () => {
    const secret = await simulation(t, '192.0.2.1', 'zoe@exemple.fr');
    const res = await send(t, '192.0.2.1', { sessionId: secret, firstName: 'Zoé', lastName: "N'Diaye" });
    expect(res.status).toBe(200);
    expect(t.sent.at(-1)?.text).toContain('Bonjour Zoé');
  });

  it("takes the commune's name from the official list, never from the browser", async () => {
    const secret = await simulation(t, '192.0.2.1', 'commune@exemple.fr', SPAM);
    expect((await send(t, '192.0.2.1', { sessionId: secret })).status).toBe(200);
    const mail = t.sent.at(-1);
    expect(`${mail?.subject}${mail?.html}${mail?.text}`).not.toContain('0899');
    expect(mail?.text).toContain('Lyon');
  });
});
