import { randomUUID } from 'node:crypto';
import { count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { first } from '../../db/dialect.ts';
import { saveStep } from '../../db/queries/simulations.ts';
import {
  contactMessages,
  emailLogs,
  partnerClicks,
  session,
  simulationSessions,
  simulationSteps,
  user,
} from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { authOf } from '../auth/auth.ts';
import { DELETION_REQUEST_MESSAGE } from './data-deletion.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

type Counted =
  | typeof simulationSessions
  | typeof simulationSteps
  | typeof emailLogs
  | typeof contactMessages
  | typeof partnerClicks;
const n = async (table: Counted, where: SQL | undefined) =>
  (await first(t.ctx.db.select({ n: count() }).from(table).where(where)))?.n;
const post = (path: string, body: unknown, ip = '203.0.113.20') =>
  t.app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: 'IPv4' } } },
  );

async function simulationOf(email: string): Promise<string> {
  const id = randomUUID();
  await saveStep(t.ctx.db, {
    sessionId: id,
    stepNumber: 1,
    stepName: 'email',
    stepData: { email },
    saveId: randomUUID(),
    email,
    trackingData: null,
    postalCode: null,
    inseeCode: null,
    zone: null,
  });
  await t.ctx.db.insert(emailLogs).values({
    templateKey: 'results',
    recipient: email,
    subject: 'Vos résultats',
    status: 'outbox',
    sessionId: id,
  });
  return id;
}

describe('« supprimer mes données »', () => {
  it('answers the same whether the address is known or not, and mails a link only to a known one', async () => {
    await simulationOf('lea@exemple.fr');
    const known = await post('/api/data-deletion', { email: 'Lea@Exemple.fr' });
    const unknown = await post('/api/data-deletion', { email: 'personne@exemple.fr' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const a = await known.json();
    expect(a).toEqual(await unknown.json());
    expect(a).toEqual({ success: true, message: DELETION_REQUEST_MESSAGE });
    await vi.waitFor(() => expect(t.sent.filter((m) => m.templateKey === 'data-deletion')).toHaveLength(1));
    await new Promise((ok) => setTimeout(ok, 50));
    const mails = t.sent.filter((m) => m.templateKey === 'data-deletion');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('lea@exemple.fr');
    // The address is not readable in the link.
    expect(mails[0]?.text).toMatch(/\/supprimer-mes-donnees\/confirmer\?jeton=[A-Za-z0-9_-]+/);
    expect(mails[0]?.text.split('jeton=')[1]).not.toMatch(/lea/i);
  });

  it('erases the simulations, their steps and e-mail log and the contact messages of that address only', async () => {
    const mine = await simulationOf('sam@exemple.fr');
    const other = await simulationOf('autre@exemple.fr');
    await t.ctx.db.insert(contactMessages).values({
      name: 'Sam',
      email: 'sam@exemple.fr',
      subject: 'Autre',
      message: 'Bonjour, une question',
    });
    await t.ctx.db
      .insert(partnerClicks)
      .values({ partnerName: 'p', pageType: 'v2_results', sessionId: mine });
    await post('/api/data-deletion', { email: 'sam@exemple.fr' }, '203.0.113.21');
    await vi.waitFor(() => expect(t.sent.some((m) => m.to === 'sam@exemple.fr')).toBe(true));
    const text = t.sent.find((m) => m.to === 'sam@exemple.fr')?.text ?? '';
    const token = /jeton=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

    // Opening the link shows the confirmation form, and erases nothing yet.
    const page = await t.app.request(`/supprimer-mes-donnees/confirmer?jeton=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${token}"`);
    expect(await n(simulationSessions, eq(simulationSessions.id, mine))).toBe(1);

    const res = await post('/api/data-deletion/confirm', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      deleted: { simulations: 1, emailLogs: 1, contactMessages: 1 },
    });
    expect(await n(simulationSessions, eq(simulationSessions.id, mine))).toBe(0);
    expect(await n(simulationSteps, eq(simulationSteps.sessionId, mine))).toBe(0);
    expect(await n(emailLogs, eq(emailLogs.recipient, 'sam@exemple.fr'))).toBe(0);
    expect(await n(contactMessages, eq(contactMessages.email, 'sam@exemple.fr'))).toBe(0);
    expect(await n(partnerClicks, eq(partnerClicks.sessionId, mine))).toBe(0);
    expect(await n(simulationSessions, eq(simulationSessions.id, other))).toBe(1);
    expect(await n(emailLogs, eq(emailLogs.recipient, 'autre@exemple.fr'))).toBe(1);
  });

  it('refuses a forged, altered or expired link', async () => {
    const forged = await post('/api/data-deletion/confirm', { token: 'A'.repeat(60) });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'LIEN_INVALIDE' });
    expect((await t.app.request(`/supprimer-mes-donnees/confirmer?jeton=${'A'.repeat(60)}`)).status).toBe(
      400,
    );

    await simulationOf('tard@exemple.fr');
    await post('/api/data-deletion', { email: 'tard@exemple.fr' }, '203.0.113.22');
    await vi.waitFor(() => expect(t.sent.some((m) => m.to === 'tard@exemple.fr')).toBe(true));
    const token =
      /jeton=([A-Za-z0-9_-]+)/.exec(t.sent.find((m) => m.to === 'tard@exemple.fr')?.text ?? '')?.[1] ?? '';
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await post('/api/data-deletion/confirm', { token: altered })).status).toBe(400);
    const later = createTestAppLater(t, 49);
    expect((await later('/api/data-deletion/confirm', { token })).status).toBe(400);
    expect(await n(simulationSessions, eq(simulationSessions.email, 'tard@exemple.fr'))).toBe(1);
  });

  it('refuses an invalid address with a French message, and limits each client to 5 requests per 15 minutes', async () => {
    const bad = await post('/api/data-deletion', { email: 'pas-un-email' }, '203.0.113.30');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.email).toEqual([
      "Format d'email invalide",
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/data-deletion', { email: `x${i}@exemple.fr` }, '203.0.113.31')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post('/api/data-deletion', { email: 'y@exemple.fr' }, '203.0.113.32')).status).toBe(200);
  });

  it('keeps no IP address with a back-office session', async () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.40', 'x-real-ip': '203.0.113.40' });
    await authOf(t.ctx).api.signUpEmail({
      body: { name: 'Ada', email: 'ada@exemple.fr', password: 'un mot de passe solide' },
      headers,
    });
    await t.ctx.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'ada@exemple.fr'));
    await authOf(t.ctx).api.signInEmail({
      body: { email: 'ada@exemple.fr', password: 'un mot de passe solide' },
      headers,
    });
    const rows = await t.ctx.db.select().from(session);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ipAddress ?? null).toBeNull();
  });
});

/** The same app and database, with the clock `hours` later. */
function createTestAppLater(base: TestApp, hours: number) {
  const later = new Date(Date.now() + hours * 3_600_000);
  return async (path: string, body: unknown) => {
    const { createApp } = await import('../app.ts');
    const app = createApp({ ...base.ctx, now: () => later });
    return app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
}
