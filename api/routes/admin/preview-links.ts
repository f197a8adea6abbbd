/**
 * Preview links (issue 30): an editor shares an article, guide or city page as the back-office holds it (draft,
 * or a live page's pending changes) with someone without an account. POST makes a link valid 1 to 168 hours
 * (24 by default) and answers its address once (/apercu?jeton=<token>: in the query, which the edge's and the
 * balancer's access logs leave out, as for the data-deletion link): only the SHA-256 of its random token is stored, so it can be
 * neither listed again nor read from the store. GET lists an item's open links, DELETE revokes one. Every
 * write is audited (without the token) and counted by the back-office write limit (api/security/write-limits.ts).
 * The page itself: api/routes/preview-page.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  activePreviewLinks,
  createPreviewLink,
  deleteExpiredPreviewLinks,
  previewableItemExists,
  revokePreviewLink,
} from '../../../db/queries/preview-links.ts';
import { EDITORIAL_KINDS, type EditorialKind } from '../../../db/schema.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp, IdParam } from './shared.ts';

/** Where a link opens (api/routes/preview-page.ts). */
export const PREVIEW_LINK_PATH = '/apercu';
export const PREVIEW_LINK_DEFAULT_HOURS = 24;
export const PREVIEW_LINK_MAX_HOURS = 168;
/** Expired links are deleted a week after their end (the audit log keeps who made and revoked them). */
const KEEP_EXPIRED_MS = 7 * 24 * 3_600_000;

/** 32 random bytes in base64url: the only form a token takes. */
export const PREVIEW_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashPreviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const KIND_LABEL: Record<EditorialKind, string> = {
  article: 'Article introuvable',
  guide: 'Page thématique introuvable',
  city: 'Page ville introuvable',
};

/** The audit log's name of each kind's table (db/queries/admin-audit.ts names the item from it). */
const ENTITY: Record<EditorialKind, string> = {
  article: 'article',
  guide: 'thematic_page',
  city: 'city_page',
};

const Kind = z.enum(EDITORIAL_KINDS, { error: 'Type de page inconnu' });
const ItemRef = z.object({ kind: Kind, id: IdParam.shape.id });

const CreateInput = z.object({
  kind: Kind,
  id: z.number({ error: 'Identifiant invalide' }).int().positive('Identifiant invalide'),
  hours: z
    .number({ error: 'Durée invalide' })
    .int('Durée en heures entières')
    .min(1, 'Une heure au moins')
    .max(PREVIEW_LINK_MAX_HOURS, 'Une semaine (168 heures) au plus')
    .default(PREVIEW_LINK_DEFAULT_HOURS),
});
export type PreviewLinkBody = z.input<typeof CreateInput>;

const RevokeQuery = ItemRef;

async function listOf(ctx: AppContext, kind: EditorialKind, id: number, now: Date) {
  return { links: await activePreviewLinks(ctx.db, kind, id, now.toISOString()) };
}
export type PreviewLinkList = Answer<typeof listOf>;

export function previewLinkRoutes(ctx: AppContext) {
  const now = () => ctx.now?.() ?? new Date();
  const mustExist = async (kind: EditorialKind, id: number) => {
    if (!(await previewableItemExists(ctx.db, kind, id))) throw notFound(KIND_LABEL[kind]);
  };

  return adminApp()
    .get('/preview-links', validate('query', ItemRef), async (c) => {
      const { kind, id } = c.req.valid('query');
      await mustExist(kind, id);
      return c.json(await listOf(ctx, kind, id, now()));
    })
    .post('/preview-links', validate('json', CreateInput), async (c) => {
      const { kind, id, hours } = c.req.valid('json');
      await mustExist(kind, id);
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + hours * 3_600_000).toISOString();
      const linkId = await createPreviewLink(ctx.db, {
        tokenHash: hashPreviewToken(token),
        kind,
        itemId: id,
        createdBy: c.get('user').id,
        createdAt: at.toISOString(),
        expiresAt,
      });
      await audit(c, ctx.db, 'preview-link.create', ENTITY[kind], id, { link: linkId, hours });
      await deleteExpiredPreviewLinks(ctx.db, new Date(at.getTime() - KEEP_EXPIRED_MS).toISOString());
      const answer = { id: linkId, path: `${PREVIEW_LINK_PATH}?jeton=${token}`, expiresAt };
      return c.json(answer, 201, { 'Cache-Control': 'no-store' });
    })
    .delete('/preview-links/:id', validate('param', IdParam), validate('query', RevokeQuery), async (c) => {
      const { id: linkId } = c.req.valid('param');
      const { kind, id } = c.req.valid('query');
      const revoked = await revokePreviewLink(ctx.db, { id: linkId, kind, itemId: id }, now().toISOString());
      if (!revoked) throw notFound("Lien d'aperçu introuvable ou déjà révoqué");
      await audit(c, ctx.db, 'preview-link.revoke', ENTITY[kind], id, { link: linkId });
      return c.json({ revoked: true });
    });
}
export type CreatedPreviewLink = { id: number; path: string; expiresAt: string };
