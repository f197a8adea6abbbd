import { describe, expect, it } from 'vitest';
import { urlProblem } from '../validation/url.ts';
import { allItems, documentsFor, SOURCE_NAMES } from './documents.ts';
import type { FormData } from './form.ts';

const base: FormData = { housing: 'ordinary', rent: 450, colocation: false, livingAlone: true, children: 0 };
const ids = (form: FormData) => allItems(documentsFor(form)).map((d) => d.id);

describe('documentsFor', () => {
  it('asks everyone for an identity document, a RIB, the tax number and the lease or the rent certificate', () => {
    for (const status of ['student', 'employee', 'unemployed', 'rsa', 'other'] as const) {
      const list = ids({ ...base, status, boursier: false });
      expect(list).toEqual(
        expect.arrayContaining(['identite', 'rib', 'numero-fiscal', 'bail', 'attestation-loyer']),
      );
    }
  });

  it('gives a scholarship holder the CROUS notice, and a student without a scholarship none', () => {
    expect(ids({ ...base, status: 'student', boursier: true })).toContain('bourse');
    expect(ids({ ...base, status: 'student', boursier: false })).not.toContain('bourse');
  });

  it('shows a student the foreign-student pieces, as conditional items', () => {
    const items = allItems(documentsFor({ ...base, status: 'student', boursier: false }));
    const foreign = items.filter((d) => d.id === 'acte-naissance' || d.id === 'titre-sejour');
    expect(foreign).toHaveLength(2);
    for (const d of foreign)
      expect(d.condition).toBe('Si vous êtes étudiant(e) étranger(ère) hors UE/EEE/Suisse');
    expect(foreign.map((d) => d.label).join(' ')).toMatch(/traduction.*VLS-TS/);
  });

  it('says beside the residence permit that a student permit no longer suffices since 1 July 2026', () => {
    const permit = allItems(documentsFor({ ...base, status: 'student', boursier: false })).find(
      (d) => d.id === 'titre-sejour',
    );
    expect(permit?.detail).toContain('Depuis le 1er juillet 2026');
    expect(permit?.detail).toContain('conditions de la bourse sur critères sociaux');
    expect(permit?.detail).toContain('L. 822-2');
    // Not every foreign student: the other permits are not concerned.
    expect(permit?.detail).toMatch(/autres titres .* ne sont pas concernés/);
  });

  it('gives no student piece to someone who is not a student', () => {
    for (const status of ['employee', 'unemployed', 'rsa', 'other'] as const) {
      const groups = documentsFor({ ...base, status });
      expect(groups.map((g) => g.id)).not.toContain('etudiant');
      expect(ids({ ...base, status })).not.toEqual(
        expect.arrayContaining(['bourse', 'acte-naissance', 'titre-sejour', 'parents-caf']),
      );
    }
  });

  it('asks an employee for pay slips only when the CAF does', () => {
    const slips = allItems(documentsFor({ ...base, status: 'employee' })).find(
      (d) => d.id === 'bulletins-salaire',
    );
    expect(slips?.label).toMatch(/si la CAF vous les demande/);
    expect(ids({ ...base, status: 'student', boursier: false })).not.toContain('bulletins-salaire');
  });

  it('asks a flat-sharer for a lease naming them, shared or individual', () => {
    const list = ids({ ...base, status: 'other', colocation: true, rentShare: 300 });
    expect(list).toContain('colocation-bail');
    expect(list).not.toContain('bail');
  });

  it('asks a CROUS or foyer resident for the residence documents instead of a lease', () => {
    for (const housing of ['crous', 'foyer'] as const) {
      const list = ids({ housing, redevance: 300, status: 'student', boursier: false });
      expect(list).toEqual(expect.arrayContaining(['contrat-residence', 'attestation-residence']));
      expect(list).not.toContain('bail');
      expect(list).not.toContain('bailleur');
    }
  });

  it('keeps ids unique and every source named: an official https page or one of our guides', () => {
    for (const form of [
      { ...base, status: 'student', boursier: true },
      { ...base, status: 'employee', colocation: true },
      { housing: 'crous', status: 'student', boursier: true },
    ] satisfies FormData[]) {
      const items = allItems(documentsFor(form));
      expect(new Set(items.map((d) => d.id)).size).toBe(items.length);
      for (const d of items) {
        expect(SOURCE_NAMES[d.source]).toBeTruthy();
        if (!d.source.startsWith('/guide/')) {
          expect(d.source.startsWith('https://')).toBe(true);
          expect(urlProblem(d.source)).toBeNull();
        }
      }
    }
  });
});
