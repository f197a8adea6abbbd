/** Partner clicks (spec §3 partner_clicks, §7 « Devis gratuit »): stored as sent, validated, no personal data. */
import { Hono } from 'hono';
import { z } from 'zod';
import { partnerClicks } from '../../db/schema.ts';
import type { AppContext } from '../context.ts';
import { validate } from '../middleware/validate.ts';

const PartnerClick = z.object({
  partner_name: z.string().trim().min(1).max(60),
  page_type: z.string().trim().min(1).max(40),
  session_id: z.string().trim().max(64).default('unknown'),
  source: z.string().trim().max(40).default('page'),
  tracking_id: z.string().trim().max(64).nullish(),
  // Amount, zone, eligibility, whether an e-mail was given: never the e-mail itself.
  user_data: z
    .object({
      amount: z.number().min(0).max(100_000).optional(),
      zone: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      isEligible: z.boolean().optional(),
      hasEmail: z.boolean().optional(),
    })
    .strict()
    .optional(),
});

export function partnerRoutes(ctx: AppContext) {
  return new Hono().post('/', validate('json', PartnerClick), (c) => {
    const click = c.req.valid('json');
    ctx.db
      .insert(partnerClicks)
      .values({
        partnerName: click.partner_name,
        pageType: click.page_type,
        sessionId: click.session_id || 'unknown',
        source: click.source || 'page',
        trackingId: click.tracking_id ?? null,
        userData: click.user_data ?? null,
      })
      .run();
    return c.json({ success: true, error: null }, 201);
  });
}
