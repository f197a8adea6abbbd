/**
 * The server's JSON logs as an operator reads them (and as an attacker would hope to): one line per request with
 * its id, the id echoed to the client, and no e-mail address or SQL parameter even when the store fails on a
 * write that holds one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawRun } from '../../db/dialect.ts';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import { Publisher } from '../services/publisher.ts';
import { observedBuild } from './builds.ts';
import { configureLogging, withLogContext } from './log.ts';

let t: TestApp;
let lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  t = await createTestApp();
  configureLogging('info', { write: (line: string) => void lines.push(line) });
});
afterEach(() => {
  lines = [];
});
afterAll(async () => {
  configureLogging('silent');
  await t.close();
});

const ADDRESS = 'lea.secrete@example.fr';

describe('request logs', () => {
  it('writes one JSON line per request: method, route pattern, status, duration and its id, echoed', async () => {
    const res = await t.request('/api/results/un-identifiant-inconnu?email=lea%40example.fr', {
      headers: { 'x-request-id': 'proxy-42.a_b' },
    });
    expect(res.headers.get('x-request-id')).toBe('proxy-42.a_b');
    const [line, ...rest] = entries().filter((e) => e.msg === 'requête');
    expect(rest).toHaveLength(0);
    expect(line).toMatchObject({
      level: 'info',
      reqId: 'proxy-42.a_b',
      method: 'GET',
      route: '/api/results/:resultsId',
      status: 404,
    });
    expect(typeof line?.ms).toBe('number');
    // Neither the raw path nor its query string.
    expect(lines.join('\n')).not.toMatch(/un-identifiant-inconnu|lea%40|example\.fr/);
  });

  it('replaces an X-Request-Id that is not a short token by its own', async () => {
    for (const bad of ['a'.repeat(65), 'x y', 'id"},"admin":true', 'é']) {
      const res = await t.request('/api/health', { headers: { 'x-request-id': bad } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
      expect(entries().at(-1)?.reqId).toBe(id);
    }
    expect(lines.join('\n')).not.toContain('admin');
  });
});

describe('no personal data when the store fails', () => {
  it('a contact message refused by the store: a 500 logged with class, code and table, never the address or the SQL', async () => {
    await rawRun(t.db, sql.raw('CREATE UNIQUE INDEX test_contact_once ON contact_messages (email)'));
    const message = {
      name: 'Léa Secrète',
      email: ADDRESS,
      subject: 'Autre',
      message: 'Bonjour, une question.',
    };
    expect((await t.request('/api/contact', { method: 'POST', json: message, ip: '192.0.2.7' })).status).toBe(
      201,
    );
    lines = [];
    const failed = await t.request('/api/contact', { method: 'POST', json: message, ip: '192.0.2.8' });
    expect(failed.status).toBe(500);
    const all = entries();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const reqId = failed.headers.get('x-request-id');
    for (const entry of all) expect(entry.reqId).toBe(reqId);
    // Each line holds its own fields only: the error's are not carried onto the request's line.
    expect(all.find((e) => e.msg === 'requête')).not.toHaveProperty('err');
    const error = all.find((e) => e.msg === 'erreur interne');
    // drizzle wraps the driver's error on PostgreSQL; better-sqlite3's comes as it is.
    expect(error?.err).toMatchObject({
      type: expect.stringMatching(/^(DrizzleQueryError|SqliteError)$/),
      table: 'contact_messages',
    });
    const text = lines.join('\n');
    expect(text).not.toContain(ADDRESS);
    expect(text).not.toContain('Secrète');
    expect(text).not.toMatch(/params|insert into|values \(/i);
  });

  it('a password reset whose account table is gone: nothing of the address in any line', async () => {
    await rawRun(t.db, sql.raw('ALTER TABLE "user" RENAME TO user_ailleurs'));
    try {
      const res = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: ADDRESS },
        ip: '192.0.2.9',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await rawRun(t.db, sql.raw('ALTER TABLE user_ailleurs RENAME TO "user"'));
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const entry of entries()) expect(entry.reqId).toEqual(expect.any(String));
    const text = lines.join('\n');
    expect(text).not.toContain(ADDRESS);
    expect(text).not.toMatch(/params|select .* from/i);
  });
});

describe('a step save, served without a log context (its hot path)', () => {
  it('fails in the store: its request and error lines carry its id, never the address', async () => {
    await rawRun(t.db, sql.raw('ALTER TABLE simulation_sessions RENAME TO sessions_ailleurs'));
    let res: Response;
    try {
      res = await t.request('/api/v2-save-step', {
        method: 'POST',
        ip: '192.0.2.10',
        headers: { 'x-request-id': 'save-1' },
        json: {
          sessionId: crypto.randomUUID(),
          stepNumber: 3,
          stepName: 'loyer',
          stepData: { rent: 450 },
          email: ADDRESS,
        },
      });
    } finally {
      await rawRun(t.db, sql.raw('ALTER TABLE sessions_ailleurs RENAME TO simulation_sessions'));
    }
    expect(res.status).toBe(500);
    const all = entries();
    expect(all.map((e) => e.msg).sort()).toEqual(['erreur interne', 'requête']);
    for (const entry of all) expect(entry.reqId).toBe('save-1');
    expect(lines.join('\n')).not.toContain(ADDRESS);
  });
});

describe('builds', () => {
  it('a build asked for by a request logs its start, scope, outcome and duration with that request id', async () => {
    const publisher = new Publisher(t.db, t.env, {
      debounceMs: 0,
      build: (options) =>
        observedBuild(options, async () => ({
          ok: true,
          folder: options.buildsDir,
          info: {
            id: 'build-test',
            startedAt: '',
            finishedAt: '',
            durationMs: 1234,
            pages: 3,
            reason: options.reason,
            partial: null,
          },
        })),
    });
    await withLogContext({ reqId: 'edit-1' }, () => publisher.request({ kind: 'full', reason: 'test' }));
    await publisher.idle();
    const build = entries().filter((e) => String(e.msg).startsWith('build'));
    expect(build.map((e) => e.msg)).toEqual(['build : début', 'build : terminée']);
    expect(build[0]).toMatchObject({ scope: 'full', reqIds: ['edit-1'], reason: 'test' });
    expect(build[1]).toMatchObject({ outcome: 'success', ms: 1234, pages: 3, reqIds: ['edit-1'] });
    expect(build[1]?.buildId).toEqual(expect.any(Number));
    // The build's lines are not the request's own: they carry the build, not a single reqId.
    expect(build[0]?.reqId).toBeUndefined();
  });
});
