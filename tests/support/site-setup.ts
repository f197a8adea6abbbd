/**
 * Global setup of the `site` tests: a fresh database with the real communes, a real build of the site, and the
 * real server on a free port. The project runs two files at once: each worker slot (VITEST_POOL_ID) gets a server
 * of its own on its own copy of the database, over the one build, so that one file's admin edits never meet
 * another's. Tests reach theirs through `siteServer()` (tests/support/site.ts).
 */

import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { ensureAdminBuilt } from '../../api/admin/build.ts';
import { createApp } from '../../api/app.ts';
import { type Env, readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { type Db, openDb } from '../../db/client.ts';
import { recordingPublisher } from './recording-publisher.ts';
import { createSandbox, serveApp } from './sandbox.ts';

/** What one worker slot of the `site` project reaches. */
export type SiteServer = { baseUrl: string; databasePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker slot of the project, in the order of VITEST_POOL_ID. */
    siteServers: SiteServer[];
    buildDir: string;
    buildsDir: string;
  }
}

/** The server of one slot: the app, with a publisher that records and never rebuilds. */
async function serveSite(db: Db, env: Env) {
  // Admin edits made by the tests must not rebuild the site under the other tests' feet: the publishing tests
  // (tests/e2e/publishing.test.ts) run their own server with a real publisher (tests/support/own-site.ts).
  const app = createApp({
    db,
    env,
    mailer: createMailer(db, env),
    publisher: recordingPublisher(db, env).publisher,
  });
  return serveApp(app);
}

export default async function setup(project: TestProject) {
  // One folder per run, so two test runs on the same machine never share a database.
  ensureAdminBuilt(() => {});
  const name = `test/${process.pid}`;
  const settings = {
    NODE_ENV: 'test',
    // Every browser test signs in to these servers from 127.0.0.1: the per-client sign-in limit (10 a minute,
    // tested in tests/security) would refuse the later files' sign-ins.
    SIGNIN_RATE_LIMIT: '1000',
  };
  const sandbox = await createSandbox(name, {
    build: true,
    env: { ...settings, MEDIA_DIR: join('data', name, 'media-1') },
  });
  const slots = Math.max(1, project.config.maxWorkers);
  const servers = [{ db: sandbox.db, env: sandbox.env, http: await serveSite(sandbox.db, sandbox.env) }];
  for (let slot = 2; slot <= slots; slot++) {
    // The same database as the build was made from, copied (backup API: a consistent copy).
    const databasePath = join(sandbox.dir, `apl-${slot}.db`);
    const source = new Database(sandbox.env.DATABASE_PATH, { readonly: true });
    await source.backup(databasePath);
    source.close();
    const env = readEnv({
      ...process.env,
      ...settings,
      DATABASE_PATH: databasePath,
      BUILDS_DIR: sandbox.env.BUILDS_DIR,
      MEDIA_DIR: join(sandbox.dir, `media-${slot}`),
    });
    const db = openDb(env.DATABASE_PATH);
    servers.push({ db, env, http: await serveSite(db, env) });
  }

  project.provide(
    'siteServers',
    servers.map((s) => ({ baseUrl: s.http.baseUrl, databasePath: s.env.DATABASE_PATH })),
  );
  project.provide('buildDir', sandbox.buildFolder as string);
  project.provide('buildsDir', sandbox.env.BUILDS_DIR);

  return async () => {
    for (const s of servers) await s.http.close();
    for (const s of servers.slice(1)) s.db.$client.close();
    await sandbox.close();
  };
}
