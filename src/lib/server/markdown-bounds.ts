/**
 * Markdown an editor saves, checked as the build will read it (issue 26): first its nesting, bounded without
 * parsing (src/core/validation/markdown.ts, the message names the cause), then, as a last net for what that bound
 * does not foresee, rendered once by marked, the build's own renderer: a text it cannot render is refused at save
 * rather than left to fail the build. Linear in the text once the bound holds (a few ms for 200,000 characters).
 */
import { marked } from 'marked';
import { z } from 'zod';
import { markdownProblem, markdownSchema } from '../../core/validation/markdown.ts';

/** Whether marked renders this text without throwing (a stack overflow is a RangeError). */
export function renders(markdown: string): boolean {
  try {
    marked.parse(markdown, { async: false });
    return true;
  } catch {
    return false;
  }
}

export const unrenderableMessage = (label: string) =>
  `${label} : la mise en forme ne peut pas être affichée ; simplifiez-la (citations, listes ou mises en forme imbriquées)`;

/**
 * zod schema of a Markdown field after its own length check: nesting bounded, then rendered once — never a text
 * the bound refused (marked would take seconds on some of them), whose message is the bound's.
 */
export const renderableMarkdown = (label: string) =>
  z
    .string()
    .pipe(markdownSchema(label))
    .refine((text) => markdownProblem(text) !== null || renders(text), { error: unrenderableMessage(label) });
