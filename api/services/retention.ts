/**
 * The scheduled purge: applies the retention limits of db/queries/retention.ts at start, then every 6 hours.
 * Logs counts only (never a row).
 */
import { purgeExpired } from '../../db/queries/retention.ts';
import type { AppContext } from '../context.ts';
import { reportError } from '../observability/report.ts';

export const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export function startRetention(ctx: AppContext, log: (line: string) => void = console.log): () => void {
  const run = async () => {
    try {
      const report = await purgeExpired(ctx.db, ctx.now?.() ?? new Date());
      const total = Object.values(report).reduce((a, b) => a + b, 0);
      if (total > 0)
        log(
          `Purge des données expirées : ${Object.entries(report)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`,
        );
    } catch (err) {
      reportError('Purge des données expirées impossible', err);
    }
  };
  void run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
