import { describe, expect, it } from 'vitest';
import { foldText, plainText, searchTerms, snippetOf } from './text.ts';

describe('search text', () => {
  it('folds accents and case, keeping the length', () => {
    const text = 'Égalité, cœur & Ça';
    expect(foldText(text)).toBe('egalite  cœur   ca');
    expect(foldText(text)).toHaveLength(text.length);
  });

  it('reads Markdown and HTML as a reader sees them', () => {
    expect(plainText('## Titre\n\n- un **gras** [lien](/x) ![image](/i.png)')).toBe(
      'Titre un gras lien image',
    );
    expect(plainText('<p>A&nbsp;B &amp; C<script>alert(1)</script></p>')).toBe('A B & C');
  });

  it('keeps words only: no operator survives', () => {
    expect(searchTerms('"foo" NEAR(bar) & !baz:* | qux*')).toEqual(['foo', 'near', 'bar', 'baz', 'qux']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('  "  ')).toEqual([]);
  });

  it('cuts a snippet around the first match and marks it', () => {
    const body = `${'début '.repeat(40)}le mot Égalité est ici ${'fin '.repeat(40)}`;
    const s = snippetOf(body, ['egalite']);
    expect(s.text.startsWith('… ')).toBe(true);
    expect(s.text.endsWith(' …')).toBe(true);
    const [start, end] = s.marks[0] ?? [0, 0];
    expect(s.text.slice(start, end)).toBe('Égalité');
    expect(s.text.length).toBeLessThanOrEqual(170);
  });
});
