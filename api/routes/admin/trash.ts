/**
 * The trash (issue 30): deleted articles and guides, restorable for 30 days with their revisions
 * (db/queries/trash.ts). A restore puts the item back under its own address and, when it was live, rebuilds its
 * pages, so its URL and the redirects of its old addresses lead to it again. Editors list and restore; only an
 * admin deletes for good.
 */
import { publicationState } from '../../../db/queries/admin-publishing.ts';
import { deleteFromTrash, restoreFromTrash, trashList } from '../../../db/queries/trash.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { publisherOf } from '../../services/publisher.ts';
import { changeFor } from './publishing.ts';
import { type Answer, adminApp, adminOnly, IdParam } from './shared.ts';

const MISSING = 'Élément introuvable dans la corbeille (restauré, ou supprimé définitivement).';
const LABELS = { article: 'article', guide: 'guide' } as const;

export type TrashAnswer = { items: Answer<typeof trashList> };
export type TrashRestored = { kind: 'article' | 'guide'; itemId: number; slug: string };

export function trashRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/trash', async (c) => c.json({ items: await trashList(db) } satisfies TrashAnswer));

  app.post('/trash/:id/restore', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await restoreFromTrash(db, id);
    if (!outcome.ok && outcome.reason === 'missing') throw notFound(MISSING);
    if (!outcome.ok)
      throw new ApiFailure(
        409,
        'ADRESSE_PRISE',
        'Un autre contenu a pris cette adresse depuis la suppression : changez son adresse, puis restaurez.',
      );
    const { kind, itemId, slug } = outcome;
    await audit(c, db, 'restore', kind === 'article' ? 'article' : 'thematic_page', itemId);
    const change = changeFor({ kind, label: LABELS[kind] }, null, await publicationState(db, kind, itemId));
    if (change)
      await publisherOf(ctx).request({ ...change, reason: `${LABELS[kind]} « ${slug} » restauré(e)` });
    return c.json({ kind, itemId, slug } satisfies TrashRestored);
  });

  app.delete('/trash/:id', adminOnly(ctx), validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteFromTrash(db, id))) throw notFound(MISSING);
    await audit(c, db, 'purge', 'trash', id);
    return c.json({ success: true });
  });

  return app;
}
