/**
 * Markdown an editor writes (body of an article or guide, FAQ answers): bounded so that the build can render it.
 * Marked renders nested blocks and emphasis by recursion: 2,000 nested `>` overflow its stack, and a list nested
 * a few hundred levels deep takes seconds. Real content nests 3 or 4 levels; 20 is far above and far below harm.
 *
 * The depth is read without parsing, line by line, and over-counts rather than under-counts:
 * - blocks: the `>` and list markers that open a line, plus one level per two columns of indentation (a tab is
 *   four), lines of a fenced code block aside;
 * - inline: the emphasis markers (`*`, `_`, `~` runs) that open before a word and are not closed yet, and the
 *   `[` not closed yet, within a paragraph.
 */
import * as z from 'zod/mini';

export const MARKDOWN_MAX_DEPTH = 20;

export type MarkdownProblem = 'blocs' | 'texte';

export const markdownMessages = (label: string): Record<MarkdownProblem, string> => ({
  blocs: `${label} : trop de niveaux imbriqués (citations « > » ou listes) — ${MARKDOWN_MAX_DEPTH} au plus`,
  texte: `${label} : trop de mises en forme ou de crochets imbriqués (gras, italique, barré, « [ ») — ${MARKDOWN_MAX_DEPTH} au plus`,
});

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/** How deep the containers that open this line nest (blockquotes, list items, indentation). */
export function lineDepth(line: string): number {
  let columns = 0;
  let i = 0;
  while (line[i] === ' ' || line[i] === '\t') columns += line[i++] === '\t' ? 4 : 1;
  let depth = Math.floor(columns / 2);
  for (let rest = line.slice(i); ; ) {
    const marker = rest.startsWith('>') ? '>' : LIST_MARKER.exec(rest)?.[0];
    if (!marker) return depth;
    depth += 1;
    rest = rest.slice(marker.length).replace(/^[ \t]*/, '');
  }
}

const WORD_BEFORE = /[^\s\p{P}]/u;
const SPACE = /\s/u;

/** The deepest nesting of emphasis markers and brackets in one paragraph. */
export function inlineDepth(paragraph: string): number {
  let open = 0;
  let brackets = 0;
  let deepest = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const c = paragraph[i] as string;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') brackets++;
    else if (c === ']') brackets = Math.max(0, brackets - 1);
    else if (c === '*' || c === '_' || c === '~') {
      let end = i;
      while (paragraph[end + 1] === c) end++;
      const before = paragraph[i - 1] ?? ' ';
      const after = paragraph[end + 1] ?? ' ';
      const opens = !SPACE.test(after) && (SPACE.test(before) || !WORD_BEFORE.test(before));
      const closes = !SPACE.test(before) && (SPACE.test(after) || !WORD_BEFORE.test(after));
      if (opens && !(closes && open > 0)) open++;
      else if (closes) open = Math.max(0, open - 1);
      i = end;
    }
    deepest = Math.max(deepest, open + brackets);
  }
  return deepest;
}

/** Why this Markdown cannot be rendered safely, or null. */
export function markdownProblem(markdown: string): MarkdownProblem | null {
  let fence: string | null = null;
  let paragraph: string[] = [];
  const inlineTooDeep = () => inlineDepth(paragraph.join('\n')) > MARKDOWN_MAX_DEPTH;
  for (const line of markdown.split(/\r\n?|\n/)) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (lineDepth(line) > MARKDOWN_MAX_DEPTH) return 'blocs';
    if (line.trim() === '') {
      if (inlineTooDeep()) return 'texte';
      paragraph = [];
    } else paragraph.push(line);
  }
  return inlineTooDeep() ? 'texte' : null;
}

/**
 * zod schema of a Markdown field's nesting (its length is the field's own check); `label` names the field in the
 * message: « Le contenu : trop de niveaux imbriqués… ».
 */
export function markdownSchema(label: string) {
  const messages = markdownMessages(label);
  return z.string({ error: `${label} : texte attendu` }).check(
    z.superRefine((value, ctx) => {
      const problem = markdownProblem(value);
      if (problem) ctx.issues.push({ code: 'custom', message: messages[problem], input: value });
    }),
  );
}
