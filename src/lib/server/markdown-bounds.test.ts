import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN } from '../../../tests/support/hostile-markdown.ts';
import { markdownProblem } from '../../core/validation/markdown.ts';
import { renderableMarkdown, renders, unrenderableMessage } from './markdown-bounds.ts';

describe('Markdown checked as the build renders it (issue 26)', () => {
  it('the hostile inputs do break marked: without the bound, the build failed', () => {
    expect(() => marked.parse(HOSTILE_MARKDOWN['2 000 « > »'] as string, { async: false })).toThrow(
      RangeError,
    );
    expect(renders(HOSTILE_MARKDOWN['gras, italique, barré'] as string)).toBe(false);
    expect(renders('> **citation** et [lien](/guide)')).toBe(true);
  });

  it('refuses each hostile input with the message of the bound, without rendering it (no seconds spent)', () => {
    const started = performance.now();
    for (const markdown of Object.values(HOSTILE_MARKDOWN)) {
      expect(markdownProblem(markdown)).not.toBeNull();
      const result = renderableMarkdown('Le contenu').safeParse(markdown);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).not.toContain(unrenderableMessage('Le contenu'));
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('accepts real content', () => {
    expect(
      renderableMarkdown('Réponse').safeParse('Oui, **sous conditions** :\n\n- loyer\n  - charges').success,
    ).toBe(true);
  });
});
