import { describe, expect, it } from 'vitest';
import { periodeChomage } from './chomage.ts';

const c = { indemnise: true, salaireAvant: 1500, allocation: 900 };

describe('période de référence d’un demandeur d’emploi', () => {
  it('compte les mois de salaire avant le mois du début, et l’allocation à partir de ce mois', () => {
    // Mois 2025-12 : période novembre 2024 à octobre 2025 ; chômage depuis le 10 août 2025.
    expect(periodeChomage('2025-12', { ...c, debut: '2025-08-10' })).toMatchObject({
      moisAvant: 9,
      moisApres: 3,
      allocationDuMois: 900,
    });
    // Début avant la période : allocation sur les 12 mois ; début après : salaire sur les 12 mois.
    expect(periodeChomage('2025-12', { ...c, debut: '2023-01-15' }).moisAvant).toBe(0);
    expect(periodeChomage('2025-12', { ...c, debut: '2025-11-03' }).moisAvant).toBe(12);
  });

  it('abattement de 30 % si le chômage a commencé strictement avant le 1er jour de M − 2', () => {
    expect(periodeChomage('2026-06', { ...c, debut: '2026-03-31' }).abattement).toBe(true);
    expect(periodeChomage('2026-06', { ...c, debut: '2026-04-01' }).abattement).toBe(false);
  });

  it('neutralisation sans allocation depuis avant le 1er jour de M − 2, pas avant', () => {
    const sans = { ...c, indemnise: false };
    expect(periodeChomage('2026-09', { ...sans, debut: '2026-05-01' })).toMatchObject({
      neutralisation: true,
      allocationDuMois: 0,
    });
    expect(periodeChomage('2026-09', { ...sans, debut: '2026-07-01' }).neutralisation).toBe(false);
    // Indemnisé mais d'une allocation nulle : comme non indemnisé.
    expect(periodeChomage('2026-09', { ...c, allocation: 0, debut: '2026-01-01' }).neutralisation).toBe(true);
    expect(periodeChomage('2026-09', { ...c, debut: '2026-01-01' }).neutralisation).toBe(false);
  });
});
