/**
 * Messages de validation, mot pour mot ceux du cahier des charges (§ 5) quand il les donne ; les autres
 * nomment le champ en français. Chaque message est affiché sous le champ qu'il concerne.
 */
export const MESSAGES = {
  emailRequis: "L'email est requis",
  emailFormat: "Format d'email invalide",
  emailCaracteres: "L'email contient des caractères non autorisés",
  emailTropLong: "L'email est trop long",
  codePostalRequis: 'Veuillez entrer un code postal',
  codePostalFormat: 'Veuillez entrer un code postal valide (5 chiffres)',
  codeInsee: 'Veuillez entrer un code commune INSEE valide (5 caractères)',
  loyer: 'Veuillez entrer un loyer valide (entre 1€ et 10 000€)',
  charges: 'Veuillez entrer un montant de charges valide (entre 0€ et 5 000€)',
  dateNaissance: 'Veuillez entrer une date de naissance valide (âge entre 16 et 100 ans)',
  revenu: 'Veuillez entrer un revenu valide (entre 0€ et 100 000€)',
  enfants: "Veuillez indiquer un nombre d'enfants à charge valide (nombre entier entre 0 et 20)",
  statut:
    "Veuillez choisir votre situation : étudiant, salarié, demandeur d'emploi, bénéficiaire du RSA ou autre",
  boursier: 'Veuillez indiquer si vous êtes boursier (oui ou non)',
  seul: 'Veuillez indiquer si vous vivez seul ou en couple',
  meuble: 'Veuillez indiquer si le logement est meublé (oui ou non)',
  colocation: 'Veuillez indiquer si vous êtes en colocation (oui ou non)',
  chambre: "Veuillez indiquer s'il s'agit d'une chambre (oui ou non)",
  conventionne: 'Veuillez indiquer si le logement est conventionné, par exemple un HLM (oui ou non)',
  zone: 'Veuillez choisir une zone APL valide (1, 2 ou 3)',
  redevance: 'Veuillez entrer une redevance mensuelle valide (entre 1€ et 10 000€)',
  logement:
    'Veuillez choisir le type de logement : logement ordinaire, logement-foyer (résidence sociale, foyer de jeunes travailleurs…) ou résidence CROUS',
  rehabilite: 'Veuillez indiquer si la chambre de la résidence CROUS a été réhabilitée (oui ou non)',
  debutChomage: 'Veuillez entrer une date de début de chômage valide (AAAA-MM-JJ)',
  debutChomageFutur: "La date de début du chômage ne peut pas être postérieure au mois de l'aide",
  chomageIndemnise: "Veuillez indiquer si vous percevez l'allocation chômage (oui ou non)",
  salaireAvantChomage: 'Veuillez entrer un salaire mensuel avant le chômage valide (entre 0€ et 100 000€)',
  epargne: "Veuillez entrer un montant d'épargne valide (entre 0€ et 100 000 000€)",
  outreMer:
    'Veuillez indiquer si le logement est en outre-mer : Guadeloupe, Martinique, Guyane, La Réunion ou Mayotte (oui ou non)',
  nationalite: 'Veuillez indiquer votre nationalité',
  titreSejour: 'Veuillez indiquer votre titre de séjour',
  conditionsBourse: 'Veuillez indiquer si vous remplissez les conditions de la bourse (oui ou non)',
  bailleurFamille: 'Veuillez indiquer si le logement appartient à votre famille (oui ou non)',
  ifiParents: "Veuillez indiquer si vos parents paient l'IFI (oui ou non)",
  moisAide: "Veuillez indiquer le mois de l'aide au format AAAA-MM (ou AAAA-MM-JJ)",
  donnees: 'Les données de la simulation sont incomplètes ou invalides',
  statutConjoint:
    "Veuillez choisir la situation de votre conjoint(e) : étudiant, salarié, demandeur d'emploi, bénéficiaire du RSA ou autre",
  revenuConjoint: 'Veuillez entrer un revenu valide pour votre conjoint(e) (entre 0€ et 100 000€)',
  revenuConjointFoyer: 'Les revenus de votre conjoint(e) ne peuvent pas dépasser ceux du foyer',
  dateNaissanceConjoint:
    'Veuillez entrer une date de naissance valide pour votre conjoint(e) (âge entre 16 et 100 ans)',
  boursierConjoint: 'Veuillez indiquer si votre conjoint(e) est boursier (oui ou non)',
  chomageIndemniseConjoint:
    "Veuillez indiquer si votre conjoint(e) perçoit l'allocation chômage (oui ou non)",
  conjoint: 'Les réponses sur votre conjoint(e) sont incomplètes',
} as const;

/**
 * Les messages du lieu (code postal, code INSEE, zone), les mêmes que dans MESSAGES : le zonage, embarqué
 * dans le navigateur avec le moteur, n'importe qu'eux et pas l'ensemble des messages de validation.
 */
export const MESSAGES_LIEU = {
  codePostalRequis: 'Veuillez entrer un code postal',
  codePostalFormat: 'Veuillez entrer un code postal valide (5 chiffres)',
  codeInsee: 'Veuillez entrer un code commune INSEE valide (5 caractères)',
  zone: 'Veuillez choisir une zone APL valide (1, 2 ou 3)',
} as const;

/** Nom français de chaque champ, pour les messages et les journaux. */
export const LIBELLES: Record<string, string> = {
  email: 'e-mail',
  postalCode: 'code postal',
  depcom: 'code commune INSEE',
  rent: 'loyer',
  charges: 'charges',
  birthDate: 'date de naissance',
  income: 'revenu mensuel',
  children: "nombre d'enfants à charge",
  status: 'situation',
  boursier: 'boursier',
  livingAlone: 'vie seul ou en couple',
  furnished: 'logement meublé',
  colocation: 'colocation',
  chambre: 'chambre',
  conventionne: 'logement conventionné',
  zone: 'zone APL',
  housing: 'type de logement',
  redevance: 'redevance',
  renovated: 'chambre réhabilitée',
  unemploymentStart: 'début du chômage',
  unemploymentIndemnified: 'allocation chômage',
  salaryBeforeUnemployment: 'salaire avant le chômage',
  assets: 'épargne',
  overseas: 'outre-mer',
  nationality: 'nationalité',
  studentPermit: 'titre de séjour étudiant',
  bcsConditions: 'conditions de la bourse sur critères sociaux',
  landlordRelative: 'propriétaire de la famille',
  parentsIfi: 'rattachement à des parents assujettis à l’IFI',
  date: "mois de l'aide",
  partner: 'conjoint(e)',
};

/** « vouliez-vous dire » du cahier des charges. */
export function messageSuggestion(suggestion: string): string {
  return `Vouliez-vous dire : ${suggestion} ?`;
}
