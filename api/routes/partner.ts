/**
 * Partner clicks (spec §3 partner_clicks, §7 « Devis gratuit »): validated, no personal data. Only a
 * partner of the `content.partners` setting is counted (any other name is refused), and the session is
 * stored as its stored id (the hash of the visitor's resume secret), never as the secret itself.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { partners } from '../../db/queries/content.ts';
import { storedSessionId } from '../../db/queries/simulations.ts';
import { partnerClicks } from '../../db/schema.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { validate } from '../middleware/validate.ts';

const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[a-z0-9_-]+$/i, 'Valeur invalide');

const PartnerClick = z.object({
  partner_name: code(60),
  page_type: code(40),
  session_id: z.string().trim().max(64).default('unknown'),
  source: code(40).default('page'),
  tracking_id: code(64).nullish(),
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

const isUuid = (v: string) => z.uuid().safeParse(v).success;

export function partnerRoutes(ctx: AppContext) {
  return new Hono().post('/', validate('json', PartnerClick), (c) => {
    const click = c.req.valid('json');
    if (!partners(ctx.db).some((p) => p.slug === click.partner_name))
      throw badRequest('Partenaire inconnu', { partner_name: ['Partenaire inconnu'] });
    ctx.db
      .insert(partnerClicks)
      .values({
        partnerName: click.partner_name,
        pageType: click.page_type,
        sessionId: isUuid(click.session_id) ? storedSessionId(click.session_id) : 'unknown',
        source: click.source,
        trackingId: click.tracking_id ?? null,
        userData: click.user_data ?? null,
      })
      .run();
    return c.json({ success: true, error: null }, 201);
  });
}
