import { describe, expect, it } from 'vitest';
import { baremesDuMois } from './parameters/index.ts';
import { arrondiRessources, type ParametresRessources, ressources } from './ressources.ts';

function params(mois: string): ParametresRessources {
  const p = baremesDuMois(mois)?.valeurs;
  if (!p) throw new Error(`barèmes ${mois} absents`);
  return {
    etudiants: p.ressourcesEtudiants,
    fraisProfessionnels: p.abattementFraisProfessionnels,
    abattementChomage: p.abattementChomage,
    arrondi: p.arrondiRessources,
  };
}
const p25 = params('2025-10');

describe('ressources annuelles R', () => {
  it('retire 10 % de frais professionnels et arrondit à la centaine supérieure', () => {
    const r = ressources({ statut: 'employee', revenuMensuel: 1000, age: 30, boursier: false }, p25);
    expect(r).toMatchObject({
      R: 10_800,
      mode: 'revenus',
      revenusAnnuels: 12_000,
      deductionFraisProfessionnels: 1200,
    });
    expect(
      ressources({ statut: 'employee', revenuMensuel: 959, age: 30, boursier: false }, params('2024-11')).R,
    ).toBe(10_400);
  });

  it('applique le minimum et le maximum de la déduction de l’année précédente', () => {
    // 2025 : minimum 504 €, maximum 14 426 €.
    expect(
      ressources({ statut: 'employee', revenuMensuel: 100, age: 30, boursier: false }, p25)
        .deductionFraisProfessionnels,
    ).toBe(504);
    expect(
      ressources({ statut: 'other', revenuMensuel: 20_000, age: 30, boursier: false }, p25)
        .deductionFraisProfessionnels,
    ).toBe(14_426);
    expect(ressources({ statut: 'employee', revenuMensuel: 30, age: 30, boursier: false }, p25).R).toBe(0);
  });

  it('remplace les ressources d’un étudiant de moins de 28 ans par le forfait', () => {
    expect(
      ressources({ statut: 'student', revenuMensuel: 2000, age: 27, boursier: false }, p25),
    ).toMatchObject({
      R: 8600,
      mode: 'forfait-etudiant',
    });
    expect(ressources({ statut: 'student', revenuMensuel: 2000, age: 20, boursier: true }, p25).R).toBe(6900);
    // À 28 ans, un étudiant est traité comme tout le monde.
    expect(ressources({ statut: 'student', revenuMensuel: 0, age: 28, boursier: true }, p25)).toMatchObject({
      R: 0,
      mode: 'revenus',
    });
  });

  it('neutralise les revenus au RSA et en chômage non indemnisé', () => {
    expect(ressources({ statut: 'rsa', revenuMensuel: 900, age: 40, boursier: false }, p25)).toMatchObject({
      R: 0,
      mode: 'neutralisation-rsa',
    });
    expect(ressources({ statut: 'unemployed', revenuMensuel: 0, age: 40, boursier: false }, p25).mode).toBe(
      'neutralisation-chomage',
    );
  });

  it('prend la déduction sur les allocations chômage', () => {
    // 12 × 1 200 = 14 400 ; déduction 1 440 ; 12 960 → 13 000.
    expect(ressources({ statut: 'unemployed', revenuMensuel: 1200, age: 40, boursier: false }, p25).R).toBe(
      13_000,
    );
    // Sous le minimum de déduction : ressources nulles, jamais négatives.
    expect(ressources({ statut: 'unemployed', revenuMensuel: 20, age: 40, boursier: false }, p25).R).toBe(0);
  });

  it('arrondit au centime puis à la centaine supérieure', () => {
    expect(arrondiRessources(12_600.04, 100)).toBe(12_700);
    expect(arrondiRessources(10_800, 100)).toBe(10_800);
    expect(arrondiRessources(10_800.004, 100)).toBe(10_800);
    expect(arrondiRessources(-5, 100)).toBe(0);
  });
});
