import { describe, expect, it } from 'vitest';
import { evaluerConditions, exclusionTitreEtudiant } from './conditions.ts';
import { calculateAid } from './index.ts';

/** The example: Lyon (zone 2), a student born 2005-03-01, 450 € rent + 30 € charges, alone. */
const lyon = {
  zone: 2,
  rent: 450,
  charges: 30,
  furnished: false,
  colocation: false,
  birthDate: '2005-03-01',
  status: 'student',
  livingAlone: true,
  children: 0,
  income: 0,
} as const;

const run = (input: Record<string, unknown>, date = '2026-11', langue: 'fr' | 'en' = 'fr') => {
  const r = calculateAid({ ...lyon, ...input }, { date, langue });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result;
};

const excluded = { nationality: 'other', studentPermit: true, bcsConditions: false } as const;

describe('the exclusion of student permits since 1 July 2026 (CCH L. 822-2, I, 3°)', () => {
  it('a French student gets 199 €; a non-EU student on a student permit without the grant conditions gets 0', () => {
    expect(run({}).montantFinal).toBe(199);
    const r = run(excluded);
    expect(r.montantFinal).toBe(0);
    expect(r.montant).toBe(0);
    expect(r.isEligible).toBe(false);
    expect(r.refusCode).toBe('TITRE_ETUDIANT_HORS_UE');
    expect(r.refusReason).toMatch(/L\. 822-2/);
    expect(r.refusReason).toContain('1er juillet 2026');
    expect(r.steps).toHaveLength(1);
    expect(r.steps[0]?.legalRef).toMatch(/L\. 822-2, I, 3°/);
    expect(r.steps[0]?.value).toBe(0);
  });

  it('no effect on months before July 2026', () => {
    expect(run(excluded, '2026-06').montantFinal).toBe(199);
    expect(run(excluded, '2026-07').montantFinal).toBe(0);
  });

  it('meeting the grant conditions, being an EU national or holding another permit keeps the aid', () => {
    expect(run({ ...excluded, bcsConditions: true }).montantFinal).toBe(199);
    expect(run({ ...excluded, nationality: 'eu' }).montantFinal).toBe(199);
    expect(run({ ...excluded, nationality: 'fr' }).montantFinal).toBe(199);
    expect(run({ ...excluded, studentPermit: false }).montantFinal).toBe(199);
  });

  it('the grant conditions default to the grant itself: a boursier meets them, a non-boursier does not', () => {
    expect(run({ nationality: 'other', studentPermit: true, boursier: true }).montantFinal).toBeGreaterThan(
      0,
    );
    expect(run({ nationality: 'other', studentPermit: true }).montantFinal).toBe(0);
  });

  it('working on a student permit does not help', () => {
    const r = run({ ...excluded, status: 'employee', income: 900 });
    expect(r.montantFinal).toBe(0);
    expect(r.refusCode).toBe('TITRE_ETUDIANT_HORS_UE');
  });

  it('applies to residences too (APL, ALS and ALF alike)', () => {
    const r = calculateAid(
      { ...lyon, ...excluded, housing: 'crous', redevance: 320, chambre: true },
      { date: '2026-11' },
    );
    expect(r.ok && r.result.montantFinal).toBe(0);
  });

  it('absent fields leave every amount unchanged and say the condition is to check', () => {
    const r = run({});
    expect(r.conditions.find((c) => c.code === 'nationaliteTitre')?.statut).toBe('a-verifier');
    expect(run({ nationality: 'fr' }).conditions[0]?.statut).toBe('remplie');
  });

  it('the refusal is written in English on English pages, with its article', () => {
    const r = run(excluded, '2026-11', 'en');
    expect(r.refusReason).toContain('1 July 2026');
    expect(r.refusReason).toMatch(/L\. 822-2/);
  });

  it('the rule reads the month of the aid, not the date of the answer', () => {
    expect(exclusionTitreEtudiant(excluded, '2026-06')).toBe(false);
    expect(exclusionTitreEtudiant(excluded, '2030-01')).toBe(true);
  });
});

describe('the other conditions that zero the aid', () => {
  it('a home owned by a parent, grandparent or child gives no aid (CCH L. 822-3)', () => {
    const r = run({ landlordRelative: true });
    expect(r.montantFinal).toBe(0);
    expect(r.refusCode).toBe('BAILLEUR_FAMILLE');
    expect(r.refusReason).toMatch(/L\. 822-3/);
    expect(r.steps[0]?.legalRef).toMatch(/L\. 822-3/);
    expect(run({ landlordRelative: false }).montantFinal).toBe(199);
  });

  it('attached to parents who pay the IFI: no aid (CCH L. 822-8)', () => {
    const r = run({ parentsIfi: true });
    expect(r.montantFinal).toBe(0);
    expect(r.refusCode).toBe('RATTACHEMENT_IFI');
    expect(r.refusReason).toMatch(/L\. 822-8/);
  });

  it('main residence and decency are never asked: always to check, with their articles', () => {
    const v = evaluerConditions({ nationality: 'fr', landlordRelative: false, parentsIfi: false }, '2026-11');
    expect(v.filter((c) => c.statut === 'a-verifier').map((c) => [c.code, c.article])).toEqual([
      ['residencePrincipale', 'CCH art. L. 822-2, II et R. 822-23'],
      ['decenceSurface', 'CCH art. L. 822-9, L. 822-10, R. 822-24 et R. 822-25'],
    ]);
  });

  it('the family landlord is not a condition of a residence (foyer, CROUS)', () => {
    const v = evaluerConditions({ housing: 'crous' }, '2026-11');
    expect(v.map((c) => c.code)).not.toContain('bailleurFamille');
  });
});
