import { describe, expect, it } from 'vitest';
import { pathOfPage, periodDays, periodStart, viewedPageOf } from './definitions.ts';

describe('the period of « N jours »', () => {
  const now = new Date('2026-11-27T00:30:00.000Z');
  it('is the N UTC days ending today, from the start of the first', () => {
    expect(periodStart(1, now)).toBe('2026-11-27');
    expect(periodStart(30, now)).toBe('2026-10-29');
    expect(periodDays(30, now)).toHaveLength(30);
    expect(periodDays(3, now)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(periodDays(30, now)[0]).toBe(periodStart(30, now));
  });
});

describe('the article or city page of a path', () => {
  it('reads articles and city pages, nothing else', () => {
    expect(viewedPageOf('/conseil/apl-etudiant')).toEqual({ kind: 'article', slug: 'apl-etudiant' });
    expect(viewedPageOf('/apl-saint-denis-93')).toEqual({ kind: 'city', slug: 'apl-saint-denis-93' });
    for (const other of ['/conseil', '/apl-zone-1', '/guide/loyer', '/', '/conseil/a/b', null])
      expect(viewedPageOf(other)).toBeNull();
  });
  it('gives back the path of a page', () => {
    for (const path of ['/conseil/mon-article', '/apl-lyon'])
      expect(pathOfPage(viewedPageOf(path) as NonNullable<ReturnType<typeof viewedPageOf>>)).toBe(path);
  });
});
