/** A publisher that records what it would build, for tests that must not start astro. */
import type { Env } from '../../api/env.ts';
import { Publisher } from '../../api/services/publisher.ts';
import type { Db } from '../../db/client.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';

/** A publisher whose builds only record their scope (null = whole site) in `built`. */
export function recordingPublisher(db: Db, env: Pick<Env, 'BUILDS_DIR' | 'STORE' | 'SITE_URL'>) {
  const built: Array<BuildScope | null> = [];
  const publisher = new Publisher(db, env, {
    debounceMs: 200,
    build: async (options) => {
      built.push(options.scope ?? null);
      return {
        ok: true,
        folder: options.buildsDir,
        info: {
          id: 'test',
          startedAt: '',
          finishedAt: '',
          durationMs: 0,
          pages: 0,
          reason: options.reason,
          partial: null,
        },
      };
    },
  });
  return { publisher, built };
}
