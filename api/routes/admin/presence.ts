/**
 * Who else is editing (issue 30). While an article, guide or city page is open in its editor, the screen sends
 * POST /presence { kind, id } every PRESENCE_HEARTBEAT_MS and shows the other editors the answer names
 * (« Camille Martin modifie aussi cette page »); GET asks without being counted; DELETE when the screen closes.
 * A presence counts for PRESENCE_TTL_MS after its last heartbeat, then is past by itself (db/queries/presence.ts).
 * The heartbeat is a write: it counts against the back-office write limit (api/security/write-limits.ts), and a
 * repeated one within a few seconds writes nothing. Not audited: it changes no content.
 */
import { z } from 'zod';
import { editorialState } from '../../../db/queries/editorial.ts';
import {
  leavePresence,
  othersEditing,
  type PresenceItem,
  touchPresence,
} from '../../../db/queries/presence.ts';
import { EDITORIAL_KINDS } from '../../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

export { PRESENCE_TTL_MS } from '../../../db/queries/presence.ts';
/** How often an open editor says it is there. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

const PresenceInput = z.object({
  kind: z.enum(EDITORIAL_KINDS, { error: 'Type de page inconnu' }),
  id: z.coerce
    .number({ error: 'Identifiant invalide' })
    .int('Identifiant invalide')
    .positive('Identifiant invalide'),
});
/** The body of POST and DELETE /presence, the query of GET. */
export type PresenceBody = z.input<typeof PresenceInput>;

async function othersOf(ctx: AppContext, item: PresenceItem, userId: string, now: Date) {
  return { others: await othersEditing(ctx.db, item, userId, now) };
}
/** What POST and GET /presence answer: the other editors who have the item open, by name. */
export type PresenceAnswer = Answer<typeof othersOf>;

export function presenceRoutes(ctx: AppContext) {
  const now = () => ctx.now?.() ?? new Date();
  const itemOf = async ({ kind, id }: z.output<typeof PresenceInput>): Promise<PresenceItem> => {
    if (!(await editorialState(ctx.db, kind, id))) throw notFound('Page introuvable');
    return { kind, itemId: id };
  };

  return adminApp()
    .get('/presence', validate('query', PresenceInput), async (c) => {
      const item = await itemOf(c.req.valid('query'));
      return c.json(await othersOf(ctx, item, c.get('user').id, now()), 200, { 'Cache-Control': 'no-store' });
    })
    .post('/presence', validate('json', PresenceInput), async (c) => {
      const item = await itemOf(c.req.valid('json'));
      const at = now();
      const userId = c.get('user').id;
      await touchPresence(ctx.db, item, userId, at);
      return c.json(await othersOf(ctx, item, userId, at), 200, { 'Cache-Control': 'no-store' });
    })
    .delete('/presence', validate('json', PresenceInput), async (c) => {
      const { kind, id } = c.req.valid('json');
      await leavePresence(ctx.db, { kind, itemId: id }, c.get('user').id);
      return c.json({ success: true as const });
    });
}
