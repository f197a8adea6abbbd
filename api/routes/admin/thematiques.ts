/**
 * Thematic guide pages (/guide/<slug>): list filtered by status, read, create, edit, publish, unpublish, delete,
 * with versions, revisions, pending changes and schedules (editorial.ts). Editors and admins.
 */

import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  deleteGuide,
  guideDetail,
  guideIdBySlug,
  guideList,
  saveGuide,
  THEME_CATEGORIES,
} from '../../../db/queries/admin-thematiques.ts';
import { CONTENT_LANGS, GUIDE_STATUSES } from '../../../db/schema.ts';
import { readingMinutes } from '../../../src/core/editorial/reading.ts';
import { isFreeGuideSlug, SLUG_MESSAGES } from '../../../src/core/validation/slug.ts';
import { guidePath } from '../../../src/i18n/locales.ts';
import { renderableMarkdown } from '../../../src/lib/server/markdown-bounds.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { createItem, editorialKind, saveItem } from '../../services/editorial.ts';
import {
  actorOf,
  answer,
  detailOf,
  type EditorialDetail,
  type EditorialSave,
  editorialRoutes,
  type RevisionDetail,
  SaveFields,
  type StaleVersionError,
} from './editorial.ts';
import { seoScore, words } from './guide-score.ts';
import { changeFor } from './publishing.ts';
import { type Answer, adminApp, faqSchema, IdParam, optionalText, slugFrom, slugSchema } from './shared.ts';

export const ThematicInput = z.object({
  title: z
    .string({ error: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(200, 'Le titre est trop long'),
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  h1Title: optionalText(200, 'Le titre H1'),
  metaTitle: optionalText(70, 'Le titre SEO'),
  metaDescription: optionalText(160, 'La description SEO'),
  themeCategory: z.enum(THEME_CATEGORIES, { error: 'Catégorie invalide' }),
  content: z
    .string()
    .max(200_000, 'Le contenu est trop long')
    .pipe(renderableMarkdown('Le contenu'))
    .default(''),
  faq: faqSchema(20),
  testimonial: z
    .object({
      text: z.string().trim().max(1000, 'Témoignage trop long'),
      author: z.string().trim().max(100, 'Auteur trop long'),
      location: optionalText(100, 'Le lieu'),
      amount: z.number().int().min(0).max(2000, 'Montant : 2 000 € au plus').nullish(),
    })
    .nullish(),
  targetKeywords: z.array(z.string().trim().min(1).max(60)).max(20, '20 mots-clés au plus').default([]),
  relatedSlugs: z.array(z.string().trim().max(120)).max(20).default([]),
  /** Absent: unchanged (French for a new guide). The form does not send them; the seed and the API may. */
  lang: z.enum(CONTENT_LANGS, { error: 'Langue invalide' }).optional(),
  /** For an English guide: the address (slug) of the French guide it translates. */
  translationOf: slugSchema.nullish(),
  status: z.enum(GUIDE_STATUSES),
});
type ThematicInput = z.output<typeof ThematicInput>;
/** The body of POST /thematiques and PUT /thematiques/:id; an amount typed badly is sent as typed. */
export type ThematicBody = z.input<typeof ThematicInput>;

const ListQuery = z.object({
  status: z.enum([...GUIDE_STATUSES, 'all']).default('all'),
  lang: z.enum([...CONTENT_LANGS, 'all']).default('all'),
  q: z.string().trim().max(100).optional(),
  pending: z.enum(['1', '0'], { error: 'Filtre « En attente » : 1 ou 0' }).default('0'),
});

export type ThematicList = Answer<typeof guideList>;
export type ThematicRow = ThematicList['items'][number];
/** The guide as stored. */
export type ThematicRecord = NonNullable<Answer<typeof guideDetail>>;
/** What every guide endpoint answers (GET, POST, PUT, publish…): the record and its editorial state. */
export type Thematic = EditorialDetail<ThematicRecord, ThematicBody>;
export type ThematicSave = EditorialSave<ThematicBody>;
export type ThematicRevision = RevisionDetail<ThematicBody>;
export type ThematicStale = StaleVersionError<Thematic>;

const SLUG_TAKEN = 'Cette adresse est déjà utilisée par une autre page';

/** The guide as stored, with its length and score, once its address is free (400 otherwise). */
export async function stored(db: Db, input: ThematicInput, id?: number) {
  const slug = input.slug ?? slugFrom(input.title);
  if (!slug) throw badRequest("L'adresse (slug) est requise", { slug: ["L'adresse (slug) est requise"] });
  if (!isFreeGuideSlug(slug)) throw badRequest(SLUG_MESSAGES.guide, { slug: [SLUG_MESSAGES.guide] });
  const owner = await guideIdBySlug(db, slug);
  if (owner !== null && owner !== id) throw badRequest(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
  const { testimonial } = input;
  const wordCount = words(input.content);
  return {
    ...input,
    slug,
    testimonial: testimonial?.text
      ? {
          ...testimonial,
          location: testimonial.location ?? undefined,
          amount: testimonial.amount ?? undefined,
        }
      : null,
    wordCount,
    readingTime: readingMinutes(wordCount),
    seoScore: seoScore(input),
  };
}

/** Guides in the editorial workflow (api/services/editorial.ts): revisions, pending changes, schedules. */
export const guideSpec = editorialKind({
  kind: 'guide',
  entity: 'thematic_page',
  missing: 'Page thématique introuvable',
  path: (slug, lang = 'fr') => guidePath(slug, lang),
  schema: ThematicInput,
  async prepare(db, input, id) {
    const row = await stored(db, input, id);
    return { data: { ...input, slug: row.slug }, write: (tx, itemId) => saveGuide(tx, row, itemId) };
  },
  record: guideDetail,
  change: (before, after) => changeFor({ kind: 'guide', label: 'guide' }, before, after),
});

const SaveInput = ThematicInput.extend(SaveFields);

export function thematiqueRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/thematiques', validate('query', ListQuery), async (c) =>
    c.json(await guideList(db, c.req.valid('query'))),
  );

  app.get('/thematiques/:id', validate('param', IdParam), async (c) =>
    c.json(await detailOf(db, guideSpec, c.req.valid('param').id)),
  );

  app.post('/thematiques', validate('json', ThematicInput), async (c) => {
    const id = await createItem(db, guideSpec, c.req.valid('json'), actorOf(c, ctx));
    await audit(c, db, 'create', 'thematic_page', id);
    return c.json(await detailOf(db, guideSpec, id), 201);
  });

  app.put('/thematiques/:id', validate('param', IdParam), validate('json', SaveInput), async (c) => {
    const { id } = c.req.valid('param');
    const { version, autosave, ...input } = c.req.valid('json');
    const action = autosave ? 'autosave' : 'save';
    const outcome = await saveItem(db, guideSpec, id, { version, input, action }, actorOf(c, ctx));
    if (outcome === 'done')
      await audit(c, db, 'update', 'thematic_page', id, autosave ? { autosave } : undefined);
    return answer(c, db, guideSpec, id, outcome, { version, input });
  });

  app.delete('/thematiques/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteGuide(db, id, actorOf(c, ctx)))) throw notFound('Page thématique introuvable');
    await audit(c, db, 'delete', 'thematic_page', id);
    return c.json({ success: true });
  });

  app.route('/', editorialRoutes(ctx, '/thematiques', guideSpec, { statusRoutes: true }));

  return app;
}
