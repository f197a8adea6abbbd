import { describe, expect, it } from 'vitest';
import {
  baremes,
  baremesDuMois,
  baremesDuMoisDe,
  confirmeAu,
  couverture,
  effectiveDates,
  estCouvert,
  revalorisationAttendue,
  revalorisationsAttendues,
  versionAu,
} from './index.ts';
import { references } from './references.generated.ts';
import type { CleBareme, Serie } from './types.ts';

const cles = Object.keys(baremes) as CleBareme[];

describe('barèmes datés', () => {
  it('ont des versions par ordre strictement croissant, chacune avec une référence légale', () => {
    for (const cle of cles) {
      const versions = (baremes[cle] as Serie<unknown>).versions;
      expect(versions.length).toBeGreaterThan(0);
      for (let i = 1; i < versions.length; i++) {
        expect(
          (versions[i - 1] as { depuis: string }).depuis < (versions[i] as { depuis: string }).depuis,
        ).toBe(true);
      }
      for (const v of versions) expect(references[cle][v.depuis]?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('sélectionne la version de plus grande date inférieure ou égale', () => {
    const s = baremes.loyersPlafonds;
    expect(versionAu(s, '2025-09-30')?.depuis).toBe('2024-10-01');
    expect(versionAu(s, '2025-10-01')?.depuis).toBe('2025-10-01');
    expect(versionAu(s, '2020-12-31')).toBeUndefined();
  });

  it('couvre 2021-01 à 2021-09 (historique) puis à partir d’octobre 2023', () => {
    expect(couverture).toEqual([
      ['2021-01-01', '2021-10-01'],
      ['2023-10-01', null],
    ]);
    expect(estCouvert('2021-09-01')).toBe(true);
    expect(estCouvert('2021-10-01')).toBe(false);
    expect(estCouvert('2023-09-01')).toBe(false);
    expect(estCouvert('2023-10-01')).toBe(true);
    expect(estCouvert('2030-01-01')).toBe(true);
    expect(baremesDuMois('2023-09')).toBeNull();
    expect(baremesDuMois('2020-12')).toBeNull();
  });

  it('donne les valeurs du mois, revalorisées aux bonnes dates', () => {
    const oct25 = baremesDuMois('2025-10');
    expect(oct25?.valeurs.loyersPlafonds[2].personneSeule).toBe(290.34);
    expect(oct25?.valeurs.forfaitCharges.isoleOuCouple).toBe(60.59);
    expect(oct25?.valeurs.participationMinimale.minimum).toBe(39.56);
    expect(oct25?.valeurs.abattementR0.isole).toBe(5235);
    expect(oct25?.valeurs.ressourcesEtudiants.forfait).toBe(8600);
    expect(oct25?.depuis.loyersPlafonds).toBe('2025-10-01');
    expect(oct25?.depuis.abattementR0).toBe('2025-01-01');
    // Frais professionnels : valeurs de l'année précédente.
    expect(baremesDuMois('2025-03')?.valeurs.abattementFraisProfessionnels).toEqual({
      taux: 0.1,
      minimum: 504,
      maximum: 14426,
    });
    expect(baremesDuMois('2026-01')?.valeurs.abattementFraisProfessionnels.minimum).toBe(509);
    // Pas de revalorisation de R0 ni du forfait étudiant au 1er janvier 2026.
    expect(baremesDuMois('2026-02')?.valeurs.abattementR0.isole).toBe(5235);
    // RLS : montants revalorisés au 1er juin 2026.
    expect(baremesDuMois('2026-05')?.valeurs.rlsMontants[2].isole).toBe(34.83);
    expect(baremesDuMois('2026-06')?.valeurs.rlsMontants[2].isole).toBe(31.58);
  });

  it('donne les barèmes des logements-foyers, de l’outre-mer et de l’épargne', () => {
    const oct25 = baremesDuMois('2025-10');
    expect(oct25?.valeurs.equivalenceLoyerFoyer?.[2].isole).toBe(456.15);
    expect(oct25?.valeurs.equivalenceLoyerAl?.etudiantChambre).toEqual({ isole: 94.04, couple: 146.43 });
    expect(oct25?.valeurs.coefficientPriseEnCharge.apl).toEqual({ plafond: 0.95, r: 1217.26, cm: 13393.4 });
    expect(oct25?.valeurs.nombreParts.al.isole).toBe(1.2);
    expect(oct25?.valeurs.equivalenceLoyerMinimale.apl.tranches[1]).toEqual({ seuil: 1948.1, taux: 0.104 });
    expect(oct25?.valeurs.versementFoyer.apl.depenseNetteMinimale).toBe(26.68);
    expect(oct25?.valeurs.ressourcesEtudiants.forfaitFoyer).toBe(6600);
    expect(oct25?.valeurs.patrimoine).toEqual({ seuil: 30000, tauxCapitaux: 0.03 });
    expect(oct25?.valeurs.forfaitChargesOutreMer?.isoleOuCouple).toBe(40.68);
    expect(oct25?.valeurs.tauxFamilleOutreMer?.pac7).toBe(0.0167);
    // R0 d'outre-mer pour une personne à charge : revalorisé en 2024 et 2025 (arrêté art. 46, 1°).
    expect(baremesDuMois('2023-12')?.valeurs.abattementR0OutreMer?.unePac).toBe(8181);
    expect(baremesDuMois('2024-01')?.valeurs.abattementR0OutreMer?.unePac).toBe(8574);
    expect(baremesDuMois('2026-03')?.valeurs.abattementR0OutreMer?.unePac).toBe(8656);
    // Les barèmes d'outre-mer et les équivalences des logements-foyers ne couvrent que les mois à partir
    // d'octobre 2023 ; le bloc historique de 2021 reste complet pour le secteur locatif de métropole.
    const mars21 = baremesDuMois('2021-03');
    expect(mars21?.valeurs.loyersPlafonds[1].personneSeule).toBe(296.82);
    expect(mars21?.valeurs.forfaitChargesOutreMer).toBeUndefined();
    expect(mars21?.valeurs.equivalenceLoyerFoyer).toBeUndefined();
  });

  it('annonce les revalorisations attendues après la dernière confirmée', () => {
    expect(confirmeAu).toBe('2026-06-01');
    expect(revalorisationAttendue('loyersPlafonds')).toBe('2026-10-01');
    expect(revalorisationAttendue('abattementR0')).toBe('2027-01-01');
    expect(revalorisationAttendue('abattementFraisProfessionnels')).toBe('2027-01-01');
    expect(revalorisationAttendue('tauxFamille')).toBeUndefined();
    expect(revalorisationsAttendues()[0]).toEqual({
      date: '2026-10-01',
      series: [
        'loyersPlafonds',
        'forfaitCharges',
        'participationMinimale',
        'equivalenceLoyerFoyer',
        'equivalenceLoyerAl',
        'forfaitChargesFoyer',
        'forfaitChargesOutreMer',
      ],
    });
    expect(revalorisationAttendue('abattementR0OutreMer')).toBe('2027-01-01');
  });

  it('liste les dates d’effet connues, triées, sans doublon', () => {
    const dates = effectiveDates();
    expect(dates).toEqual([...new Set(dates)].sort());
    expect(dates[0]).toBe('2021-01-01');
    expect(dates).not.toContain('2022-01-01'); // période non couverte
    for (const d of [
      '2021-10-01',
      '2023-10-01',
      '2024-01-01',
      '2024-10-01',
      '2025-06-01',
      '2025-10-01',
      '2026-06-01',
    ]) {
      expect(dates).toContain(d);
    }
  });
});

describe('baremesDuMoisDe', () => {
  it('tire des barèmes publiés les mêmes valeurs que baremesDuMois, mois par mois', () => {
    for (const mois of ['2021-03', '2022-05', '2023-10', '2024-01', '2025-10', '2026-07', '2030-01']) {
      expect(baremesDuMoisDe(baremes, mois)).toEqual(baremesDuMois(mois));
    }
  });

  it("lit les valeurs d'un autre jeu de barèmes", () => {
    const autre = {
      ...baremes,
      crds: { versions: [...baremes.crds.versions, { depuis: '2027-01-01', valeur: 0.01 }] },
    };
    expect(baremesDuMoisDe(autre, '2026-12')?.valeurs.crds).toBe(0.005);
    expect(baremesDuMoisDe(autre, '2027-01')?.valeurs.crds).toBe(0.01);
    expect(baremesDuMoisDe(autre, '2027-01')?.depuis.crds).toBe('2027-01-01');
  });
});
