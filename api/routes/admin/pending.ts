/**
 * Pending work in sight (issue 30): GET /pending lists every change held on a live article, guide or city page
 * and every publication or unpublication still to come, with who and when. The dashboard card shows the newest
 * and acts on them through the per-item endpoints (publish-changes, DELETE pending, DELETE schedules, with the
 * item's version given here); the lists badge their rows with it. Editors and admins.
 */
import { z } from 'zod';
import { pendingWork } from '../../../db/queries/pending-work.ts';
import { EDITORIAL_KINDS } from '../../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

export type { PendingWork } from '../../../db/queries/pending-work.ts';

const PendingQuery = z.object({
  kind: z.enum(EDITORIAL_KINDS, { error: 'Type de page inconnu (article, guide ou city)' }).optional(),
});

/** GET /pending: held changes newest first, schedules soonest first, and their counts. */
export type PendingAnswer = Answer<typeof pendingWork>;

export function pendingRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get('/pending', validate('query', PendingQuery), async (c) =>
    c.json(await pendingWork(ctx.db, c.req.valid('query').kind)),
  );
  return app;
}
