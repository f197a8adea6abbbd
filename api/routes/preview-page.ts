/**
 * GET /apercu?jeton=<token>: an editor's preview link (api/routes/admin/preview-links.ts), opened by anyone who has it,
 * without an account. It shows the article, guide or city page as the back-office holds it at this moment (a
 * draft, or a live page's pending changes), rendered by the site's own Markdown renderer and sanitizer (the same
 * HTML as the editor's preview pane), in a page of its own with the site's colours.
 *
 * - Unknown, malformed, revoked and expired tokens, and a link whose item was deleted, all get the same 410 page:
 *   nothing says whether a token ever existed. Only the SHA-256 of the token is looked up.
 * - Every answer is private: `Cache-Control: private, no-store` (Varnish passes /apercu too), `X-Robots-Tag` and
 *   `<meta name="robots">` noindex, `Referrer-Policy: no-referrer` (the token must not leave in a Referer), the
 *   site's CSP with no script at all (the page has none) and `frame-ancestors 'none'`.
 * - Lookups are counted per client in the store's shared counters (PREVIEW_LINK_RATE_LIMIT), valid or not, so a
 *   token cannot be guessed (2^256 of them besides).
 * - The token rides in the query string, as the data-deletion link's does: haproxy's and Varnish's access logs write
 *   the path without it (deploy/), and the server's own lines the route pattern only (api/observability).
 */
import { Hono } from 'hono';
import { raw } from 'hono/html';
import { type Child, Fragment, jsx as h } from 'hono/jsx';
import { type PreviewedItem, previewedItem, previewLinkByHash } from '../../db/queries/preview-links.ts';
import { datedText, renderEditorial, withLegalFigures } from '../../src/lib/build/editorial.ts';
import { markdownToSafeHtml } from '../../src/lib/build/html.ts';
import type { AppContext } from '../context.ts';
import { waitSentence } from '../errors.ts';
import { countRefusal } from '../observability/metrics.ts';
import { clientSubject } from '../security/client.ts';
import { pagePolicy } from '../security/headers.ts';
import { consume } from '../security/rate-limit.ts';
import { hashPreviewToken, PREVIEW_LINK_PATH, PREVIEW_LINK_TOKEN } from './admin/preview-links.ts';

/** A constant, never data: the site's colours for this one page (the CSP allows inline styles, never scripts). */
const STYLE = `
:root{--blue-900:#0b2a4a;--blue-600:#1a5fa8;--blue-50:#f3f8fd;--ink:#1b2430;--muted:#4f5b6b;--line:#d8e0ea;--amber-50:#fff8e6;--amber-700:#8a5a00;color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:17px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff}
a{color:var(--blue-600);text-underline-offset:2px}
:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
.container{width:100%;max-width:46rem;margin:0 auto;padding:0 1.25rem}
.banner{background:var(--amber-50);border-bottom:2px solid #f5c451;color:var(--amber-700);font-size:.95rem}
.banner .container{padding-block:.75rem}
.banner strong{color:#5c3b00}
main{padding:2rem 0 3rem}
h1{font-size:clamp(1.6rem,1.2rem + 1.8vw,2.3rem);line-height:1.25;color:var(--blue-900);margin:0 0 1rem}
h2{font-size:1.35rem;color:var(--blue-900);margin:2rem 0 .75rem;line-height:1.3}
h3{font-size:1.1rem;color:var(--blue-900);margin:1.5rem 0 .5rem}
p,ul,ol,table,blockquote{margin:0 0 1rem}
img{max-width:100%;height:auto}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}
th,td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left}
blockquote{border-left:4px solid var(--line);padding-left:1rem;color:var(--muted)}
.lead{font-size:1.15rem;color:var(--muted)}
.faq{margin-top:2.5rem;border-top:1px solid var(--line)}
.faq dt{font-weight:700;color:var(--blue-900);margin-top:1rem}
.faq dd{margin:.25rem 0 0}
.gone{padding:3rem 0}
`;

/** What the page shows, in words (the grammatical gender follows the kind). */
const AS_WRITTEN: Record<PreviewedItem['kind'], string> = {
  article: 'l’article tel qu’il est en cours de rédaction',
  guide: 'le guide tel qu’il est en cours de rédaction',
  city: 'la page ville telle qu’elle est en cours de rédaction',
};

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « 28 novembre 2026 à 9 h 05 », Paris time, as the back-office writes an instant. */
function parisInstant(iso: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    PARIS_TIME.formatToParts(new Date(iso)).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} à ${Number(part('hour'))} h ${part('minute')}`;
}

/** The body as the live page would show it: Markdown rendered and sanitized (a city page's without figures). */
function bodyHtml(item: PreviewedItem): string {
  try {
    return item.kind === 'city' ? markdownToSafeHtml(datedText(item.body)) : renderEditorial(item.body);
  } catch {
    return '<p>Le contenu ne peut pas être affiché tel quel : sa mise en forme est à simplifier.</p>';
  }
}

const Document = (props: { title: string; children: Child }) =>
  h(
    'html',
    { lang: 'fr' },
    h(
      'head',
      {},
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex, nofollow' }),
      h('meta', { name: 'referrer', content: 'no-referrer' }),
      h('title', {}, `${props.title} | APL Simulateur`),
      h('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h('body', {}, props.children),
  );

const Preview = ({ item, expiresAt }: { item: PreviewedItem; expiresAt: string }) =>
  h(
    Document,
    { title: `Aperçu : ${withLegalFigures(item.title)}` },
    h(
      'div',
      { class: 'banner', role: 'note' },
      h(
        'div',
        { class: 'container' },
        h('strong', {}, 'Aperçu non publié'),
        ` — ${AS_WRITTEN[item.kind]}${
          item.pending ? ' (modifications en attente de publication)' : ''
        }. Ce lien est valable jusqu’au ${parisInstant(expiresAt)}.`,
      ),
    ),
    h(
      'main',
      { id: 'contenu' },
      h(
        'article',
        { class: 'container' },
        h('h1', {}, withLegalFigures(item.title)),
        item.lead ? h('p', { class: 'lead' }, withLegalFigures(item.lead)) : null,
        h('div', { class: 'prose', dangerouslySetInnerHTML: { __html: bodyHtml(item) } }),
        item.faq.length > 0
          ? h(
              'section',
              { class: 'faq' },
              h('h2', {}, 'Questions fréquentes'),
              h(
                'dl',
                {},
                ...item.faq.flatMap((f) => [
                  h('dt', {}, withLegalFigures(f.question)),
                  h('dd', {}, withLegalFigures(f.answer)),
                ]),
              ),
            )
          : null,
      ),
    ),
  );

const Refused = ({ title, text }: { title: string; text: string }) =>
  h(
    Document,
    { title },
    h(
      'main',
      { id: 'contenu', class: 'gone' },
      h(
        'div',
        { class: 'container' },
        h('h1', {}, title),
        h('p', {}, text),
        h('p', {}, h('a', { href: '/' }, 'Aller à l’accueil du simulateur')),
      ),
    ),
  );

const page = (child: Child): Promise<string> | string =>
  h(Fragment, {}, raw('<!doctype html>'), child).toString();

/** What every answer of /apercu carries, refusals included. */
const PRIVATE: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  // The site's policy, without any script hash: the page runs no script.
  'Content-Security-Policy': pagePolicy([]),
};

/** The one answer for a token that opens nothing, whatever the reason. */
const GONE = {
  title: 'Ce lien d’aperçu n’est plus valable',
  text: 'Le lien a expiré, a été révoqué ou n’existe pas. Demandez un nouveau lien à la personne qui vous l’a envoyé.',
};

export function previewPageRoutes(ctx: AppContext) {
  const now = () => ctx.now?.() ?? new Date();

  /** The page of a token, or null when it opens nothing. */
  const open = async (token: string): Promise<string | null> => {
    if (!PREVIEW_LINK_TOKEN.test(token)) return null;
    const link = await previewLinkByHash(ctx.db, hashPreviewToken(token));
    if (!link || link.revokedAt || Date.parse(link.expiresAt) <= now().getTime()) return null;
    const item = await previewedItem(ctx.db, link.kind, link.itemId);
    return item ? page(h(Preview, { item, expiresAt: link.expiresAt })) : null;
  };

  return new Hono().get(PREVIEW_LINK_PATH, async (c) => {
    const verdict = await consume(ctx, 'previewLinkOpen', clientSubject(ctx, c));
    if (!verdict.ok) {
      countRefusal('previewLinkOpen');
      const wait = waitSentence(verdict.retryAfterSeconds);
      const html = await page(
        h(Refused, {
          title: 'Trop d’aperçus ouverts',
          text: `Trop de liens d’aperçu ouverts depuis cette connexion. ${wait}`,
        }),
      );
      return c.html(html, 429, { ...PRIVATE, 'Retry-After': String(Math.ceil(verdict.retryAfterSeconds)) });
    }
    const html = await open(c.req.query('jeton') ?? '');
    if (html) return c.html(html, 200, PRIVATE);
    return c.html(await page(h(Refused, GONE)), 410, PRIVATE);
  });
}
