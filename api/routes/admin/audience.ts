/**
 * GET /api/admin/stats/audience?days=30: the audience statistics of db/queries/audience.ts for the
 * back-office (editors and admins: aggregates only, no visitor's personal data).
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { audienceStats } from '../../../db/queries/audience.ts';
import { periodStart } from '../../../src/core/audience/definitions.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

const Period = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, 'Période invalide')
    .max(400, 'Période : 400 jours au plus')
    .default(30),
});

/** The audience over the period of `days` days ending on `now`'s day, as every statistics screen counts it. */
async function audienceReport(db: Db, days: number, now: Date) {
  const since = periodStart(days, now);
  return { days, ...(await audienceStats(db, since)) };
}

export type AudienceReport = Answer<typeof audienceReport>;
/** The query of GET /stats/audience. */
export type AudiencePeriod = z.input<typeof Period>;

export function audienceRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get('/stats/audience', validate('query', Period), async (c) =>
    c.json(await audienceReport(ctx.db, c.req.valid('query').days, ctx.now?.() ?? new Date())),
  );
  return app;
}
