import { describe, expect, it } from 'vitest';
import { typeAide } from './calculate.ts';
import { computeAid } from './explained.ts';
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
    // Juin 2026 : seuls les montants de RLS changent ; ils ne comptent qu'en logement conventionné.
    expect(calcul({}, '2026-07').bareme.effectiveFrom).toBe('2025-10-01');
    expect(calcul({ conventionne: true }, '2026-07').bareme.effectiveFrom).toBe('2026-06-01');
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
