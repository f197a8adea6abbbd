/** Categories and tags of the articles: list, create, rename, delete. Editors and admins. */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  createTaxon,
  deleteTaxon,
  type Taxonomy,
  taxonomyIdBySlug,
  taxonomyList,
  updateTaxon,
} from '../../../db/queries/admin-taxonomy.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp, IdParam, optionalText, slugFrom, slugSchema } from './shared.ts';

const NameInput = z.object({
  name: z
    .string({ error: 'Le nom est requis' })
    .trim()
    .min(1, 'Le nom est requis')
    .max(80, 'Le nom est trop long (80 caractères au plus)'),
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  description: optionalText(300, 'La description'),
});
export type TaxonBody = z.input<typeof NameInput>;

export type TaxonomyList = Answer<typeof taxonomyList>;
export type Taxon = TaxonomyList['items'][number];

const ENTITY = { categories: 'article_category', tags: 'tag' } as const;

/** The fields as stored, once the address is free (400 otherwise). */
async function checked(db: Db, kind: Taxonomy, input: z.output<typeof NameInput>, id?: number) {
  const slug = input.slug ?? slugFrom(input.name);
  if (!slug) throw badRequest("L'adresse (slug) est requise", { slug: ["L'adresse (slug) est requise"] });
  const owner = await taxonomyIdBySlug(db, kind, slug);
  if (owner !== null && owner !== id)
    throw badRequest('Cette adresse est déjà utilisée', { slug: ['Cette adresse est déjà utilisée'] });
  return { name: input.name, slug, description: input.description };
}

export function taxonomyRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  for (const kind of ['categories', 'tags'] as const) {
    app.get(`/${kind}`, async (c) => c.json(await taxonomyList(db, kind)));

    app.post(`/${kind}`, validate('json', NameInput), async (c) => {
      const id = await createTaxon(db, kind, await checked(db, kind, c.req.valid('json')));
      await audit(c, db, 'create', ENTITY[kind], id);
      return c.json({ id }, 201);
    });

    app.put(`/${kind}/:id`, validate('param', IdParam), validate('json', NameInput), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await updateTaxon(db, kind, id, await checked(db, kind, c.req.valid('json'), id))))
        throw notFound();
      await audit(c, db, 'update', ENTITY[kind], id);
      return c.json({ id });
    });

    app.delete(`/${kind}/:id`, validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deleteTaxon(db, kind, id))) throw notFound();
      await audit(c, db, 'delete', ENTITY[kind], id);
      return c.json({ success: true });
    });
  }
  return app;
}
