import { describe, expect, it } from 'vitest';
import { loadEditorial } from '../../../db/import/seed-content.ts';
import { baremesDuMois } from '../../core/apl/index.ts';
import {
  aidFor,
  buildMonth,
  buildScale,
  figureNames,
  figureSegments,
  legalFigures,
  PROFILES,
  type Profile,
  type ProfileName,
  runProfile,
  salaryWithinStudentForfait,
  withFigures,
  workedExamples,
  zoneTable,
} from './apl-figures.ts';

const MOIS = '2025-10';
/** Claims of the content must hold for the reference month and for the month the site is built. */
const MONTHS = [...new Set([MOIS, buildMonth()])];
const run = (name: ProfileName, mois: string) => runProfile(PROFILES[name] as Profile, mois);

describe('worked examples of a city page', () => {
  it('are computed at the ceiling of each household, with the amounts of the reference engine', () => {
    const examples = workedExamples(2, MOIS);
    const byKey = Object.fromEntries(examples.map((e) => [e.key, e]));
    // FORMULA.md § 7, zone 2, October 2025: case A 199.88 € (199 € paid), case B 252.90 € (252 € paid);
    // any rent between the ceiling and the degressivity threshold gives the same aid.
    expect(byKey.etudiant?.rent).toBe(291);
    expect(byKey.etudiant?.result.montant).toBeCloseTo(199.88, 2);
    expect(byKey.etudiant?.result.montantFinal).toBe(199);
    expect(byKey.boursier?.result.montantFinal).toBe(252);
    expect(byKey.colocation?.rent).toBe(218);
    expect(byKey.couple?.rent).toBe(356);
    expect(byKey.etudiant?.result.bareme.label).toBe('barèmes au 1er octobre 2025');
  });

  it('name the rent above which more rent brings no more aid, and it is true', () => {
    for (const zone of [1, 2, 3] as const) {
      const [alone] = workedExamples(zone, MOIS);
      if (!alone) throw new Error('no example');
      const at = (rent: number) =>
        aidFor({ zone, rent, livingAlone: true, children: 0, status: 'student' }, MOIS).montant;
      const ceiling = Math.ceil(alone.plafond);
      expect(alone.rent).toBe(ceiling);
      expect(at(ceiling + 150)).toBe(at(ceiling));
      expect(at(ceiling - 40)).toBeLessThan(at(ceiling));
      // Above the degressivity threshold the aid goes down, and stops above the suppression threshold.
      expect(at(Math.ceil(alone.seuilDegressivite) + 20)).toBeLessThan(at(ceiling));
      expect(at(Math.ceil(alone.seuilSuppression) + 1)).toBe(0);
    }
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
        const r = aidFor({ zone: 2, rent, livingAlone: true, children: 0, status, boursier: true }, MOIS);
        expect(r.montantFinal).toBeLessThanOrEqual(max);
      }
    }
    expect(max).toBeGreaterThan(0);
  });
});

describe('named profiles', () => {
  it('give the amounts of the reference engine (FORMULA.md § 7, zone 2, October 2025)', () => {
    const cents = (name: ProfileName) => run(name, MOIS).result.montant;
    expect(cents('etudiant-zone2-450')).toBeCloseTo(199.88, 2); // case A
    expect(cents('etudiant-boursier-zone2-450')).toBeCloseTo(252.9, 2); // case B
    expect(cents('etudiant-meuble-zone2-450')).toBeCloseTo(199.88, 2); // case C
    expect(cents('salarie-1000-zone2-450')).toBeCloseTo(131.25, 2); // case D
    expect(cents('etudiant-colocation-zone2-350')).toBeCloseTo(103.2, 2); // case E
    expect(run('salarie-1000-zone2-450', MOIS).result.intermediaires.ressources).toBe(10_800);
  });

  it('put a « plafond » profile at its ceiling rounded up to the euro', () => {
    const { rent, result } = run('etudiant-zone2', MOIS);
    expect(rent).toBe(Math.ceil(result.intermediaires.loyerPlafond));
    expect(result.intermediaires.loyerRetenu).toBeCloseTo(result.intermediaires.loyerPlafond, 2);
  });

  it('refuse a furnished profile « au plafond », whose rent would say nothing', () => {
    const furnished: Profile = {
      description: 'x',
      zone: 2,
      rent: 'plafond',
      status: 'student',
      furnished: true,
    };
    expect(() => runProfile(furnished, MOIS)).toThrow(/meublé/);
  });

  // Each claim the launch content makes about a profile, checked for every month it is shown.
  it.each(MONTHS)('keep the claims the content makes about them (%s)', (mois) => {
    const aid = (name: ProfileName) => run(name, mois).result.montantFinal;
    const i = (name: ProfileName) => run(name, mois).result.intermediaires;
    // conseil/loyer-plafond…: the same aid for 450 € and 600 €, both above the ceiling, below degressivity.
    expect(aid('etudiant-zone2-600')).toBe(aid('etudiant-zone2-450'));
    expect(aid('etudiant-zone2-450')).toBe(aid('etudiant-zone2'));
    expect(i('etudiant-zone2-600').plafondDegressivite).toBeGreaterThan(600);
    // guides/apl-etudiant: the 600 € rent in zone 1 is above the ceiling.
    expect(i('etudiant-zone1-600').loyerPlafond).toBeLessThan(600);
    expect(aid('etudiant-zone1-600')).toBe(aid('etudiant-zone1'));
    // guides/apl-logement-meuble: two thirds of 420 € still above the zone 3 ceiling, of 360 € below zone 2's.
    expect(i('etudiant-meuble-zone3-420').loyerReel).toBeGreaterThan(
      i('etudiant-meuble-zone3-420').loyerPlafond,
    );
    expect(i('etudiant-meuble-zone2-360').loyerReel).toBeLessThan(
      i('etudiant-meuble-zone2-360').loyerPlafond,
    );
    expect(aid('etudiant-meuble-zone2-360')).toBeLessThan(aid('etudiant-zone2'));
    expect(aid('etudiant-meuble-zone2-450')).toBe(aid('etudiant-zone2'));
    // guides/apl-colocation: colocation lowers the aid; the 350 € share is above the colocation ceiling.
    expect(aid('etudiant-colocation-zone2-350')).toBeLessThan(aid('etudiant-zone2'));
    expect(i('etudiant-colocation-zone2-350').loyerPlafond).toBeLessThan(350);
    // guides/apl-etudiant-boursier: the grant raises the aid in every zone; 380 € is above the zone 3 ceiling.
    for (const zone of [1, 2, 3] as const)
      expect(aid(`etudiant-boursier-zone${zone}`)).toBeGreaterThan(aid(`etudiant-zone${zone}`));
    expect(aid('etudiant-boursier-zone3-380')).toBe(aid('etudiant-boursier-zone3'));
    // conseil/premier-emploi…: the aid falls as the salary rises, and is still paid at 1 300 €.
    expect(aid('salarie-1000-zone2')).toBeGreaterThan(aid('salarie-1300-zone2'));
    expect(aid('salarie-1300-zone2')).toBeGreaterThan(0);
    // guides/calcul-montant-apl: 450 € is above the ceiling, so the worked example is the ceiling's.
    expect(aid('salarie-1000-zone2-450')).toBe(aid('salarie-1000-zone2'));
  });
});

describe('the scale of the build', () => {
  it("is dated, and warns in the engine's words of each language when a due revaluation is missing", () => {
    expect(buildScale(MOIS)).toEqual({ effectiveFrom: '2025-10-01', label: 'barèmes au 1er octobre 2025' });
    expect(buildScale(MOIS, 'en')).toEqual({
      effectiveFrom: '2025-10-01',
      label: 'scales as of 1 October 2025',
    });
    // November 2026: the revaluation of 1 October 2026 is expected and not in the data.
    const fr = buildScale('2026-11');
    const en = buildScale('2026-11', 'en');
    expect(fr.label).toBe('barèmes au 1er octobre 2025');
    expect(fr.warning).toContain('1er octobre 2026');
    expect(en.label).toBe('scales as of 1 October 2025');
    expect(en.warning).toContain('1 October 2026');
    // The same engine runs in both languages: the figures of a profile do not change.
    const student = { zone: 2, rent: 400, livingAlone: true, children: 0, status: 'student' } as const;
    expect(aidFor(student, '2026-11', 'en').montant).toBe(aidFor(student, '2026-11').montant);
    expect(aidFor(student, '2026-11', 'en').bareme.label).toBe('scales as of 1 October 2025');
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
    expect(f.forfaitEtudiantFoyer?.replace(/\s/g, '')).toBe('6600€');
    expect(f.forfaitEtudiantFoyerBoursier?.replace(/\s/g, '')).toBe('5400€');
    expect(withFigures('{{inconnu}}', f)).toBe('{{inconnu}}');
  });

  it('give the figures of a named profile, and the scale they were computed with', () => {
    const f = legalFigures(MOIS);
    expect(withFigures('{{ aide:etudiant-zone2 }} ({{bareme}})', f).replace(/\s/g, ' ')).toBe(
      '199 € (barèmes au 1er octobre 2025)',
    );
    expect(f['loyerCompte:etudiant-meuble-zone2-450']?.replace(/\s/g, '')).toBe('300€');
    expect(f['plafond:etudiant-zone2']?.replace(/\s/g, '')).toBe('290,34€');
    expect(f['ressources:salarie-1000-zone2']?.replace(/\s/g, '')).toBe('10800€');
    expect(f['revenu:salarie-1300-zone2']?.replace(/\s/g, '')).toBe('1300€');
    expect(f['degressivite:etudiant-zone2']?.replace(/\s/g, '')).toBe('725,85€');
    expect(withFigures('{{aide:profil-inconnu}}', f)).toBe('{{aide:profil-inconnu}}');
    expect(figureNames('{{aide:etudiant-zone2}} et {{bareme}}')).toEqual(['aide:etudiant-zone2', 'bareme']);
  });

  it('say up to which monthly salary a year of it stays within the student forfait', () => {
    const forfait = baremesDuMois(MOIS)?.valeurs.ressourcesEtudiants.forfait ?? 0;
    const salary = salaryWithinStudentForfait(MOIS);
    const resources = (income: number) =>
      aidFor({ zone: 2, rent: 300, livingAlone: true, children: 0, status: 'employee', income }, MOIS)
        .intermediaires.ressources;
    expect(resources(salary)).toBeLessThanOrEqual(forfait);
    expect(resources(salary + 1)).toBeGreaterThan(forfait);
    expect(legalFigures(MOIS).salaireSousForfaitEtudiant?.replace(/\s/g, '')).toBe(`${salary}€`);
  });

  it('cut a text where its aid figures fall, for the page to highlight them', () => {
    const f = legalFigures(MOIS);
    const segments = figureSegments(
      'Loyer {{loyer:etudiant-zone2-450}}, aide {{aide:etudiant-zone2-450}}.',
      f,
    );
    expect(segments).toEqual([
      { text: `Loyer ${f['loyer:etudiant-zone2-450']}, aide `, aid: false },
      { text: f['aide:etudiant-zone2-450'], aid: true },
      { text: '.', aid: false },
    ]);
    expect(figureSegments('rien', f)).toEqual([{ text: 'rien', aid: false }]);
  });

  it('the launch content uses only known figures', () => {
    const known = new Set(Object.keys(legalFigures(MOIS)));
    const content = loadEditorial();
    const texts = [
      ...content.guides.flatMap((g) => [
        g.body,
        g.data.title,
        g.data.metaDescription,
        g.data.testimonial?.text ?? '',
        ...g.data.faq.flatMap((f) => [f.question, f.answer]),
      ]),
      ...content.articles.flatMap((a) => [a.body, a.data.excerpt, a.data.metaDescription]),
      ...content.faq.items.flatMap((i) => [i.question, i.answer]),
      ...content.legal.map((l) => l.page.content),
    ];
    const unknown = texts.flatMap(figureNames).filter((n) => !known.has(n));
    expect(unknown).toEqual([]);
  });
});
