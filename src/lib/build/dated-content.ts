/**
 * Dated content: a sentence about a rule that changes on a known date, shown by the build from that date on,
 * with the same clock as the amounts (`buildMonth()`, `APL_BUILD_MONTH`):
 *
 *   {{depuis:2027-01}}shown when the month of the build is 2027-01 or later{{/depuis}}
 *   {{avant:2027-01}}shown when the month of the build is before 2027-01{{/avant}}
 *
 * Blocks hold Markdown (several paragraphs) and {{figures}}; they do not nest. The text is read on the raw
 * source, before the figures, the Markdown and the sanitiser, by one scan from `{{` to `{{` (indexOf, and
 * anchored patterns of bounded length at each one): linear in the length of the text, whatever it holds. A
 * marker that is ill-formed, unmatched or nested stays as written, and `datedProblems` names it for the
 * editor's preview (content/editorial/README.md).
 */
import { YEAR_FIGURE } from '../../core/validation/seo-text.ts';

export type DatedKind = 'depuis' | 'avant';

type Span = { start: number; end: number };
type Marker =
  | (Span & { type: 'open'; kind: DatedKind; month: string; name: string })
  | (Span & { type: 'close'; kind: DatedKind; name: string })
  | (Span & { type: 'bad'; name: string });

type Block = { open: Marker & { type: 'open' }; close: Marker & { type: 'close' } };

/** `{{` then what makes it a dated marker (well-formed or not): a `depuis` or `avant`, opening or closing. */
const CANDIDATE = /\{\{[ \t]{0,16}\/?[ \t]{0,16}(?:depuis|avant)(?![a-z0-9])/iy;
const OPEN = /\{\{[ \t]{0,16}(depuis|avant):(\d{4}-(?:0[1-9]|1[0-2]))[ \t]{0,16}\}\}/y;
const CLOSE = /\{\{[ \t]{0,16}\/(depuis|avant)[ \t]{0,16}\}\}/y;
/** How far an ill-formed marker is looked at for its closing `}}`, to name it. */
const BAD_NAME_MAX = 40;

const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

function anchored(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** The marker that starts at `at` (where `{{` is), or null when the braces hold something else (a figure). */
function markerAt(text: string, at: number): Marker | null {
  if (!anchored(CANDIDATE, text, at)) return null;
  const open = anchored(OPEN, text, at);
  if (open)
    return {
      type: 'open',
      kind: open[1] as DatedKind,
      month: open[2] as string,
      name: `${open[1]}:${open[2]}`,
      start: at,
      end: at + open[0].length,
    };
  const close = anchored(CLOSE, text, at);
  if (close)
    return {
      type: 'close',
      kind: close[1] as DatedKind,
      name: `/${close[1]}`,
      start: at,
      end: at + close[0].length,
    };
  // Named up to its `}}` when that comes soon and before any other `{{`: a bounded look, never a search of the text.
  const ahead = text.slice(at + 2, at + 2 + BAD_NAME_MAX);
  const closing = ahead.indexOf('}}');
  if (closing !== -1 && !ahead.slice(0, closing).includes('{{'))
    return { type: 'bad', name: ahead.slice(0, closing).trim(), start: at, end: at + 2 + closing + 2 };
  return { type: 'bad', name: `${ahead.slice(0, 20).trim()}…`, start: at, end: at + 2 };
}

/** Every dated marker of the text, in order. */
function markers(text: string): Marker[] {
  const out: Marker[] = [];
  let at = text.indexOf('{{');
  while (at !== -1) {
    const m = markerAt(text, at);
    if (m) out.push(m);
    at = text.indexOf('{{', m && m.end > at + 2 ? m.end : at + 1);
  }
  return out;
}

/** Markers paired into blocks; a marker left alone (ill-formed, unmatched, or an opening inside a block) apart. */
function parse(text: string): { blocks: Block[]; unmatched: Marker[] } {
  const blocks: Block[] = [];
  const unmatched: Marker[] = [];
  let open: Block['open'] | null = null;
  for (const m of text.includes('{{') ? markers(text) : []) {
    if (m.type === 'bad') unmatched.push(m);
    else if (m.type === 'open') {
      if (open) unmatched.push(open); // no nesting: the outer opening stays as written
      open = m;
    } else if (open && open.kind === m.kind) {
      blocks.push({ open, close: m });
      open = null;
    } else {
      if (open) unmatched.push(open);
      open = null;
      unmatched.push(m);
    }
  }
  if (open) unmatched.push(open);
  unmatched.sort((a, b) => a.start - b.start);
  return { blocks, unmatched };
}

/** Whether the block's text is shown in the month `month` (AAAA-MM). */
export function shownIn(kind: DatedKind, from: string, month: string): boolean {
  return kind === 'depuis' ? month >= from : month < from;
}

const atLineStart = (text: string, at: number) => at === 0 || text[at - 1] === '\n';

/** Where the line of a marker alone on its line ends (its line break included), else the marker's end. */
function endWithLine(text: string, start: number, end: number): number {
  if (!atLineStart(text, start)) return end;
  if (text.startsWith('\r\n', end)) return end + 2;
  if (text[end] === '\n') return end + 1;
  return end;
}

/**
 * The text as the build of `month` (AAAA-MM) shows it: each block's text kept without its markers, or the
 * block removed; a marker alone on its line goes with its line. Anything unmatched stays as written.
 */
export function withDatedContent(text: string, month: string): string {
  if (!MONTH.test(month)) throw new Error(`Mois de construction invalide : ${month}`);
  const { blocks } = parse(text);
  if (blocks.length === 0) return text;
  const kept: string[] = [];
  let last = 0;
  for (const { open, close } of blocks) {
    kept.push(text.slice(last, open.start));
    if (shownIn(open.kind, open.month, month)) {
      kept.push(text.slice(endWithLine(text, open.start, open.end), close.start));
      last = endWithLine(text, close.start, close.end);
    } else {
      last = atLineStart(text, open.start) ? endWithLine(text, close.start, close.end) : close.end;
    }
  }
  kept.push(text.slice(last));
  return kept.join('');
}

/**
 * The months (AAAA-MM) from which the year the text quotes (`{{annee}}`, src/core/validation/seo-text.ts) changes:
 * this year's January, for a build made before it, and next year's.
 */
export function yearMonths(text: string, today: string): string[] {
  if (!text.includes(YEAR_FIGURE)) return [];
  const year = Number(today.slice(0, 4));
  return [`${year}-01`, `${year + 1}-01`];
}

/** The months (AAAA-MM) from which the well-formed blocks of the text change what it shows. */
export function datedMonths(text: string): string[] {
  return [...new Set(parse(text).blocks.map((b) => b.open.month))].sort();
}

/** The well-formed blocks of the text: their kind, month and what they hold (markers excluded). */
export function datedBlocks(text: string): Array<{ kind: DatedKind; month: string; body: string }> {
  return parse(text).blocks.map(({ open, close }) => ({
    kind: open.kind,
    month: open.month,
    body: text.slice(open.end, close.start),
  }));
}

/** The dated markers left as written (ill-formed, unmatched, nested), with their position in the text. */
export function datedProblems(text: string): Array<{ index: number; name: string }> {
  return parse(text).unmatched.map((m) => ({ index: m.start, name: m.name }));
}

/** Whether `{{name}}` is a dated marker rather than a figure (well-formed or not). */
export function isDatedName(name: string): boolean {
  return /^\/?\s*(?:depuis|avant)(?![a-z0-9])/i.test(name);
}
