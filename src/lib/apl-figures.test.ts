import { describe, expect, it } from 'vitest';
import { loadEditorial } from '../../scripts/seed-content.ts';
import { baremesDuMois } from '../core/apl/index.ts';
import {
  compute,
  figureNames,
  legalFigures,
  rentBasis,
  withFigures,
  workedExamples,
  zoneTable,
} from './apl-figures.ts';

const MOIS = '2025-10';

describe('worked examples of a city page', () => {
  it('give the amounts of the reference engine (FORMULA.md § 7, zone 2, October 2025)', () => {
    const examples = workedExamples(2, { studio: 450, perM2: 18, source: 'test' }, MOIS);
    const byKey = Object.fromEntries(examples.map((e) => [e.key, e]));
    // Case A (student, 8 600 €): 199.88 € net, 199 € paid; case B (boursier, 6 900 €): 252.90 €, 252 € paid.
    expect(byKey.etudiant?.result.montant).toBeCloseTo(199.88, 2);
    expect(byKey.etudiant?.result.montantFinal).toBe(199);
    expect(byKey.boursier?.result.montant).toBeCloseTo(252.9, 2);
    expect(byKey.boursier?.result.montantFinal).toBe(252);
    expect(byKey.etudiant?.result.bareme.label).toBe('barèmes au 1er octobre 2025');
  });

  it('name the rent above which more rent brings no more aid, and it is true', () => {
    for (const zone of [1, 2, 3] as const) {
      const [alone] = workedExamples(zone, { studio: 300, perM2: null, source: 'test' }, MOIS);
      if (!alone) throw new Error('no example');
      const at = (rent: number) =>
        compute({ zone, rent, livingAlone: true, children: 0, status: 'student' }, MOIS).montant;
      const ceiling = Math.ceil(alone.plafond);
      expect(at(ceiling + 150)).toBe(at(ceiling));
      expect(at(ceiling - 40)).toBeLessThan(at(ceiling));
      // Above the degressivity threshold the aid goes down, and stops above the suppression threshold.
      expect(at(Math.ceil(alone.seuilDegressivite) + 20)).toBeLessThan(at(ceiling));
      expect(at(Math.ceil(alone.seuilSuppression) + 1)).toBe(0);
    }
  });

  it('use the editor rent first, then 25 m² at the 2022 advertised rent, else the ceiling', () => {
    const base = { averageRentYear: 2025, averageRentSource: 'Observatoire', zone: 2 as const, mois: MOIS };
    expect(rentBasis({ ...base, averageRent: 512.4, rentM2Apartment: 14 }).studio).toBe(512);
    expect(rentBasis({ ...base, averageRent: null, rentM2Apartment: 14 }).studio).toBe(350);
    expect(rentBasis({ ...base, averageRent: null, rentM2Apartment: null }).studio).toBe(291);
  });
});

describe('zone tables', () => {
  it('are the ceilings of the parameters in force, not typed in', () => {
    const p = baremesDuMois(MOIS)?.valeurs.loyersPlafonds;
    for (const zone of [1, 2, 3] as const) {
      const rows = zoneTable(zone, MOIS).rows;
      expect(rows[0]?.plafond).toBeCloseTo(p?.[zone].personneSeule ?? 0, 2);
      expect(rows[1]?.plafond).toBeCloseTo(p?.[zone].couple ?? 0, 2);
      expect(rows[2]?.plafond).toBeCloseTo(p?.[zone].unePac ?? 0, 2);
      expect(rows[3]?.plafond).toBeCloseTo(
        (p?.[zone].unePac ?? 0) + (p?.[zone].parPacSupplementaire ?? 0),
        2,
      );
      expect(rows[0]?.plafondColocation).toBeCloseTo((p?.[zone].personneSeule ?? 0) * 0.75, 1);
    }
  });

  it('give a largest aid that no rent or resource can beat', () => {
    const max = zoneTable(2, MOIS).rows[0]?.aideMaximale ?? 0;
    for (const rent of [200, 290, 291, 400, 700]) {
      for (const status of ['employee', 'student'] as const) {
        const r = compute({ zone: 2, rent, livingAlone: true, children: 0, status, boursier: true }, MOIS);
        expect(r.montantFinal).toBeLessThanOrEqual(max);
      }
    }
    expect(max).toBeGreaterThan(0);
  });
});

describe('legal figures in editorial text', () => {
  it('replace {{tokens}} with the values in force and leave unknown ones', () => {
    const f = legalFigures(MOIS);
    expect(withFigures('forfait {{forfaitEtudiant}} / {{forfaitEtudiantBoursier}}', f)).toBe(
      `forfait ${f.forfaitEtudiant} / ${f.forfaitEtudiantBoursier}`,
    );
    expect(f.forfaitEtudiant?.replace(/\s/g, '')).toBe('8600€');
    expect(f.forfaitEtudiantBoursier?.replace(/\s/g, '')).toBe('6900€');
    expect(f.seuilVersement?.replace(/\s/g, '')).toBe('10€');
    expect(withFigures('{{inconnu}}', f)).toBe('{{inconnu}}');
  });

  it('the launch content uses only known figures', () => {
    const known = new Set(Object.keys(legalFigures(MOIS)));
    const content = loadEditorial();
    const texts = [
      ...content.guides.flatMap((g) => [g.body, ...g.data.faq.flatMap((f) => [f.question, f.answer])]),
      ...content.articles.map((a) => a.body),
      ...content.faq.items.flatMap((i) => [i.question, i.answer]),
      ...content.legal.map((l) => l.page.content),
    ];
    const unknown = texts.flatMap(figureNames).filter((n) => !known.has(n));
    expect(unknown).toEqual([]);
  });
});
