import { describe, expect, it } from 'vitest';
import { calendarFor, icsEventsOf } from './calendar.ts';
import { allItems, documentsFor } from './documents.ts';
import type { FormData } from './form.ts';
import { OTHER_AIDS } from './other-aids.ts';
import { calendarInEnglish, DOCUMENTS_EN, documentsInEnglish, otherAidsInEnglish } from './sections-en.ts';

const forms: FormData[] = [
  { housing: 'ordinary', colocation: false, status: 'student', boursier: true, birthDate: '2005-03-02' },
  { housing: 'ordinary', colocation: true, status: 'employee', birthDate: '1995-03-02' },
  { housing: 'crous', status: 'student', boursier: false, birthDate: '2004-03-02' },
  { housing: 'foyer', status: 'other', birthDate: '1960-03-02' },
];

describe('the results sections in English', () => {
  it('have an English text for every document, with the same ids, and a detail where the French has one', () => {
    for (const form of forms) {
      const french = allItems(documentsFor(form));
      const english = allItems(documentsInEnglish(documentsFor(form), form));
      expect(english.map((d) => d.id)).toEqual(french.map((d) => d.id));
      for (const [i, d] of english.entries()) {
        expect(DOCUMENTS_EN[d.id], d.id).toBeDefined();
        expect(Boolean(d.detail)).toBe(Boolean(french[i]?.detail));
        expect(d.label).not.toBe(french[i]?.label);
      }
    }
  });

  it('keep the calendar’s events and dates, in English months', () => {
    const french = calendarFor(forms[0] as FormData, '2026-09-14', 'barèmes au 1er octobre 2025');
    // The English page's result names its scales in English (RESULTAT_EN).
    const english = calendarInEnglish(french, 'scales as of 1 October 2025');
    expect(english.events.map((e) => [e.id, e.date])).toEqual(french.events.map((e) => [e.id, e.date]));
    expect(english.events.find((e) => e.id === 'revision')?.description).toContain(
      'Your estimate uses the French scales as of 1 October 2025.',
    );
    expect(english.assumption).toContain('you move in during September 2026');
    expect(
      calendarInEnglish(calendarFor(forms[0] as FormData, '2026-07-14', undefined, '2026-09')).assumption,
    ).toBe('These dates follow your move in September 2026.');
    expect(english.events.find((e) => e.id === 'delai')?.description).toContain('by 31 October 2026');
    // The calendar file's descriptions end with the source in English words too.
    const file = icsEventsOf(english, (label) => `Source: ${label}`);
    for (const event of file) {
      expect(event.description, event.id).toMatch(/\n\nSource: .+ \(in French\)$/);
      expect(event.description, event.id).not.toContain('Source :');
    }
  });

  it('say the rule of 1 July 2026 beside the residence permit and the grant, in English', () => {
    const form = forms[0] as FormData;
    const permit = allItems(documentsInEnglish(documentsFor(form), form)).find(
      (d) => d.id === 'titre-sejour',
    );
    expect(permit?.detail).toMatch(/^Since 1 July 2026, .*means-tested grant.*L\. 822-2/);
    const grant = otherAidsInEnglish(OTHER_AIDS).find((a) => a.id === 'bourse-crous');
    expect(grant?.conditions.join(' ')).toMatch(/since 1 July 2026.*L\. 822-2/);
    const visale = otherAidsInEnglish(OTHER_AIDS).find((a) => a.id === 'visale');
    expect(visale?.conditions.join(' ')).toMatch(/first 3 years/);
  });

  it('translate every other aid, its link unchanged', () => {
    const english = otherAidsInEnglish(OTHER_AIDS);
    expect(english.map((a) => a.url)).toEqual(OTHER_AIDS.map((a) => a.url));
    for (const [i, a] of english.entries()) expect(a.summary).not.toBe(OTHER_AIDS[i]?.summary);
  });
});
