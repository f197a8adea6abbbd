/**
 * Previews of what an editor is writing, before it is published.
 * - POST /preview: the exact HTML the body of an article or guide will show (the quick side pane): same Markdown
 *   renderer, same sanitizer, same {{figures}} (legal figures in force this month). Unknown {{names}} are
 *   listed so the editor can fix them.
 * - POST /preview/site: the whole page in the site's own layout, for articles, guides and city pages, built
 *   privately from the form's current data (api/services/site-preview.ts, which says why a build). It answers
 *   at once (202) with the preview's address; GET …/<token>/status tells when it is ready; GET …/<token>/
 *   serves the page and …/<token>/_astro/<file> its scripts, to signed-in back-office users only, never cached
 *   nor indexed, with the site's CSP.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { markdownSchema } from '../../../src/core/validation/markdown.ts';
import { figureNames } from '../../../src/lib/build/apl-figures.ts';
import { figures, renderEditorial } from '../../../src/lib/build/editorial.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, notFound, TooManyRequests } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { pagePolicy } from '../../security/headers.ts';
import { enforce } from '../../security/rate-limit.ts';
import {
  PREVIEW_ASSET,
  PREVIEW_PATH,
  PREVIEW_TOKEN,
  type PreviewState,
  sitePreviewsFor,
} from '../../services/site-preview.ts';
import { type AdminEnv, type Answer, adminApp } from './shared.ts';
import { previewItem, SitePreviewRequest } from './site-preview-item.ts';

export type { SitePreviewBody } from './site-preview-item.ts';

/** The body of POST /preview: the Markdown as a save would accept it (length, nesting: spec of issue 26). */
const PreviewInput = z.object({
  markdown: z.string().max(200_000, 'Le contenu est trop long').pipe(markdownSchema('Le contenu')),
});

/** The HTML of Markdown a save accepted; a renderer that fails all the same answers 422, never 500. */
function rendered(markdown: string): string {
  try {
    return renderEditorial(markdown);
  } catch {
    throw new ApiFailure(
      422,
      'CONTENU_ILLISIBLE',
      'Le contenu ne peut pas être affiché : simplifiez sa mise en forme (citations, listes ou mises en forme imbriquées)',
    );
  }
}

function preview(markdown: string) {
  const known = figures();
  return {
    html: rendered(markdown),
    unknownFigures: figureNames(markdown).filter((n) => !(n in known)),
    figures: Object.keys(known),
  };
}
export type Preview = Answer<typeof preview>;

/** Where a site preview stands: the page's address, and once done its build time or what went wrong. */
function siteState(token: string, state: PreviewState) {
  return {
    token,
    status: state.status,
    url: `${PREVIEW_PATH}/${token}/`,
    statusUrl: `${PREVIEW_PATH}/${token}/status`,
    durationMs: state.durationMs ?? null,
    error: state.error ?? null,
  };
}
export type SitePreviewState = Answer<typeof siteState>;

const GONE = 'Aperçu introuvable ou expiré : relancez « Aperçu dans le site ».';
const TokenParam = z.object({ token: z.string().regex(PREVIEW_TOKEN, 'Aperçu introuvable') });
const AssetParam = TokenParam.extend({ file: z.string().regex(PREVIEW_ASSET, 'Fichier introuvable') });

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  woff2: 'font/woff2',
  woff: 'font/woff',
  json: 'application/json',
};

/** A preview is private and short-lived: never stored by a cache, never indexed. */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function previewRoutes(ctx: AppContext) {
  const previews = () =>
    sitePreviewsFor({
      buildsDir: ctx.env.BUILDS_DIR,
      store: ctx.env.STORE,
      siteUrl: ctx.env.SITE_URL,
      now: ctx.now,
    });
  const page = (c: Context<AdminEnv>, token: string) => {
    const built = previews().page(token);
    if (!built) throw notFound(GONE);
    return c.body(built.html, 200, {
      ...PRIVATE,
      'Content-Type': 'text/html; charset=utf-8',
      // The site's policy, with the script hashes of this very page (its CSP <meta> says the same).
      'Content-Security-Policy': pagePolicy(built.state.scriptHashes ?? []),
    });
  };

  return adminApp()
    .post('/preview', validate('json', PreviewInput), (c) => c.json(preview(c.req.valid('json').markdown)))
    .post('/preview/site', validate('json', SitePreviewRequest), async (c) => {
      const user = c.get('user');
      await enforce(ctx, 'sitePreview', `user:${user.id}`, {
        code: 'TROP_D_APERCUS',
        message: (wait) => `Trop d'aperçus demandés. ${wait}`,
      });
      const item = await previewItem(ctx.db, c.req.valid('json'), ctx.now?.() ?? new Date());
      const started = previews().start(user.id, item);
      if (!started)
        throw new TooManyRequests(
          10,
          "D'autres aperçus sont en préparation. Réessayez dans quelques secondes.",
          'APERCUS_EN_COURS',
        );
      const state = previews().state(started.token);
      if (!state) throw notFound(GONE);
      return c.json(siteState(started.token, state), 202);
    })
    .get('/preview/site/:token/status', validate('param', TokenParam), (c) => {
      const { token } = c.req.valid('param');
      const state = previews().state(token);
      if (!state) throw notFound(GONE);
      return c.json(siteState(token, state), 200, PRIVATE);
    })
    .get('/preview/site/:token/_astro/:file', validate('param', AssetParam), (c) => {
      const { token, file } = c.req.valid('param');
      const body = previews().asset(token, file);
      if (!body) throw notFound('Fichier introuvable');
      const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      return c.body(new Uint8Array(body), 200, { ...PRIVATE, 'Content-Type': type });
    })
    .get('/preview/site/:token/', validate('param', TokenParam), (c) => page(c, c.req.valid('param').token))
    .get('/preview/site/:token', validate('param', TokenParam), (c) => page(c, c.req.valid('param').token));
}
