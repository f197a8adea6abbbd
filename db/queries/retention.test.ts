import { randomUUID } from 'node:crypto';
import { count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantMonthsBefore } from '../../src/core/dates.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { first } from '../dialect.ts';
import {
  contactMessages,
  emailLogs,
  partnerClicks,
  simulationSessions,
  simulationSteps,
  visitorEvents,
} from '../tables.ts';
import { purgeExpired } from './retention.ts';
import { saveStep } from './simulations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const now = new Date('2027-06-15T12:00:00.000Z');
const at = (months: number) => instantMonthsBefore(now, months);
type Table =
  | typeof contactMessages
  | typeof emailLogs
  | typeof simulationSessions
  | typeof simulationSteps
  | typeof visitorEvents;
const n = async (table: Table, where?: SQL) =>
  (await first(t.ctx.db.select({ n: count() }).from(table).where(where)))?.n;

async function simulation(email: string, updatedMonthsAgo: number): Promise<string> {
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
  await t.ctx.db
    .update(simulationSessions)
    .set({ createdAt: at(updatedMonthsAgo), updatedAt: at(updatedMonthsAgo) })
    .where(eq(simulationSessions.id, id));
  return id;
}

describe('scheduled purge (privacy policy retention limits)', () => {
  it('deletes what is older than the policy says, and keeps the rest', async () => {
    const db = t.ctx.db;
    const event = (createdAt: string) =>
      db
        .insert(visitorEvents)
        .values({ visitorId: 'v_purge_test', sessionId: 's_purge_test', eventType: 'pageview', createdAt });
    await event(at(14));
    await event(at(12));
    const oldSim = await simulation('ancien@exemple.fr', 14);
    const recentSim = await simulation('recent@exemple.fr', 12);
    const log = (recipient: string, sessionId: string, createdAt: string) =>
      db
        .insert(emailLogs)
        .values({ templateKey: 'results', recipient, subject: 's', status: 'outbox', sessionId, createdAt });
    await log('ancien@exemple.fr', oldSim, at(14));
    await log('recent@exemple.fr', recentSim, at(12));
    const click = (createdAt: string) =>
      db.insert(partnerClicks).values({ partnerName: 'p', pageType: 'v2_results', createdAt });
    await click(at(14));
    await click(at(1));
    const message = (status: 'new' | 'handled', handledAt: string | null, createdAt: string) =>
      db.insert(contactMessages).values({
        name: 'A',
        email: 'a@exemple.fr',
        subject: 'Autre',
        message: 'Bonjour à vous',
        status,
        handledAt,
        createdAt,
      });
    await message('handled', at(13), at(14)); // answered 13 months ago: gone
    await message('handled', at(11), at(20)); // arrived long ago, answered 11 months ago: kept
    await message('new', null, at(13)); // never answered, arrived 13 months ago: gone
    await message('new', null, at(2));

    const report = await purgeExpired(t.ctx.db, now);
    expect(report).toMatchObject({
      visitorEvents: 1,
      simulations: 1,
      emailLogs: 1,
      partnerClicks: 1,
      contactMessages: 2,
    });
    expect(await n(visitorEvents, eq(visitorEvents.visitorId, 'v_purge_test'))).toBe(1);
    expect(await n(simulationSessions, eq(simulationSessions.id, oldSim))).toBe(0);
    expect(await n(simulationSteps, eq(simulationSteps.sessionId, oldSim))).toBe(0);
    expect(await n(simulationSessions, eq(simulationSessions.id, recentSim))).toBe(1);
    expect(await n(simulationSteps, eq(simulationSteps.sessionId, recentSim))).toBe(1);
    expect(await n(emailLogs, eq(emailLogs.recipient, 'recent@exemple.fr'))).toBe(1);
    expect(await n(contactMessages)).toBe(2);
    // Running it again deletes nothing more.
    expect(Object.values(await purgeExpired(t.ctx.db, now)).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
