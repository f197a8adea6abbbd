/**
 * E-mail templates (edit with preview: editors and admins), e-mail logs and contact messages
 * (visitors' addresses: admins only).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages, emailLogs, emailTemplates } from '../../../db/schema.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { renderTemplate } from '../../services/email.ts';
import { adminApp, adminOnly, IdParam, nowIso } from './shared.ts';

const KeyParam = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,60}$/, 'Clé de modèle invalide') });

export const TemplateInput = z.object({
  name: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(100, 'Le nom est trop long'),
  subject: z
    .string({ error: "L'objet est requis" })
    .trim()
    .min(1, "L'objet est requis")
    .max(200, "L'objet est trop long"),
  html: z
    .string({ error: 'Le contenu HTML est requis' })
    .min(1, 'Le contenu HTML est requis')
    .max(100_000, 'Le contenu HTML est trop long'),
  text: z
    .string({ error: 'La version texte est requise' })
    .min(1, 'La version texte est requise')
    .max(50_000, 'La version texte est trop longue'),
});

/** Example values for the preview (never a real visitor's data). */
export const SAMPLE_VALUES: Record<string, string> = {
  firstName: 'Camille',
  lastName: 'Martin',
  prenom: 'Camille',
  montant: '245 €',
  amount: '245 €',
  montantFinal: '245',
  zone: '2',
  ville: 'Lyon',
  city: 'Lyon',
  resultUrl: 'https://www.apl-simulateur.fr/resultats/exemple',
  lien_resultats: 'https://www.apl-simulateur.fr/resultats/exemple',
  link: 'https://www.apl-simulateur.fr/',
  bareme: 'barèmes au 1er octobre 2025',
  verdict: 'Vous êtes éligible aux APL.',
  details_html: '<ul><li>Loyer retenu : 319,30 €</li><li>Participation personnelle : 74,30 €</li></ul>',
  details_text: '- Loyer retenu : 319,30 €\n- Participation personnelle : 74,30 €',
};

const LogQuery = z.object({
  status: z.enum(['sent', 'outbox', 'error', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});

export function messageRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.use('/email/logs', adminOnly(ctx));
  app.use('/email/logs/*', adminOnly(ctx));
  app.use('/contact/*', adminOnly(ctx));

  app.get('/email/templates', (c) =>
    c.json({
      items: db
        .select({
          key: emailTemplates.key,
          name: emailTemplates.name,
          subject: emailTemplates.subject,
          updatedAt: emailTemplates.updatedAt,
        })
        .from(emailTemplates)
        .orderBy(asc(emailTemplates.name))
        .all(),
    }),
  );

  app.get('/email/templates/:key', validate('param', KeyParam), (c) => {
    const row = db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.key, c.req.valid('param').key))
      .get();
    if (!row) throw notFound('Modèle introuvable');
    return c.json({ ...row, placeholders: Object.keys(SAMPLE_VALUES) });
  });

  app.put(
    '/email/templates/:key',
    validate('param', KeyParam),
    validate('json', TemplateInput),
    async (c) => {
      const { key } = c.req.valid('param');
      const values = { ...c.req.valid('json'), updatedBy: c.get('user').id, updatedAt: nowIso() };
      db.insert(emailTemplates)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: emailTemplates.key, set: values })
        .run();
      await audit(c, db, 'update', 'email_template', key);
      return c.json(db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).get());
    },
  );

  /** Renders a template (saved or being edited) with example values. */
  app.post(
    '/email/preview',
    validate('json', TemplateInput.pick({ subject: true, html: true, text: true })),
    (c) => {
      const t = c.req.valid('json');
      return c.json({
        subject: renderTemplate(t.subject, SAMPLE_VALUES, 'text'),
        html: renderTemplate(t.html, SAMPLE_VALUES, 'html'),
        text: renderTemplate(t.text, SAMPLE_VALUES, 'text'),
      });
    },
  );

  app.get('/email/logs', validate('query', LogQuery), (c) => {
    const { status, page } = c.req.valid('query');
    const where = status === 'all' ? undefined : eq(emailLogs.status, status);
    const total = db.select({ n: count() }).from(emailLogs).where(where).get()?.n ?? 0;
    const items = db
      .select({
        id: emailLogs.id,
        templateKey: emailLogs.templateKey,
        recipient: emailLogs.recipient,
        subject: emailLogs.subject,
        status: emailLogs.status,
        error: emailLogs.error,
        createdAt: emailLogs.createdAt,
      })
      .from(emailLogs)
      .where(where)
      .orderBy(desc(emailLogs.id))
      .limit(50)
      .offset((page - 1) * 50)
      .all();
    return c.json({ total, page, pageSize: 50, items });
  });

  app.get('/email/logs/:id', validate('param', IdParam), (c) => {
    const row = db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.id, c.req.valid('param').id))
      .get();
    if (!row) throw notFound('E-mail introuvable');
    return c.json(row);
  });

  app.get(
    '/contact/messages',
    validate('query', z.object({ status: z.enum(['new', 'handled', 'all']).default('all') })),
    (c) => {
      const { status } = c.req.valid('query');
      return c.json({
        items: db
          .select()
          .from(contactMessages)
          .where(status === 'all' ? undefined : and(eq(contactMessages.status, status)))
          .orderBy(desc(contactMessages.id))
          .limit(500)
          .all(),
      });
    },
  );

  app.get('/contact/messages/:id', validate('param', IdParam), (c) => {
    const row = db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, c.req.valid('param').id))
      .get();
    if (!row) throw notFound('Message introuvable');
    return c.json(row);
  });

  app.post(
    '/contact/messages/:id/status',
    validate('param', IdParam),
    validate('json', z.object({ status: z.enum(['new', 'handled'], { error: 'Statut invalide' }) })),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const res = db
        .update(contactMessages)
        .set(
          status === 'handled'
            ? { status, handledBy: c.get('user').id, handledAt: nowIso() }
            : { status, handledBy: null, handledAt: null },
        )
        .where(eq(contactMessages.id, id))
        .run();
      if (res.changes === 0) throw notFound('Message introuvable');
      await audit(c, db, status === 'handled' ? 'mark-handled' : 'mark-new', 'contact_message', id);
      return c.json({ success: true });
    },
  );

  return app;
}
