// Fichier généré par scripts/generate-parameters.ts — ne pas modifier à la main.
// Source : OpenFisca-France 176.0.7 (commit a7038ee4913, 2026-07-23), références légales de chaque valeur.
import type { CleBareme, ReferenceLegale } from './types.ts';

/** Références légales par série et par date d'effet (mêmes clés que `baremes`). */
export const references: Record<CleBareme, Record<string, ReadonlyArray<ReferenceLegale>>> = {
  loyersPlafonds: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 7',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000042378448/2021-01-02',
      },
    ],
    '2023-10-01': [
      {
        titre: 'Arrêté du 22/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048107807',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2024, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050278404',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 7',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286647/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 7',
        url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000039160329/2024-09-29/',
      },
    ],
    '2025-10-01': [
      {
        titre:
          "Arrêté du 05/09/2025 relatif au calcul des aides personnelles au logement et de l'aide à l'accession sociale et à la sortie de l'insalubrité spécifique à l'outre-mer",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
    ],
  },
  coefficientsPlafond: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27 septembre 2019, art. 16 1°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286643/2024-09-29',
      },
      {
        titre: "Article D823-16 du code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, art. 8',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286643/2024-09-29',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, art. 8',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286643/2026-07-03',
      },
    ],
  },
  forfaitCharges: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 9',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000042378438/2020-10-01',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 16',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000042378438/2020-10-01',
      },
    ],
    '2023-10-01': [
      {
        titre: 'Arrêté du 22/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048107807',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2024, art. 1, 3°',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050278404',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 9',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286639/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 9',
        url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000039160329/2024-09-29/',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 16',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286625/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2024, art. 1 6° b)',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050278404',
      },
    ],
    '2025-10-01': [
      {
        titre:
          "Arrêté du 05/09/2025 relatif au calcul des aides personnelles au logement et de l'aide à l'accession sociale et à la sortie de l'insalubrité spécifique à l'outre-mer",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 16',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286625/2024-09-29',
      },
      {
        titre: 'Arrêté du 05/09/2025, art. 1 6° b)',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
    ],
  },
  participationMinimale: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 13',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046206225/2022-07-01',
      },
      {
        titre: "Article D823-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
      {
        titre: 'Décret 2000-1269, art. 2 du 26/12/2000 (crée art. D542-5-2 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006779920&cidTexte=JORFTEXT000000578227',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 13',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000042378442/2020-10-01/#LEGIARTI000042378442',
      },
    ],
    '2023-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 13',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046206225/2022-07-01',
      },
      {
        titre: "Article D823-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
      {
        titre: 'Décret 2000-1269, art. 2 du 26/12/2000 (crée art. D542-5-2 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006779920&cidTexte=JORFTEXT000000578227',
      },
      {
        titre: 'Arrêté du 22/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048107807',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 13',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046206225/2022-07-01',
      },
      {
        titre: "Article D823-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
      {
        titre: 'Décret 2000-1269, art. 2 du 26/12/2000 (crée art. D542-5-2 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006779920&cidTexte=JORFTEXT000000578227',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 13',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286634/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2024, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050278404',
      },
    ],
    '2025-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 13',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046206225/2022-07-01',
      },
      {
        titre: "Article D823-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
      {
        titre: 'Décret 2000-1269, art. 2 du 26/12/2000 (crée art. D542-5-2 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006779920&cidTexte=JORFTEXT000000578227',
      },
      {
        titre:
          "Arrêté du 05/09/2025 relatif au calcul des aides personnelles au logement et de l'aide à l'accession sociale et à la sortie de l'insalubrité spécifique à l'outre-mer",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
    ],
  },
  tauxFamille: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, article 14, 1°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046206208/2022-07-01/#LEGIARTI000046206208',
      },
      { titre: 'Arrêté du 10/07/2007' },
    ],
  },
  tauxLoyer: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, article 14, 2°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286630',
      },
      {
        titre: 'Décret 2000-1269, art. 2 du 26/12/2000 (crée art. D542-5-2 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006779920&cidTexte=JORFTEXT000000578227',
      },
      { titre: 'Arrêté du 26/12/2000' },
      { titre: 'Arrêté du 10/07/2007' },
    ],
  },
  abattementR0: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 03/01/2020, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000039772259',
      },
      {
        titre: 'Décret n° 2020-6 du 3 janvier 2020, art. 1',
        url: 'https://www.legifrance.gouv.fr/eli/decret/2020/1/3/LOGL1934005D/jo/texte',
      },
      {
        titre: 'Arrêté du 3 janvier 2020, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000039772259',
      },
    ],
    '2023-10-01': [
      {
        titre: 'Arrêté du 26/12/2022, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046829580',
      },
      {
        titre: "Article D823-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
    ],
    '2024-01-01': [
      {
        titre:
          "Arrêté du 15/12/2023 relatif au calcul des aides personnelles au logement pour l'année 2024, art. 1",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048621292',
      },
    ],
    '2025-01-01': [
      {
        titre: 'Arrêté du 28/12/2025, art. 1',
        url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000053202812/',
        note: "Les paramètres ne sont pas revalorisés pour l'année 2026",
      },
      {
        titre: 'Arrêté du 30/12/2024, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050873296',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 15',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050931814',
      },
      {
        titre: "Article D823-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
    ],
  },
  degressivite: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 10',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160745',
        note: 'Arrêté vérifié comme valide par la lecture de https://www.ecologie.gouv.fr/sites/default/files/documents/Brochure-bareme-2024-APL.pdf',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905',
      },
    ],
  },
  minorationForfaitaire: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 11',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160747/2024-09-29',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905',
      },
      {
        titre: 'Décret 2017-1413 du 28/09/2017 (modif art. D542-5-2 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexte.do?cidTexte=JORFTEXT000035665790',
      },
      {
        titre: 'Arrêté du 28/09/2017, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000035665883',
      },
    ],
  },
  seuilVersement: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 12',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160749',
      },
      {
        titre: "Article D823-16 du code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905',
      },
      {
        titre: 'Arrêté du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/eli/arrete/2018/2/27/TERL1801552A/jo/article_1',
      },
      {
        titre: 'Décret 2017-1413 du 28/09/2017, art. 3 (modif art. D542-7 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000035666743&cidTexte=JORFTEXT000035665790',
      },
      { titre: 'Arrêté du 27/02/2018', url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650026' },
    ],
  },
  crds: {
    '2021-01-01': [
      {
        titre: 'Article 1600-0 J du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006306523',
      },
      {
        titre: "Article 19 de l'Ordonnance n° 96-50 du 24 janvier 1996",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000041466982/',
      },
    ],
  },
  rlsFraction: {
    '2021-01-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre: 'Arrêté du 27/12/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000037880880',
      },
      {
        titre: 'Arrêté du 17/12/2020, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000042709416',
      },
    ],
  },
  rlsPlafonds: {
    '2021-01-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre: 'Arrêté du 27/12/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000037880880',
      },
      {
        titre: 'Arrêté du 17/12/2020, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000042709416',
      },
    ],
    '2024-01-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre:
          'Arrêté du 29/12/2023 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité applicables, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048729702',
      },
    ],
    '2026-01-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre:
          "Arrêté du 23/12/2025 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité applicables modifiant l'arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053175260',
      },
      {
        titre:
          'Arrêté du 21/05/2025 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité, article 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051657925',
      },
    ],
  },
  rlsMontants: {
    '2021-01-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre: 'Arrêté du 27/12/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000037880880',
      },
      {
        titre: 'Arrêté du 17/12/2020, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000042709416',
      },
    ],
    '2023-10-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre: 'Arrêté du 27/12/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000037880880',
      },
      {
        titre: 'Arrêté du 21/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048100093',
      },
    ],
    '2024-01-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre:
          'Arrêté du 29/12/2023 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité applicables, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048729702',
      },
    ],
    '2025-06-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre:
          'Arrêté du 29/12/2023 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité applicables, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048729702',
      },
      {
        titre:
          'Arrêté du 21/05/2025 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité, article 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051657925',
      },
    ],
    '2026-06-01': [
      {
        titre: "Article L832-3 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814872',
      },
      {
        titre: "Article D823-16 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878905/2019-09-01/',
      },
      {
        titre: 'Décret n° 2018-136 du 27/02/2018, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036649988',
      },
      {
        titre: 'Arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000036650010',
      },
      {
        titre:
          "Arrêté du 23/12/2025 relatif à la revalorisation des plafonds de ressources et des montants de réduction de loyer de solidarité applicables modifiant l'arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053175260',
      },
      {
        titre:
          "Arrêté du 22 mai 2026 modifiant l'arrêté du 27 février 2018 relatif à la réduction de loyer de solidarité",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054132213',
      },
    ],
  },
  ressourcesEtudiants: {
    '2021-01-01': [
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188/2021-01-01',
        note: "Il est écrit \"conditions d'âge fixées pour l'attribution d'une bourse\", qui est de 28 ans.",
      },
      {
        titre: "Circulaire relative aux modalités d'attribution des bourses d'enseignement supérieur, page 3",
        url: 'https://www.culture.gouv.fr/Media/Thematiques/Enseignement-superieur-et-recherche/Enseignement-Sup-Culture/bourse-etudiants/circulaire-du-22-juillet-2025-relative-aux-modalites-d-attribution-des-bourses-d-enseignement-superieur-sur-criteres-sociaux-des-aides-specifiques',
      },
      {
        titre:
          'Texte publié au Journal officiel : https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341227',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341227',
      },
      {
        titre: 'Arrêté du 8 novembre 2007, art.3',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000002082509',
      },
      {
        titre:
          'Texte publié au Journal officiel : https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341228',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341228',
      },
      {
        titre: 'Arrêté du 29 juillet 2022, article 1, 1°a',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046114992/#JORFARTI000046114998',
      },
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, article 6',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126949',
      },
      {
        titre: 'Arrêté du 29 décembre 2017, article 2',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341228',
      },
    ],
    '2023-10-01': [
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188/2021-01-01',
        note: "Il est écrit \"conditions d'âge fixées pour l'attribution d'une bourse\", qui est de 28 ans.",
      },
      {
        titre: "Circulaire relative aux modalités d'attribution des bourses d'enseignement supérieur, page 3",
        url: 'https://www.culture.gouv.fr/Media/Thematiques/Enseignement-superieur-et-recherche/Enseignement-Sup-Culture/bourse-etudiants/circulaire-du-22-juillet-2025-relative-aux-modalites-d-attribution-des-bourses-d-enseignement-superieur-sur-criteres-sociaux-des-aides-specifiques',
      },
      {
        titre: 'Arrêté du 29 juillet 2022, article 1, 1°a',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046114992/#JORFARTI000046114998',
      },
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, article 6',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126949/2022-08-01',
      },
      {
        titre: 'Arrêté du 29 juillet 2022, article 1, 1°b',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046114992/#JORFARTI000046114998',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, article 6',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126949',
      },
      {
        titre: 'Arrêté du 29 décembre 2017, article 2',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341228',
      },
    ],
    '2024-01-01': [
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188/2021-01-01',
        note: "Il est écrit \"conditions d'âge fixées pour l'attribution d'une bourse\", qui est de 28 ans.",
      },
      {
        titre: "Circulaire relative aux modalités d'attribution des bourses d'enseignement supérieur, page 3",
        url: 'https://www.culture.gouv.fr/Media/Thematiques/Enseignement-superieur-et-recherche/Enseignement-Sup-Culture/bourse-etudiants/circulaire-du-22-juillet-2025-relative-aux-modalites-d-attribution-des-bourses-d-enseignement-superieur-sur-criteres-sociaux-des-aides-specifiques',
      },
      {
        titre:
          "Arrêté du 15/12/2023 relatif au calcul des aides personnelles au logement pour l'année 2024, art. 1",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048621292',
      },
      {
        titre: 'Arrêté du 29 juillet 2022, article 1, 1°a',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046114992/#JORFARTI000046114998',
      },
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, article 6',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126949',
      },
      {
        titre: 'Arrêté du 29 décembre 2017, article 2',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000036341228',
      },
    ],
    '2025-01-01': [
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188/2021-01-01',
        note: "Il est écrit \"conditions d'âge fixées pour l'attribution d'une bourse\", qui est de 28 ans.",
      },
      {
        titre: "Circulaire relative aux modalités d'attribution des bourses d'enseignement supérieur, page 3",
        url: 'https://www.culture.gouv.fr/Media/Thematiques/Enseignement-superieur-et-recherche/Enseignement-Sup-Culture/bourse-etudiants/circulaire-du-22-juillet-2025-relative-aux-modalites-d-attribution-des-bourses-d-enseignement-superieur-sur-criteres-sociaux-des-aides-specifiques',
      },
      {
        titre: 'Arrêté du 28/12/2025, art. 1',
        url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000053202812/',
        note: "Les paramètres ne sont pas revalorisés pour l'année 2026",
      },
      {
        titre: 'Arrêté du 30/12/2024, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000050873291',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, article 6 (montant non revalorisé)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126949/2022-08-01',
      },
      {
        titre: "Article R822-20 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419188',
      },
      {
        titre:
          "Arrêté du 15/12/2023 relatif au calcul des aides personnelles au logement pour l'année 2024, art. 1",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048621292',
      },
      {
        titre:
          "Arrêté du 30/12/2024 relatif au calcul des aides personnelles au logement pour l'année 2025, art. 1",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000050873291',
      },
    ],
  },
  abattementChomage: {
    '2021-01-01': [
      {
        titre: "Article R822-14 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419358',
      },
      {
        titre: 'Arrêté du 20 janvier 2020, art.2',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039793907',
      },
      {
        titre: "Article R822-7 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419409/2019-09-01/',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 3',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160731',
      },
      {
        titre: 'Arrêté du 8 novembre 2007, art.1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000001309897',
      },
      {
        titre: "Article L822-5 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814936',
      },
      {
        titre: "Article R822-22 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878953/2019-09-01/',
        note: "Le seuil prévu au premier alinéa de l'article L. 822-5 est fixé à 30 000 euros.",
      },
      {
        titre: 'Décret n° 2016-1385 du 12/10/2016, article 1',
        url: 'https://www.legifrance.gouv.fr/eli/decret/2016/10/12/LHAL1606833D/jo/texte',
      },
    ],
  },
  coefficientMeuble: {
    '2021-01-01': [
      {
        titre:
          "Article D842-2 du Code de la construction et de l'habitation (loyer d'un logement meublé retenu aux deux tiers)",
      },
      { titre: 'OpenFisca-France, variable aide_logement_loyer_reel (coefficient 2/3, arrondi à l’euro)' },
    ],
  },
  ageEquivalencePersonnesAgees: {
    '2021-01-01': [
      {
        titre:
          "Article D842-16, 3°, du Code de la construction et de l'habitation (équivalence de loyer des personnes âgées en logement-foyer)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047985424',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43, 3°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233810',
      },
      {
        titre:
          'OpenFisca-France, variable aides_logement_foyer_personne_agee_eligibilite (demandeur de 62 ans ou plus, logement non conventionné)',
      },
    ],
  },
  arrondiCoefficientK: {
    '2021-01-01': [
      {
        titre:
          "Article D832-25, 1° a) et 2° a), du Code de la construction et de l'habitation (coefficient K arrondi à deux décimales par défaut)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047401364',
      },
    ],
  },
  arrondiRessources: {
    '2021-01-01': [
      {
        titre:
          "Article D823-17 du Code de la construction et de l'habitation (ressources arrondies à la centaine d'euros supérieure)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
    ],
  },
  abattementFraisProfessionnels: {
    '2020-01-01': [
      {
        titre: 'Article 83 du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429189',
      },
      {
        titre: 'Article 83, 3. du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000032701943',
      },
      {
        titre: 'Décret n° 2026-562 du 29/06/2026, art. 2',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054341109',
      },
    ],
    '2021-01-01': [
      {
        titre: 'Article 83 du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429189',
      },
      {
        titre: 'Article 83, 3. du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000032701943',
      },
      {
        titre: 'Décret n° 2026-562 du 29/06/2026, art. 2',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054341109',
      },
    ],
    '2022-01-01': [
      {
        titre: 'Article 83 du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429189',
      },
      {
        titre: 'Article 83, 3. du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000032701943',
      },
      {
        titre: 'Décret n° 2026-562 du 29/06/2026, art. 2',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054341109',
      },
    ],
    '2023-01-01': [
      {
        titre: 'Article 83 du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429189',
      },
      {
        titre: 'Article 83, 3. du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000032701943',
      },
      {
        titre: 'Décret n° 2026-562 du 29/06/2026, art. 2',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054341109',
      },
    ],
    '2024-01-01': [
      {
        titre: 'Article 83 du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429189',
      },
      {
        titre: 'Article 83, 3. du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000032701943',
      },
      {
        titre: 'Décret n° 2026-562 du 29/06/2026, art. 2',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054341109',
      },
    ],
    '2025-01-01': [
      {
        titre: 'Article 83 du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000036429189',
      },
      {
        titre: 'Article 83, 3. du Code général des impôts',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000032701943',
      },
      {
        titre: 'Décret n° 2026-562 du 29/06/2026, art. 2',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054341109',
      },
    ],
  },
  equivalenceLoyerFoyer: {
    '2023-10-01': [
      {
        titre: 'Arrêté du 22/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048107807',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 27',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286612/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2024, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050278404',
      },
    ],
    '2025-10-01': [
      {
        titre:
          "Arrêté du 05/09/2025 relatif au calcul des aides personnelles au logement et de l'aide à l'accession sociale et à la sortie de l'insalubrité spécifique à l'outre-mer",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
    ],
  },
  equivalenceLoyerMinimale: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 31 I. a)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126968/2024-09-29',
      },
      {
        titre: 'Arrêté du 08/11/2007, article 2',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000002479892',
      },
      {
        titre: "Article D832-26 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878708',
      },
      {
        titre: "Article R351-62 du Code de la construction et de l'habitation (abrogé)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006899017/2006-01-01/',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 31 II.',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126968/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 31 I. b)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046126968/2024-09-29',
      },
      {
        titre: 'Arrêté du 08/11/2007, article 3',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000001309899',
      },
      {
        titre: 'Décret 2007-1081 du 10/07/2007, art. 1 (modif art. D542-5 du CSS)',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000001693201',
      },
    ],
  },
  coefficientPriseEnCharge: {
    '2021-01-01': [
      {
        titre: "Article D832-25 1° a) du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047401364',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 30 1°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160785',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 30 2°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160785',
      },
      {
        titre: "Article D832-25 2° a) du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047401364',
      },
      {
        titre: 'Décret 2007-1081 du 10/07/2007, art. 1 (modif art. D542-5 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006266095&cidTexte=JORFTEXT000000826498',
      },
    ],
  },
  nombreParts: {
    '2021-01-01': [
      {
        titre: "Article D832-25, 1° du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878710/',
      },
      {
        titre: "Article D832-25, 1° du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878710/2019-09-01/',
      },
      {
        titre: "Article D832-25, 1° du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047401364/1992-07-01',
      },
      {
        titre: "Article D832-25, 2° du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878710/2019-09-01/',
      },
    ],
  },
  equivalenceLoyerAl: {
    '2023-10-01': [
      {
        titre: 'Arrêté du 22/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048107807',
      },
      {
        titre: 'Arrêté du 22/09/2023 art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000048107814',
      },
      {
        titre: 'Arrêté du 27 septembre 2019 Article 43',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2023-09-28',
      },
      {
        titre: 'Arrêté du 27 septembre 2019, Article 43',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000048109275/2023-09-28',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 43 1° a)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: "Article D842-16 du Code de construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047985424',
      },
      {
        titre: 'Arrêté du 27/09/2024, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000050278404',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43 1° b)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43 2° a)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43 2° b)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43 3° a)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43 3° b)',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-09-29',
      },
      {
        titre: 'Arrêté du 27/09/2024, art 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000050278394',
      },
      {
        titre: "Arrêté du 27 septembre 2024, art. 1 (modifiant l'art. 43 de l'arrêté du 27/09/2019)",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286596/2024-10-01',
      },
    ],
    '2025-10-01': [
      {
        titre:
          "Arrêté du 05/09/2025 relatif au calcul des aides personnelles au logement et de l'aide à l'accession sociale et à la sortie de l'insalubrité spécifique à l'outre-mer",
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233810/2025-09-10',
      },
      {
        titre: 'Arrêté du 5/09/2025, art 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
      {
        titre: "Arrêté du 5 septembre 2025 (modifiant l'art. 43 de l'arrêté du 27/09/2019)",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233810/2025-09-10',
      },
    ],
  },
  forfaitChargesFoyer: {
    '2023-10-01': [
      {
        titre: 'Arrêté du 22/09/2023, art. 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048107807',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 40',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286600',
      },
      {
        titre: "Article D842-15 du Code de la construction de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878655',
      },
    ],
    '2025-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 40',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286600',
      },
      {
        titre: 'Arrêté du 05/09/2025, art. 1 12°',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052212770',
      },
    ],
  },
  versementFoyer: {
    '2021-01-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 28',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160781',
      },
      {
        titre: "Article D832-24 du Code de l'habitation et de la construction",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878712',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 29',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160783',
      },
      {
        titre: "Article D832-24 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878712',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 32',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160687',
      },
      {
        titre: 'Décret 2001-698 du 31/07/2001, art. 7 (modif art. D542-7 du CSS)',
        url: 'https://www.legifrance.gouv.fr/affichTexteArticle.do?idArticle=LEGIARTI000006780032&cidTexte=JORFTEXT000000393997',
      },
      { titre: "Arrêté du 08/11/2007 (modif. Art. 5 de l'arrêté du 30/06/1979)" },
      {
        titre: 'Arrêté du 27/09/2019, art. 41',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160703',
      },
      {
        titre: "Article D842-15 du Code de l'habitation et de la construction",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878655',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 42',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160707',
      },
      {
        titre: "Article D842-15 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878655',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 44',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000039160711',
      },
      {
        titre: "Article D842-17 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878651',
      },
    ],
  },
  forfaitChargesOutreMer: {
    '2023-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 46',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233795/2023-10-01',
      },
    ],
    '2024-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 46',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286587/2024-10-01',
      },
    ],
    '2025-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, art. 46',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286587/2025-10-01',
      },
    ],
  },
  tauxFamilleOutreMer: {
    '2023-10-01': [
      {
        titre: 'Arrêté du 27/09/2019, article 46, 3°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046834756/2022-12-30/#LEGIARTI000046834756',
      },
      {
        titre: 'Arrêté du 26/12/2000, art. 5',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000035672548/2018-08-29/',
      },
      {
        titre: 'Arrêté du 27/09/2019, article 46, 3°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000046834756/2022-12-30',
      },
      {
        titre: 'Arrêté du 26/12/2022, article 1',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000046829580',
      },
    ],
  },
  abattementR0OutreMer: {
    '2023-10-01': [
      {
        titre:
          "Arrêté du 26 décembre 2022 relatif au calcul des aides personnelles au logement pour l'année 2023, article 1",
        url: 'https://www.legifrance.gouv.fr/jorf/article_jo/JORFARTI000046829583',
      },
    ],
    '2024-01-01': [
      {
        titre:
          "Arrêté du 27/09/2019, art. 46, 1°, dans sa rédaction issue de l'arrêté du 15/12/2023 relatif au calcul des aides personnelles au logement pour l'année 2024 (NOR : TREL2328932A), applicable aux prestations dues à compter du 1er janvier 2024",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000048656243',
        note: "OpenFisca-France 176.0.7 garde 8 181 € (valeur du 1er janvier 2023) : les revalorisations de l'article 46, 1°, de l'arrêté du 27/09/2019 au 1er janvier 2024 et au 1er janvier 2025 n'y sont pas reportées. Valeurs prises dans les versions successives de l'article 46 (identifiants Légifrance ci-dessous) ; la version en vigueur depuis le 1er octobre 2025 (arrêté du 05/09/2025) garde 8 656 €, et l'arrêté du 28/12/2025 ne revalorise pas R0 pour 2026.",
      },
      {
        titre:
          "Arrêté du 27/09/2019, art. 46, 1°, dans sa rédaction issue de l'arrêté du 27/09/2024 (NOR : LRUL2420421A), en vigueur du 1er octobre 2024 au 31 décembre 2024 : 8 574 €",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050286587',
        note: "OpenFisca-France 176.0.7 garde 8 181 € (valeur du 1er janvier 2023) : les revalorisations de l'article 46, 1°, de l'arrêté du 27/09/2019 au 1er janvier 2024 et au 1er janvier 2025 n'y sont pas reportées. Valeurs prises dans les versions successives de l'article 46 (identifiants Légifrance ci-dessous) ; la version en vigueur depuis le 1er octobre 2025 (arrêté du 05/09/2025) garde 8 656 €, et l'arrêté du 28/12/2025 ne revalorise pas R0 pour 2026.",
      },
    ],
    '2025-01-01': [
      {
        titre:
          "Arrêté du 27/09/2019, art. 46, 1°, dans sa rédaction issue de l'arrêté du 30/12/2024 (NOR : ATDL2429209A), applicable aux prestations dues à compter du 1er janvier 2025",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000050931798',
        note: "OpenFisca-France 176.0.7 garde 8 181 € (valeur du 1er janvier 2023) : les revalorisations de l'article 46, 1°, de l'arrêté du 27/09/2019 au 1er janvier 2024 et au 1er janvier 2025 n'y sont pas reportées. Valeurs prises dans les versions successives de l'article 46 (identifiants Légifrance ci-dessous) ; la version en vigueur depuis le 1er octobre 2025 (arrêté du 05/09/2025) garde 8 656 €, et l'arrêté du 28/12/2025 ne revalorise pas R0 pour 2026.",
      },
      {
        titre:
          "Arrêté du 27/09/2019, art. 46, 1°, dans sa rédaction issue de l'arrêté du 05/09/2025 (NOR : ATDL2523110A), en vigueur depuis le 1er octobre 2025 : 8 656 €",
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233795',
        note: "OpenFisca-France 176.0.7 garde 8 181 € (valeur du 1er janvier 2023) : les revalorisations de l'article 46, 1°, de l'arrêté du 27/09/2019 au 1er janvier 2024 et au 1er janvier 2025 n'y sont pas reportées. Valeurs prises dans les versions successives de l'article 46 (identifiants Légifrance ci-dessous) ; la version en vigueur depuis le 1er octobre 2025 (arrêté du 05/09/2025) garde 8 656 €, et l'arrêté du 28/12/2025 ne revalorise pas R0 pour 2026.",
      },
    ],
  },
  patrimoine: {
    '2021-01-01': [
      {
        titre: "Article L822-5 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038814936',
      },
      {
        titre: "Article R822-22 du Code de la construction et de l'habitation",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038878953/2019-09-01/',
        note: "Le seuil prévu au premier alinéa de l'article L. 822-5 est fixé à 30 000 euros.",
      },
      {
        titre: 'Décret n° 2016-1385 du 12/10/2016, article 1',
        url: 'https://www.legifrance.gouv.fr/eli/decret/2016/10/12/LHAL1606833D/jo/texte',
      },
      {
        titre: "Article R132-2 du Code de l'action sociale et des familles",
        url: 'https://www.legifrance.gouv.fr/codes/id/LEGISCTA000006178301/',
      },
    ],
  },
};
