/**
 * E-mail templates (email-templates.ts: words by editors and admins, structure by admins), e-mail logs and
 * contact messages (visitors' addresses: admins only).
 */
import { z } from 'zod';
import {
  contactMessage,
  contactMessageList,
  setContactMessageStatus,
} from '../../../db/queries/admin-contact.ts';
import { emailLog, emailLogList } from '../../../db/queries/admin-email.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { templateRoutes } from './email-templates.ts';
import { type Answer, adminApp, adminOnly, IdParam } from './shared.ts';

const LogQuery = z.object({
  status: z.enum(['sent', 'outbox', 'error', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});

const ContactQuery = z.object({ status: z.enum(['new', 'handled', 'all']).default('all') });
const ContactStatusInput = z.object({ status: z.enum(['new', 'handled'], { error: 'Statut invalide' }) });

export type EmailLogList = Answer<typeof emailLogList>;
export type EmailLogRow = EmailLogList['items'][number];
export type EmailLogDetail = NonNullable<Answer<typeof emailLog>>;
export type MessageList = Answer<typeof contactMessageList>;
export type MessageRow = MessageList['items'][number];
export type MessageDetail = NonNullable<Answer<typeof contactMessage>>;

export type EmailLogQuery = z.input<typeof LogQuery>;
export type MessageQuery = z.input<typeof ContactQuery>;
export type MessageStatusBody = z.input<typeof ContactStatusInput>;

export function messageRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.use('/email/logs', adminOnly(ctx));
  app.use('/email/logs/*', adminOnly(ctx));
  app.use('/contact/*', adminOnly(ctx));

  templateRoutes(app, ctx);

  app.get('/email/logs', validate('query', LogQuery), async (c) => {
    const { status, page } = c.req.valid('query');
    return c.json(await emailLogList(db, status, page));
  });

  app.get('/email/logs/:id', validate('param', IdParam), async (c) => {
    const row = await emailLog(db, c.req.valid('param').id);
    if (!row) throw notFound('E-mail introuvable');
    return c.json(row);
  });

  app.get('/contact/messages', validate('query', ContactQuery), async (c) =>
    c.json(await contactMessageList(db, c.req.valid('query').status)),
  );

  app.get('/contact/messages/:id', validate('param', IdParam), async (c) => {
    const row = await contactMessage(db, c.req.valid('param').id);
    if (!row) throw notFound('Message introuvable');
    return c.json(row);
  });

  app.post(
    '/contact/messages/:id/status',
    validate('param', IdParam),
    validate('json', ContactStatusInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      if (!(await setContactMessageStatus(db, id, status, c.get('user').id)))
        throw notFound('Message introuvable');
      await audit(c, db, status === 'handled' ? 'mark-handled' : 'mark-new', 'contact_message', id);
      return c.json({ success: true });
    },
  );

  return app;
}
