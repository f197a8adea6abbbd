import { describe, expect, it } from 'vitest';
import { loadEditorial } from '../../../db/import/seed-content.ts';
import { figureNames, legalFigures } from './apl-figures.ts';
import { dateEn, englishFigure, englishFigures } from './english-figures.ts';

describe('englishFigure', () => {
  it('writes euros, dates and the scale the English way, the value unchanged', () => {
    expect(englishFigure('1\u00a0234,56\u00a0€')).toBe('€1,234.56');
    expect(englishFigure('199\u00a0€')).toBe('€199');
    expect(englishFigure('12\u00a0300\u00a0000\u00a0€')).toBe('€12,300,000');
    expect(englishFigure('-5,5\u00a0€')).toBe('-€5.5');
    expect(englishFigure('1er octobre 2025')).toBe('1 October 2025');
    expect(englishFigure('15 août 2024')).toBe('15 August 2024');
    expect(englishFigure('barèmes au 1er janvier 2025')).toBe('scales as of 1 January 2025');
  });

  it('leaves anything else as it is', () => {
    expect(englishFigure('28')).toBe('28');
    expect(englishFigure('1 234')).toBe('1 234');
    expect(englishFigure('1er brumaire 2025')).toBe('1er brumaire 2025');
  });

  it('leaves no French writing in the figures of a real month', () => {
    const french = Object.entries(englishFigures(legalFigures('2025-11'))).filter(([, v]) =>
      /\d,\d{1,2}(?!\d)|\d\u00a0\d|\u00a0€|barèmes|1er|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/.test(
        v,
      ),
    );
    expect(french).toEqual([]);
  });

  it('writes an ISO date in English', () => {
    expect(dateEn('2025-08-20T10:00:00.000Z')).toBe('20 August 2025');
    expect(dateEn(null)).toBe('');
  });
});

describe('the English guides', () => {
  it('use only known figures', () => {
    const known = new Set(Object.keys(legalFigures('2025-11')));
    const unknown = loadEditorial().englishGuides.flatMap((g) =>
      [
        g.body,
        g.data.title,
        g.data.h1Title,
        g.data.metaTitle,
        g.data.metaDescription,
        g.data.testimonial?.text ?? '',
        ...g.data.faq.flatMap((f) => [f.question, f.answer]),
      ]
        .flatMap(figureNames)
        .filter((name) => !known.has(name))
        .map((name) => `${g.slug}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
