/**
 * HTML built on the server (search results, the contact form, notices, e-mails) goes through hono's `html`
 * tagged template: every interpolated value is escaped unless it is itself a fragment made here (or wrapped
 * in `raw()`, for markup that was sanitised). Fragments are then put into a page at a marker by position,
 * never with String.prototype.replace and a string, whose `$`` `$'` `$&` patterns would paste page markup.
 *
 * Plain TypeScript without JSX: the server runs it directly under Node's type stripping.
 */
import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export { raw };

/** A fragment of markup whose every piece of data was escaped. */
export type SafeHtml = HtmlEscapedString;

type Child = SafeHtml | string | number | boolean | null | undefined | Child[];

/** `html\`<p>${text}</p>\``: `text` is escaped; a SafeHtml (or an array of them) is kept as is. */
export function html(strings: TemplateStringsArray, ...values: Child[]): SafeHtml {
  const out = honoHtml(strings, ...values);
  // Our fragments are synchronous; hono returns a Promise only when a value is one.
  if (out instanceof Promise) throw new TypeError('safe-html : fragment asynchrone inattendu');
  return out;
}

/** The fragment as a string. */
export function render(fragment: SafeHtml): string {
  return fragment.toString();
}

/**
 * Puts `fragment` in place of the first `marker` of `page` (the page unchanged when the marker is absent).
 * The fragment is inserted by position: nothing in it is read as a replacement pattern.
 */
export function insertAt(page: string, marker: string, fragment: SafeHtml): string {
  const at = page.indexOf(marker);
  if (at === -1) return page;
  return page.slice(0, at) + render(fragment) + page.slice(at + marker.length);
}

/** Puts `fragment` in place of everything between `start` and `end` (both markers kept). */
export function insertBetween(page: string, start: string, end: string, fragment: SafeHtml): string {
  const from = page.indexOf(start);
  const to = from === -1 ? -1 : page.indexOf(end, from + start.length);
  if (to === -1) return page;
  return page.slice(0, from + start.length) + render(fragment) + page.slice(to);
}
