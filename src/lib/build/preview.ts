/**
 * A private preview build (api/services/site-preview.ts): BUILD_PREVIEW names a JSON file holding one article,
 * guide or city page as an editor is writing it (new, draft or unsaved). The page routes render that item, and
 * only it, in place of the stored ones, through the same components as the live page; the layout marks the page
 * as a preview (noindex, banner). Without BUILD_PREVIEW this module changes nothing.
 */
import { readFileSync } from 'node:fs';
import type { Db } from '../../../db/client.ts';
import type { ArticleData, GuideRow } from '../../../db/queries/content.ts';
import { type CityPageData, type CityPageRow, cityPagesForBuild } from '../../../db/queries/site.ts';
import { guidePath, type Locale } from '../../i18n/locales.ts';

/** What the preview file holds: the item, shaped as the page reads it from the store. */
export type SitePreview =
  | { kind: 'article'; article: ArticleData }
  | { kind: 'guide'; guide: GuideRow }
  | { kind: 'city'; page: CityPageRow };

export type PreviewKind = SitePreview['kind'];

/** The site path of the previewed page, without its leading slash (conseil/x, guide/x, en/guide/x, apl-x). */
export function previewPagePath(preview: SitePreview): string {
  if (preview.kind === 'article') return `conseil/${preview.article.slug}`;
  if (preview.kind === 'guide') return guidePath(preview.guide.slug, preview.guide.lang ?? 'fr').slice(1);
  return preview.page.slug;
}

let loaded: SitePreview | null | undefined;

/** The item of this preview build, or null in a normal build. */
export function sitePreview(): SitePreview | null {
  if (loaded === undefined) {
    const file = process.env.BUILD_PREVIEW;
    loaded = file ? (JSON.parse(readFileSync(file, 'utf8')) as SitePreview) : null;
  }
  return loaded;
}

export const isPreview = (): boolean => sitePreview() !== null;

/** In a preview build, the articles to render: the previewed one, or none. Null in a normal build. */
export function previewedArticles(): ArticleData[] | null {
  const preview = sitePreview();
  if (!preview) return null;
  return preview.kind === 'article' ? [preview.article] : [];
}

/**
 * In a preview build, the guides of this language to render: the previewed one, or none. Null in a normal
 * build. (A preview file written before guides had a language holds a French guide.)
 */
export function previewedGuides(lang: Locale = 'fr'): GuideRow[] | null {
  const preview = sitePreview();
  if (!preview) return null;
  return preview.kind === 'guide' && (preview.guide.lang ?? 'fr') === lang ? [preview.guide] : [];
}

/**
 * In a preview build, the city pages to render: the previewed page with what the store says around it (commune,
 * nearby cities, CROUS, CAF), whatever its status. Null in a normal build.
 */
export async function previewedCityPages(db: Db): Promise<CityPageData[] | null> {
  const preview = sitePreview();
  if (!preview) return null;
  if (preview.kind !== 'city') return [];
  const [data] = await cityPagesForBuild(db, { ids: [preview.page.id] });
  return data ? [{ ...data, page: preview.page }] : [];
}
