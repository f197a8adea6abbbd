/**
 * Global setup of the `site` tests: a fresh database with the real communes, a real build of the
 * site, and the real server on a free port. Tests reach them through inject().
 */

import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { ensureAdminBuilt } from '../../api/admin/build.ts';
import { createApp } from '../../api/app.ts';
import { prepareDatabase } from '../../api/bootstrap.ts';
import { readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { buildSite } from '../../api/services/site-builds.ts';
import { recordingPublisher } from './recording-publisher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
    databasePath: string;
    buildsDir: string;
  }
}

export default async function setup(project: TestProject) {
  // One folder per run, so two test runs on the same machine never share a database.
  const dir = resolve('data/test', String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: resolve(dir, 'apl.db'),
    BUILDS_DIR: resolve(dir, 'builds'),
    NODE_ENV: 'test',
  });
  const db = prepareDatabase(env.DATABASE_PATH, () => {});
  ensureAdminBuilt(() => {});
  const build = await buildSite({
    buildsDir: env.BUILDS_DIR,
    databasePath: env.DATABASE_PATH,
    reason: 'tests',
    siteUrl: env.SITE_URL,
  });
  if (!build.ok) throw new Error(`${build.error}\n${build.log}`);

  // Admin edits made by the tests must not rebuild the site under the other tests' feet:
  // the publishing tests (tests/e2e/publishing.test.ts) run their own server with a real publisher.
  const app = createApp({
    db,
    env,
    mailer: createMailer(db, env),
    publisher: recordingPublisher(db, env).publisher,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const { port } = server.address() as AddressInfo;

  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('buildDir', build.folder);
  project.provide('databasePath', env.DATABASE_PATH);
  project.provide('buildsDir', env.BUILDS_DIR);

  return async () => {
    await new Promise((ok) => server.close(ok));
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
