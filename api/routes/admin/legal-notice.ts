/**
 * /api/admin/settings/legal-notice — the legal notice's identity block (publisher, director of publication, host),
 * a site setting (src/core/legal-notice.ts). Read by any back-office user (the dashboard says what is missing);
 * written by admins only, validated, audited, and the site rebuilt so that /legal-notice shows it.
 */
import { legalNotice, saveLegalNotice } from '../../../db/queries/legal-notice.ts';
import {
  EMPTY_LEGAL_NOTICE,
  LEGAL_NOTICE_FIELDS,
  legalNoticeMissing,
  legalNoticeSchema,
} from '../../../src/core/legal-notice.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { publisherOf } from '../../services/publisher.ts';
import { type Answer, adminApp, adminOnly } from './shared.ts';

export const LEGAL_NOTICE_PATH = '/settings/legal-notice';

async function legalNoticeState(ctx: AppContext) {
  const saved = await legalNotice(ctx.db);
  const missing = legalNoticeMissing(saved);
  return {
    notice: saved ?? EMPTY_LEGAL_NOTICE,
    missing,
    /** The same, as the form labels them (« Hébergeur », « Téléphone de l’hébergeur »). */
    missingLabels: missing.map((k) => LEGAL_NOTICE_FIELDS[k]),
  };
}
/** What GET answers: the fields as saved (empty strings before any save) and the required ones still empty. */
export type LegalNoticeState = Answer<typeof legalNoticeState>;

export function legalNoticeRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get(LEGAL_NOTICE_PATH, async (c) => c.json(await legalNoticeState(ctx)));
  app.put(LEGAL_NOTICE_PATH, adminOnly(ctx), validate('json', legalNoticeSchema), async (c) => {
    const notice = c.req.valid('json');
    await saveLegalNotice(ctx.db, notice);
    // Which fields are filled, never their content (an operator's name and address stay out of the audit log).
    await audit(c, ctx.db, 'update', 'legal_notice', null, { missing: legalNoticeMissing(notice) });
    await publisherOf(ctx).request({ kind: 'full', reason: 'mentions légales' });
    return c.json(await legalNoticeState(ctx));
  });
  return app;
}
