/**
 * The item of a preview in the site layout, from an editor's form: the body is validated by the save routes' own
 * schemas and turned into what a save would store by their own functions (address, references, reading time…),
 * then laid over the stored row (or a new one) in the shape the static build reads. Nothing is written.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { ArticleData, GuideRow } from '../../../db/queries/content.ts';
import {
  articleReferences,
  articleRowById,
  cityPageRowById,
  guideRowById,
} from '../../../db/queries/site-preview.ts';
import type { SitePreview } from '../../../src/lib/build/preview.ts';
import { notFound } from '../../errors.ts';
import { ArticleInput, checked } from './articles.ts';
import { CityInput, stored as storedCity } from './cities.ts';
import { IdParam } from './shared.ts';
import { stored as storedGuide, ThematicInput } from './thematiques.ts';

const OptionalId = IdParam.shape.id.nullish();

/** POST /preview/site: which kind of page, the item's id when it exists, and the form's current data. */
export const SitePreviewRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('article'), id: OptionalId, data: ArticleInput }),
  z.object({ kind: z.literal('guide'), id: OptionalId, data: ThematicInput }),
  // City pages are only edited (the generator creates them): the page must exist.
  z.object({ kind: z.literal('city'), id: IdParam.shape.id, data: CityInput }),
]);
export type SitePreviewRequest = z.output<typeof SitePreviewRequest>;
export type SitePreviewBody = z.input<typeof SitePreviewRequest>;

/** The previewed item, as the page route will read it (src/lib/build/preview.ts). 400/404 as a save would. */
export async function previewItem(db: Db, request: SitePreviewRequest, now: Date): Promise<SitePreview> {
  const at = now.toISOString();
  if (request.kind === 'article') {
    const id = request.id ?? undefined;
    const existing = id ? await articleRowById(db, id) : null;
    if (id && !existing) throw notFound('Article introuvable');
    const { fields, tagIds } = await checked(db, request.data, id);
    const article: ArticleData = {
      ...(existing ?? { id: 0, status: 'draft', publishedAt: null, version: 1, createdAt: at }),
      ...fields,
      ...(await articleReferences(db, { ...fields, tagIds })),
      updatedAt: at,
    };
    return { kind: 'article', article };
  }
  if (request.kind === 'guide') {
    const id = request.id ?? undefined;
    const existing = id ? await guideRowById(db, id) : null;
    if (id && !existing) throw notFound('Page thématique introuvable');
    const form = await storedGuide(db, request.data, id);
    const guide: GuideRow = {
      ...(existing ?? { id: 0, structuredData: null, version: 1, createdAt: at }),
      ...form,
      // The form leaves the language out: the stored one (French for a new guide).
      lang: form.lang ?? existing?.lang ?? 'fr',
      translationOf: form.translationOf ?? existing?.translationOf ?? null,
      updatedAt: at,
    };
    return { kind: 'guide', guide };
  }
  const existing = await cityPageRowById(db, request.id);
  if (!existing) throw notFound('Page ville introuvable');
  return { kind: 'city', page: { ...existing, ...storedCity(request.data), updatedAt: at } };
}
