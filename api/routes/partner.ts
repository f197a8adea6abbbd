/**
 * Partner clicks (spec §3 partner_clicks, §7 « Devis gratuit »): validated, no personal data. Only a
 * partner of the `content.partners` setting is counted (any other name is refused), and the session is
 * stored as its stored id (the hash of the visitor's resume secret), never as the secret itself.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { recordPartnerClick } from '../../db/queries/audience.ts';
import { partners } from '../../db/queries/content.ts';
import { storedSessionId } from '../../db/queries/simulations.ts';
import { type Ack, partnerClickRequest } from '../../src/core/simulation/api.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { validate } from '../middleware/validate.ts';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

export function partnerRoutes(ctx: AppContext) {
  return new Hono().post('/', validate('json', partnerClickRequest), async (c) => {
    const click = c.req.valid('json');
    if (!(await partners(ctx.db)).some((p) => p.slug === click.partner_name))
      throw badRequest('Partenaire inconnu', { partner_name: ['Partenaire inconnu'] });
    await recordPartnerClick(ctx.db, {
      partnerName: click.partner_name,
      pageType: click.page_type,
      sessionId: isUuid(click.session_id) ? storedSessionId(click.session_id) : 'unknown',
      source: click.source,
      trackingId: click.tracking_id ?? null,
      userData: click.user_data ?? null,
    });
    return c.json({ success: true, error: null } satisfies Ack, 201);
  });
}
