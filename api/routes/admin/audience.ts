/**
 * GET /api/admin/stats/audience?days=30: the audience statistics of db/queries/audience.ts for the
 * back-office (editors and admins: aggregates only, no visitor's personal data).
 */
import { z } from 'zod';
import { audienceStats } from '../../../db/queries/audience.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp } from './shared.ts';

const Period = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, 'Période invalide')
    .max(400, 'Période : 400 jours au plus')
    .default(30),
});

export function audienceRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get('/stats/audience', validate('query', Period), (c) => {
    const { days } = c.req.valid('query');
    const now = ctx.now?.() ?? new Date();
    const since = new Date(now.getTime() - days * 86_400_000).toISOString();
    return c.json({ days, ...audienceStats(ctx.db, since) });
  });
  return app;
}
