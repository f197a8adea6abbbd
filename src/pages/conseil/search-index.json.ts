/** The index the server searches for `/conseil?q=` (src/lib/server/conseil-search.ts): built with the articles it links to. */
import type { APIRoute } from 'astro';
import { publishedArticles } from '../../../db/queries/content';
import { withLegalFigures } from '../../lib/build/editorial';
import { stripTags } from '../../lib/build/jsonld';
import { mediaImages } from '../../lib/build/media-images';
import { writtenArticles } from '../../lib/build/publishable';
import { store } from '../../lib/build/store';
import type { SearchEntry } from '../../lib/server/conseil-search';

export const GET: APIRoute = async () => {
  // Only the articles this build writes (issue 26: one left out is not found).
  const written = writtenArticles(await publishedArticles(store()), await mediaImages());
  const entries: SearchEntry[] = written.map((a) => ({
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
