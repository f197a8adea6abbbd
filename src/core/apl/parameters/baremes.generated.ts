// Fichier généré par scripts/generate-parameters.ts — ne pas modifier à la main.
// Source : OpenFisca-France 176.0.7 (commit a7038ee4913, 2026-07-23), valeurs datées des barèmes.
import type { Baremes } from './types.ts';

/** Version d'OpenFisca-France dont les valeurs sont tirées. */
export const source = { openfisca: '176.0.7', commit: 'a7038ee4913', date: '2026-07-23' } as const;

/** Dernière date à laquelle la source atteste les valeurs en vigueur. */
export const confirmeAu = '2026-06-01';

/** Périodes couvertes par les barèmes : [début inclus, fin exclue ou null si ouverte]. */
export const couverture: ReadonlyArray<readonly [string, string | null]> = [
  ['2021-01-01', '2021-10-01'],
  ['2023-10-01', null],
];

export const baremes: Baremes = {
  loyersPlafonds: {
    revalorisation: '10-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          '1': { personneSeule: 296.82, couple: 357.99, unePac: 404.6, parPacSupplementaire: 58.7 },
          '2': { personneSeule: 258.69, couple: 316.64, unePac: 356.3, parPacSupplementaire: 51.86 },
          '3': { personneSeule: 242.46, couple: 293.92, unePac: 329.56, parPacSupplementaire: 47.23 },
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          '1': { personneSeule: 319.3, couple: 385.09, unePac: 435.24, parPacSupplementaire: 63.15 },
          '2': { personneSeule: 278.28, couple: 340.62, unePac: 383.28, parPacSupplementaire: 55.79 },
          '3': { personneSeule: 260.82, couple: 316.17, unePac: 354.51, parPacSupplementaire: 50.81 },
        },
      },
      {
        depuis: '2024-10-01',
        valeur: {
          '1': { personneSeule: 329.71, couple: 397.64, unePac: 449.43, parPacSupplementaire: 65.21 },
          '2': { personneSeule: 287.35, couple: 351.72, unePac: 395.77, parPacSupplementaire: 57.61 },
          '3': { personneSeule: 269.32, couple: 326.48, unePac: 366.07, parPacSupplementaire: 52.47 },
        },
      },
      {
        depuis: '2025-10-01',
        valeur: {
          '1': { personneSeule: 333.14, couple: 401.78, unePac: 454.1, parPacSupplementaire: 65.89 },
          '2': { personneSeule: 290.34, couple: 355.38, unePac: 399.89, parPacSupplementaire: 58.21 },
          '3': { personneSeule: 272.12, couple: 329.88, unePac: 369.88, parPacSupplementaire: 53.01 },
        },
      },
    ],
  },
  coefficientsPlafond: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: { colocation: 0.75, chambre: 0.9, chambrePersonneAgeeOuHandicapee: 0.75 },
      },
    ],
  },
  forfaitCharges: {
    revalorisation: '10-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          isoleOuCouple: 53.99,
          parPac: 12.24,
          colocationIsole: 26.99,
          colocationCouple: 53.99,
          colocationParPac: 12.24,
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          isoleOuCouple: 58.08,
          parPac: 13.17,
          colocationIsole: 29.03,
          colocationCouple: 58.08,
          colocationParPac: 13.17,
        },
      },
      {
        depuis: '2024-10-01',
        valeur: {
          isoleOuCouple: 59.97,
          parPac: 13.6,
          colocationIsole: 29.98,
          colocationCouple: 59.97,
          colocationParPac: 13.6,
        },
      },
      {
        depuis: '2025-10-01',
        valeur: {
          isoleOuCouple: 60.59,
          parPac: 13.74,
          colocationIsole: 30.29,
          colocationCouple: 60.59,
          colocationParPac: 13.74,
        },
      },
    ],
  },
  participationMinimale: {
    revalorisation: '10-01',
    versions: [
      { depuis: '2021-01-01', valeur: { taux: 0.085, minimum: 35.24 } },
      { depuis: '2023-10-01', valeur: { taux: 0.085, minimum: 37.91 } },
      { depuis: '2024-10-01', valeur: { taux: 0.085, minimum: 39.15 } },
      { depuis: '2025-10-01', valeur: { taux: 0.085, minimum: 39.56 } },
    ],
  },
  tauxFamille: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          isole: 0.0283,
          couple: 0.0315,
          pac1: 0.027,
          pac2: 0.0238,
          pac3: 0.0201,
          pac4: 0.0185,
          pac5: 0.0179,
          pac6: 0.0173,
          parPacAuDelaDe6: -0.0006,
        },
      },
    ],
  },
  tauxLoyer: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: { seuil1: 0.45, seuil2: 0.75, taux1: 0, taux2: 0.0045, taux3: 0.0068 },
      },
    ],
  },
  abattementR0: {
    revalorisation: '01-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          isole: 4588,
          couple: 6572,
          pac1: 7839,
          pac2: 8015,
          pac3: 8322,
          pac4: 8631,
          pac5: 8938,
          pac6: 9246,
          parPacAuDelaDe6: 305,
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          isole: 4949,
          couple: 7090,
          pac1: 8456,
          pac2: 8646,
          pac3: 8977,
          pac4: 9311,
          pac5: 9642,
          pac6: 9975,
          parPacAuDelaDe6: 328,
        },
      },
      {
        depuis: '2024-01-01',
        valeur: {
          isole: 5186,
          couple: 7430,
          pac1: 8862,
          pac2: 9061,
          pac3: 9408,
          pac4: 9758,
          pac5: 10105,
          pac6: 10454,
          parPacAuDelaDe6: 343,
        },
      },
      {
        depuis: '2025-01-01',
        valeur: {
          isole: 5235,
          couple: 7501,
          pac1: 8947,
          pac2: 9148,
          pac3: 9498,
          pac4: 9851,
          pac5: 10202,
          pac6: 10554,
          parPacAuDelaDe6: 346,
        },
      },
    ],
  },
  degressivite: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          '1': { degressivite: 3.4, suppression: 4 },
          '2': { degressivite: 2.5, suppression: 3.1 },
          '3': { degressivite: 2.5, suppression: 3.1 },
        },
      },
    ],
  },
  minorationForfaitaire: { versions: [{ depuis: '2021-01-01', valeur: 5 }] },
  seuilVersement: { versions: [{ depuis: '2021-01-01', valeur: { al: 10, apl: 0 } }] },
  crds: { versions: [{ depuis: '2021-01-01', valeur: 0.005 }] },
  rlsFraction: { versions: [{ depuis: '2021-01-01', valeur: 0.98 }] },
  rlsPlafonds: {
    revalorisation: '01-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          '1': {
            isole: 915,
            couple: 1102,
            pac1: 1403,
            pac2: 1669,
            pac3: 2043,
            pac4: 2357,
            pac5: 2624,
            pac6: 2905,
            parPacAuDelaDe6: 283,
          },
          '2': {
            isole: 854,
            couple: 1042,
            pac1: 1329,
            pac2: 1583,
            pac3: 1943,
            pac4: 2243,
            pac5: 2497,
            pac6: 2764,
            parPacAuDelaDe6: 266,
          },
          '3': {
            isole: 828,
            couple: 1008,
            pac1: 1289,
            pac2: 1536,
            pac3: 1877,
            pac4: 2169,
            pac5: 2411,
            pac6: 2671,
            parPacAuDelaDe6: 247,
          },
        },
      },
      {
        depuis: '2024-01-01',
        valeur: {
          '1': {
            isole: 959,
            couple: 1155,
            pac1: 1470,
            pac2: 1749,
            pac3: 2141,
            pac4: 2470,
            pac5: 2750,
            pac6: 3045,
            parPacAuDelaDe6: 297,
          },
          '2': {
            isole: 895,
            couple: 1092,
            pac1: 1393,
            pac2: 1659,
            pac3: 2036,
            pac4: 2351,
            pac5: 2617,
            pac6: 2897,
            parPacAuDelaDe6: 279,
          },
          '3': {
            isole: 868,
            couple: 1056,
            pac1: 1351,
            pac2: 1610,
            pac3: 1967,
            pac4: 2273,
            pac5: 2527,
            pac6: 2799,
            parPacAuDelaDe6: 259,
          },
        },
      },
      {
        depuis: '2026-01-01',
        valeur: {
          '1': {
            isole: 970,
            couple: 1168,
            pac1: 1486,
            pac2: 1768,
            pac3: 2165,
            pac4: 2497,
            pac5: 2781,
            pac6: 3079,
            parPacAuDelaDe6: 300,
          },
          '2': {
            isole: 905,
            couple: 1104,
            pac1: 1408,
            pac2: 1677,
            pac3: 2059,
            pac4: 2377,
            pac5: 2646,
            pac6: 2929,
            parPacAuDelaDe6: 282,
          },
          '3': {
            isole: 878,
            couple: 1068,
            pac1: 1366,
            pac2: 1628,
            pac3: 1989,
            pac4: 2298,
            pac5: 2555,
            pac6: 2830,
            parPacAuDelaDe6: 262,
          },
        },
      },
    ],
  },
  rlsMontants: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          '1': { isole: 46.47, couple: 56.05, unePac: 63.33, parPacSupplementaire: 9.18 },
          '2': { isole: 40.51, couple: 49.57, unePac: 55.77, parPacSupplementaire: 8.12 },
          '3': { isole: 37.96, couple: 46.01, unePac: 51.59, parPacSupplementaire: 7.39 },
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          '1': { isole: 54.51, couple: 66.05, unePac: 74.43, parPacSupplementaire: 10.48 },
          '2': { isole: 48.22, couple: 58.71, unePac: 65, parPacSupplementaire: 9.44 },
          '3': { isole: 45.08, couple: 54.51, unePac: 60.8, parPacSupplementaire: 8.39 },
        },
      },
      {
        depuis: '2024-01-01',
        valeur: {
          '1': { isole: 55.2, couple: 66.73, unePac: 75.31, parPacSupplementaire: 10.78 },
          '2': { isole: 48.45, couple: 59.15, unePac: 66.06, parPacSupplementaire: 9.6 },
          '3': { isole: 45.36, couple: 54.92, unePac: 61.42, parPacSupplementaire: 8.65 },
        },
      },
      {
        depuis: '2025-06-01',
        valeur: {
          '1': { isole: 39.69, couple: 47.98, unePac: 54.14, parPacSupplementaire: 7.75 },
          '2': { isole: 34.83, couple: 42.53, unePac: 47.49, parPacSupplementaire: 6.9 },
          '3': { isole: 32.61, couple: 39.48, unePac: 44.16, parPacSupplementaire: 6.22 },
        },
      },
      {
        depuis: '2026-06-01',
        valeur: {
          '1': { isole: 35.99, couple: 43.51, unePac: 49.09, parPacSupplementaire: 7.03 },
          '2': { isole: 31.58, couple: 38.56, unePac: 43.06, parPacSupplementaire: 6.26 },
          '3': { isole: 29.57, couple: 35.8, unePac: 40.04, parPacSupplementaire: 5.64 },
        },
      },
    ],
  },
  ressourcesEtudiants: {
    revalorisation: '01-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          ageMaximum: 28,
          forfait: 7700,
          minorationBoursier: 1500,
          forfaitFoyer: 6000,
          minorationBoursierFoyer: 1100,
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          ageMaximum: 28,
          forfait: 8100,
          minorationBoursier: 1600,
          forfaitFoyer: 6200,
          minorationBoursierFoyer: 1100,
        },
      },
      {
        depuis: '2024-01-01',
        valeur: {
          ageMaximum: 28,
          forfait: 8400,
          minorationBoursier: 1700,
          forfaitFoyer: 6400,
          minorationBoursierFoyer: 1100,
        },
      },
      {
        depuis: '2025-01-01',
        valeur: {
          ageMaximum: 28,
          forfait: 8600,
          minorationBoursier: 1700,
          forfaitFoyer: 6600,
          minorationBoursierFoyer: 1200,
        },
      },
    ],
  },
  abattementChomage: { versions: [{ depuis: '2021-01-01', valeur: 0.3 }] },
  coefficientMeuble: { versions: [{ depuis: '2021-01-01', valeur: 0.6666666666666666 }] },
  ageEquivalencePersonnesAgees: { versions: [{ depuis: '2021-01-01', valeur: 62 }] },
  arrondiCoefficientK: { versions: [{ depuis: '2021-01-01', valeur: 0.01 }] },
  arrondiRessources: { versions: [{ depuis: '2021-01-01', valeur: 100 }] },
  abattementFraisProfessionnels: {
    revalorisation: '01-01',
    versions: [
      { depuis: '2020-01-01', valeur: { taux: 0.1, minimum: 442, maximum: 12652 } },
      { depuis: '2021-01-01', valeur: { taux: 0.1, minimum: 448, maximum: 12829 } },
      { depuis: '2022-01-01', valeur: { taux: 0.1, minimum: 472, maximum: 13522 } },
      { depuis: '2023-01-01', valeur: { taux: 0.1, minimum: 495, maximum: 14171 } },
      { depuis: '2024-01-01', valeur: { taux: 0.1, minimum: 504, maximum: 14426 } },
      { depuis: '2025-01-01', valeur: { taux: 0.1, minimum: 509, maximum: 14555 } },
    ],
  },
  equivalenceLoyerFoyer: {
    revalorisation: '10-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          '1': {
            isole: 444.43,
            couple: 521.02,
            pac1: 555.55,
            pac2: 594.54,
            pac3: 633.69,
            pac4: 683.5,
            parPacAuDelaDe4: 70.89,
          },
          '2': {
            isole: 406.43,
            couple: 474.33,
            pac1: 505.75,
            pac2: 541.38,
            pac3: 576.87,
            pac4: 614.69,
            parPacAuDelaDe4: 64.07,
          },
          '3': {
            isole: 385.78,
            couple: 448.69,
            pac1: 476.02,
            pac2: 507.44,
            pac3: 538.84,
            pac4: 574.16,
            parPacAuDelaDe4: 59.46,
          },
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          '1': {
            isole: 478.09,
            couple: 560.47,
            pac1: 597.62,
            pac2: 639.57,
            pac3: 681.67,
            pac4: 735.25,
            parPacAuDelaDe4: 76.26,
          },
          '2': {
            isole: 437.2,
            couple: 510.24,
            pac1: 544.05,
            pac2: 582.37,
            pac3: 620.55,
            pac4: 661.23,
            parPacAuDelaDe4: 68.92,
          },
          '3': {
            isole: 414.99,
            couple: 482.66,
            pac1: 512.07,
            pac2: 545.86,
            pac3: 579.64,
            pac4: 617.64,
            parPacAuDelaDe4: 63.96,
          },
        },
      },
      {
        depuis: '2024-10-01',
        valeur: {
          '1': {
            isole: 493.68,
            couple: 578.74,
            pac1: 617.1,
            pac2: 660.42,
            pac3: 703.89,
            pac4: 759.22,
            parPacAuDelaDe4: 78.75,
          },
          '2': {
            isole: 451.45,
            couple: 526.87,
            pac1: 561.79,
            pac2: 601.36,
            pac3: 640.78,
            pac4: 682.79,
            parPacAuDelaDe4: 71.17,
          },
          '3': {
            isole: 428.52,
            couple: 498.39,
            pac1: 528.76,
            pac2: 563.66,
            pac3: 598.54,
            pac4: 637.78,
            parPacAuDelaDe4: 66.05,
          },
        },
      },
      {
        depuis: '2025-10-01',
        valeur: {
          '1': {
            isole: 498.81,
            couple: 584.76,
            pac1: 623.52,
            pac2: 667.29,
            pac3: 711.21,
            pac4: 767.12,
            parPacAuDelaDe4: 79.57,
          },
          '2': {
            isole: 456.15,
            couple: 532.35,
            pac1: 567.63,
            pac2: 607.61,
            pac3: 647.44,
            pac4: 689.89,
            parPacAuDelaDe4: 71.91,
          },
          '3': {
            isole: 432.98,
            couple: 503.57,
            pac1: 534.26,
            pac2: 569.52,
            pac3: 604.76,
            pac4: 644.41,
            parPacAuDelaDe4: 66.74,
          },
        },
      },
    ],
  },
  equivalenceLoyerMinimale: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          apl: {
            tranches: [
              { seuil: 0, taux: 0.04 },
              { seuil: 1948.1, taux: 0.104 },
              { seuil: 2678.71, taux: 0.216 },
              { seuil: 3896.18, taux: 0.264 },
              { seuil: 5357.44, taux: 0.32 },
              { seuil: 6331.29, taux: 0.48 },
            ],
            forfaitParPart: 45.57,
          },
          al: {
            tranches: [
              { seuil: 0, taux: 0 },
              { seuil: 1423.03, taux: 0.024 },
              { seuil: 2047.61, taux: 0.208 },
              { seuil: 2629.85, taux: 0.232 },
              { seuil: 4095.05, taux: 0.328 },
            ],
            forfait: 76.32,
          },
        },
      },
    ],
  },
  coefficientPriseEnCharge: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: { apl: { plafond: 0.95, r: 1217.26, cm: 13393.4 }, al: { plafond: 0.9, cm: 21420.91 } },
      },
    ],
  },
  nombreParts: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          apl: { isole: 1.4, couple: 1.8, pac1: 2.5, pac2: 3, pac3: 3.7, pac4: 4.3, parPacAuDelaDe4: 0.5 },
          al: { isole: 1.2, couple: 1.5, pac1: 2.5, pac2: 3, pac3: 3.7, pac4: 4.3, parPacAuDelaDe4: 0.5 },
        },
      },
    ],
  },
  equivalenceLoyerAl: {
    revalorisation: '10-01',
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          etudiantChambre: { isole: 83.79, couple: 130.45 },
          etudiantChambreRehabilitee: { isole: 169.41, couple: 263.29 },
          personneAgee: { isole: 205.54, couple: 319.39 },
          autre: { isole: 169.41, couple: 263.29 },
        },
      },
      {
        depuis: '2023-10-01',
        valeur: {
          etudiantChambre: { isole: 90.13, couple: 140.34 },
          etudiantChambreRehabilitee: { isole: 182.23, couple: 283.23 },
          personneAgee: { isole: 221.1, couple: 343.58 },
          autre: { isole: 182.23, couple: 283.23 },
        },
      },
      {
        depuis: '2024-10-01',
        valeur: {
          etudiantChambre: { isole: 93.07, couple: 144.92 },
          etudiantChambreRehabilitee: { isole: 188.17, couple: 292.46 },
          personneAgee: { isole: 228.31, couple: 354.78 },
          autre: { isole: 188.17, couple: 292.46 },
        },
      },
      {
        depuis: '2025-10-01',
        valeur: {
          etudiantChambre: { isole: 94.04, couple: 146.43 },
          etudiantChambreRehabilitee: { isole: 190.13, couple: 295.5 },
          personneAgee: { isole: 230.68, couple: 358.47 },
          autre: { isole: 190.13, couple: 295.5 },
        },
      },
    ],
  },
  forfaitChargesFoyer: {
    revalorisation: '10-01',
    versions: [
      { depuis: '2021-01-01', valeur: { isoleOuCouple: 53.99, parPac: 12.24 } },
      { depuis: '2023-10-01', valeur: { isoleOuCouple: 58.08, parPac: 13.17 } },
      { depuis: '2024-10-01', valeur: { isoleOuCouple: 59.97, parPac: 13.6 } },
      { depuis: '2025-10-01', valeur: { isoleOuCouple: 60.59, parPac: 13.74 } },
    ],
  },
  versementFoyer: {
    versions: [
      {
        depuis: '2021-01-01',
        valeur: {
          apl: { minoration: 5, seuil: 10, depenseNetteMinimale: 26.68 },
          al: { minoration: 5, seuil: 10, depenseNetteMinimale: 15 },
        },
      },
    ],
  },
  forfaitChargesOutreMer: {
    revalorisation: '10-01',
    versions: [
      {
        depuis: '2023-10-01',
        valeur: {
          isoleOuCouple: 38.99,
          parPac: 10.03,
          colocationIsole: 20.06,
          colocationCouple: 38.99,
          colocationParPac: 10.03,
        },
      },
      {
        depuis: '2024-10-01',
        valeur: {
          isoleOuCouple: 40.26,
          parPac: 10.36,
          colocationIsole: 20.71,
          colocationCouple: 40.26,
          colocationParPac: 10.36,
        },
      },
      {
        depuis: '2025-10-01',
        valeur: {
          isoleOuCouple: 40.68,
          parPac: 10.47,
          colocationIsole: 20.93,
          colocationCouple: 40.68,
          colocationParPac: 10.47,
        },
      },
    ],
  },
  tauxFamilleOutreMer: {
    versions: [
      {
        depuis: '2023-10-01',
        valeur: {
          isole: 0.0281,
          couple: 0.0299,
          pac1: 0.0238,
          pac2: 0.0217,
          pac3: 0.0194,
          pac4: 0.018,
          pac5: 0.0169,
          pac6: 0.0162,
          pac7: 0.0167,
          parPacAuDelaDe7: -0.0006,
        },
      },
    ],
  },
  abattementR0OutreMer: {
    revalorisation: '01-01',
    versions: [
      { depuis: '2023-10-01', valeur: { unePac: 8181 } },
      { depuis: '2024-01-01', valeur: { unePac: 8574 } },
      { depuis: '2025-01-01', valeur: { unePac: 8656 } },
    ],
  },
  patrimoine: { versions: [{ depuis: '2021-01-01', valeur: { seuil: 30000, tauxCapitaux: 0.03 } }] },
};
