/**
 * E-mail templates in the back-office (issue 26): editors and admins write the subject and the words of the
 * blocks; only an admin changes the structure (HTML and text). A `{{…}}` the template does not know is
 * refused at save, naming it; a structure that would load anything from elsewhere is refused
 * (api/services/email-template.ts). The preview renders what is being edited with example values.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { emailTemplateList, updateEmailTemplate } from '../../../db/queries/admin-email.ts';
import { emailTemplate } from '../../../db/queries/email.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import {
  foreignAddresses,
  foreignAddressMessage,
  renderStructure,
  safeStructure,
  structureProblems,
  type TemplateRules,
  unknownMessage,
  unknownTokens,
} from '../../services/email-template.ts';
import { templateRules } from '../../services/result-email.ts';
import { sampleFilling } from './email-samples.ts';
import { type AdminEnv, type Answer, adminOnly } from './shared.ts';

const KeyParam = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,60}$/, 'Clé de modèle invalide') });

const MAX_BLOCKS = 30;
export const WordsInput = z.object({
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
  blocks: z
    .record(
      z.string().regex(/^[a-zA-Z0-9_]{1,40}$/, 'Nom de bloc invalide'),
      z.string({ error: 'Le texte du bloc est requis' }).max(2000, 'Le texte du bloc est trop long'),
    )
    .refine((b) => Object.keys(b).length <= MAX_BLOCKS, `${MAX_BLOCKS} blocs au plus`),
});

export const StructureInput = z.object({
  html: z
    .string({ error: 'Le contenu HTML est requis' })
    .min(1, 'Le contenu HTML est requis')
    .max(100_000, 'Le contenu HTML est trop long'),
  text: z
    .string({ error: 'La version texte est requise' })
    .min(1, 'La version texte est requise')
    .max(50_000, 'La version texte est trop longue'),
});

const PreviewInput = WordsInput.pick({ subject: true, blocks: true })
  .extend(StructureInput.partial().shape)
  .extend({ key: KeyParam.shape.key });

/** Why the words may not be saved, by field (empty when they may). */
function wordsProblems(
  words: Pick<z.output<typeof WordsInput>, 'subject' | 'blocks'>,
  rules: TemplateRules,
  ownOrigin: string,
) {
  const problems: Record<string, string[]> = {};
  const unknownSubject = unknownTokens(words.subject, rules, false);
  const foreignSubject = foreignAddresses(words.subject, ownOrigin);
  const subject = [
    ...(unknownSubject.length ? [unknownMessage(unknownSubject, rules)] : []),
    ...(foreignSubject.length ? [foreignAddressMessage(foreignSubject)] : []),
  ];
  if (subject.length) problems.subject = subject;
  const blocks: string[] = [];
  for (const [name, text] of Object.entries(words.blocks)) {
    const label = rules.blocks[name] ?? name;
    if (!(name in rules.blocks)) blocks.push(`Bloc inconnu : « ${name} ».`);
    const unknown = unknownTokens(text, rules, false);
    if (unknown.length) blocks.push(`${label} — ${unknownMessage(unknown, rules)}`);
    const foreign = foreignAddresses(text, ownOrigin);
    if (foreign.length) blocks.push(`${label} — ${foreignAddressMessage(foreign)}`);
  }
  if (blocks.length) problems.blocks = blocks;
  return problems;
}

/** Why the structure may not be saved, by field (empty when it may). */
function structureFieldProblems(s: z.output<typeof StructureInput>, rules: TemplateRules, ownOrigin: string) {
  const problems: Record<string, string[]> = {};
  const html = structureProblems(s.html, ownOrigin).map((p) => `Structure refusée : ${p}.`);
  const unknownHtml = unknownTokens(s.html, rules, true);
  if (unknownHtml.length) html.push(unknownMessage(unknownHtml, rules, true));
  if (html.length) problems.html = html;
  const unknownText = unknownTokens(s.text, rules, true);
  if (unknownText.length) problems.text = [unknownMessage(unknownText, rules, true)];
  return problems;
}

/** Throws the 400 naming every problem, when there is one. */
function refuseProblems(problems: Record<string, string[]>): void {
  const all = Object.values(problems).flat();
  if (all.length) throw badRequest(all.join(' '), problems);
}

/** The rules of a template the site sends; 404 for any other key. */
function rulesOf(key: string): TemplateRules {
  const rules = templateRules(key);
  if (!rules) throw notFound('Modèle inconnu : seuls les modèles que le site envoie se modifient');
  return rules;
}

/** A template with what it may name (null rules: a template the site does not send); null when none. */
async function templateView(db: AppContext['db'], key: string) {
  const row = await emailTemplate(db, key);
  if (!row) return null;
  const rules = templateRules(key);
  return {
    ...row,
    blocks: row.blocks ?? {},
    variables: rules ? [...rules.variables] : [],
    blockLabels: rules ? { ...rules.blocks } : {},
  };
}

/** What is being edited, rendered with the example values of its language (saved structure by default). */
async function preview(ctx: AppContext, t: z.output<typeof PreviewInput>) {
  const stored = await emailTemplate(ctx.db, t.key);
  const filling = sampleFilling(t.key, t.blocks);
  const html = t.html ?? stored?.html ?? '';
  const text = t.text ?? stored?.text ?? '';
  const rules = templateRules(t.key);
  const own = new URL(ctx.env.SITE_URL).origin;
  return {
    subject: renderStructure(t.subject, { ...filling, fragments: {} }, 'text'),
    html: renderStructure(safeStructure(html, own), filling, 'html'),
    text: renderStructure(text, filling, 'text'),
    problems: rules
      ? Object.values({
          ...wordsProblems(t, rules, own),
          ...structureFieldProblems({ html, text }, rules, own),
        }).flat()
      : [],
  };
}

export type EmailTemplateList = Answer<typeof emailTemplateList>;
export type EmailTemplateRow = EmailTemplateList['items'][number];
export type EmailTemplateDetail = NonNullable<Answer<typeof templateView>>;
/** PUT /email/templates/:key and /email/templates/:key/structure: the template as saved. */
export type EmailTemplateSaved = NonNullable<Answer<typeof updateEmailTemplate>>;
export type EmailPreview = Answer<typeof preview>;
export type TemplateWordsBody = z.input<typeof WordsInput>;
export type TemplateStructureBody = z.input<typeof StructureInput>;
export type EmailPreviewBody = z.input<typeof PreviewInput>;

export function templateRoutes(app: Hono<AdminEnv>, ctx: AppContext) {
  const { db } = ctx;
  app.use('/email/templates/:key/structure', adminOnly(ctx));

  app.get('/email/templates', async (c) => c.json(await emailTemplateList(db)));

  app.get('/email/templates/:key', validate('param', KeyParam), async (c) => {
    const template = await templateView(db, c.req.valid('param').key);
    if (!template) throw notFound('Modèle introuvable');
    return c.json(template);
  });

  app.put('/email/templates/:key', validate('param', KeyParam), validate('json', WordsInput), async (c) => {
    const { key } = c.req.valid('param');
    const words = c.req.valid('json');
    refuseProblems(wordsProblems(words, rulesOf(key), new URL(ctx.env.SITE_URL).origin));
    const stored = await emailTemplate(db, key);
    if (!stored) throw notFound('Modèle introuvable');
    // A block left out keeps its words.
    const blocks = { ...(stored.blocks ?? {}), ...words.blocks };
    const saved = await updateEmailTemplate(db, key, { ...words, blocks }, c.get('user').id);
    if (!saved) throw notFound('Modèle introuvable');
    await audit(c, db, 'update', 'email_template', key);
    return c.json(saved);
  });

  app.put(
    '/email/templates/:key/structure',
    validate('param', KeyParam),
    validate('json', StructureInput),
    async (c) => {
      const { key } = c.req.valid('param');
      const structure = c.req.valid('json');
      refuseProblems(structureFieldProblems(structure, rulesOf(key), new URL(ctx.env.SITE_URL).origin));
      const saved = await updateEmailTemplate(db, key, structure, c.get('user').id);
      if (!saved) throw notFound('Modèle introuvable');
      await audit(c, db, 'update-structure', 'email_template', key);
      return c.json(saved);
    },
  );

  /** Renders a template (saved or being edited) with example values, and says what a save would refuse. */
  app.post('/email/preview', validate('json', PreviewInput), async (c) =>
    c.json(await preview(ctx, c.req.valid('json'))),
  );
}
