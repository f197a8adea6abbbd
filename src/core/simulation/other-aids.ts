/**
 * « Les autres aides à connaître »: the aids beside the housing aid, with their official page and their
 * conditions — never an amount. Pure data and a selector by the answers (status and age); an aid whose
 * conditions the answers cannot settle is shown with them.
 *
 * Sources (read 2026-11-23; `checked` is the date of the newest text read for each aid):
 * - Mobili-Jeune: service-public.fr F33173 « Aide au logement : qu'est-ce que l'aide mobili-jeune ? »; the
 *   salary condition changed when Action Logement relaunched it (15/02/2024) and sources disagree on its level:
 *   it is named, not quoted.
 * - Visale: the rules in force since 6 January 2026 (efl.fr, 2026-02-06; conseilsdesnotaires.fr; visale.fr), read
 *   2026-11-27: under 30, no resource condition; over 30, private-sector employees under a raised income ceiling
 *   and other publics named on visale.fr; rent ceilings raised, lower for students; the guarantee covers the first
 *   3 years of occupation. No figure here (visale.fr gives them).
 * - Avance Loca-Pass: service-public.fr F18490 « Avance Loca-Pass : aide au locataire pour le dépôt de
 *   garantie »; demande au plus tard 2 mois après l'entrée.
 * - Bourse sur critères sociaux: messervices.etudiant.gouv.fr (dossier social étudiant); calculée sur les
 *   revenus des parents (our article « APL et job étudiant »). Since 1 July 2026, meeting its conditions is also
 *   what keeps the housing aid of a non-EU/EEA/Swiss student on a student visa or permit (CCH L. 822-2, I, 3°,
 *   loi n° 2026-103 du 19 février 2026, art. 179).
 * - Prime d'activité: service-public.fr F2882 and F33375 « Prime d'activité : étudiant, stagiaire, apprenti »
 *   (students and apprentices: activity income above a monthly threshold, or bringing up a child alone).
 */
import { ageCivil } from '../apl/age.ts';
import type { FormData } from './form.ts';

export type OtherAid = {
  readonly id: 'mobili-jeune' | 'visale' | 'loca-pass' | 'bourse-crous' | 'prime-activite';
  readonly name: string;
  /** Who gives it. */
  readonly by: string;
  readonly summary: string;
  /** Who can have it: what the visitor checks on the official page. */
  readonly conditions: readonly string[];
  /** The official page (https). */
  readonly url: string;
  readonly urlLabel: string;
  /** Date (AAAA-MM-JJ) the conditions were last checked against their source. */
  readonly checked: string;
};

export const OTHER_AIDS: readonly OtherAid[] = [
  {
    id: 'mobili-jeune',
    name: 'Aide Mobili-Jeune',
    by: 'Action Logement',
    summary: 'Une aide qui prend en charge une partie du loyer pendant une formation en alternance.',
    conditions: [
      'Avoir moins de 30 ans.',
      "Être en alternance (contrat d'apprentissage ou de professionnalisation) dans une entreprise du secteur privé non agricole.",
      "Louer un logement pour se rapprocher du lieu de formation ou de l'entreprise, sous une condition de salaire fixée par Action Logement.",
      "La demande se fait en ligne auprès d'Action Logement, autour de la date de début du contrat.",
    ],
    url: 'https://www.service-public.fr/particuliers/vosdroits/F33173',
    urlLabel: 'service-public.fr',
    checked: '2025-12-05',
  },
  {
    id: 'visale',
    name: 'Garantie Visale',
    by: 'Action Logement',
    summary:
      'Une caution gratuite qui remplace le garant : elle paie au propriétaire les loyers impayés, que vous remboursez ensuite.',
    conditions: [
      "Avoir de 18 à 30 ans (jusqu'à la veille des 31 ans), sans condition de ressources, que vous soyez étudiant(e), alternant(e) ou salarié(e).",
      'Au-delà de 30 ans : salarié(e) du secteur privé dont le salaire ne dépasse pas un plafond, relevé le 6 janvier 2026, et autres publics précisés sur visale.fr.',
      'Demander son visa avant de signer le bail, dans les limites de loyer fixées par Visale : relevées en janvier 2026, plus basses pour les étudiant(e)s, elles dépendent de la région (voir visale.fr).',
      "La garantie couvre les 3 premières années d'occupation du logement ; ensuite, il faut faire une nouvelle demande.",
    ],
    url: 'https://www.visale.fr/',
    urlLabel: 'visale.fr',
    checked: '2026-11-27',
  },
  {
    id: 'loca-pass',
    name: 'Avance Loca-Pass',
    by: 'Action Logement',
    summary: "Un prêt sans intérêt ni frais de dossier pour payer le dépôt de garantie demandé à l'entrée.",
    conditions: [
      "Être salarié(e) d'une entreprise du secteur privé non agricole.",
      "Ou avoir moins de 30 ans et être en alternance, en recherche d'emploi, ou en emploi non permanent.",
      "Ou être étudiant(e) boursier(ère) d'État, ou étudiant(e) salarié(e) (CDD ou stage d'au moins 3 mois).",
      "La demande se fait au plus tard 2 mois après l'entrée dans le logement.",
    ],
    url: 'https://www.service-public.fr/particuliers/vosdroits/F18490',
    urlLabel: 'service-public.fr',
    checked: '2025-08-08',
  },
  {
    id: 'bourse-crous',
    name: 'Bourse sur critères sociaux',
    by: 'CROUS',
    summary:
      "Une bourse d'études calculée sur les revenus de vos parents. Avant 28 ans, un(e) étudiant(e) boursier(ère) a aussi un forfait de ressources plus bas pour l'aide au logement.",
    conditions: [
      'Être étudiant(e) dans une formation habilitée à recevoir des boursiers.',
      'Faire la demande par le dossier social étudiant (DSE) sur messervices.etudiant.gouv.fr, chaque année.',
      "Étudiant(e) d'un pays hors UE, EEE et Suisse avec un visa ou un titre de séjour « étudiant » : depuis le 1er juillet 2026, remplir les conditions de cette bourse, même sans la toucher, est aussi ce qui ouvre droit à l'aide au logement (CCH, art. L. 822-2).",
    ],
    url: 'https://www.messervices.etudiant.gouv.fr/',
    urlLabel: 'messervices.etudiant.gouv.fr',
    checked: '2026-11-27',
  },
  {
    id: 'prime-activite',
    name: "Prime d'activité",
    by: 'CAF (ou MSA)',
    summary:
      "Un complément de revenus pour les personnes qui travaillent et dont les revenus d'activité sont modestes.",
    conditions: [
      'Avoir au moins 18 ans et exercer une activité professionnelle, salariée ou non.',
      "Étudiant(e) ou apprenti(e) : seulement si vos revenus d'activité dépassent un seuil mensuel fixé par la loi, ou si vous élevez seul(e) un enfant.",
      'La demande se fait en ligne sur caf.fr ou msa.fr ; la prime est recalculée tous les trois mois.',
    ],
    url: 'https://www.service-public.fr/particuliers/vosdroits/F2882',
    urlLabel: 'service-public.fr',
    checked: '2025-08-20',
  },
];

const aid = (id: OtherAid['id']): OtherAid => OTHER_AIDS.find((a) => a.id === id) as OtherAid;

/**
 * The aids worth reading for these answers, simulated on `day`. Unknown age (a shared link has no birth date):
 * the age conditions are left to the visitor. Students are told about the scholarship unless they hold one.
 */
export function otherAidsFor(form: FormData, day: string): OtherAid[] {
  const age = form.birthDate ? ageCivil(form.birthDate, day) : undefined;
  const under30 = age === undefined || age < 30;
  const upTo30 = age === undefined || age <= 30;
  const status = form.status;
  const list: OtherAid[] = [];
  // Apprentices answer « salarié(e) » (the step says: « y compris alternance et apprentissage »).
  if (status === 'employee' && under30) list.push(aid('mobili-jeune'));
  if (upTo30 || status === 'employee') list.push(aid('visale'));
  if (status === 'employee' || status === 'student' || under30) list.push(aid('loca-pass'));
  if (status === 'student' && !form.boursier) list.push(aid('bourse-crous'));
  if (
    (age === undefined || age >= 18) &&
    (status === 'employee' || status === 'other' || (status === 'student' && (form.income ?? 0) > 0))
  )
    list.push(aid('prime-activite'));
  return list;
}
