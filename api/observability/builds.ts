/**
 * A build of the site, logged and measured: its start with its scope (full, or the number of slugs asked for),
 * then its outcome, duration and pages (api/services/site-builds.ts calls it around every build). The lines of a
 * build that requests asked for carry their ids (the publisher runs it in their log context).
 */
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import type { BuildResult } from '../services/site-builds.ts';
import { log } from './log.ts';
import { observeBuild } from './metrics.ts';
import { safeError, scrubText } from './safe-error.ts';

/** How a build's scope is logged: full, or the number of slugs (cities, articles, guides, redirects) asked for. */
export function scopeSummary(
  scope: BuildScope | null | undefined,
): { scope: 'full' } | { scope: 'partial'; slugs: number } {
  if (!scope) return { scope: 'full' };
  const slugs = [scope.cities, scope.articles, scope.guides, scope.redirects].reduce(
    (n, list) => n + (list?.length ?? 0),
    0,
  );
  return { scope: 'partial', slugs };
}

export async function observedBuild(
  options: { reason: string; scope?: BuildScope | null },
  run: () => Promise<BuildResult>,
): Promise<BuildResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  log().info({ reason: options.reason, ...scopeSummary(options.scope) }, 'build : début');
  let result: BuildResult;
  try {
    result = await run();
  } catch (error) {
    observeBuild('failed', Boolean(options.scope), elapsed() / 1000);
    log().error({ outcome: 'failed', ms: elapsed(), err: safeError(error) }, 'build : échec');
    throw error;
  }
  if (!result.ok) {
    observeBuild('failed', Boolean(options.scope), elapsed() / 1000);
    log().error({ outcome: 'failed', ms: elapsed(), error: scrubText(result.error) }, 'build : échec');
    return result;
  }
  const { info } = result;
  observeBuild('success', info.partial !== null, info.durationMs / 1000);
  log().info(
    {
      outcome: 'success',
      build: info.id,
      ms: info.durationMs,
      pages: info.pages,
      ...(info.partial ? { scope: 'partial', slugs: info.partial.length } : { scope: 'full' }),
      skipped: info.skipped?.length ?? 0,
    },
    'build : terminée',
  );
  return result;
}
