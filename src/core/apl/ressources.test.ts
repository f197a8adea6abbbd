import { describe, expect, it } from 'vitest';
import { periodeChomage } from './chomage.ts';
import { baremesDuMois } from './parameters/index.ts';
import { revenuPatrimoine } from './patrimoine.ts';
import {
  arrondiRessources,
  type ParametresRessources,
  ressources,
  type SituationRessources,
} from './ressources.ts';

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

/** Une situation sans résidence, sans chômage daté ni épargne, complétée par `s`. */
const sit = (s: Pick<SituationRessources, 'statut' | 'revenuMensuel'> & Partial<SituationRessources>) => ({
  age: 30,
  boursier: false,
  residence: false,
  revenuPatrimoine: 0,
  ...s,
});

describe('ressources annuelles R', () => {
  it('retire 10 % de frais professionnels et arrondit à la centaine supérieure', () => {
    const r = ressources(sit({ statut: 'employee', revenuMensuel: 1000 }), p25);
    expect(r).toMatchObject({
      R: 10_800,
      mode: 'revenus',
      revenusAnnuels: 12_000,
      salaires: 12_000,
      allocations: 0,
      deductionFraisProfessionnels: 1200,
    });
    expect(ressources(sit({ statut: 'employee', revenuMensuel: 959 }), params('2024-11')).R).toBe(10_400);
  });

  it('applique le minimum et le maximum de la déduction de l’année précédente', () => {
    // 2025 : minimum 504 €, maximum 14 426 €.
    expect(
      ressources(sit({ statut: 'employee', revenuMensuel: 100 }), p25).deductionFraisProfessionnels,
    ).toBe(504);
    expect(
      ressources(sit({ statut: 'other', revenuMensuel: 20_000 }), p25).deductionFraisProfessionnels,
    ).toBe(14_426);
    expect(ressources(sit({ statut: 'employee', revenuMensuel: 30 }), p25).R).toBe(0);
  });

  it('remplace les ressources d’un étudiant de moins de 28 ans par le forfait (location ou logement-foyer)', () => {
    expect(ressources(sit({ statut: 'student', revenuMensuel: 2000, age: 27 }), p25)).toMatchObject({
      R: 8600,
      mode: 'forfait-etudiant',
    });
    expect(ressources(sit({ statut: 'student', revenuMensuel: 2000, age: 20, boursier: true }), p25).R).toBe(
      6900,
    );
    // En logement-foyer ou en résidence CROUS : 6 600 €, 5 400 € pour un boursier (2025).
    expect(ressources(sit({ statut: 'student', revenuMensuel: 0, age: 20, residence: true }), p25).R).toBe(
      6600,
    );
    expect(
      ressources(sit({ statut: 'student', revenuMensuel: 0, age: 20, residence: true, boursier: true }), p25)
        .R,
    ).toBe(5400);
    // L'épargne ne change rien au forfait.
    expect(
      ressources(sit({ statut: 'student', revenuMensuel: 0, age: 20, revenuPatrimoine: 3000 }), p25).R,
    ).toBe(8600);
    // À 28 ans, un étudiant est traité comme tout le monde.
    expect(
      ressources(sit({ statut: 'student', revenuMensuel: 0, age: 28, boursier: true }), p25),
    ).toMatchObject({
      R: 0,
      mode: 'revenus',
    });
  });

  it('neutralise les revenus au RSA, l’épargne restant comptée', () => {
    expect(ressources(sit({ statut: 'rsa', revenuMensuel: 900 }), p25)).toMatchObject({
      R: 0,
      mode: 'neutralisation-rsa',
    });
    expect(ressources(sit({ statut: 'rsa', revenuMensuel: 900, revenuPatrimoine: 3423.12 }), p25).R).toBe(
      3500,
    );
  });

  it('sans date de début du chômage : allocation sur toute la période, ni abattement ni neutralisation', () => {
    // 12 × 1 200 = 14 400 ; déduction 1 440 ; 12 960 → 13 000.
    expect(ressources(sit({ statut: 'unemployed', revenuMensuel: 1200 }), p25)).toMatchObject({
      R: 13_000,
      allocations: 14_400,
      abattementChomage: false,
    });
    // Sans allocation : ressources nulles, jamais négatives, sans neutralisation supposée.
    expect(ressources(sit({ statut: 'unemployed', revenuMensuel: 0 }), p25)).toMatchObject({
      R: 0,
      mode: 'revenus',
    });
    expect(ressources(sit({ statut: 'unemployed', revenuMensuel: 20 }), p25).R).toBe(0);
  });

  it('demandeur d’emploi daté : salaire puis allocation, abattement de 30 % sur le salaire après deux mois', () => {
    const chomage = periodeChomage('2025-03', {
      debut: '2024-12-28',
      indemnise: true,
      salaireAvant: 2269,
      allocation: 795,
    });
    // Février à novembre 2024 : 10 × 2 269 ; décembre 2024 et janvier 2025 : 2 × 795.
    // Déduction 2 428 ; (22 690 − 2 428) × 0,7 + 1 590 = 15 773,40 (float32, comme la référence :
    // 15 773,3994) → 15 800.
    const r = ressources(sit({ statut: 'unemployed', revenuMensuel: 795, chomage }), params('2025-03'));
    expect(r).toMatchObject({ salaires: 22_690, allocations: 1590, abattementChomage: true, R: 15_800 });
    expect(r.avantArrondi).toBe(15_773.3994140625);
  });

  it('demandeur d’emploi non indemnisé depuis au moins deux mois : neutralisation', () => {
    const chomage = periodeChomage('2026-09', {
      debut: '2026-05-01',
      indemnise: false,
      salaireAvant: 1741,
      allocation: 0,
    });
    expect(ressources(sit({ statut: 'unemployed', revenuMensuel: 0, chomage }), p25)).toMatchObject({
      R: 0,
      mode: 'neutralisation-chomage',
    });
  });

  it('ajoute le revenu de l’épargne avant l’arrondi', () => {
    // 527 × 12 = 6 324 ; déduction 632 ; 5 692 + 3 % × 103 140 = 8 786,20 → 8 800.
    const epargne = revenuPatrimoine(103_140, { seuil: 30_000, tauxCapitaux: 0.03 });
    expect(
      ressources(sit({ statut: 'employee', revenuMensuel: 527, revenuPatrimoine: epargne }), p25),
    ).toMatchObject({ R: 8800, revenuPatrimoine: epargne });
  });

  it('arrondit au centime puis à la centaine supérieure', () => {
    expect(arrondiRessources(12_600.04, 100)).toBe(12_700);
    expect(arrondiRessources(10_800, 100)).toBe(10_800);
    expect(arrondiRessources(10_800.004, 100)).toBe(10_800);
    expect(arrondiRessources(-5, 100)).toBe(0);
  });
});

describe('couple : les ressources de chaque personne (`conjoint`)', () => {
  it('chaque conjoint a sa propre déduction de 10 %, relevée au minimum', () => {
    // Conjoint à 100 € par mois : 1 200 € par an, la déduction minimale (et non 10 %) les efface presque.
    const couple = ressources(
      sit({ statut: 'employee', revenuMensuel: 1000, conjoint: { statut: 'employee', revenuMensuel: 100 } }),
      p25,
    );
    const foyerEnUn = ressources(sit({ statut: 'employee', revenuMensuel: 1100 }), p25);
    expect(couple.personnes?.conjoint.deduction).toBe(p25.fraisProfessionnels.minimum);
    expect(couple.R).toBe(
      10_800 + arrondiRessources(Math.max(0, 1200 - p25.fraisProfessionnels.minimum), 100),
    );
    expect(couple.R).toBeLessThan(foyerEnUn.R);
  });

  it('un conjoint au RSA neutralise les revenus des deux (R. 822-17)', () => {
    const r = ressources(
      sit({ statut: 'employee', revenuMensuel: 1425, conjoint: { statut: 'rsa', revenuMensuel: 0 } }),
      p25,
    );
    expect(r).toMatchObject({ R: 0, mode: 'neutralisation-rsa', deductionFraisProfessionnels: 0 });
  });

  it('un conjoint demandeur d’emploi sans allocation depuis deux mois neutralise les deux (R. 822-15)', () => {
    const chomage = periodeChomage('2026-11', {
      debut: '2025-04-09',
      indemnise: false,
      salaireAvant: 1939,
      allocation: 0,
    });
    const r = ressources(
      sit({
        statut: 'employee',
        revenuMensuel: 1224,
        conjoint: { statut: 'unemployed', revenuMensuel: 0, chomage },
      }),
      p25,
    );
    expect(r).toMatchObject({ R: 0, mode: 'neutralisation-chomage' });
  });

  it('l’abattement de 30 % ne touche que les salaires du conjoint au chômage', () => {
    const chomage = periodeChomage('2026-06', {
      debut: '2026-01-10',
      indemnise: true,
      salaireAvant: 2000,
      allocation: 1000,
    });
    const r = ressources(
      sit({
        statut: 'employee',
        revenuMensuel: 1500,
        conjoint: { statut: 'unemployed', revenuMensuel: 1000, chomage },
      }),
      p25,
    );
    expect(r.personnes?.conjoint.abattementChomage).toBe(true);
    expect(r.personnes?.demandeur.abattementChomage).toBe(false);
    expect(r.personnes?.demandeur.net).toBe(16_200);
    expect(r.abattementChomage).toBe(true);
  });

  it('un étudiant demandeur garde le forfait, quoi que gagne son conjoint (R. 822-20)', () => {
    const r = ressources(
      sit({
        statut: 'student',
        age: 21,
        revenuMensuel: 0,
        conjoint: { statut: 'employee', revenuMensuel: 3000 },
      }),
      p25,
    );
    expect(r).toMatchObject({ mode: 'forfait-etudiant', R: p25.etudiants.forfait });
  });
});
