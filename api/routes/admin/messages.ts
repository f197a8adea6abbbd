/**
 * E-mail templates (edit with preview: editors and admins), e-mail logs and contact messages
 * (visitors' addresses: admins only).
 */
import { z } from 'zod';
import {
  contactMessage,
  contactMessageList,
  setContactMessageStatus,
} from '../../../db/queries/admin-contact.ts';
import {
  emailLog,
  emailLogList,
  emailTemplateList,
  saveEmailTemplate,
} from '../../../db/queries/admin-email.ts';
import { emailTemplate } from '../../../db/queries/email.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { renderTemplate } from '../../services/email.ts';
import { RESULT_TEMPLATE_KEYS } from '../../services/result-email.ts';
import { type Answer, adminApp, adminOnly, IdParam } from './shared.ts';

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

/** Example values for the preview (never a real visitor's data), in French. */
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

/** The same example values for a template in English (the English result e-mail). */
const SAMPLE_VALUES_EN: Record<string, string> = {
  ...SAMPLE_VALUES,
  montant: '€245',
  amount: '€245',
  resultUrl: 'https://www.apl-simulateur.fr/en/resultats/exemple',
  lien_resultats: 'https://www.apl-simulateur.fr/en/resultats/exemple',
  bareme: 'scales as of 1 October 2025',
  verdict: 'You are eligible: the CAF should pay you about €245 a month.',
  details_html: '<ul><li>Rent: €450 excluding charges</li><li>Income: €800 a month</li></ul>',
  details_text: '- Rent: €450 excluding charges\n- Income: €800 a month',
};

/** The example values in the language of the template `key` (French unless it is the English result e-mail). */
const samplesFor = (key: string | undefined) =>
  key === RESULT_TEMPLATE_KEYS.en ? SAMPLE_VALUES_EN : SAMPLE_VALUES;

const LogQuery = z.object({
  status: z.enum(['sent', 'outbox', 'error', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});

const ContactQuery = z.object({ status: z.enum(['new', 'handled', 'all']).default('all') });
const ContactStatusInput = z.object({ status: z.enum(['new', 'handled'], { error: 'Statut invalide' }) });
const PreviewInput = TemplateInput.pick({ subject: true, html: true, text: true }).extend({
  // The template previewed, for its language's example values.
  key: KeyParam.shape.key.optional(),
});

/** A template with the placeholders the preview fills; null when there is none. */
async function templateView(db: AppContext['db'], key: string) {
  const row = await emailTemplate(db, key);
  return row ? { ...row, placeholders: Object.keys(SAMPLE_VALUES) } : null;
}

/** A template rendered with the example values of its language. */
function preview(t: z.output<typeof PreviewInput>) {
  const values = samplesFor(t.key);
  return {
    subject: renderTemplate(t.subject, values, 'text'),
    html: renderTemplate(t.html, values, 'html'),
    text: renderTemplate(t.text, values, 'text'),
  };
}

export type EmailTemplateList = Answer<typeof emailTemplateList>;
export type EmailTemplateRow = EmailTemplateList['items'][number];
export type EmailTemplateDetail = NonNullable<Answer<typeof templateView>>;
/** PUT /email/templates/:key: the template as saved. */
export type EmailTemplateSaved = Answer<typeof saveEmailTemplate>;
export type EmailPreview = Answer<typeof preview>;
export type EmailLogList = Answer<typeof emailLogList>;
export type EmailLogRow = EmailLogList['items'][number];
export type EmailLogDetail = NonNullable<Answer<typeof emailLog>>;
export type MessageList = Answer<typeof contactMessageList>;
export type MessageRow = MessageList['items'][number];
export type MessageDetail = NonNullable<Answer<typeof contactMessage>>;

export type TemplateBody = z.input<typeof TemplateInput>;
export type EmailPreviewBody = z.input<typeof PreviewInput>;
export type EmailLogQuery = z.input<typeof LogQuery>;
export type MessageQuery = z.input<typeof ContactQuery>;
export type MessageStatusBody = z.input<typeof ContactStatusInput>;

export function messageRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.use('/email/logs', adminOnly(ctx));
  app.use('/email/logs/*', adminOnly(ctx));
  app.use('/contact/*', adminOnly(ctx));

  app.get('/email/templates', async (c) => c.json(await emailTemplateList(db)));

  app.get('/email/templates/:key', validate('param', KeyParam), async (c) => {
    const template = await templateView(db, c.req.valid('param').key);
    if (!template) throw notFound('Modèle introuvable');
    return c.json(template);
  });

  app.put(
    '/email/templates/:key',
    validate('param', KeyParam),
    validate('json', TemplateInput),
    async (c) => {
      const { key } = c.req.valid('param');
      const saved = await saveEmailTemplate(db, key, c.req.valid('json'), c.get('user').id);
      await audit(c, db, 'update', 'email_template', key);
      return c.json(saved);
    },
  );

  /** Renders a template (saved or being edited) with example values. */
  app.post('/email/preview', validate('json', PreviewInput), (c) => c.json(preview(c.req.valid('json'))));

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
