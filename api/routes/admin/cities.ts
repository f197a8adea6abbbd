/**
 * City pages: list and edit (content, CAF contact, student count, universities, FAQ, SEO) with versions,
 * revisions, pending changes and schedules (editorial.ts), publish, unpublish, and batch SEO titles and
 * descriptions. Editors and admins.
 */
import { z } from 'zod';
import {
  CITY_SORTS,
  type CityPageEdit,
  type CitySeo,
  cityPageDetail,
  cityPageIdBySlug,
  cityPageList,
  setCitySeo,
  unknownCityPageIds,
  updateCityPage,
} from '../../../db/queries/admin-cities.ts';
import { type CafContact as CafContactColumn, PUBLICATION_STATUSES } from '../../../db/schema.ts';
import {
  citySlugSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SLUG_MESSAGES,
  seoTextSchema,
  webUrlSchema,
} from '../../../src/core/validation/index.ts';
import { renderableMarkdown } from '../../../src/lib/server/markdown-bounds.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { editorialKind, saveItem } from '../../services/editorial.ts';
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
import { changeFor } from './publishing.ts';
import { type Answer, adminApp, faqSchema, IdParam, optionalText } from './shared.ts';

const ListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  zone: z.enum(['1', '2', '3', 'all']).default('all'),
  status: z.enum([...PUBLICATION_STATUSES, 'all']).default('all'),
  missingSeo: z.enum(['1', '0']).default('0'),
  pending: z.enum(['1', '0'], { error: 'Filtre « En attente » : 1 ou 0' }).default('0'),
  sort: z.enum(CITY_SORTS, { error: 'Tri inconnu' }).default('population'),
  dir: z.enum(['asc', 'desc'], { error: 'Sens de tri inconnu (asc ou desc)' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const nonNegativeInt = (label: string) =>
  z
    .number({ error: `${label} : nombre entier attendu` })
    .int(`${label} : nombre entier attendu`)
    .min(0, `${label} : pas de valeur négative`)
    .max(10_000_000, `${label} : valeur trop grande`)
    .nullish();

const CafContact = z
  .object({
    address: optionalText(300, 'Adresse CAF'),
    phone: z
      .string()
      .trim()
      .regex(/^$|^[0-9 +().-]{4,20}$/, 'Téléphone CAF : format invalide')
      .nullish()
      .transform((v) => v || null),
    hours: optionalText(200, 'Horaires CAF'),
    // An empty field means no site; anything else must be a full http(s) address (never javascript:…).
    url: z.preprocess((v) => v || null, z.nullable(webUrlSchema('Site CAF'))),
  })
  .default({ address: null, phone: null, hours: null, url: null });

export const CityInput = z.object({
  slug: z.string({ error: SLUG_MESSAGES.requis }).pipe(citySlugSchema),
  metaTitle: seoTextSchema(SEO_TITLE_MAX, 'Le titre SEO'),
  metaDescription: seoTextSchema(SEO_DESCRIPTION_MAX, 'La description SEO'),
  // Markdown (issue 30), bounded and rendered once as the build will (src/lib/server/markdown-bounds.ts).
  content: z
    .string()
    .max(100_000, 'Le contenu est trop long (100 000 caractères au plus)')
    .pipe(renderableMarkdown('Le contenu'))
    .nullish(),
  populationEtudiante: nonNegativeInt('Nombre d’étudiants'),
  averageRent: z
    .number({ error: 'Loyer moyen : nombre attendu' })
    .positive('Loyer moyen : valeur positive attendue')
    .max(10_000, 'Loyer moyen : 10 000 € au plus')
    .nullish(),
  averageRentYear: z.number().int().min(2000, 'Année invalide').max(2100, 'Année invalide').nullish(),
  averageRentSource: optionalText(200, 'La source du loyer'),
  featuredUniversities: z
    .array(z.string().trim().min(1).max(150, 'Nom d’université trop long'))
    .max(20)
    .default([]),
  cafContact: CafContact,
  faq: faqSchema(10),
  status: z.enum(PUBLICATION_STATUSES),
});
/** The body of PUT /cities/:id; numbers an editor typed badly are sent as typed, for the field's message. */
export type CityBody = z.input<typeof CityInput>;

/** One city's SEO as the batch proposes it: checked on its own, so one city too long refuses only itself. */
const SeoOfOneCity = z.object({
  metaTitle: seoTextSchema(SEO_TITLE_MAX, 'Le titre SEO'),
  metaDescription: seoTextSchema(SEO_DESCRIPTION_MAX, 'La description SEO'),
});

const BatchSeo = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        // Bounded here; each item's own limits are checked by SeoOfOneCity, item by item.
        metaTitle: z.string().max(1_000).nullish(),
        metaDescription: z.string().max(1_000).nullish(),
      }),
    )
    .min(1, 'Aucune ville choisie')
    .max(500, '500 villes au plus à la fois'),
});
export type BatchSeoBody = z.input<typeof BatchSeo>;
/** A city the batch left as it was, and why (French, one reason per field). */
export type BatchSeoRefusal = { id: number; reasons: string[] };
export type BatchSeoAnswer = { success: true; updated: number; refused: BatchSeoRefusal[] };

export type CityList = Answer<typeof cityPageList>;
export type CityRow = CityList['items'][number];
/** The city page as stored, with its commune. */
export type CityPageRecord = NonNullable<Answer<typeof cityPageDetail>>;
/** What every city page endpoint answers (GET, PUT, publish…): the record and its editorial state. */
export type CityPage = EditorialDetail<CityPageRecord, CityBody>;
export type CitySave = EditorialSave<CityBody>;
export type CityRevision = RevisionDetail<CityBody>;
export type CityStale = StaleVersionError<CityPage>;

/** The CAF contact as stored: only what an editor filled in, null when nothing. */
function cafContactOf(input: z.output<typeof CafContact>): CafContactColumn | null {
  const filled = Object.entries(input).filter((e): e is [keyof CafContactColumn, string] => Boolean(e[1]));
  return filled.length > 0 ? Object.fromEntries(filled) : null;
}

/** What is stored: empty lists as null, so the page shows nothing for them. */
export function stored(input: z.output<typeof CityInput>): CityPageEdit {
  return {
    ...input,
    content: input.content ?? null,
    populationEtudiante: input.populationEtudiante ?? null,
    averageRent: input.averageRent ?? null,
    averageRentYear: input.averageRentYear ?? null,
    featuredUniversities: input.featuredUniversities.length > 0 ? input.featuredUniversities : null,
    cafContact: cafContactOf(input.cafContact),
    faq: input.faq.length > 0 ? input.faq : null,
  };
}

const SLUG_TAKEN = 'Cette adresse est déjà utilisée par une autre ville';
const MISSING = 'Page ville introuvable';

/** City pages in the editorial workflow (api/services/editorial.ts); the generator creates them, never a form. */
export const citySpec = editorialKind({
  kind: 'city',
  entity: 'city_page',
  missing: MISSING,
  path: (slug) => `/${slug}`,
  schema: CityInput,
  async prepare(db, input, id) {
    const owner = await cityPageIdBySlug(db, input.slug);
    if (owner !== null && owner !== id) throw badRequest(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    const row = stored(input);
    return {
      data: input,
      async write(tx, itemId) {
        if (itemId === undefined || !(await updateCityPage(tx, itemId, row))) throw notFound(MISSING);
        return itemId;
      },
    };
  },
  record: cityPageDetail,
  change: (before, after) => changeFor({ kind: 'city', label: 'page ville' }, before, after),
});

const SaveInput = CityInput.extend(SaveFields);

/** The batch's cities that can be written, and the others with their reasons. */
function checkEachCity(items: z.output<typeof BatchSeo>['items'], unknown: Set<number>) {
  const kept: CitySeo[] = [];
  const refused: BatchSeoRefusal[] = [];
  for (const item of items) {
    if (unknown.has(item.id)) {
      refused.push({ id: item.id, reasons: ['Ville introuvable.'] });
      continue;
    }
    const checked = SeoOfOneCity.safeParse(item);
    if (checked.success) kept.push({ id: item.id, ...checked.data });
    else refused.push({ id: item.id, reasons: checked.error.issues.map((i) => i.message) });
  }
  return { kept, refused };
}

export function cityRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/cities', validate('query', ListQuery), async (c) =>
    c.json(await cityPageList(db, c.req.valid('query'))),
  );

  app.post('/cities/batch-seo', validate('json', BatchSeo), async (c) => {
    const { items } = c.req.valid('json');
    const unknown = new Set(
      await unknownCityPageIds(
        db,
        items.map((i) => i.id),
      ),
    );
    const { kept, refused } = checkEachCity(items, unknown);
    if (kept.length === 0)
      throw badRequest(`Aucune ville mise à jour : ${refused[0]?.reasons.join(' ')}`, {
        ...Object.fromEntries(refused.map((r) => [`ville.${r.id}`, r.reasons])),
      });
    await setCitySeo(db, kept);
    const ids = kept.map((i) => i.id);
    await audit(c, db, 'batch-seo', 'city_page', null, { count: kept.length, ids: ids.slice(0, 50) });
    return c.json({ success: true, updated: kept.length, refused } satisfies BatchSeoAnswer);
  });

  app.get('/cities/:id', validate('param', IdParam), async (c) =>
    c.json(await detailOf(db, citySpec, c.req.valid('param').id)),
  );

  app.put('/cities/:id', validate('param', IdParam), validate('json', SaveInput), async (c) => {
    const { id } = c.req.valid('param');
    const { version, autosave, ...input } = c.req.valid('json');
    const action = autosave ? 'autosave' : 'save';
    const outcome = await saveItem(db, citySpec, id, { version, input, action }, actorOf(c, ctx));
    if (outcome === 'done')
      await audit(c, db, 'update', 'city_page', id, autosave ? { autosave } : undefined);
    return answer(c, db, citySpec, id, outcome, { version, input });
  });

  app.route('/', editorialRoutes(ctx, '/cities', citySpec, { statusRoutes: true }));

  return app;
}
