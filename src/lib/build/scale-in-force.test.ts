import { describe, expect, it } from 'vitest';
import { baremesDuMois } from '../../core/apl/parameters/index.ts';
import { references } from '../../core/apl/parameters/references.generated.ts';
import { scalesInForce } from './scale-in-force.ts';

describe('scales in force', () => {
  it('gives each scale its effective date for the month and the legal texts of that version', () => {
    const mois = '2026-01';
    const scales = scalesInForce(mois);
    const b = baremesDuMois(mois);
    expect(scales.length).toBeGreaterThanOrEqual(10);
    for (const s of scales) {
      expect(s.since).toBe(b?.depuis[s.key]);
      expect(s.since <= `${mois}-01`).toBe(true);
      expect(s.texts.length, s.key).toBeGreaterThan(0);
      const titles = new Set((references[s.key]?.[s.since] ?? []).map((r) => r.titre));
      expect(new Set(s.texts.map((t) => t.title))).toEqual(titles);
    }
  });

  it('shows nothing for a month no scale covers', () => {
    expect(scalesInForce('2019-05')).toEqual([]);
  });
});
