import { describe, expect, it } from 'vitest';
import { typeAide } from './calculate.ts';
import { computeAid } from './explained.ts';
import { calculateAid } from './index.ts';
import type { EntreeMoteur, ResultatAide } from './types.ts';

const etudiant: EntreeMoteur = {
  zone: 2,
  rent: 450,
  furnished: false,
  chambre: false,
  colocation: false,
  conventionne: false,
  birthDate: '2004-05-10',
  status: 'student',
  boursier: false,
  livingAlone: true,
  children: 0,
  income: 0,
};
const salarie: Partial<EntreeMoteur> = { status: 'employee', birthDate: '1990-01-01' };

function calcul(e: Partial<EntreeMoteur>, mois = '2025-10'): ResultatAide {
  const r = computeAid({ ...etudiant, ...e }, mois);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.result;
}

describe('exemples de FORMULA.md § 7 (octobre 2025, zone 2, personne seule) : montants OpenFisca', () => {
  it.each([
    ['A étudiant non boursier', {}, 199.88, 199],
    ['B étudiant boursier', { boursier: true }, 252.9, 252],
    ['C étudiant, meublé (loyer réel 300)', { furnished: true }, 199.88, 199],
    ['D salarié 1 000 €/mois', { ...salarie, income: 1000 }, 131.25, 131],
    ['E étudiant en colocation', { rent: 350, colocation: true }, 103.2, 103],
    ['F étudiant, chambre meublée', { rent: 400, furnished: true, chambre: true }, 173.27, 173],
    ['G salarié 1 500 €/mois', { ...salarie, income: 1500, rent: 500 }, 0, 0],
    ['H étudiant, loyer élevé (dégressivité)', { rent: 800 }, 112.67, 112],
  ] as const)('%s', (_nom, e, montant, montantFinal) => {
    const r = calcul(e);
    expect(r.montant).toBe(montant);
    expect(r.montantFinal).toBe(montantFinal);
    expect(r.isEligible).toBe(montantFinal > 0);
  });

  it('détaille l’exemple A', () => {
    const i = calcul({}).intermediaires;
    expect(i).toMatchObject({
      loyerReel: 450,
      ressources: 8600,
      abattementR0: 5235,
      coefficientDegressivite: 1,
    });
    expect(i.loyerRetenu).toBeCloseTo(290.34, 5);
    expect(i.participationPersonnelle).toBeCloseTo(145.05275, 4);
    expect(i.aideBrute).toBeCloseTo(200.88, 5);
  });
});

describe('type d’aide et barème appliqué', () => {
  it('distingue APL, ALS et ALF', () => {
    expect(typeAide(true, 0)).toBe('APL');
    expect(typeAide(false, 0)).toBe('ALS');
    expect(typeAide(false, 2)).toBe('ALF');
    expect(calcul({ conventionne: true }).aidType).toBe('APL');
  });

  it('nomme le barème le plus récent utilisé', () => {
    expect(calcul({}, '2025-11').bareme).toEqual({
      effectiveFrom: '2025-10-01',
      label: 'barèmes au 1er octobre 2025',
    });
    expect(calcul({}, '2024-02').bareme.label).toBe('barèmes au 1er janvier 2024');
    expect(calcul({}, '2021-03').bareme.label).toBe('barèmes au 1er janvier 2021');
    // Juin 2026 : seuls les montants de RLS changent ; leur date est donnée à part (une seule date par carte).
    expect(calcul({}, '2026-07').bareme.effectiveFrom).toBe('2025-10-01');
    expect(calcul({ conventionne: true }, '2026-07').bareme).toMatchObject({
      effectiveFrom: '2025-10-01',
      rlsFrom: '2026-06-01',
    });
  });

  it('avertit au-delà de la dernière revalorisation confirmée', () => {
    expect(calcul({}, '2026-09').bareme.warning).toBeUndefined();
    const b = calcul({}, '2026-11').bareme;
    expect(b.label).toBe('barèmes au 1er octobre 2025');
    expect(b.warning).toContain('1er octobre 2026');
    expect(b.warning).toContain('barèmes au 1er octobre 2025');
  });

  it('échoue sans exception quand aucun barème ne couvre le mois', () => {
    for (const mois of ['2020-12', '2021-10', '2023-09']) {
      expect(computeAid(etudiant, mois)).toEqual({
        ok: false,
        code: 'BAREME_INACTIF',
        errors: [{ field: 'date', message: 'Aucune version active des barèmes trouvée' }],
      });
    }
  });

  it('échoue sans exception pour une zone sans barème', () => {
    const r = computeAid({ ...etudiant, zone: 4 as 1, livingAlone: false, children: 2 }, '2025-10');
    expect(r).toEqual({
      ok: false,
      code: 'BAREME_NON_TROUVE',
      errors: [
        {
          field: 'zone',
          message: 'Barème non trouvé pour zone 4, composition couple avec 2 personnes à charge',
        },
      ],
    });
  });
});

describe('limite d’âge du forfait étudiant (règle d’âge d’OpenFisca)', () => {
  it('applique le forfait jusqu’au mois où l’âge OpenFisca atteint 28 ans', () => {
    const e = { income: 1500, birthDate: '1997-10-02' };
    expect(calcul(e, '2025-09').intermediaires.modeRessources).toBe('forfait-etudiant');
    // Âge civil 27 ans au 01/10/2025, mais 28 pour OpenFisca : plus de forfait.
    expect(calcul(e, '2025-10').intermediaires).toMatchObject({
      age: 28,
      modeRessources: 'revenus',
      ressources: 16_200,
    });
    expect(calcul({ income: 1500, birthDate: '1997-10-03' }, '2025-10').intermediaires.modeRessources).toBe(
      'forfait-etudiant',
    );
  });
});

describe('motif d’une aide nulle', () => {
  it('ressources trop élevées', () => {
    const r = calcul({ ...salarie, income: 2500 });
    expect(r.refusCode).toBe('RESSOURCES_TROP_ELEVEES');
    expect(r.refusReason).toMatch(/^Revenus trop élevés pour ce loyer/);
  });

  it('loyer trop faible face à la participation minimale', () => {
    const r = calcul({ rent: 5, colocation: true, status: 'rsa', birthDate: '1990-01-01' });
    expect(r.refusCode).toBe('LOYER_TROP_FAIBLE');
    expect(r.refusReason).toMatch(/^Loyer trop faible/);
  });

  it('loyer au-delà du plafond de suppression', () => {
    const r = calcul({ rent: 950 });
    expect(r.refusCode).toBe('LOYER_TROP_ELEVE');
    expect(r.refusReason).toContain('plafond de suppression');
  });

  it('aide sous le seuil de versement de 10 €', () => {
    // Salarié à 1 360 €/mois : A ≈ 14,64 € (versée par OpenFisca : 9,59 €), sous 10 € après minoration.
    const r = calcul({ ...salarie, income: 1360 });
    expect(r.montant).toBe(9.59);
    expect(r.intermediaires.aideAvantSeuil).toBeGreaterThan(10);
    expect(r.montant).toBeGreaterThan(0);
    expect(r.montant).toBeLessThan(10);
    expect(r.montantFinal).toBe(0);
    expect(r.refusCode).toBe('SOUS_SEUIL_VERSEMENT');
    expect(r.refusReason).toContain('seuil de 10');
  });

  it('aucun motif quand l’aide est versée', () => {
    const r = calcul({});
    expect(r.refusCode).toBeNull();
    expect(r.refusReason).toBeNull();
  });
});

describe('étapes expliquées', () => {
  it('sont numérotées, en français, chacune avec sa référence légale', () => {
    const r = calcul({ conventionne: true });
    expect(r.steps.map((s) => s.number)).toEqual(r.steps.map((_, i) => i + 1));
    for (const s of r.steps) {
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
      expect(s.legalRef).toMatch(/CCH|Arrêté|arrêté|Ordonnance/);
      expect(Number.isFinite(s.value)).toBe(true);
      expect(Math.round(s.value * 100) / 100).toBe(s.value);
    }
    expect(r.steps.some((s) => s.title === 'Réduction de loyer de solidarité')).toBe(true);
    expect(r.steps.at(-1)).toMatchObject({ title: 'Montant versé', value: r.montantFinal });
    expect(r.steps.find((s) => s.title === 'CRDS')?.value).toBe(r.montant);
  });

  it('citent l’article du loyer plafond et de la colocation', () => {
    const r = calcul({ colocation: true });
    expect(r.steps[1]?.legalRef).toContain('art. 7');
    expect(r.steps[1]?.legalRef).toContain('art. 16');
  });
});

/* Situations des cas de référence oracle-situations-dev.jsonl (montants d'OpenFisca-France 176.0.7), et les
 * points où le moteur suit le texte plutôt que la référence. */
const sansLogement = { furnished: false, chambre: false, colocation: false, boursier: false, children: 0 };

describe('logements-foyers et résidences CROUS', () => {
  const crous: EntreeMoteur = {
    ...sansLogement,
    zone: 2,
    housing: 'crous',
    redevance: 478,
    conventionne: true,
    birthDate: '2006-06-04',
    status: 'student',
    livingAlone: true,
    income: 1104,
  };

  it('APL en résidence conventionnée : K × (E − E0), forfait étudiant des résidences (dev-crous-001)', () => {
    const r = calcul(crous, '2025-12');
    expect(r.montant).toBe(253.44);
    expect(r.aidType).toBe('APL');
    const i = r.intermediaires;
    expect(i.ressources).toBe(6600);
    expect(i.loyerRetenu).toBe(Math.fround(456.15));
    expect(i.residence).toMatchObject({ apl: true, categorie: null, redevance: 478 });
    expect(i.residence?.coefficientK).toBeCloseTo(0.6889, 4);
    expect(i.residence?.loyerMinimal).toBeCloseTo(79.1503, 4);
    // Le texte arrondit K à deux décimales par défaut : 0,68 × (456,15 − 79,15) − 5 € → 250 €.
    expect(i.residence?.coefficientKArrondi).toBe(0.68);
    expect(r.montantFinal).toBe(250);
    expect(r.steps.map((s) => s.title)).toContain('Équivalence de loyer et de charges (E)');
    expect(r.steps.at(-1)?.legalRef).toContain('D. 832-25');
  });

  it('AL en résidence CROUS non conventionnée : équivalence de loyer et forfait de charges (dev-crous-004)', () => {
    const r = calcul(
      { ...crous, redevance: 593, conventionne: false, birthDate: '2000-05-07', income: 0 },
      '2026-11',
    );
    expect(r.montant).toBe(91.46);
    expect(r.aidType).toBe('ALS');
    expect(r.intermediaires).toMatchObject({
      loyerRetenu: Math.fround(190.13),
      forfaitCharges: Math.fround(60.59),
    });
    expect(r.intermediaires.residence?.categorie).toBe('etudiantChambreRehabilitee');
    // Chambre non réhabilitée : équivalence des étudiants en chambre.
    const nonRehabilitee = calcul(
      { ...crous, conventionne: false, chambre: true, renovated: false, birthDate: '2000-05-07' },
      '2026-11',
    );
    expect(nonRehabilitee.intermediaires.loyerRetenu).toBe(Math.fround(94.04));
  });

  it('logement-foyer : pas de dégressivité ni de RLS, ressources du demandeur (dev-foyer-000)', () => {
    const r = calcul(
      {
        ...sansLogement,
        zone: 3,
        housing: 'foyer',
        redevance: 438,
        conventionne: true,
        birthDate: '2001-08-12',
        status: 'other',
        livingAlone: false,
        income: 1328,
      },
      '2026-11',
    );
    expect(r.montant).toBe(58.53);
    expect(r.intermediaires).toMatchObject({ coefficientDegressivite: 1, reductionLoyerSolidarite: 0 });
  });

  const foyer: EntreeMoteur = {
    ...sansLogement,
    zone: 2,
    housing: 'foyer',
    redevance: 400,
    conventionne: true,
    birthDate: '1990-01-01',
    status: 'other',
    livingAlone: true,
    income: 0,
  };

  it('plafonne K à 0,95 en APL (CCH D. 832-25, 1° a), contrairement à la référence', () => {
    const r = calcul(foyer, '2025-11');
    expect(r.intermediaires.residence?.coefficientKCalcule).toBeGreaterThan(1);
    expect(r.intermediaires.residence?.coefficientK).toBe(Math.fround(0.95));
    expect(r.montant).toBe(368.1);
    expect(r.montant).toBeLessThan(400);
  });

  it('limite l’AL à la redevance (CCH D. 842-15), contrairement à la référence', () => {
    const r = calcul({ ...foyer, redevance: 100, conventionne: false }, '2025-11');
    expect(r.intermediaires.residence?.plafonneeALaRedevance).toBe(true);
    expect(r.intermediaires.aideBrute).toBe(100);
    expect(r.montant).toBe(99.5);
    expect(r.montantFinal).toBe(99);
  });

  it('équivalence « personnes âgées » à partir de 62 ans en logement non conventionné', () => {
    const r = calcul({ ...foyer, redevance: 600, conventionne: false, birthDate: '1960-01-01', income: 900 });
    expect(r.intermediaires.residence?.categorie).toBe('personneAgee');
    expect(r.intermediaires.loyerRetenu).toBe(Math.fround(230.68));
  });

  it('n’ajoute pas l’épargne des résidents de logement-foyer', () => {
    const e = { ...foyer, redevance: 500, status: 'employee' as const, income: 900 };
    expect(calcul({ ...e, assets: 100_000 }).montant).toBe(calcul(e).montant);
  });

  it('refuse un mois de 2021 (barèmes des logements-foyers intégrés à partir d’octobre 2023)', () => {
    const r = computeAid(foyer, '2021-03');
    expect(r).toMatchObject({ ok: false, code: 'BAREME_INACTIF', errors: [{ field: 'housing' }] });
  });
});

describe('outre-mer', () => {
  const dom: EntreeMoteur = {
    ...sansLogement,
    zone: 2,
    overseas: true,
    rent: 502,
    conventionne: false,
    birthDate: '1994-06-03',
    status: 'other',
    livingAlone: true,
    income: 387,
  };

  it('forfait de charges et taux famille d’outre-mer (dev-dom971-000)', () => {
    const r = calcul(dom, '2025-03');
    expect(r.montant).toBe(282.04);
    expect(r.intermediaires).toMatchObject({
      outreMer: true,
      forfaitCharges: Math.fround(40.26),
      tauxFamille: Math.fround(0.0281),
      loyerPlafond: Math.fround(287.35),
    });
    expect(r.steps.find((s) => s.title === 'Forfait de charges')?.legalRef).toContain('art. 46');
  });

  it('pas d’APL outre-mer : un logement conventionné est calculé en allocation de logement (dev-dom974-003)', () => {
    const r = calcul(
      {
        ...dom,
        rent: 978,
        conventionne: true,
        birthDate: '1985-11-10',
        status: 'employee',
        livingAlone: false,
        income: 1561,
      },
      '2025-12',
    );
    expect(r.montant).toBe(22.04);
    expect(r.aidType).toBe('ALS');
    expect(r.intermediaires.conventionne).toBe(false);
    expect(r.steps.map((s) => s.title)).not.toContain('Réduction de loyer de solidarité');
  });

  it('R0 d’une personne à charge : valeur d’outre-mer revalorisée (8 656 € en 2025)', () => {
    const r = calcul({ ...dom, rent: 600, children: 1, status: 'employee', income: 900 }, '2025-03');
    expect(r.intermediaires.abattementR0).toBe(8656);
    expect(calcul({ ...dom, children: 1 }, '2024-06').intermediaires.abattementR0).toBe(8574);
    expect(calcul({ ...dom, children: 2 }, '2025-03').intermediaires.abattementR0).toBe(9148);
  });

  it('résidence CROUS outre-mer : allocation de logement, charges d’outre-mer', () => {
    const r = calcul(
      {
        ...sansLogement,
        zone: 2,
        overseas: true,
        housing: 'crous',
        redevance: 300,
        conventionne: true,
        birthDate: '2003-01-01',
        status: 'student',
        livingAlone: true,
        income: 0,
      },
      '2025-11',
    );
    expect(r.aidType).toBe('ALS');
    expect(r.intermediaires.forfaitCharges).toBe(Math.fround(40.68));
  });

  it('refuse un mois de 2021 (barèmes d’outre-mer intégrés à partir d’octobre 2023)', () => {
    expect(computeAid(dom, '2021-03')).toMatchObject({ ok: false, errors: [{ field: 'overseas' }] });
  });
});

describe('demandeurs d’emploi et épargne', () => {
  const chomeur: EntreeMoteur = {
    ...sansLogement,
    zone: 3,
    rent: 682,
    conventionne: false,
    birthDate: '1985-03-28',
    status: 'unemployed',
    livingAlone: false,
    income: 795,
    unemploymentStart: '2024-12-28',
    unemploymentIndemnified: true,
    salaryBeforeUnemployment: 2269,
  };

  it('salaire puis allocation sur la période, abattement de 30 % des salaires (dev-chom-006)', () => {
    const r = calcul(chomeur, '2025-03');
    expect(r.montant).toBe(59.32);
    expect(r.intermediaires.ressources).toBe(15_800);
    expect(r.steps.find((s) => s.title === 'Ressources prises en compte')?.legalRef).toContain('R. 822-14');
  });

  it('chômage non indemnisé depuis au moins deux mois : neutralisation (dev-chom-011)', () => {
    const r = calcul(
      {
        ...chomeur,
        zone: 2,
        rent: 656,
        birthDate: '1986-06-20',
        income: 0,
        unemploymentStart: '2026-05-01',
        unemploymentIndemnified: false,
        salaryBeforeUnemployment: 1741,
      },
      '2026-09',
    );
    expect(r.montant).toBe(369.55);
    expect(r.intermediaires.modeRessources).toBe('neutralisation-chomage');
  });

  it('épargne au-delà de 30 000 € : 3 % ajoutés aux ressources, effet de seuil', () => {
    const e = { ...etudiant, ...salarie, rent: 500, income: 1000 };
    expect(calcul({ ...e, assets: 30_000 }).montant).toBe(131.25);
    const auDela = calcul({ ...e, assets: 30_001 });
    expect(auDela.montant).toBe(100.06);
    expect(auDela.intermediaires.ressources).toBe(11_800);
    expect(auDela.steps.find((s) => s.title === 'Revenu de l’épargne ajouté aux ressources')?.legalRef).toBe(
      'CCH art. L. 822-5 et R. 822-22',
    );
    // Étudiant au forfait : l'épargne n'y change rien.
    expect(calcul({ income: 1000, assets: 90_001 }).montant).toBe(199.88);
  });
});

describe('what the results card says', () => {
  const social = {
    zone: 2 as const,
    rent: 400,
    charges: 50,
    furnished: false,
    chambre: false,
    colocation: false,
    conventionne: true,
    birthDate: '1990-01-01',
    status: 'employee' as const,
    boursier: false,
    livingAlone: true,
    children: 0,
    income: 900,
  };

  it('names one date for the aid’s scales in social housing; the RLS date goes to its own step', () => {
    const r = calculateAid(social, { date: '2026-11' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const { bareme, steps } = r.result;
    expect(bareme.label).toBe('barèmes au 1er octobre 2025');
    expect(bareme.rlsFrom).toBe('2026-06-01');
    // The warning, if any, speaks of the same date as the label.
    for (const date of bareme.warning?.match(/au 1er \S+ \d{4}, les derniers/g) ?? [])
      expect(date).toContain('1er octobre 2025');
    const rls = steps.find((s) => s.title === 'Réduction de loyer de solidarité');
    expect(rls?.details).toBe('Montants de la réduction de loyer de solidarité au 1er juin 2026.');
  });

  it('marks annual values as annual, and only those', () => {
    const r = calculateAid(social, { date: '2026-11' });
    if (!r.ok) throw new Error('engine');
    const annual = r.result.steps.filter((s) => s.annual).map((s) => s.title);
    expect(annual).toEqual(['Ressources prises en compte', 'Abattement forfaitaire (R0)']);
    expect(
      r.result.steps.find((s) => s.title === 'Participation liée aux ressources')?.annual,
    ).toBeUndefined();
  });
});
