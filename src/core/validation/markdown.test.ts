import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { inlineDepth, lineDepth, MARKDOWN_MAX_DEPTH, markdownProblem, markdownSchema } from './markdown.ts';

const nestedList = (n: number) => Array.from({ length: n }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n');

describe('markdownProblem', () => {
  it('refuses 2,000 nested quotes, lists, emphasis (the hostile set: src/lib/server/markdown-bounds.test.ts)', () => {
    expect(markdownProblem(`${'>'.repeat(2000)} x`)).toBe('blocs');
    expect(markdownProblem(`${'- '.repeat(2000)}x`)).toBe('blocs');
    expect(markdownProblem(nestedList(300))).toBe('blocs');
    expect(markdownProblem(`${'**a '.repeat(2000)}x${' b**'.repeat(2000)}`)).toBe('texte');
  });

  it('accepts real content: headings, quotes, nested lists, emphasis, links, code, tables', () => {
    const page = [
      '## Qui a droit à l’APL ?',
      '',
      '> **Attention** : la *CAF* vérifie ~~tout~~ [vos **ressources**](/guide/ressources).',
      '> > Une citation dans une citation.',
      '',
      '- un **locataire**, *étudiant* ou non',
      '  - dont le loyer est déclaré',
      '    1. avec un bail',
      '    2. et une quittance',
      '',
      '| zone | plafond |',
      '| --- | --- |',
      '| 1 | {{aide:zone1}} |',
      '',
      '```',
      `${' '.repeat(60)}du code très indenté`,
      '```',
      '',
      'snake_case_words et 2*3*4 = 24, **gras** puis **gras**, a**b**c.',
    ].join('\n');
    expect(markdownProblem(page)).toBeNull();
    expect(markdownProblem(nestedList(MARKDOWN_MAX_DEPTH))).toBeNull();
    expect(markdownProblem(`${'> '.repeat(MARKDOWN_MAX_DEPTH)}x`)).toBeNull();
  });

  it('counts one level past the bound', () => {
    expect(markdownProblem(`${'>'.repeat(MARKDOWN_MAX_DEPTH + 1)} x`)).toBe('blocs');
    expect(markdownProblem(`${'*a '.repeat(MARKDOWN_MAX_DEPTH + 1)}x`)).toBe('texte');
    expect(markdownProblem(`${'['.repeat(MARKDOWN_MAX_DEPTH + 1)}x`)).toBe('texte');
  });

  it('measures blocks and inline nesting', () => {
    expect(lineDepth('> > - x')).toBe(3);
    expect(lineDepth('    - x')).toBe(3);
    expect(lineDepth('\t- x')).toBe(3);
    expect(lineDepth('texte')).toBe(0);
    expect(inlineDepth('**a** et **b** et [lien](/x)')).toBe(1);
    expect(inlineDepth('**a *b [c](/x)* d**')).toBe(3);
    expect(inlineDepth('\\[\\[\\[ échappés')).toBe(0);
  });

  it('closes the paragraph at a blank line', () => {
    const paragraphs = Array.from({ length: 100 }, () => '*a [b').join('\n\n');
    expect(markdownProblem(paragraphs)).toBeNull();
  });
});

describe('markdownSchema', () => {
  it('says which field and why, in French', () => {
    const result = z.safeParse(markdownSchema('Le contenu'), `${'>'.repeat(2000)} x`);
    expect(result.error?.issues[0]?.message).toBe(
      `Le contenu : trop de niveaux imbriqués (citations « > » ou listes) — ${MARKDOWN_MAX_DEPTH} au plus`,
    );
    expect(z.safeParse(markdownSchema('Réponse'), 'Une réponse **simple**.').success).toBe(true);
  });
});
