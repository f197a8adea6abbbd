import { describe, expect, it } from 'vitest';
import { figureNames, legalFigures, withFigures } from './apl-figures.ts';
import { datedMonths, datedProblems, withDatedContent } from './dated-content.ts';
import { markdownToSafeHtml } from './html.ts';

const RULE =
  'Un impayé est constitué {{avant:2027-01}}selon les anciennes règles{{/avant}}' +
  '{{depuis:2027-01}}après trois mois, ou au-delà de 450 €{{/depuis}}.';

describe('dated content', () => {
  it('shows the « avant » text before the month and the « depuis » text from it', () => {
    expect(withDatedContent(RULE, '2026-12')).toBe('Un impayé est constitué selon les anciennes règles.');
    expect(withDatedContent(RULE, '2027-01')).toBe(
      'Un impayé est constitué après trois mois, ou au-delà de 450 €.',
    );
    expect(withDatedContent(RULE, '2028-06')).toBe(withDatedContent(RULE, '2027-01'));
  });

  it('keeps Markdown of several paragraphs and the figures inside a block, a marker alone on its line going with it', () => {
    const markdown = [
      'Avant.',
      '',
      '{{depuis:2027-01}}',
      '## Depuis le 1er janvier 2027',
      '',
      'La **CCAPEX** décide ; aide d’un étudiant : {{aide:etudiant-zone2}}.',
      '{{/depuis}}',
      '{{avant:2027-01}}',
      'La CAF décide.',
      '{{/avant}}',
      '',
      'Après.',
    ].join('\n');
    const figures = legalFigures('2025-11');
    const html = (month: string) =>
      markdownToSafeHtml(withFigures(withDatedContent(markdown, month), figures));
    const after = html('2027-01');
    expect(after).toContain('<h2>Depuis le 1er janvier 2027</h2>');
    expect(after).toContain(
      `<strong>CCAPEX</strong> décide ; aide d’un étudiant : ${figures['aide:etudiant-zone2']}.`,
    );
    expect(after).not.toContain('La CAF décide');
    expect(after).not.toContain('{{');
    const before = html('2026-12');
    expect(before).toContain('<p>La CAF décide.</p>');
    expect(before).not.toContain('CCAPEX');
    expect(before).not.toContain('{{');
    // The lines of the markers are gone: the text reads as it was written around them.
    expect(withDatedContent('a\n{{depuis:2027-01}}\nb\n{{/depuis}}\nc', '2027-01')).toBe('a\nb\nc');
    expect(withDatedContent('a\n{{depuis:2027-01}}\nb\n{{/depuis}}\nc', '2026-12')).toBe('a\nc');
    expect(withDatedContent('a\r\n{{avant:2027-01}}\r\nb\r\n{{/avant}}\r\nc', '2026-12')).toBe('a\r\nb\r\nc');
  });

  it('accepts spaces inside the braces, as the figures do', () => {
    expect(withDatedContent('{{ depuis:2027-01 }}x{{ /depuis }}', '2027-02')).toBe('x');
    expect(datedMonths('{{ avant:2027-01 }}x{{/avant}} {{depuis:2026-10}}y{{/depuis}}')).toEqual([
      '2026-10',
      '2027-01',
    ]);
  });

  it.each([
    ['an impossible month', '{{depuis:2027-13}}x{{/depuis}}', ['depuis:2027-13', '/depuis']],
    ['a month without its zero', '{{depuis:2027-1}}x{{/depuis}}', ['depuis:2027-1', '/depuis']],
    ['a capital letter', '{{Depuis:2027-01}}x{{/Depuis}}', ['Depuis:2027-01', '/Depuis']],
    ['no closing marker', 'a {{depuis:2027-01}}x', ['depuis:2027-01']],
    ['a closing marker alone', 'x{{/avant}} b', ['/avant']],
    ['the wrong closing marker', '{{depuis:2027-01}}x{{/avant}}', ['depuis:2027-01', '/avant']],
    ['a marker without braces closed', '{{depuis:2027-01 x', ['depuis:2027-01 x…']],
  ])('leaves %s as written, and names it for the preview', (_, text, problems) => {
    expect(withDatedContent(text, '2027-06')).toBe(text);
    expect(withDatedContent(text, '2026-06')).toBe(text);
    expect(datedProblems(text).map((p) => p.name)).toEqual(problems);
    expect(datedMonths(text)).toEqual([]);
  });

  it('refuses nesting: the outer markers stay visible, the inner block is read', () => {
    const text = '{{depuis:2027-01}}a {{avant:2028-01}}b{{/avant}} c{{/depuis}}';
    expect(withDatedContent(text, '2027-06')).toBe('{{depuis:2027-01}}a b c{{/depuis}}');
    expect(datedProblems(text).map((p) => p.name)).toEqual(['depuis:2027-01', '/depuis']);
  });

  it('lists ill-formed blocks with the unknown figures, not the well-formed ones', () => {
    expect(figureNames(RULE)).toEqual([]);
    expect(
      figureNames('{{depuis:2027-01}}{{aide:etudiant-zone2}}{{/depuis}} {{avant:2027-13}}x{{/avant}}'),
    ).toEqual(['aide:etudiant-zone2', 'avant:2027-13', '/avant']);
  });

  it('never writes markup: what a block holds goes through the sanitiser like any text', () => {
    const html = markdownToSafeHtml(
      withDatedContent(
        '{{depuis:2027-01}}<img src=x onerror=alert(1)><script>alert(1)</script>{{/depuis}}',
        '2027-01',
      ),
    );
    expect(html).not.toMatch(/onerror|<script/i);
  });

  it('reads a megabyte of adversarial text in linear time', () => {
    const mb = 1_000_000;
    const inputs = [
      '{{'.repeat(mb / 2),
      '{'.repeat(mb),
      `{{${' '.repeat(mb)}`,
      '{{depuis:'.repeat(mb / 9),
      '{{ /depuis'.repeat(mb / 10),
      '{{depuis:2027-01}}'.repeat(mb / 18),
      '{{depuis:2027-01}}a{{/depuis}}'.repeat(mb / 30),
      `{{depuis:2027-01}}${'x'.repeat(mb)}`,
      `{{depuis${'}'.repeat(mb)}`,
      '{{depuis:2027-01}}{{avant:2027-01}}{{/depuis}}'.repeat(mb / 45),
      `{{${'a'.repeat(mb)}`,
    ];
    const start = performance.now();
    for (const text of inputs) {
      withDatedContent(text, '2027-01');
      datedMonths(text);
      figureNames(text);
    }
    // A scan that went back over the text from each `{{` would take minutes here.
    expect(performance.now() - start).toBeLessThan(3000);
  });

  it('refuses a build month that is not one', () => {
    expect(() => withDatedContent(RULE, '2027-1')).toThrow();
  });
});
