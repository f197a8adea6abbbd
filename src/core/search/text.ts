/**
 * The text of the admin's search (issue 30), the same on both stores: what an item's body reads once its markup
 * is gone, the folded form that is indexed and queried (lower case, no accents, only letters and digits), the
 * terms of a query (never an operator of FTS5 or tsquery), and a short snippet with the places that matched.
 */

/** The most terms a query keeps, and the longest term (longer ones are cut). */
export const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

const MARKS = /\p{M}+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Folds a text for the index: each UTF-16 unit becomes one character — its lower-case letter or digit without
 * accent, else a space — so the folded text has the same length as the original (a match found in one is at the
 * same place in the other, for the snippet).
 */
export function foldText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text[i] as string;
    if (unit < '\u0080') {
      out += /[A-Za-z0-9]/.test(unit) ? unit.toLowerCase() : ' ';
      continue;
    }
    const base = unit.normalize('NFD').replace(MARKS, '').toLowerCase().charAt(0);
    out += base && WORD_CHAR.test(base) ? base : ' ';
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X'))
    return safeCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10));
  return ENTITIES[name.toLowerCase()] ?? entity;
}

function safeCodePoint(n: number): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ';
}

/**
 * The words of a Markdown or HTML body as a reader sees them: tags, scripts and styles dropped, links and images
 * reduced to their text, Markdown's emphasis, headings, quotes and list marks removed, entities decoded, blank
 * space collapsed.
 */
export function plainText(markup: string | null | undefined): string {
  if (!markup) return '';
  return markup
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]+/g, ' ')
    .replace(/&(#?[A-Za-z0-9]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The terms of what someone typed: its folded words, without repeats, at most MAX_TERMS. Quotes, parentheses,
 * stars, colons, `NEAR`, `AND`, `&`, `|`, `!` are no operators here: punctuation separates words, and a word is
 * only ever searched as a word.
 */
export function searchTerms(query: string): string[] {
  const words = foldText(query.slice(0, 400)).split(' ').filter(Boolean);
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

export type Snippet = { text: string; marks: Array<[start: number, end: number]> };

/**
 * About `width` characters of `body` around its first word that starts with one of `terms` (the start of the
 * body when none does), cut at spaces, with « … » where it was cut, and the places of the matched words.
 * `folded`: foldText(body), when the caller has it already (the index stores it).
 */
export function snippetOf(
  body: string,
  terms: readonly string[],
  width = 160,
  folded = foldText(body),
): Snippet {
  const first = firstHit(folded, terms);
  let start = Math.max(0, first - Math.floor(width / 3));
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(body.length, start + width);
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const prefix = start > 0 ? '… ' : '';
  const text = `${prefix}${body.slice(start, end)}${end < body.length ? ' …' : ''}`;
  const marks = wordHits(folded.slice(start, end), terms).map(
    ([s, e]) => [s + prefix.length, e + prefix.length] as [number, number],
  );
  return { text, marks };
}

/** Where the first word that starts with one of the terms begins in a folded text (0 when none does). */
function firstHit(folded: string, terms: readonly string[]): number {
  let best = -1;
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (at === 0 || folded[at - 1] === ' ') {
        if (best === -1 || at < best) best = at;
        break;
      }
    }
  }
  return Math.max(best, 0);
}

/** Where the words of a folded text that start with one of the terms are: [start, end of the term]. */
function wordHits(folded: string, terms: readonly string[]): Array<[number, number]> {
  const hits: Array<[number, number]> = [];
  if (terms.length === 0) return hits;
  const word = /[^ ]+/g;
  for (let m = word.exec(folded); m !== null; m = word.exec(folded)) {
    const found = terms.find((t) => m?.[0].startsWith(t));
    if (found) hits.push([m.index, m.index + found.length]);
  }
  return hits;
}
