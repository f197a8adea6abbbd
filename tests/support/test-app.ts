/**
 * A real app on a temporary database (real communes) for API tests through app.request().
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
import { recordingPublisher } from '../../api/services/publisher.ts';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  ctx: AppContext;
  sent: EmailMessage[];
  close(): void;
};

export function createTestApp(
  options: { now?: Date; mailer?: (ctx: Omit<AppContext, 'mailer'>) => Mailer } = {},
): TestApp {
  const dir = mkdtempSync(join(tmpdir(), 'apl-api-'));
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: join(dir, 'apl.db'),
    BUILDS_DIR: join(dir, 'builds'),
    MEDIA_DIR: join(dir, 'media'),
    NODE_ENV: 'test',
  });
  const db = prepareDatabase(env.DATABASE_PATH, () => {});
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
    close() {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postJson(app: TestApp['app'], path: string, body: unknown, init: RequestInit = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
