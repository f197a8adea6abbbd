/**
 * « Supprimer mes données » (privacy policy, RGPD art. 17): a visitor asks, by e-mail address, to erase their
 * simulations (with their steps), the e-mail log and their contact messages.
 *
 * - POST /api/data-deletion `{ email }` (JSON, or the plain HTML form of /supprimer-mes-donnees): the answer is
 *   the same whether or not anything is stored for that address, and comes before any e-mail is sent, so it
 *   tells nothing about who used the site. Only when something is stored, a confirmation link goes to that
 *   address (through ctx.mailer): only its owner can confirm. Limited, in the store, to DATA_DELETION_RATE_LIMIT
 *   requests and confirmations per client a quarter of an hour (api/security/write-limits.ts) and to
 *   DATA_DELETION_RECIPIENT_LIMIT e-mails an hour to one address.
 * - GET /supprimer-mes-donnees/confirmer?jeton=…: the built confirmation page with the token in its form (a
 *   link opened by a mail scanner erases nothing: erasing takes the POST below).
 * - POST /api/data-deletion/confirm `{ token }`: erases, then /supprimer-mes-donnees/effectue.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { eraseByEmail, hasDataFor } from '../../db/queries/retention.ts';
import { emailSchema } from '../../src/core/validation/index.ts';
import { html, insertAt } from '../../src/lib/server/safe-html.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure, badRequest, describeFieldErrors, fieldErrorsOf } from '../errors.ts';
import { isFormRequest, readFormFields } from '../middleware/form-body.ts';
import { reportError } from '../observability/report.ts';
import { recipientSubject } from '../security/client.ts';
import { consume } from '../security/rate-limit.ts';
import { deletionEmail, deletionToken, readDeletionToken } from '../services/data-deletion.ts';
import { currentBuildDir } from '../services/site-builds.ts';

export const DELETION_PAGE = '/supprimer-mes-donnees';
export const DELETION_REQUEST_MESSAGE =
  "Si des données sont liées à cette adresse, un e-mail de confirmation vient d'y être envoyé. Le lien qu'il contient est valable 48 heures.";
/** Marker of the built request page where the server puts an error message (no-JavaScript form). */
export const DELETION_ERROR_MARK = '<!--erreur-suppression-->';
/** Placeholder of the built confirmation page's hidden token field. */
export const DELETION_TOKEN_MARK = '__JETON__';

const RequestBody = z.object({ email: emailSchema, website: z.string().max(200).optional() });
const ConfirmBody = z.object({
  token: z
    .string({ error: 'Lien de suppression invalide' })
    .min(20, 'Lien de suppression invalide')
    .max(1400),
});

async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  if (isFormRequest(c)) return readFormFields(c);
  try {
    const json = (await c.req.json()) as unknown;
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  } catch {
    throw badRequest('Corps JSON invalide');
  }
}

function readBuiltPage(ctx: AppContext, relative: string): string {
  const file = join(currentBuildDir(ctx.env.BUILDS_DIR), relative, 'index.html');
  return existsSync(file)
    ? readFileSync(file, 'utf8')
    : `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Supprimer mes données</title></head><body><h1>Supprimer mes données</h1>${DELETION_ERROR_MARK}<form method="post" action="/api/data-deletion/confirm"><input type="hidden" name="token" value="${DELETION_TOKEN_MARK}"><button type="submit">Confirmer la suppression</button></form></body></html>`;
}

/** /api/data-deletion */
export function dataDeletionRoutes(ctx: AppContext) {
  const now = () => ctx.now?.() ?? new Date();

  const builtPage = (relative: string) => readBuiltPage(ctx, relative);

  const mailConfirmation = async (email: string) => {
    if (!(await hasDataFor(ctx.db, email))) return;
    // One link an hour to an address (DATA_DELETION_RECIPIENT_LIMIT), counted in the store.
    if (!(await consume(ctx, 'dataDeletionRecipient', recipientSubject(ctx, email))).ok) return;
    const base = (ctx.env.APP_URL ?? ctx.env.SITE_URL).replace(/\/$/, '');
    const link = `${base}${DELETION_PAGE}/confirmer?jeton=${deletionToken(ctx, email, now())}`;
    await ctx.mailer.send({ to: email, templateKey: 'data-deletion', ...deletionEmail(link) });
  };

  return new Hono()
    .post('/', async (c) => {
      const form = isFormRequest(c);
      const parsed = RequestBody.safeParse(await bodyOf(c));
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        if (form) {
          const message = fieldErrors.email?.[0] ?? 'Adresse e-mail invalide';
          const notice = html`<p class="notice notice-error" role="alert" id="erreur">${message}</p>`;
          return c.html(insertAt(builtPage(DELETION_PAGE.slice(1)), DELETION_ERROR_MARK, notice), 400);
        }
        throw badRequest(describeFieldErrors(fieldErrors), fieldErrors);
      }
      // Robots filling the hidden field get the same answer; the e-mail goes after the answer, so its
      // timing says nothing either.
      if (!parsed.data.website) {
        const email = parsed.data.email;
        setImmediate(() => {
          mailConfirmation(email).catch((err) =>
            reportError('Demande de suppression : envoi impossible', err),
          );
        });
      }
      return form
        ? c.redirect(`${DELETION_PAGE}/envoye`, 303)
        : c.json({ success: true, message: DELETION_REQUEST_MESSAGE });
    })
    .post('/confirm', async (c) => {
      const form = isFormRequest(c);
      const parsed = ConfirmBody.safeParse(await bodyOf(c));
      const email = parsed.success ? readDeletionToken(ctx, parsed.data.token, now()) : null;
      if (!email) {
        if (form) return c.redirect(`${DELETION_PAGE}/lien-invalide`, 303);
        throw new ApiFailure(
          400,
          'LIEN_INVALIDE',
          'Lien de suppression invalide ou expiré : refaites une demande.',
        );
      }
      const deleted = await eraseByEmail(ctx.db, email);
      return form ? c.redirect(`${DELETION_PAGE}/effectue`, 303) : c.json({ success: true, deleted });
    });
}

/** The confirmation page, served with its token (mounted at the site root). */
export function dataDeletionPageRoutes(ctx: AppContext) {
  const now = () => ctx.now?.() ?? new Date();
  return new Hono().get(`${DELETION_PAGE}/confirmer`, (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const token = c.req.query('jeton') ?? '';
    if (!/^[A-Za-z0-9_-]{20,1400}$/.test(token) || !readDeletionToken(ctx, token, now())) {
      return c.html(readBuiltPage(ctx, `${DELETION_PAGE.slice(1)}/lien-invalide`), 400);
    }
    return c.html(
      insertAt(
        readBuiltPage(ctx, `${DELETION_PAGE.slice(1)}/confirmer`),
        DELETION_TOKEN_MARK,
        html`${token}`,
      ),
    );
  });
}
