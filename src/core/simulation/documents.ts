/**
 * « Mes justificatifs »: the pieces to have at hand for the housing-aid claim, chosen from the answers. The CAF
 * lists the pieces it actually wants at the end of the online claim; this list prepares them. Pure data and
 * one selector, no clock.
 *
 * Sources (read 2026-11-23; the rule of 1 July 2026 checked 2026-11-27):
 * - service-public.fr, « Un étudiant peut-il toucher une aide au logement (APL, ALS, ALF) ? »,
 *   https://www.service-public.fr/particuliers/vosdroits/F1563 : étranger avec un titre de séjour en cours de
 *   validité, colocation (chaque colocataire fait sa propre demande), demande en ligne dès l'entrée.
 * - CCH L. 822-2, I, 3° (loi n° 2026-103 du 19 février 2026, art. 179), in force 1 July 2026: a national of a
 *   country outside the EU, the EEA and Switzerland with a long-stay visa or a student residence permit (CESEDA
 *   L. 422-1 to L. 422-7) gets the aid only if they meet the conditions of the bourse sur critères sociaux. The
 *   titre de séjour stays in the list (every other foreign claimant needs it), with that rule beside it, so that
 *   the list never suggests every foreign student is eligible.
 * - caf.fr, « L'aide au logement étudiant » (Caf de la Savoie): bail, RIB (BIC/IBAN), coordonnées du bailleur,
 *   SIRET d'un bailleur société, numéro de dossier des parents s'ils sont allocataires.
 * - Campus France, « APL - CAF », https://www.armenie.campusfrance.org/en/apl-caf : étudiant étranger —
 *   passeport, acte de naissance avec traduction certifiée en français, titre de séjour ou VLS-TS.
 * - Our validated pages: /guide/demarches-caf-apl, /guide/apl-etudiant-boursier, /guide/apl-colocation and the
 *   « Prochaines étapes » card (bail ou attestation de loyer, RIB, numéro fiscal).
 * Left out: a certificat de scolarité, which the CAF's student guide asks only of students from another EU
 * country, and no 2025–2026 source asks of the others.
 */
import { type FormData, isResidence } from './form.ts';

export type DocumentItem = {
  /** Stable key (checkbox state, tests). */
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  /** When the piece only concerns some visitors: « Si vous êtes … ». */
  readonly condition?: string;
  /** Where the piece is listed: an official page (https) or one of our guides (a path of this site). */
  readonly source: string;
};

export type DocumentGroup = {
  readonly id: string;
  readonly title: string;
  readonly items: readonly DocumentItem[];
};

const SOURCES = {
  etudiant: 'https://www.service-public.fr/particuliers/vosdroits/F1563',
  caf: 'https://caf.fr/professionnels/offres-et-services/caf-de-la-savoie/partenaires-locaux/archives-actualites/l-aide-au-logement-etudiant',
  campusFrance: 'https://www.armenie.campusfrance.org/en/apl-caf',
  demarches: '/guide/demarches-caf-apl',
  boursier: '/guide/apl-etudiant-boursier',
  colocation: '/guide/apl-colocation',
} as const;

/** The names under which the page lists the sources, by address. */
export const SOURCE_NAMES: Readonly<Record<string, string>> = {
  [SOURCES.etudiant]: 'service-public.fr : aide au logement des étudiants',
  [SOURCES.caf]: "caf.fr : l'aide au logement étudiant",
  [SOURCES.campusFrance]: 'Campus France : APL - CAF',
  [SOURCES.demarches]: 'Notre guide des démarches CAF',
  [SOURCES.boursier]: 'Notre guide APL et bourse',
  [SOURCES.colocation]: 'Notre guide APL et colocation',
};

const identity: DocumentItem = {
  id: 'identite',
  label: "Une pièce d'identité en cours de validité (carte d'identité ou passeport)",
  source: SOURCES.campusFrance,
};
const secu: DocumentItem = {
  id: 'securite-sociale',
  label: 'Votre numéro de sécurité sociale, si vous en avez un',
  source: SOURCES.demarches,
};
const rib: DocumentItem = {
  id: 'rib',
  label: 'Un RIB à votre nom (IBAN et BIC)',
  source: SOURCES.caf,
};
const fiscal: DocumentItem = {
  id: 'numero-fiscal',
  label: "Votre numéro fiscal (il figure sur votre avis d'impôt)",
  source: SOURCES.demarches,
};
const landlord: DocumentItem = {
  id: 'bailleur',
  label: 'Les coordonnées de votre propriétaire ou de son agence',
  detail: "Si c'est une société, son numéro SIRET (14 chiffres), qui figure sur le bail.",
  source: SOURCES.caf,
};
const lease: DocumentItem = {
  id: 'bail',
  label: "Votre bail signé, avec la date d'entrée, le loyer hors charges et les charges",
  source: SOURCES.demarches,
};
const rentCertificate: DocumentItem = {
  id: 'attestation-loyer',
  label: "L'attestation de loyer remplie par votre propriétaire (ou l'agence), si la CAF la demande",
  detail:
    'Il la remplit en ligne sur caf.fr ou sur le formulaire de la CAF : prévenez-le dès la signature du bail.',
  source: SOURCES.demarches,
};
const residenceContract: DocumentItem = {
  id: 'contrat-residence',
  label: "Votre contrat d'occupation (ou de résidence), avec la date d'entrée et la redevance",
  source: SOURCES.demarches,
};
const residenceCertificate: DocumentItem = {
  id: 'attestation-residence',
  label:
    "L'attestation de loyer remplie par la résidence (CROUS, foyer, résidence sociale), si la CAF la demande",
  detail: 'Demandez-la au gestionnaire de la résidence dès votre entrée.',
  source: SOURCES.demarches,
};
const flatShare: DocumentItem = {
  id: 'colocation-bail',
  label: 'Un bail à votre nom : le bail commun qui nomme chaque colocataire, ou votre bail individuel',
  detail:
    'Chaque colocataire fait sa propre demande pour sa part du loyer ; avec un bail commun, indiquez la part que vous payez réellement.',
  source: SOURCES.colocation,
};
const parents: DocumentItem = {
  id: 'parents-caf',
  label: "Le numéro allocataire de vos parents et le nom de leur CAF, s'ils sont allocataires",
  source: SOURCES.caf,
};
const scholarship: DocumentItem = {
  id: 'bourse',
  label: "L'avis d'attribution de votre bourse du CROUS (conditionnelle ou définitive)",
  detail: "Ne l'attendez pas pour faire la demande : vous signalerez ensuite votre statut de boursier.",
  source: SOURCES.boursier,
};
const FOREIGN = 'Si vous êtes étudiant(e) étranger(ère) hors UE/EEE/Suisse';
const birthCertificate: DocumentItem = {
  id: 'acte-naissance',
  label: "Votre acte de naissance, avec sa traduction certifiée s'il n'est pas rédigé en français",
  condition: FOREIGN,
  source: SOURCES.campusFrance,
};
const residencePermit: DocumentItem = {
  id: 'titre-sejour',
  label:
    'Votre titre de séjour en cours de validité, ou votre visa long séjour valant titre de séjour (VLS-TS) validé',
  detail:
    "Depuis le 1er juillet 2026, un visa long séjour ou un titre de séjour « étudiant » n'ouvre droit à l'aide au logement que si vous remplissez les conditions de la bourse sur critères sociaux, même sans la toucher (CCH, art. L. 822-2). Les autres titres (carte de résident, réfugié, « vie privée et familiale », « salarié »…) ne sont pas concernés.",
  condition: FOREIGN,
  source: SOURCES.etudiant,
};
const payslips: DocumentItem = {
  id: 'bulletins-salaire',
  label: 'Vos derniers bulletins de salaire, si la CAF vous les demande',
  detail:
    "La CAF reçoit vos salaires de votre employeur et réexamine l'aide tous les trois mois : pas de déclaration trimestrielle à lui faire pour vos salaires.",
  source: SOURCES.demarches,
};

/** The pieces for these answers, in groups; the common group always comes first. */
export function documentsFor(form: FormData): DocumentGroup[] {
  const residence = isResidence(form);
  const common: DocumentItem[] = [identity, secu, rib, fiscal];
  const housing: DocumentItem[] = residence
    ? [residenceContract, residenceCertificate]
    : form.colocation
      ? [
          flatShare,
          {
            ...rentCertificate,
            detail: 'Le propriétaire en remplit une par colocataire, en ligne ou sur papier.',
          },
          landlord,
        ]
      : [lease, rentCertificate, landlord];
  const groups: DocumentGroup[] = [
    { id: 'commun', title: 'Pour tout le monde', items: common },
    {
      id: 'logement',
      title: residence
        ? 'Pour votre résidence'
        : form.colocation
          ? 'Pour votre colocation'
          : 'Pour votre logement',
      items: housing,
    },
  ];
  if (form.status === 'student') {
    groups.push({
      id: 'etudiant',
      title: form.boursier
        ? 'Parce que vous êtes étudiant(e) boursier(ère)'
        : 'Parce que vous êtes étudiant(e)',
      items: [parents, ...(form.boursier ? [scholarship] : []), birthCertificate, residencePermit],
    });
  }
  if (form.status === 'employee') {
    groups.push({ id: 'salarie', title: 'Parce que vous êtes salarié(e)', items: [payslips] });
  }
  return groups;
}

/** Every item of the groups, in order (print, counts). */
export function allItems(groups: readonly DocumentGroup[]): DocumentItem[] {
  return groups.flatMap((g) => g.items);
}
