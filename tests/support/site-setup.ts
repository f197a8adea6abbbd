/**
 * Global setup of the `site` tests: a fresh database with the real communes, a real build of the
 * site, and the real server on a free port. Tests reach them through inject().
 */

import type { TestProject } from 'vitest/node';
import { ensureAdminBuilt } from '../../api/admin/build.ts';
import { createApp } from '../../api/app.ts';
import { createMailer } from '../../api/services/email.ts';
import { recordingPublisher } from './recording-publisher.ts';
import { createSandbox, serveApp } from './sandbox.ts';

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
  ensureAdminBuilt(() => {});
  const sandbox = await createSandbox(`test/${process.pid}`, {
    build: true,
    env: {
      NODE_ENV: 'test',
      // Every browser test signs in to this one server from 127.0.0.1, one file after the other: the per-client
      // sign-in limit (10 a minute, tested in tests/security) would refuse the later files' sign-ins.
      SIGNIN_RATE_LIMIT: '1000',
    },
  });
  const { db, env } = sandbox;

  // Admin edits made by the tests must not rebuild the site under the other tests' feet:
  // the publishing tests (tests/e2e/publishing.test.ts) run their own server with a real publisher.
  const app = createApp({
    db,
    env,
    mailer: createMailer(db, env),
    publisher: recordingPublisher(db, env).publisher,
  });
  const server = await serveApp(app);

  project.provide('baseUrl', server.baseUrl);
  project.provide('buildDir', sandbox.buildFolder as string);
  project.provide('databasePath', env.DATABASE_PATH);
  project.provide('buildsDir', env.BUILDS_DIR);

  return async () => {
    await server.close();
    await sandbox.close();
  };
}
