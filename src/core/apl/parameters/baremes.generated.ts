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
      { depuis: '2021-01-01', valeur: { ageMaximum: 28, forfait: 7700, minorationBoursier: 1500 } },
      { depuis: '2023-10-01', valeur: { ageMaximum: 28, forfait: 8100, minorationBoursier: 1600 } },
      { depuis: '2024-01-01', valeur: { ageMaximum: 28, forfait: 8400, minorationBoursier: 1700 } },
      { depuis: '2025-01-01', valeur: { ageMaximum: 28, forfait: 8600, minorationBoursier: 1700 } },
    ],
  },
  abattementChomage: { versions: [{ depuis: '2021-01-01', valeur: 0.3 }] },
  coefficientMeuble: { versions: [{ depuis: '2021-01-01', valeur: 0.6666666666666666 }] },
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
};
