/**
 * « Ce qui change pour votre famille »: the parents' section of a result simulated « pour mon enfant » (issue 29).
 * Pure data, each statement with the article it rests on and an official page; never an amount (the engine
 * computes none of these benefits): the section names them and links to the CAF's simulator.
 *
 * Read 2026-11-27:
 * - CSS art. L. 512-1 (versions in force on 19/12/2003 and 01/08/2021, Légifrance): a person with dependent
 *   children receives the family benefits for them « sous réserve que ce ou ces derniers ne soient pas
 *   bénéficiaires, à titre personnel, d'une ou plusieurs prestations familiales, de l'allocation de logement
 *   sociale ou de l'aide personnalisée au logement ». The family benefits are listed by CSS art. L. 511-1 (PAJE,
 *   allocations familiales, complément familial, allocation de logement, AEEH, ASF, ARS…).
 * - CSS art. L. 512-3 and R. 512-2: after compulsory schooling, a child counts up to an age limit (20) as long as
 *   their pay does not exceed 55 % of the SMIC; L. 512-3 allows another age for the complément familial, set at
 *   21 by CSS art. R. 522-1 since 1 February 2000. OpenFisca-France models the same thresholds:
 *   `prestations_familiales.def_pac.enfants.age_limite` (20, strict), `def_pac.revenu_plafond_pac_non_scolaire`
 *   (0.55 SMIC, its `autonomie_financiere`), `prestations_generales.cf.cf_cm.age_max` (21).
 * - CGI art. 6, 3 (BOFiP BOI-IR-CHAMP-20-20-20): a single adult child under 21, or under 25 while studying, may ask
 *   to stay attached to the parents' tax household; CGI art. 196 B: the half-share (or the allowance for a married
 *   child) it gives. Neither text mentions the housing aid: it is a separate question.
 * - CCH art. L. 822-8: no housing aid for a person attached to the tax household of parents who pay the IFI (the
 *   simulator asks it; src/core/apl/conditions.ts).
 * Not stated, for want of a text read here: whether the housing aid is taxable income (CGI art. 81) and the exact
 * month from which the CAF stops counting the child.
 */

export type ParentSource = { readonly label: string; readonly url: string };

type Words = { readonly title: string; readonly text: string };

export type ParentStatement = {
  readonly id: 'plus-a-charge' | 'ages' | 'rattachement-fiscal' | 'ifi';
  readonly fr: Words;
  readonly en: Words;
  /** The article(s) it rests on, as cited, then an official page: Légifrance, BOFiP or service-public.fr. */
  readonly sources: readonly ParentSource[];
};

const CSS_L512 = 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006073189/LEGISCTA000006126898/';
const SP_ENFANT_A_CHARGE: ParentSource = {
  label: 'service-public.fr : qu’est-ce qu’un enfant à charge pour les prestations familiales ?',
  url: 'https://www.service-public.fr/particuliers/vosdroits/F16947',
};

export const PARENT_STATEMENTS: readonly ParentStatement[] = [
  {
    id: 'plus-a-charge',
    fr: {
      title: 'Il (elle) ne compte plus pour vos prestations familiales',
      text: 'Un enfant qui reçoit à son nom l’APL ou l’allocation de logement sociale (ALS) n’ouvre plus droit, pour ses parents, aux prestations familiales : allocations familiales, complément familial, allocation de logement familiale, allocation de rentrée scolaire… Si vous en recevez pour lui (elle), la CAF revoit vos droits.',
    },
    en: {
      title: 'They no longer count for your family benefits',
      text: 'A child who receives the APL or the ALS in their own name no longer entitles their parents to family benefits (prestations familiales) for them: family allowances, complément familial, family housing allowance (ALF), back-to-school allowance… If you receive any for them, the CAF reviews your entitlement.',
    },
    sources: [
      { label: 'Code de la sécurité sociale, art. L. 511-1 et L. 512-1 (Légifrance)', url: CSS_L512 },
      SP_ENFANT_A_CHARGE,
    ],
  },
  {
    id: 'ages',
    fr: {
      title: 'Jusqu’à quel âge un enfant compte',
      text: 'Après la fin de l’obligation scolaire, un enfant compte pour les prestations familiales jusqu’à 20 ans, tant qu’il ne gagne pas plus de 55 % du SMIC ; pour le complément familial, jusqu’à 21 ans.',
    },
    en: {
      title: 'Up to what age a child counts',
      text: 'After compulsory schooling, a child counts for family benefits up to 20, as long as they earn no more than 55% of the minimum wage (SMIC); for the complément familial, up to 21.',
    },
    sources: [
      {
        label: 'Code de la sécurité sociale, art. L. 512-3 et R. 512-2 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006750602',
      },
      {
        label: 'Code de la sécurité sociale, art. R. 522-1 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006750615',
      },
      SP_ENFANT_A_CHARGE,
    ],
  },
  {
    id: 'rattachement-fiscal',
    fr: {
      title: 'Le rattachement à votre foyer fiscal est une autre question',
      text: 'Votre enfant majeur peut demander à rester rattaché(e) à votre déclaration de revenus s’il (elle) avait moins de 21 ans au 1er janvier de l’année des revenus, ou moins de 25 ans s’il (elle) poursuit des études : vous gardez alors une demi-part de quotient familial (ou un abattement s’il (elle) est marié(e), pacsé(e) ou a des enfants). Ce choix relève des impôts, pas de la CAF : l’aide au logement ne figure pas parmi ses conditions.',
    },
    en: {
      title: 'Attachment to your tax household is a separate question',
      text: 'Your adult child may ask to stay attached to your income tax return if under 21 on 1 January of the income year, or under 25 while studying: you then keep an extra half-share (demi-part), or an allowance if they are married, in a civil partnership or have children. This is a tax matter, not a CAF one: housing aid is not among its conditions.',
    },
    sources: [
      {
        label: 'Code général des impôts, art. 6, 3 (BOFiP, BOI-IR-CHAMP-20-20-20)',
        url: 'https://bofip.impots.gouv.fr/bofip/504-PGP.html/identifiant%3DBOI-IR-CHAMP-20-20-20-20120912',
      },
      {
        label: 'Code général des impôts, art. 196 B (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000046860788',
      },
    ],
  },
  {
    id: 'ifi',
    fr: {
      title: 'Sauf si vous payez l’IFI',
      text: 'Un enfant rattaché au foyer fiscal de parents qui paient l’impôt sur la fortune immobilière (IFI) n’a pas droit à l’aide au logement : c’est la question posée à l’étape des revenus, et le résultat en tient compte.',
    },
    en: {
      title: 'Unless you pay the IFI',
      text: 'A child attached to the tax household of parents who pay the wealth tax on real estate (IFI) is not entitled to housing aid: that is the question asked at the income step, and the result takes it into account.',
    },
    sources: [
      {
        label: 'Code de la construction et de l’habitation, art. L. 822-8 (Légifrance)',
        url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006074096',
      },
    ],
  },
];

/** The CAF's own simulator, for the amounts of the family's benefits (never computed here). */
export const CAF_SIMULATOR_URL = 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-simulation';

/** The parents' section is shown for a simulation made « pour mon enfant » only. */
export const showsParentsSection = (form: { readonly forWhom?: string | undefined }): boolean =>
  form.forWhom === 'enfant';
