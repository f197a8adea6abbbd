/**
 * Test support for the admin API: a temporary store (SQLite, or PostgreSQL in the store-pg pass) with the schema and a few communes and city
 * pages, an app built with createApp, and signed-in sessions for each role.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../../api/app.ts';
import { authOf } from '../../api/auth/auth.ts';
import type { Role } from '../../api/auth/roles.ts';
import type { AppContext } from '../../api/context.ts';
import { readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { setRoles } from '../../db/queries/admin-users.ts';
import { cityPages, frenchCities, user } from '../../db/tables.ts';
import { recordingPublisher } from './recording-publisher.ts';
import { testStore } from './test-store.ts';

export const ORIGIN = 'http://localhost';
export const PASSWORD = 'mot-de-passe-solide-42';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'apl-admin-'));
  const store = await testStore(dir, { prepared: false });
  const env = readEnv({
    ...store.env,
    BUILDS_DIR: join(dir, 'builds'),
    MEDIA_DIR: join(dir, 'media'),
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'secret-de-test-secret-de-test-secret-de-test',
    ...envOverrides,
  });
  const db: Db = openDb(env.STORE);
  await applyMigrations(db);
  await seedCities(db);
  const { publisher, built } = recordingPublisher(db, env);
  const ctx: AppContext = { db, env, mailer: createMailer(db, env), publisher };
  const app = createApp(ctx);

  const request = (
    path: string,
    init: RequestInit & { cookie?: string; json?: unknown; ip?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', ORIGIN);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const { cookie: _c, json: _j, ip, ...rest } = init;
    // The socket address, as @hono/node-server hands it to getConnInfo.
    const bindings = {
      incoming: { socket: { remoteAddress: ip ?? '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } },
    };
    return app.request(`${ORIGIN}${path}`, { ...rest, headers, body }, bindings);
  };

  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  let ipCounter = 0;
  /** Creates an account with these roles and returns its session cookie (each from its own IP). */
  const signIn = async (email: string, roles: Role[]) => {
    const n = ++ipCounter;
    const created = await authOf(ctx).api.signUpEmail({
      body: { name: email.split('@')[0] as string, email, password: PASSWORD },
    });
    // As if the owner had followed the confirmation link.
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.user.id));
    await setRoles(db, created.user.id, roles);
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: PASSWORD },
      ip: `10.9.${Math.floor(n / 250)}.${n % 250}`,
    });
    if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
    return { cookie: cookieOf(res), id: created.user.id };
  };

  return {
    app,
    ctx,
    /** The scopes of the rebuilds the back-office asked for (null = whole site). */
    built,
    db,
    env,
    request,
    signIn,
    cookieOf,
    /** Waits for the rebuilds the requests asked for (their timers use the store), then closes it. */
    async close() {
      await publisher.idle();
      await closeDb(db);
      await store.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Three communes with pages and one without (for the city generator). */
export async function seedCities(db: Db) {
  await db.insert(frenchCities).values([
    {
      inseeCode: '69123',
      name: 'Lyon',
      type: 'COM',
      department: '69',
      postalCodes: ['69001'],
      population: 520_000,
      zoneApl: 2,
      lat: 45.76,
      lon: 4.83,
      priorityTier: 1,
    },
    {
      inseeCode: '69266',
      name: 'Villeurbanne',
      type: 'COM',
      department: '69',
      postalCodes: ['69100'],
      population: 160_000,
      zoneApl: 2,
      lat: 45.77,
      lon: 4.88,
      priorityTier: 2,
    },
    {
      inseeCode: '38185',
      name: 'Grenoble',
      type: 'COM',
      department: '38',
      postalCodes: ['38000'],
      population: 158_000,
      zoneApl: 2,
      lat: 45.19,
      lon: 5.72,
      priorityTier: 2,
    },
    {
      inseeCode: '69029',
      name: 'Bron',
      type: 'COM',
      department: '69',
      postalCodes: ['69500'],
      population: 42_000,
      zoneApl: 2,
      lat: 45.73,
      lon: 4.91,
      priorityTier: 4,
    },
  ]);
  await db.insert(cityPages).values([
    { inseeCode: '69123', cityName: 'Lyon', slug: 'apl-lyon', zoneApl: 2 },
    { inseeCode: '69266', cityName: 'Villeurbanne', slug: 'apl-villeurbanne', zoneApl: 2 },
    { inseeCode: '38185', cityName: 'Grenoble', slug: 'apl-grenoble', zoneApl: 2 },
  ]);
}
