/**
 * Three-way merge of Markdown bodies by block (issue 30, « Merge by paragraph »). Two editors started from the
 * same saved version (`base`); one saved first (`theirs`), the other's save was refused (`mine`). A block is a
 * paragraph, a heading, a list, a table or a fenced code block: blank-line separated, a fence kept whole
 * whatever blank lines it holds, an ATX heading (`## Titre`) a block of its own.
 *
 * Each side is diffed against the base (longest common subsequence of blocks); the changes of one side only are
 * taken from it, the same change on both sides once, and changes of both sides to the same blocks — an edit on
 * each, an edit against a deletion, two insertions at the same place — make a conflict that keeps the base and
 * both versions. Blocks compare with their line endings (CRLF) and trailing spaces ignored. Pure, no I/O: the
 * API proposes the merge on a refused save, and the back-office's merge screen resolves its conflicts.
 */

/** Where kept text comes from: untouched, changed by one side, or changed the same way by both. */
export type Origin = 'base' | 'mine' | 'theirs' | 'both';

/** A block of the merge: text kept as is, or a conflict with both versions ('' for a side that deleted it). */
export type MergeChunk =
  | { kind: 'same'; text: string; origin: Origin }
  | {
      kind: 'conflict';
      base: string;
      mine: string;
      theirs: string;
      /** Both sides only added text here (nothing of the base changed): keeping both loses nothing. */
      insertion: boolean;
    };

export type Resolution = 'mine' | 'theirs' | 'both';

export type BlockMerge = {
  chunks: MergeChunk[];
  /** How many chunks are conflicts. */
  conflicts: number;
  /** The merged text with each conflict resolved by default (`defaultResolution`). */
  text: string;
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(\s|$)/;
const SEPARATOR = '\n\n';

/** One line as it compares: trailing spaces and tabs dropped. */
const lineKey = (line: string) => line.replace(/[ \t]+$/, '');

/** The blocks of a Markdown text, each as its lines joined by '\n' (line endings normalised, trailing blank lines dropped). */
export function splitBlocks(markdown: string): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of lines) {
    if (fence !== null) {
      current.push(line);
      const close = FENCE.exec(line);
      if (
        close?.[1] &&
        close[1][0] === fence[0] &&
        close[1].length >= fence.length &&
        line.trim() === close[1]
      )
        fence = null;
      continue;
    }
    const open = FENCE.exec(line);
    if (open?.[1]) {
      fence = open[1];
      current.push(line);
    } else if (line.trim() === '') flush();
    else if (HEADING.test(line)) {
      flush();
      blocks.push(line);
    } else current.push(line);
  }
  flush();
  return blocks;
}

/** A block as it compares. */
const blockKey = (block: string) => block.split('\n').map(lineKey).join('\n');

/** A change of one side: base blocks [start, end) replaced by the side's blocks `blocks`. */
type Hunk = { start: number; end: number; blocks: string[] };

/** Beyond this many cells the LCS table is not built: the differing middle is one change. */
const MAX_CELLS = 4_000_000;

/** The pairs (base index, side index) of a longest common subsequence of two key lists, in order. */
function commonPairs(a: string[], b: string[]): Array<[number, number]> {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < head; i++) pairs.push([i, i]);
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n > 0 && m > 0 && n * m <= MAX_CELLS) pairs.push(...middlePairs(a, b, head, n, m));
  for (let k = tail; k > 0; k--) pairs.push([a.length - k, b.length - k]);
  return pairs;
}

/** The pairs (i, j) of a longest common subsequence of [0, n) and [0, m) under `same` (dynamic programming). */
function lcs(n: number, m: number, same: (i: number, j: number) => boolean): Array<[number, number]> {
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * width + j] = same(i, j) ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (same(i, j)) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** The LCS of the middle parts a[head, head+n) and b[head, head+m), blocks compared as numbers. */
function middlePairs(a: string[], b: string[], head: number, n: number, m: number): Array<[number, number]> {
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    ids.set(key, ids.size);
    return ids.size - 1;
  };
  const x = Int32Array.from(a.slice(head, head + n), idOf);
  const y = Int32Array.from(b.slice(head, head + m), idOf);
  return lcs(n, m, (i, j) => x[i] === y[j]).map(([i, j]) => [head + i, head + j]);
}

/** The words of a block, lower-cased. */
const wordsOf = (block: string) =>
  new Set(
    block
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** Whether two blocks are one edited into the other: at least half their words in common (Dice). */
function similar(wa: Set<string>, wb: Set<string>): boolean {
  if (wa.size + wb.size === 0) return true;
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return (2 * common) / (wa.size + wb.size) >= 0.5;
}

/** Base [start, end) replaced by side [from, to): block by block when as many, one change otherwise. */
function plainHunks(side: string[], start: number, end: number, from: number, to: number): Hunk[] {
  if (end - start === to - from)
    return side
      .slice(from, to)
      .map((block, k) => ({ start: start + k, end: start + k + 1, blocks: [block] }));
  return [{ start, end, blocks: side.slice(from, to) }];
}

/** Beyond this many block pairs, a changed region is not aligned by similarity. */
const MAX_ALIGN = 10_000;

/**
 * A changed region (base [start, end) became side [from, to)) cut into the smallest changes: each block edited
 * in place is its own change, so that the other side's edit of the next paragraph does not conflict with it.
 * Blocks are paired by similarity; the rest are insertions and deletions.
 */
function refine(
  base: string[],
  side: string[],
  start: number,
  end: number,
  from: number,
  to: number,
): Hunk[] {
  const n = end - start;
  const m = to - from;
  if (n === 0 || m === 0 || n === m || n * m > MAX_ALIGN) return plainHunks(side, start, end, from, to);
  const before = base.slice(start, end).map(wordsOf);
  const after = side.slice(from, to).map(wordsOf);
  const pairs = lcs(n, m, (i, j) => similar(before[i] as Set<string>, after[j] as Set<string>));
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [n, m] as [number, number]]) {
    if (pi > i || pj > j) hunks.push(...plainHunks(side, start + i, start + pi, from + j, from + pj));
    if (pi < n) hunks.push({ start: start + pi, end: start + pi + 1, blocks: [side[from + pj] ?? ''] });
    i = pi + 1;
    j = pj + 1;
  }
  return hunks;
}

/** The changes that turn the base into a side. */
function hunksOf(base: string[], side: string[]): Hunk[] {
  const pairs = commonPairs(base.map(blockKey), side.map(blockKey));
  const hunks: Hunk[] = [];
  let b = 0;
  let s = 0;
  for (const [pb, ps] of [...pairs, [base.length, side.length] as [number, number]]) {
    if (pb > b || ps > s) hunks.push(...refine(base, side, b, pb, s, ps));
    b = pb + 1;
    s = ps + 1;
  }
  return hunks;
}

/** Whether a change touches a group of changes spanning base [start, end) (an insertion at its edge does not). */
function touches(h: Hunk, start: number, end: number): boolean {
  if (h.start === h.end && start === end) return h.start === start;
  if (h.start === h.end) return h.start > start && h.start < end;
  if (start === end) return start > h.start && start < h.end;
  return h.start < end && start < h.end;
}

/** A side's text of base [start, end): the base with that side's changes inside applied. */
function sideText(base: string[], start: number, end: number, hunks: Hunk[]): string[] {
  const out: string[] = [];
  let at = start;
  for (const h of hunks) {
    out.push(...base.slice(at, h.start), ...h.blocks);
    at = h.end;
  }
  out.push(...base.slice(at, end));
  return out;
}

type Tagged = Hunk & { side: 'mine' | 'theirs' };

/** The changes of both sides, grouped where they touch (sorted by base position). */
function groups(mine: Hunk[], theirs: Hunk[]): Tagged[][] {
  const all: Tagged[] = [
    ...mine.map((h) => ({ ...h, side: 'mine' as const })),
    ...theirs.map((h) => ({ ...h, side: 'theirs' as const })),
  ].sort((x, y) => x.start - y.start || x.end - y.end);
  const out: Tagged[][] = [];
  let group: Tagged[] = [];
  let start = 0;
  let end = 0;
  for (const h of all) {
    if (group.length > 0 && touches(h, start, end)) {
      group.push(h);
      end = Math.max(end, h.end);
      continue;
    }
    if (group.length > 0) out.push(group);
    group = [h];
    start = h.start;
    end = h.end;
  }
  if (group.length > 0) out.push(group);
  return out;
}

const joinBlocks = (blocks: string[]) => blocks.join(SEPARATOR);

/** The chunks of one group of changes: one side's change, the same change twice, or a conflict. */
function mergeGroup(
  base: string[],
  group: Tagged[],
): { chunk: MergeChunk | null; start: number; end: number } {
  const start = Math.min(...group.map((h) => h.start));
  const end = Math.max(...group.map((h) => h.end));
  const mineHunks = group.filter((h) => h.side === 'mine');
  const theirHunks = group.filter((h) => h.side === 'theirs');
  const mine = sideText(base, start, end, mineHunks);
  const theirs = sideText(base, start, end, theirHunks);
  const same =
    mineHunks.length === 0 ||
    theirHunks.length === 0 ||
    mine.map(blockKey).join('\0') === theirs.map(blockKey).join('\0');
  if (same) {
    const taken = mineHunks.length === 0 ? theirs : mine;
    const origin: Origin = mineHunks.length === 0 ? 'theirs' : theirHunks.length === 0 ? 'mine' : 'both';
    const chunk: MergeChunk | null =
      taken.length > 0 ? { kind: 'same', text: joinBlocks(taken), origin } : null;
    return { chunk, start, end };
  }
  return {
    chunk: {
      kind: 'conflict',
      base: joinBlocks(base.slice(start, end)),
      mine: joinBlocks(mine),
      theirs: joinBlocks(theirs),
      insertion: start === end,
    },
    start,
    end,
  };
}

/** Consecutive kept blocks of one origin as one chunk. */
function pushSame(chunks: MergeChunk[], text: string, origin: Origin) {
  const last = chunks.at(-1);
  if (last?.kind === 'same' && last.origin === origin) last.text = `${last.text}${SEPARATOR}${text}`;
  else chunks.push({ kind: 'same', text, origin });
}

/** The default of a conflict: both for two insertions at one place, this editor's version otherwise. */
export const defaultResolution = (c: Extract<MergeChunk, { kind: 'conflict' }>): Resolution =>
  c.insertion ? 'both' : 'mine';

/** The text of a conflict once resolved (« both »: the version saved first, then this editor's). */
export function resolveConflict(c: Extract<MergeChunk, { kind: 'conflict' }>, r: Resolution): string {
  if (r === 'mine') return c.mine;
  if (r === 'theirs') return c.theirs;
  return [c.theirs, c.mine].filter((t) => t !== '').join(SEPARATOR);
}

/** The merged text, each conflict resolved by `resolutions[i]` (its default when absent), i counting conflicts. */
export function mergedText(
  chunks: MergeChunk[],
  resolutions: ReadonlyArray<Resolution | undefined> = [],
): string {
  let n = 0;
  const parts = chunks.map((c) => {
    if (c.kind === 'same') return c.text;
    const r = resolutions[n] ?? defaultResolution(c);
    n++;
    return resolveConflict(c, r);
  });
  return joinBlocks(parts.filter((p) => p !== ''));
}

/** Merges `mine` and `theirs`, both changed from `base`, block by block. */
export function mergeBlocks(base: string, mine: string, theirs: string): BlockMerge {
  const b = splitBlocks(base);
  const chunks: MergeChunk[] = [];
  let at = 0;
  for (const group of groups(hunksOf(b, splitBlocks(mine)), hunksOf(b, splitBlocks(theirs)))) {
    const { chunk, start, end } = mergeGroup(b, group);
    if (start > at) pushSame(chunks, joinBlocks(b.slice(at, start)), 'base');
    if (chunk?.kind === 'same') pushSame(chunks, chunk.text, chunk.origin);
    else if (chunk) chunks.push(chunk);
    at = end;
  }
  if (at < b.length) pushSame(chunks, joinBlocks(b.slice(at)), 'base');
  return {
    chunks,
    conflicts: chunks.filter((c) => c.kind === 'conflict').length,
    text: mergedText(chunks),
  };
}
