/**
 * A real app on a temporary store (real communes) for API tests through app.request(): a SQLite file, or in the
 * PostgreSQL pass a database of its own (tests/support/test-store.ts).
 * The mailer records messages instead of sending them, unless a real one is passed.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app.ts';
import { prepareDatabase } from '../../api/bootstrap.ts';
import type { AppContext } from '../../api/context.ts';
import { readEnv } from '../../api/env.ts';
import type { EmailMessage, Mailer } from '../../api/services/email.ts';
import { closeDb } from '../../db/client.ts';
import { recordingPublisher } from './recording-publisher.ts';
import { testStore } from './test-store.ts';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  ctx: AppContext;
  sent: EmailMessage[];
  /** Waits for the rebuilds asked for (their timers use the store), then closes it and removes the folder. */
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    now?: Date;
    mailer?: (ctx: Omit<AppContext, 'mailer'>) => Mailer;
    /** Environment variables for this app (e.g. a low rate limit). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'apl-api-'));
  const store = await testStore(dir);
  const env = readEnv({
    ...process.env,
    ...store.env,
    BUILDS_DIR: join(dir, 'builds'),
    MEDIA_DIR: join(dir, 'media'),
    NODE_ENV: 'test',
    ...options.env,
  });
  const db = await prepareDatabase(env.STORE, () => {});
  const sent: EmailMessage[] = [];
  const base = { db, env, ...(options.now ? { now: () => options.now as Date } : {}) };
  const mailer: Mailer = options.mailer?.(base) ?? {
    async send(message) {
      sent.push(message);
      return { status: 'outbox' };
    },
  };
  const ctx: AppContext = { ...base, mailer, publisher: recordingPublisher(db, env).publisher };
  return {
    app: createApp(ctx),
    ctx,
    sent,
    async close() {
      await ctx.publisher?.idle();
      await closeDb(db);
      await store.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postJson(
  app: TestApp['app'],
  path: string,
  body: unknown,
  init: RequestInit & { ip?: string } = {},
) {
  return requestFrom(app, init.ip ?? '127.0.0.1', path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A request from a client at `ip`: the socket address, as @hono/node-server hands it to getConnInfo. */
export function requestFrom(app: TestApp['app'], ip: string, path: string, init: RequestInit = {}) {
  const family = ip.includes(':') ? 'IPv6' : 'IPv4';
  return app.request(path, init, {
    incoming: { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: family } },
  });
}
