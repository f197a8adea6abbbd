/**
 * Public writes had no rate limit (review, point 8): 300 contact messages of 5 KB in 1.3 s, partner clicks
 * under any name, 1,575 step saves a second from one client, and the few limits there were lived in one
 * process's memory. Now every write is limited per client, in the store that every server process shares.
 */
import { randomUUID } from 'node:crypto';
import { count as countRows } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { LIMITS } from '../../api/security/limits.ts';
import { writeLimitOf } from '../../api/security/write-limits.ts';
import { closeDb, openDb } from '../../db/client.ts';
import { first } from '../../db/dialect.ts';
import { contactMessages, partnerClicks, simulationSteps } from '../../db/tables.ts';
import { createTestApp, postJson, requestFrom, type TestApp } from '../support/test-app.ts';

const LOW = {
  CONTACT_RATE_LIMIT: '5',
  PARTNER_CLICK_RATE_LIMIT: '5',
  STEP_SAVE_RATE_LIMIT: '20',
  SIGNUP_RATE_LIMIT: '3',
  TRACKING_RATE_LIMIT: '5',
  DATA_DELETION_RATE_LIMIT: '3',
  API_WRITE_RATE_LIMIT: '4',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: LOW });
}, 60_000);
afterAll(() => t?.close());

const TABLES = {
  contact_messages: contactMessages,
  partner_clicks: partnerClicks,
  simulation_steps: simulationSteps,
};
const count = async (table: keyof typeof TABLES) =>
  (await first(t.ctx.db.select({ n: countRows() }).from(TABLES[table])))?.n;

async function flood(n: number, send: (i: number) => Response | Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i)).status);
  return statuses;
}

const message = (i: number) => ({
  name: `Robot ${i}`,
  email: `robot${i}@exemple.fr`,
  subject: 'Autre',
  message: 'x'.repeat(4_900),
});

describe('each public write is limited per client', () => {
  it('contact form: the flood stops at the limit, nothing more is stored, another client still writes', async () => {
    const before = (await count('contact_messages')) as number;
    const statuses = await flood(8, (i) =>
      postJson(t.app, '/api/contact', message(i), { ip: '198.51.100.1' }),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await count('contact_messages')).toBe(before + 5);
    const refused = await postJson(t.app, '/api/contact', message(9), { ip: '198.51.100.1' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/Réessayez dans/),
    });
    // The no-JavaScript form is the same write.
    const form = await requestFrom(t.app, '198.51.100.1', '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(message(10)).toString(),
    });
    expect(form.status).toBe(429);
    expect((await postJson(t.app, '/api/contact', message(11), { ip: '198.51.100.2' })).status).toBe(201);
  });

  it('partner clicks: an unknown partner is refused, a flood stops at the limit', async () => {
    const click = (name: string) => ({
      partner_name: name,
      page_type: 'v2_results',
      session_id: randomUUID(),
    });
    const before = (await count('partner_clicks')) as number;
    expect(
      (await postJson(t.app, '/api/partner-clicks', click('nimporte-quoi'), { ip: '198.51.100.3' })).status,
    ).toBe(400);
    expect(await count('partner_clicks')).toBe(before);
    const statuses = await flood(7, () =>
      postJson(t.app, '/api/partner-clicks', click('assurance-habitation'), { ip: '198.51.100.4' }),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await count('partner_clicks')).toBe(before + 5);
  });

  it('step saves: the flood stops at the limit and stores no more rows', async () => {
    const before = (await count('simulation_steps')) as number;
    const statuses = await flood(30, (i) =>
      postJson(
        t.app,
        '/api/v2-save-step',
        { sessionId: randomUUID(), stepNumber: 3, stepName: 'loyer', stepData: { rent: 400 + i } },
        { ip: '198.51.100.5' },
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(await count('simulation_steps')).toBe(before + 20);
  });

  it('sign-up, audience, data-deletion requests and any other write are limited too', async () => {
    const signUps = await flood(5, (i) =>
      postJson(
        t.app,
        '/api/auth/sign-up/email',
        { name: 'Bot', email: `bot${i}@exemple.fr`, password: 'une-phrase-assez-longue' },
        { ip: '198.51.100.6', headers: { origin: 'http://localhost' } },
      ),
    );
    expect(signUps).toEqual([200, 200, 200, 429, 429]);
    const event = {
      visitorId: 'v_flood0001',
      sessionId: 's_flood0001',
      eventType: 'pageview',
      pagePath: '/',
      landingPage: '/',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    };
    expect(
      await flood(7, () => postJson(t.app, '/api/visitor-tracking', event, { ip: '198.51.100.7' })),
    ).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(
      await flood(5, (i) =>
        postJson(t.app, '/api/data-deletion', { email: `x${i}@exemple.fr` }, { ip: '198.51.100.8' }),
      ),
    ).toEqual([200, 200, 200, 429, 429]);
    // A write with no limit of its own counts against the general one (API_WRITE_RATE_LIMIT).
    expect(writeLimitOf('/api/auth/sign-out')).toBe('apiWrite');
    expect(
      await flood(6, () =>
        postJson(
          t.app,
          '/api/auth/sign-out',
          {},
          { ip: '198.51.100.9', headers: { origin: 'http://localhost' } },
        ),
      ),
    ).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('who the client is', () => {
  it('a forged X-Forwarded-For changes nothing without CLIENT_IP_FROM', async () => {
    const statuses = await flood(8, (i) =>
      postJson(t.app, '/api/contact', message(i), {
        ip: '198.51.100.20',
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
      }),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('an IPv6 client rotating through its /64 is one client', async () => {
    const statuses = await flood(8, (i) =>
      postJson(t.app, '/api/contact', message(i), { ip: `2001:db8:aa:bb:${i.toString(16)}::${i + 1}` }),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe('every server process counts the same hits', () => {
  it('two servers on the same store share the limit', async () => {
    // A second process: its own connection to the database, its own app.
    const db2 = openDb(t.ctx.env.STORE);
    try {
      const second = createApp({ ...t.ctx, db: db2 });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const app = i % 2 === 0 ? t.app : second;
        statuses.push((await postJson(app, '/api/contact', message(i), { ip: '198.51.100.30' })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    } finally {
      await closeDb(db2);
    }
  });
});

describe('the defaults let a whole university through one address', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  }, 60_000);
  afterAll(() => open?.close());

  it(`${LIMITS.stepSave.max / 12} simulations of 12 saves within a minute from one address all pass`, async () => {
    const simulations = LIMITS.stepSave.max / 12;
    const statuses: number[] = [];
    for (let s = 0; s < simulations; s++) {
      const sessionId = randomUUID();
      for (let step = 0; step < 12; step++)
        statuses.push(
          (
            await postJson(
              open.app,
              '/api/v2-save-step',
              { sessionId, stepNumber: 3, stepName: 'loyer', stepData: { rent: 300 + step } },
              { ip: '192.0.2.80' },
            )
          ).status,
        );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
