/** The parents' section: every statement sourced on an official site, in both languages, never an amount. */
import { describe, expect, it } from 'vitest';
import { CAF_SIMULATOR_URL, PARENT_STATEMENTS, showsParentsSection } from './parents.ts';

const OFFICIAL =
  /^https:\/\/(www\.legifrance\.gouv\.fr|bofip\.impots\.gouv\.fr|www\.service-public\.fr|www\.caf\.fr)\//;

describe('the parents’ section', () => {
  it('cites, for each statement, an article and an official page', () => {
    expect(PARENT_STATEMENTS.map((s) => s.id)).toEqual([
      'plus-a-charge',
      'ages',
      'rattachement-fiscal',
      'ifi',
    ]);
    for (const s of PARENT_STATEMENTS) {
      expect(s.sources.length).toBeGreaterThan(0);
      expect(s.sources.some((src) => /art\. [LRD]?\.? ?\d/.test(src.label))).toBe(true);
      for (const src of s.sources) expect(src.url).toMatch(OFFICIAL);
    }
    expect(CAF_SIMULATOR_URL).toMatch(OFFICIAL);
  });

  it('names the rule of the family benefits and the separate tax question, from their texts', () => {
    const byId = Object.fromEntries(PARENT_STATEMENTS.map((s) => [s.id, s]));
    expect(byId['plus-a-charge']?.sources[0]?.label).toMatch(/L\. 512-1/);
    expect(byId.ages?.fr.text).toMatch(/20 ans.*55 % du SMIC.*21 ans/);
    expect(byId['rattachement-fiscal']?.sources.map((s) => s.label).join()).toMatch(
      /art\. 6, 3.*art\. 196 B/,
    );
    expect(byId.ifi?.sources[0]?.label).toMatch(/L\. 822-8/);
  });

  it('is written in French and in English, with no amount in euros', () => {
    for (const s of PARENT_STATEMENTS) {
      for (const words of [s.fr, s.en]) {
        expect(words.title.length).toBeGreaterThan(10);
        expect(words.text.length).toBeGreaterThan(40);
        expect(`${words.title} ${words.text}`).not.toMatch(/€|\beuros?\b/);
      }
      expect(s.en.text).not.toBe(s.fr.text);
    }
  });

  it('is shown for a simulation made for a child only', () => {
    expect(showsParentsSection({ forWhom: 'enfant' })).toBe(true);
    expect(showsParentsSection({ forWhom: 'proche' })).toBe(false);
    expect(showsParentsSection({ forWhom: 'moi' })).toBe(false);
    expect(showsParentsSection({})).toBe(false);
  });
});
