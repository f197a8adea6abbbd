/** The index the server searches for `/conseil?q=` (src/lib/server/conseil-search.ts): built with the articles it links to. */
import type { APIRoute } from 'astro';
import { publishedArticles } from '../../../db/queries/content';
import { withLegalFigures } from '../../lib/build/editorial';
import { stripTags } from '../../lib/build/jsonld';
import { store } from '../../lib/build/store';
import type { SearchEntry } from '../../lib/server/conseil-search';

export const GET: APIRoute = async () => {
  const entries: SearchEntry[] = (await publishedArticles(store())).map((a) => ({
    slug: a.slug,
    title: withLegalFigures(a.title),
    excerpt: withLegalFigures(a.excerpt ?? ''),
    category: a.category?.name ?? null,
    tags: a.tags.map((t) => t.name),
    text: stripTags(withLegalFigures(a.content)).replace(/[#*_`>|[\]()-]+/g, ' '),
    publishedAt: a.publishedAt,
  }));
  return new Response(JSON.stringify(entries), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
