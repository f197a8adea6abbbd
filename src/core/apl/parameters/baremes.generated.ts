// Fichier généré par scripts/generate-parameters.ts — ne pas modifier à la main.
// Source : OpenFisca-France 176.0.7 (commit a7038ee4913, 2026-07-23), valeurs datées des barèmes.
import { deplier } from './colonnes.ts';
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

/**
 * Séries datées. Forme compacte (parameters/colonnes.ts) : par série, `d` les dates d'effet, `r` la
 * date de revalorisation attendue, `v` les valeurs (nombre constant, ou une valeur par version).
 */
export const baremes: Baremes = deplier({
  loyersPlafonds: {
    r: '10-01',
    d: ['2021-01-01', '2023-10-01', '2024-10-01', '2025-10-01'],
    v: {
      '1': {
        personneSeule: [296.82, 319.3, 329.71, 333.14],
        couple: [357.99, 385.09, 397.64, 401.78],
        unePac: [404.6, 435.24, 449.43, 454.1],
        parPacSupplementaire: [58.7, 63.15, 65.21, 65.89],
      },
      '2': {
        personneSeule: [258.69, 278.28, 287.35, 290.34],
        couple: [316.64, 340.62, 351.72, 355.38],
        unePac: [356.3, 383.28, 395.77, 399.89],
        parPacSupplementaire: [51.86, 55.79, 57.61, 58.21],
      },
      '3': {
        personneSeule: [242.46, 260.82, 269.32, 272.12],
        couple: [293.92, 316.17, 326.48, 329.88],
        unePac: [329.56, 354.51, 366.07, 369.88],
        parPacSupplementaire: [47.23, 50.81, 52.47, 53.01],
      },
    },
  },
  coefficientsPlafond: {
    d: ['2021-01-01'],
    v: { colocation: 0.75, chambre: 0.9, chambrePersonneAgeeOuHandicapee: 0.75 },
  },
  forfaitCharges: {
    r: '10-01',
    d: ['2021-01-01', '2023-10-01', '2024-10-01', '2025-10-01'],
    v: {
      isoleOuCouple: [53.99, 58.08, 59.97, 60.59],
      parPac: [12.24, 13.17, 13.6, 13.74],
      colocationIsole: [26.99, 29.03, 29.98, 30.29],
      colocationCouple: [53.99, 58.08, 59.97, 60.59],
      colocationParPac: [12.24, 13.17, 13.6, 13.74],
    },
  },
  participationMinimale: {
    r: '10-01',
    d: ['2021-01-01', '2023-10-01', '2024-10-01', '2025-10-01'],
    v: { taux: 0.085, minimum: [35.24, 37.91, 39.15, 39.56] },
  },
  tauxFamille: {
    d: ['2021-01-01'],
    v: {
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
  tauxLoyer: { d: ['2021-01-01'], v: { seuil1: 0.45, seuil2: 0.75, taux1: 0, taux2: 0.0045, taux3: 0.0068 } },
  abattementR0: {
    r: '01-01',
    d: ['2021-01-01', '2023-10-01', '2024-01-01', '2025-01-01'],
    v: {
      isole: [4588, 4949, 5186, 5235],
      couple: [6572, 7090, 7430, 7501],
      pac1: [7839, 8456, 8862, 8947],
      pac2: [8015, 8646, 9061, 9148],
      pac3: [8322, 8977, 9408, 9498],
      pac4: [8631, 9311, 9758, 9851],
      pac5: [8938, 9642, 10105, 10202],
      pac6: [9246, 9975, 10454, 10554],
      parPacAuDelaDe6: [305, 328, 343, 346],
    },
  },
  degressivite: {
    d: ['2021-01-01'],
    v: {
      '1': { degressivite: 3.4, suppression: 4 },
      '2': { degressivite: 2.5, suppression: 3.1 },
      '3': { degressivite: 2.5, suppression: 3.1 },
    },
  },
  minorationForfaitaire: { d: ['2021-01-01'], v: 5 },
  seuilVersement: { d: ['2021-01-01'], v: { al: 10, apl: 0 } },
  crds: { d: ['2021-01-01'], v: 0.005 },
  rlsFraction: { d: ['2021-01-01'], v: 0.98 },
  rlsPlafonds: {
    r: '01-01',
    d: ['2021-01-01', '2024-01-01', '2026-01-01'],
    v: {
      '1': {
        isole: [915, 959, 970],
        couple: [1102, 1155, 1168],
        pac1: [1403, 1470, 1486],
        pac2: [1669, 1749, 1768],
        pac3: [2043, 2141, 2165],
        pac4: [2357, 2470, 2497],
        pac5: [2624, 2750, 2781],
        pac6: [2905, 3045, 3079],
        parPacAuDelaDe6: [283, 297, 300],
      },
      '2': {
        isole: [854, 895, 905],
        couple: [1042, 1092, 1104],
        pac1: [1329, 1393, 1408],
        pac2: [1583, 1659, 1677],
        pac3: [1943, 2036, 2059],
        pac4: [2243, 2351, 2377],
        pac5: [2497, 2617, 2646],
        pac6: [2764, 2897, 2929],
        parPacAuDelaDe6: [266, 279, 282],
      },
      '3': {
        isole: [828, 868, 878],
        couple: [1008, 1056, 1068],
        pac1: [1289, 1351, 1366],
        pac2: [1536, 1610, 1628],
        pac3: [1877, 1967, 1989],
        pac4: [2169, 2273, 2298],
        pac5: [2411, 2527, 2555],
        pac6: [2671, 2799, 2830],
        parPacAuDelaDe6: [247, 259, 262],
      },
    },
  },
  rlsMontants: {
    d: ['2021-01-01', '2023-10-01', '2024-01-01', '2025-06-01', '2026-06-01'],
    v: {
      '1': {
        isole: [46.47, 54.51, 55.2, 39.69, 35.99],
        couple: [56.05, 66.05, 66.73, 47.98, 43.51],
        unePac: [63.33, 74.43, 75.31, 54.14, 49.09],
        parPacSupplementaire: [9.18, 10.48, 10.78, 7.75, 7.03],
      },
      '2': {
        isole: [40.51, 48.22, 48.45, 34.83, 31.58],
        couple: [49.57, 58.71, 59.15, 42.53, 38.56],
        unePac: [55.77, 65, 66.06, 47.49, 43.06],
        parPacSupplementaire: [8.12, 9.44, 9.6, 6.9, 6.26],
      },
      '3': {
        isole: [37.96, 45.08, 45.36, 32.61, 29.57],
        couple: [46.01, 54.51, 54.92, 39.48, 35.8],
        unePac: [51.59, 60.8, 61.42, 44.16, 40.04],
        parPacSupplementaire: [7.39, 8.39, 8.65, 6.22, 5.64],
      },
    },
  },
  ressourcesEtudiants: {
    r: '01-01',
    d: ['2021-01-01', '2023-10-01', '2024-01-01', '2025-01-01'],
    v: {
      ageMaximum: 28,
      forfait: [7700, 8100, 8400, 8600],
      minorationBoursier: [1500, 1600, 1700, 1700],
      forfaitFoyer: [6000, 6200, 6400, 6600],
      minorationBoursierFoyer: [1100, 1100, 1100, 1200],
    },
  },
  abattementChomage: { d: ['2021-01-01'], v: 0.3 },
  coefficientMeuble: { d: ['2021-01-01'], v: 0.6666666666666666 },
  ageEquivalencePersonnesAgees: { d: ['2021-01-01'], v: 62 },
  arrondiCoefficientK: { d: ['2021-01-01'], v: 0.01 },
  arrondiRessources: { d: ['2021-01-01'], v: 100 },
  abattementFraisProfessionnels: {
    r: '01-01',
    d: ['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01'],
    v: {
      taux: 0.1,
      minimum: [442, 448, 472, 495, 504, 509],
      maximum: [12652, 12829, 13522, 14171, 14426, 14555],
    },
  },
  equivalenceLoyerFoyer: {
    r: '10-01',
    d: ['2023-10-01', '2024-10-01', '2025-10-01'],
    v: {
      '1': {
        isole: [478.09, 493.68, 498.81],
        couple: [560.47, 578.74, 584.76],
        pac1: [597.62, 617.1, 623.52],
        pac2: [639.57, 660.42, 667.29],
        pac3: [681.67, 703.89, 711.21],
        pac4: [735.25, 759.22, 767.12],
        parPacAuDelaDe4: [76.26, 78.75, 79.57],
      },
      '2': {
        isole: [437.2, 451.45, 456.15],
        couple: [510.24, 526.87, 532.35],
        pac1: [544.05, 561.79, 567.63],
        pac2: [582.37, 601.36, 607.61],
        pac3: [620.55, 640.78, 647.44],
        pac4: [661.23, 682.79, 689.89],
        parPacAuDelaDe4: [68.92, 71.17, 71.91],
      },
      '3': {
        isole: [414.99, 428.52, 432.98],
        couple: [482.66, 498.39, 503.57],
        pac1: [512.07, 528.76, 534.26],
        pac2: [545.86, 563.66, 569.52],
        pac3: [579.64, 598.54, 604.76],
        pac4: [617.64, 637.78, 644.41],
        parPacAuDelaDe4: [63.96, 66.05, 66.74],
      },
    },
  },
  equivalenceLoyerMinimale: {
    d: ['2021-01-01'],
    v: {
      apl: {
        tranches: [
          [
            { seuil: 0, taux: 0.04 },
            { seuil: 1948.1, taux: 0.104 },
            { seuil: 2678.71, taux: 0.216 },
            { seuil: 3896.18, taux: 0.264 },
            { seuil: 5357.44, taux: 0.32 },
            { seuil: 6331.29, taux: 0.48 },
          ],
        ],
        forfaitParPart: 45.57,
      },
      al: {
        tranches: [
          [
            { seuil: 0, taux: 0 },
            { seuil: 1423.03, taux: 0.024 },
            { seuil: 2047.61, taux: 0.208 },
            { seuil: 2629.85, taux: 0.232 },
            { seuil: 4095.05, taux: 0.328 },
          ],
        ],
        forfait: 76.32,
      },
    },
  },
  coefficientPriseEnCharge: {
    d: ['2021-01-01'],
    v: { apl: { plafond: 0.95, r: 1217.26, cm: 13393.4 }, al: { plafond: 0.9, cm: 21420.91 } },
  },
  nombreParts: {
    d: ['2021-01-01'],
    v: {
      apl: { isole: 1.4, couple: 1.8, pac1: 2.5, pac2: 3, pac3: 3.7, pac4: 4.3, parPacAuDelaDe4: 0.5 },
      al: { isole: 1.2, couple: 1.5, pac1: 2.5, pac2: 3, pac3: 3.7, pac4: 4.3, parPacAuDelaDe4: 0.5 },
    },
  },
  equivalenceLoyerAl: {
    r: '10-01',
    d: ['2023-10-01', '2024-10-01', '2025-10-01'],
    v: {
      etudiantChambre: { isole: [90.13, 93.07, 94.04], couple: [140.34, 144.92, 146.43] },
      etudiantChambreRehabilitee: { isole: [182.23, 188.17, 190.13], couple: [283.23, 292.46, 295.5] },
      personneAgee: { isole: [221.1, 228.31, 230.68], couple: [343.58, 354.78, 358.47] },
      autre: { isole: [182.23, 188.17, 190.13], couple: [283.23, 292.46, 295.5] },
    },
  },
  forfaitChargesFoyer: {
    r: '10-01',
    d: ['2023-10-01', '2024-10-01', '2025-10-01'],
    v: { isoleOuCouple: [58.08, 59.97, 60.59], parPac: [13.17, 13.6, 13.74] },
  },
  versementFoyer: {
    d: ['2021-01-01'],
    v: {
      apl: { minoration: 5, seuil: 10, depenseNetteMinimale: 26.68 },
      al: { minoration: 5, seuil: 10, depenseNetteMinimale: 15 },
    },
  },
  forfaitChargesOutreMer: {
    r: '10-01',
    d: ['2023-10-01', '2024-10-01', '2025-10-01'],
    v: {
      isoleOuCouple: [38.99, 40.26, 40.68],
      parPac: [10.03, 10.36, 10.47],
      colocationIsole: [20.06, 20.71, 20.93],
      colocationCouple: [38.99, 40.26, 40.68],
      colocationParPac: [10.03, 10.36, 10.47],
    },
  },
  tauxFamilleOutreMer: {
    d: ['2023-10-01'],
    v: {
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
  abattementR0OutreMer: {
    r: '01-01',
    d: ['2023-10-01', '2024-01-01', '2025-01-01'],
    v: { unePac: [8181, 8574, 8656] },
  },
  patrimoine: { d: ['2021-01-01'], v: { seuil: 30000, tauxCapitaux: 0.03 } },
});
