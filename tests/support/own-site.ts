/**
 * A site of its own for a browser test that publishes: a copy of the test store and of the live build (hard
 * links) and a media folder of its own, served by an app with a real publisher, so the other tests never see its
 * rebuilds. `close` stops it and removes its folder.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';
import { createApp } from '../../api/app.ts';
import { type Env, readEnv } from '../../api/env.ts';
import { createMailer } from '../../api/services/email.ts';
import { Publisher } from '../../api/services/publisher.ts';
import { cloneBuild, stopBuilders, switchLive } from '../../api/services/site-builds.ts';
import { type Db, openDb } from '../../db/client.ts';
import { serveApp } from './sandbox.ts';
import { siteServer } from './site.ts';

export type OwnSite = { db: Db; env: Env; publisher: Publisher; base: string; close(): Promise<void> };

/** `name`: the folder's name under data/test; `debounceMs`: the publisher's wait before a build. */
export async function startOwnSite(name: string, options: { debounceMs?: number } = {}): Promise<OwnSite> {
  const dir = resolve('data/test', `${process.pid}-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'media'), { recursive: true });
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(join(dir, 'apl.db'));
  source.close();
  const buildsDir = join(dir, 'builds');
  cloneBuild(inject('buildDir'), join(buildsDir, 'build-seed'));
  switchLive(buildsDir, join(buildsDir, 'build-seed'));
  const env = readEnv({
    ...process.env,
    DATABASE_PATH: join(dir, 'apl.db'),
    BUILDS_DIR: buildsDir,
    MEDIA_DIR: join(dir, 'media'),
    NODE_ENV: 'test',
  });
  const db = openDb(env.DATABASE_PATH);
  const publisher = new Publisher(db, env, { debounceMs: options.debounceMs ?? 200 });
  const server = await serveApp(createApp({ db, env, mailer: createMailer(db, env), publisher }));
  return {
    db,
    env,
    publisher,
    base: server.baseUrl,
    async close() {
      await publisher.idle();
      publisher.stop();
      // Its astro processes too: one still running would keep the test process from exiting.
      await stopBuilders();
      await server.close();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
