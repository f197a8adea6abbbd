import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantMonthsBefore } from '../../src/core/dates.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { purgeExpired } from './retention.ts';
import { saveStep } from './simulations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const now = new Date('2027-06-15T12:00:00.000Z');
const at = (months: number) => instantMonthsBefore(now, months);
const n = (table: string, where = '1') =>
  (t.ctx.db.$client.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get() as { n: number }).n;

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
  t.ctx.db.$client
    .prepare('UPDATE simulation_sessions SET created_at = ?, updated_at = ? WHERE id = ?')
    .run(at(updatedMonthsAgo), at(updatedMonthsAgo), id);
  return id;
}

describe('scheduled purge (privacy policy retention limits)', () => {
  it('deletes what is older than the policy says, and keeps the rest', async () => {
    const db = t.ctx.db.$client;
    const event = db.prepare(
      `INSERT INTO visitor_events (visitor_id, session_id, event_type, created_at) VALUES ('v_purge_test', 's_purge_test', 'pageview', ?)`,
    );
    event.run(at(14));
    event.run(at(12));
    const oldSim = await simulation('ancien@exemple.fr', 14);
    const recentSim = await simulation('recent@exemple.fr', 12);
    const log = db.prepare(
      `INSERT INTO email_logs (template_key, recipient, subject, status, session_id, created_at) VALUES ('results', ?, 's', 'outbox', ?, ?)`,
    );
    log.run('ancien@exemple.fr', oldSim, at(14));
    log.run('recent@exemple.fr', recentSim, at(12));
    const click = db.prepare(
      `INSERT INTO partner_clicks (partner_name, page_type, created_at) VALUES ('p', 'v2_results', ?)`,
    );
    click.run(at(14));
    click.run(at(1));
    const message = db.prepare(
      `INSERT INTO contact_messages (name, email, subject, message, status, handled_at, created_at) VALUES ('A', 'a@exemple.fr', 'Autre', 'Bonjour à vous', ?, ?, ?)`,
    );
    message.run('handled', at(13), at(14)); // answered 13 months ago: gone
    message.run('handled', at(11), at(20)); // arrived long ago, answered 11 months ago: kept
    message.run('new', null, at(13)); // never answered, arrived 13 months ago: gone
    message.run('new', null, at(2));

    const report = await purgeExpired(t.ctx.db, now);
    expect(report).toMatchObject({
      visitorEvents: 1,
      simulations: 1,
      emailLogs: 1,
      partnerClicks: 1,
      contactMessages: 2,
    });
    expect(n('visitor_events', "visitor_id = 'v_purge_test'")).toBe(1);
    expect(n('simulation_sessions', `id = '${oldSim}'`)).toBe(0);
    expect(n('simulation_steps', `session_id = '${oldSim}'`)).toBe(0);
    expect(n('simulation_sessions', `id = '${recentSim}'`)).toBe(1);
    expect(n('simulation_steps', `session_id = '${recentSim}'`)).toBe(1);
    expect(n('email_logs', "recipient = 'recent@exemple.fr'")).toBe(1);
    expect(n('contact_messages')).toBe(2);
    // Running it again deletes nothing more.
    expect(Object.values(await purgeExpired(t.ctx.db, now)).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
