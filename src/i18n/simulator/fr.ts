/**
 * The French strings of the simulator island (question steps and results screen), word for word those the
 * island showed before it was translated: tests and the spec fix some of them. Spread into the site's French
 * catalogue (../fr.ts); the island receives them as a prop from its Astro page (src/islands/simulator/locale.ts),
 * so a page downloads the strings of its own language only, as HTML, never the other's.
 * `{name}` is filled by `fill` (../format.ts). Plain text only: the components escape it.
 *
 * The validation messages are not here: they come from the schemas (src/core/validation/messages.ts), shown
 * as they are in French; the English catalogue maps each of them by its key (`sim.validation.<key>`).
 */
import { MESSAGES } from '../../core/validation/messages.ts';

/** The validation messages (spec §5 wording), each under `sim.validation.<its key in MESSAGES>`. */
type ValidationMessages = { readonly [K in keyof typeof MESSAGES as `sim.validation.${K}`]: string };
const validationFr = Object.fromEntries(
  Object.entries(MESSAGES).map(([key, message]) => [`sim.validation.${key}`, message]),
) as ValidationMessages;

export const simulatorFr = {
  ...validationFr,

  'sim.page.title': 'Simulateur APL gratuit : calculez votre aide au logement',
  'sim.page.resultsTitle': 'Résultat de votre simulation APL',
  'sim.page.description':
    'Simulez gratuitement votre aide au logement (APL, ALS, ALF) en 3 minutes, avec la formule légale. Résultat immédiat et calcul expliqué.',

  'sim.loading': 'Calcul en cours...',
  'sim.progress': 'Étape {n} sur {total}',
  'sim.previous': 'Précédent',
  'sim.continue': 'Continuer',
  'sim.errors.one': 'Une erreur : {first}',
  'sim.errors.many': '{n} erreurs. La première : {first}',
  'sim.restart': 'Recommencer la simulation',
  'sim.restartConfirm.title': 'Recommencer la simulation ?',
  'sim.restartConfirm.text':
    'Toutes vos réponses seront effacées de ce navigateur. Un résultat déjà reçu par e-mail reste dans votre boîte.',
  'sim.restartConfirm.confirm': 'Effacer mes réponses',
  'sim.restartConfirm.cancel': 'Garder mes réponses',
  'sim.yes': 'Oui',
  'sim.no': 'Non',
  'sim.dontKnow': 'Je ne sais pas',
  'sim.perMonthSuffix': '€ / mois',
  'sim.euroSuffix': '€',

  'sim.email.title': 'Votre adresse e-mail',
  'sim.email.intro':
    "Elle sert uniquement à vous envoyer votre résultat et à reprendre votre simulation plus tard. Nous ne l'utilisons pour rien d'autre et ne la transmettons à personne.",
  'sim.email.label': 'Adresse e-mail',
  'sim.email.placeholder': 'prenom.nom@exemple.fr',
  'sim.email.suggestion': 'Vouliez-vous dire : {suggestion} ?',
  'sim.email.checkSuggestion':
    'Vérifiez votre adresse : vouliez-vous dire {suggestion} ? Cliquez sur la suggestion, ou sur « Continuer » pour garder la vôtre.',

  'sim.postcode.title': 'Où se trouve le logement ?',
  'sim.postcode.intro': 'La zone APL de la commune fixe les loyers plafonds retenus par la CAF.',
  'sim.postcode.label': 'Code postal du logement',
  'sim.postcode.searching': 'Recherche de la commune…',
  'sim.postcode.stillSearching': 'Recherche de la commune en cours, réessayez dans un instant',
  'sim.postcode.notFound': "Nous n'avons pas trouvé de commune pour ce code postal",
  'sim.postcode.colon': ' : ',
  'sim.postcode.zone': 'zone {zone}',
  'sim.postcode.overseas': ' — outre-mer : la CAF applique les barèmes des départements d’outre-mer',
  'sim.postcode.ambiguous': 'Ce code postal couvre plusieurs zones : quelle est votre commune ?',
  'sim.postcode.yourCommune': 'Votre commune',
  'sim.postcode.unlisted': 'zone non répertoriée',
  'sim.postcode.pickCommune': 'Choisissez votre commune',
  'sim.postcode.pickZone': 'Nous ne trouvons pas la zone de votre commune : choisissez-la',
  'sim.postcode.zoneLabel': 'Zone {zone}',
  'sim.postcode.zone1': 'Paris, petite couronne et une partie de la grande couronne',
  'sim.postcode.zone2': 'grandes agglomérations, reste de l’Île-de-France, Corse et outre-mer',
  'sim.postcode.zone3': 'reste du territoire',

  'sim.rent.title': 'Quel est votre loyer ?',
  'sim.rent.housing': 'Où logez-vous ?',
  'sim.rent.housingHint': "Les résidences ont leur propre calcul de l'aide.",
  'sim.rent.ordinary': 'Un logement loué',
  'sim.rent.ordinaryHint':
    'chez un particulier, par une agence, un bailleur social, ou dans une résidence étudiante privée',
  'sim.rent.crous': 'Une résidence universitaire du CROUS',
  'sim.rent.foyer': 'Une autre résidence',
  'sim.rent.foyerHint':
    'foyer de jeunes travailleurs, résidence sociale, foyer-logement : vous payez une redevance',
  'sim.rent.redevance': 'Redevance mensuelle',
  'sim.rent.redevanceHint':
    'Ce que vous payez chaque mois à la résidence, loyer et charges compris (sans les services en option).',
  'sim.rent.rent': 'Loyer mensuel hors charges',
  'sim.rent.rentHint':
    'Le montant du bail, sans les charges. En colocation, indiquez le loyer total du logement : nous vous demanderons votre part plus loin.',
  'sim.rent.prefilled': ' Pré-rempli avec le loyer moyen à {city} : modifiez-le avec le vôtre.',

  'sim.charges.title': 'Et vos charges ?',
  'sim.charges.residence':
    "Dans une résidence, les charges sont comprises dans la redevance que vous avez indiquée : il n'y a rien à ajouter.",
  'sim.charges.label': 'Charges mensuelles',
  'sim.charges.hint':
    'Indiquez 0 si elles sont comprises dans le loyer. La CAF ne retient pas vos charges réelles mais un forfait fixé par la loi : ce montant ne change pas votre aide.',

  'sim.housing.title': 'Quel type de logement ?',
  'sim.housing.residenceRoom': 'Dans la résidence, vous occupez…',
  'sim.housing.room': 'Une chambre',
  'sim.housing.roomHint': 'avec ou sans sanitaires privés',
  'sim.housing.studio': 'Un studio ou un appartement',
  'sim.housing.studioHint': 'avec sa propre cuisine',
  'sim.housing.residenceConventionne': 'La résidence est-elle conventionnée (APL) ?',
  'sim.housing.residenceConventionneHint':
    "C'est le cas de la plupart des résidences : si vous ne savez pas, nous calculons pour une résidence conventionnée, et le résultat le dit.",
  'sim.housing.renovated': 'Votre chambre a-t-elle été réhabilitée (rénovée) ?',
  'sim.housing.renovatedHint': "Les plafonds de loyer d'une chambre réhabilitée sont plus élevés.",
  'sim.housing.furnished': 'Le logement est-il meublé ?',
  'sim.housing.furnishedHint':
    'Pour un meublé, la CAF retient les deux tiers du loyer (sauf logement conventionné).',
  'sim.housing.rentalKind': 'Vous louez…',
  'sim.housing.whole': 'Un logement entier',
  'sim.housing.wholeHint': 'studio, appartement, maison',
  'sim.housing.rentalRoomHint': 'chez un particulier ou dans un logement partagé',
  'sim.housing.conventionne': 'Est-ce un logement social ou conventionné ?',
  'sim.housing.conventionneHint':
    'HLM, ou logement dont le bail mentionne une convention APL. Dans le doute, répondez « Je ne sais pas » : nous calculons pour un logement non conventionné, le cas le plus courant.',

  'sim.housing.relative':
    'Le logement appartient-il à l’un de vos parents, grands-parents, enfants ou petits-enfants ?',
  'sim.housing.relativeHint':
    'Ou à ceux de votre conjoint(e), ou à vous-même en partie. Un frère, une sœur, un oncle ou un cousin ne comptent pas.',
  'sim.flatshare.title': 'Vivez-vous en colocation ?',
  'sim.flatshare.residence':
    "En résidence, chaque résident demande l'aide pour sa propre redevance : la question de la colocation ne se pose pas.",
  'sim.flatshare.label': 'Partagez-vous le logement avec des colocataires ?',
  'sim.flatshare.hint':
    'En colocation, chaque colocataire demande son aide pour sa part du loyer, avec des plafonds réduits.',
  'sim.flatshare.share': 'Votre part du loyer (hors charges)',
  'sim.flatshare.shareHint': 'Le loyer total indiqué est de {rent} €.',

  'sim.birth.title': 'Quelle est votre date de naissance ?',
  'sim.birth.intro': 'Elle permet de savoir si le forfait étudiant s’applique (moins de 28 ans).',
  'sim.birth.label': 'Date de naissance',

  'sim.status.title': 'Quelle est votre situation ?',
  'sim.status.label': 'Vous êtes…',
  'sim.status.student': 'Étudiant(e)',
  'sim.status.employee': 'Salarié(e)',
  'sim.status.employeeHint': 'y compris alternance et apprentissage',
  'sim.status.unemployed': "Demandeur(se) d'emploi",
  'sim.status.rsa': 'Bénéficiaire du RSA',
  'sim.status.other': 'Autre situation',
  'sim.status.otherHint': 'retraite, indépendant, sans activité…',
  'sim.status.boursier': 'Êtes-vous boursier(ère) sur critères sociaux ?',
  'sim.status.boursierHint':
    'Un étudiant boursier a un forfait de ressources plus bas, donc une aide plus élevée.',
  'sim.status.unemploymentStart': 'Depuis quel mois êtes-vous au chômage ?',
  'sim.status.unemploymentStartHint':
    "Après deux mois de chômage, la CAF réduit ou neutralise les salaires d'avant : la date change le montant.",
  'sim.status.monthPlaceholder': 'AAAA-MM',
  'sim.status.indemnified': "Percevez-vous l'allocation chômage (ARE) ?",
  'sim.status.salary': 'Votre salaire mensuel net imposable avant le chômage',
  'sim.status.salaryHint':
    'Les 12 mois que la CAF regarde comprennent encore des mois de salaire. Indiquez 0 si vous ne travailliez pas.',

  'sim.status.nationality': 'Quelle est votre nationalité ?',
  'sim.status.nationalityHint':
    "Depuis le 1er juillet 2026, la nationalité et le titre de séjour peuvent fermer le droit à l'aide des étudiants étrangers.",
  'sim.status.french': 'Française',
  'sim.status.eu': 'Union européenne, EEE ou Suisse',
  'sim.status.euHint': 'Allemagne, Espagne, Italie, Norvège, Suisse…',
  'sim.status.otherNationality': 'Autre nationalité',
  'sim.status.permit': 'Quel titre de séjour avez-vous ?',
  'sim.status.studentPermit': 'Un visa long séjour ou un titre de séjour « étudiant »',
  'sim.status.studentPermitHint':
    'VLS-TS étudiant, carte « étudiant » ou « étudiant – programme de mobilité »',
  'sim.status.otherPermit': 'Un autre titre de séjour',
  'sim.status.otherPermitHint':
    'carte de résident, réfugié, protection subsidiaire, vie privée et familiale, salarié, recherche d’emploi après les études…',
  'sim.status.bcs': 'Remplissez-vous les conditions pour obtenir une bourse sur critères sociaux ?',
  'sim.status.bcsHint':
    'Même sans l’avoir demandée. Pour un étudiant étranger, ces conditions (études à plein temps, âge, diplôme, ressources des parents, progression) comprennent celle de nationalité : être réfugié ou protégé, ou vivre en France depuis au moins deux ans avec des parents dont le foyer fiscal y est depuis deux ans.',
  'sim.status.bcsLink': 'Les conditions de la bourse sur service-public.fr',
  'sim.children.title': 'Avez-vous des enfants à charge ?',
  'sim.children.label': "Nombre d'enfants à charge",
  'sim.children.hint': 'Enfants de moins de 21 ans qui vivent avec vous.',
  'sim.children.none': 'Aucun',
  'sim.children.fourOrMore': '4 ou plus',
  'sim.children.count': 'Combien exactement ?',

  'sim.household.title': 'Vivez-vous seul(e) ou en couple ?',
  'sim.household.label': 'Dans ce logement, vous vivez…',
  'sim.household.alone': 'Seul(e)',
  'sim.household.couple': 'En couple',
  'sim.household.coupleHint': 'marié, pacsé ou en concubinage',
  'sim.household.partnerStatus': 'Votre conjoint(e) est…',
  'sim.household.partnerStatusHint':
    'La CAF compte les ressources de chacun selon sa situation : la déduction pour frais, le chômage ou le RSA de votre conjoint(e) changent le montant.',
  'sim.household.partnerUnemploymentStart': 'Depuis quel mois votre conjoint(e) est-il (elle) au chômage ?',
  'sim.household.partnerIndemnified': "Votre conjoint(e) perçoit-il (elle) l'allocation chômage (ARE) ?",
  'sim.household.partnerSalary': 'Son salaire mensuel net imposable avant le chômage',
  'sim.household.partnerSalaryHint':
    'Les 12 mois que la CAF regarde comprennent encore des mois de salaire. Indiquez 0 s’il (elle) ne travaillait pas.',
  'sim.household.partnerStudentNote':
    'Seule la situation de la personne qui fait la demande ouvre le forfait étudiant. Si votre conjoint(e) est étudiant(e) de moins de 28 ans et pas vous, refaites la simulation à son nom pour comparer.',

  'sim.income.title': 'Quels sont vos revenus ?',
  'sim.income.noBenefit':
    "Sans allocation chômage, vous n'avez pas de revenu actuel à indiquer. La CAF tient compte du salaire d'avant le chômage indiqué à l'étape précédente, puis, après deux mois de chômage non indemnisé, ne compte plus ni salaires ni allocations.",
  'sim.income.benefit': 'Allocation chômage mensuelle (ARE)',
  'sim.income.couple': 'Revenus mensuels nets imposables du couple',
  'sim.income.single': 'Revenus mensuels nets imposables',
  'sim.income.own': 'Vos revenus mensuels nets imposables',
  'sim.income.partner': 'Ceux de votre conjoint(e)',
  'sim.income.partnerHint':
    'Ses revenus mensuels nets imposables, en moyenne sur les 12 derniers mois. Indiquez 0 s’il (elle) n’en a pas.',
  'sim.income.partnerBenefit': 'L’allocation chômage mensuelle (ARE) de votre conjoint(e)',
  'sim.income.partnerNoBenefit':
    'Votre conjoint(e) n’a pas d’allocation chômage : pas de revenu actuel à indiquer pour lui (elle). Après deux mois de chômage non indemnisé, la CAF ne compte plus ni ses revenus ni les vôtres.',
  'sim.income.benefitHint': "Le montant net de l'allocation que vous recevez chaque mois.",
  'sim.income.hint':
    "La ligne « net imposable » de votre fiche de paie, en moyenne sur les 12 derniers mois. Indiquez 0 si vous n'avez pas de revenus.",
  'sim.income.studentHint':
    ' Étudiant de moins de 28 ans : la CAF retient un forfait, vos revenus réels ne changent pas le montant.',
  'sim.income.savings': "Avez-vous plus de {amount} d'épargne ?",
  'sim.income.savingsHint':
    "Livret A, LDDS, LEP, comptes et plans d'épargne… Au-delà de {amount}, la CAF ajoute à vos ressources 3 % de leur montant.",
  'sim.income.assets': 'Montant total de votre épargne',

  'sim.income.ifi':
    'Êtes-vous rattaché(e) au foyer fiscal de parents qui paient l’impôt sur la fortune immobilière (IFI) ?',
  'sim.income.ifiCouple':
    'Vous ou votre conjoint(e) êtes-vous rattaché(e) au foyer fiscal de parents qui paient l’impôt sur la fortune immobilière (IFI) ?',
  'sim.income.ifiHint':
    'C’est-à-dire compté(e) dans leur déclaration de revenus. L’IFI ne concerne que les patrimoines immobiliers de plus de 1,3 million d’euros : dans le doute, demandez à vos parents.',
  /**
   * « Pour qui faites-vous cette simulation ? » (issue 29), asked with the e-mail. A key `<key>.them` is the
   * wording of `<key>` when the simulation is for a child or someone close (src/islands/simulator/for-whom.ts),
   * `{who}` being « votre enfant » or « votre proche » and `{Who}` the same capitalised.
   */
  'sim.forWhom.label': 'Pour qui faites-vous cette simulation ?',
  'sim.forWhom.hint': 'Le montant ne dépend que de la situation de la personne qui habite le logement.',
  'sim.forWhom.moi': 'Pour moi',
  'sim.forWhom.enfant': 'Pour mon enfant',
  'sim.forWhom.enfantHint': 'étudiant(e) ou jeune qui a son propre logement',
  'sim.forWhom.proche': 'Pour un proche',
  'sim.forWhom.who.enfant': 'votre enfant',
  'sim.forWhom.who.proche': 'votre proche',
  'sim.forWhom.emailNote':
    'L’adresse e-mail est l’adresse où recevoir les résultats, la vôtre. Les questions suivantes portent sur {who} : sa date de naissance, son loyer, ses revenus, pas les vôtres.',
  'sim.postcode.title.them': 'Où se trouve le logement de {who} ?',
  'sim.rent.title.them': 'Quel est son loyer ?',
  'sim.rent.housing.them': 'Où loge {who} ?',
  'sim.rent.redevanceHint.them':
    'Ce que {who} paie chaque mois à la résidence, loyer et charges compris (sans les services en option).',
  'sim.rent.prefilled.them': ' Pré-rempli avec le loyer moyen à {city} : modifiez-le avec le sien.',
  'sim.charges.title.them': 'Et ses charges ?',
  'sim.housing.residenceRoom.them': 'Dans la résidence, {who} occupe…',
  'sim.housing.rentalKind.them': '{Who} loue…',
  'sim.housing.relative.them':
    'Le logement appartient-il à l’un de ses parents (vous, par exemple), grands-parents, enfants ou petits-enfants ?',
  'sim.housing.relativeHint.them':
    'Ou à ceux de son conjoint ou de sa conjointe, ou à {who} en partie. Un frère, une sœur, un oncle ou un cousin ne comptent pas.',
  'sim.flatshare.title.them': 'Est-ce que {who} vit en colocation ?',
  'sim.flatshare.label.them': 'Est-ce que {who} partage le logement avec des colocataires ?',
  'sim.flatshare.share.them': 'Sa part du loyer (hors charges)',
  'sim.birth.title.them': 'Quelle est la date de naissance de {who} ?',
  'sim.birth.label.them': 'Sa date de naissance',
  'sim.status.title.them': 'Quelle est la situation de {who} ?',
  'sim.status.label.them': '{Who} est…',
  'sim.status.boursier.them': 'Est-ce que {who} est boursier(ère) sur critères sociaux ?',
  'sim.status.unemploymentStart.them': 'Depuis quel mois {who} est-il (elle) au chômage ?',
  'sim.status.indemnified.them': 'Est-ce que {who} perçoit l’allocation chômage (ARE) ?',
  'sim.status.salary.them': 'Son salaire mensuel net imposable avant le chômage',
  'sim.status.nationality.them': 'Quelle est la nationalité de {who} ?',
  'sim.status.permit.them': 'Quel titre de séjour {who} a-t-il (elle) ?',
  'sim.status.bcs.them':
    'Est-ce que {who} remplit les conditions pour obtenir une bourse sur critères sociaux ?',
  'sim.children.title.them': 'Est-ce que {who} a des enfants à charge ?',
  'sim.children.hint.them': 'Ses enfants de moins de 21 ans qui vivent avec lui (elle).',
  'sim.household.title.them': 'Est-ce que {who} vit seul(e) ou en couple ?',
  'sim.household.label.them': 'Dans ce logement, {who} vit…',
  'sim.household.partnerStatus.them': 'Son conjoint ou sa conjointe est…',
  'sim.income.title.them': 'Quels sont ses revenus ?',
  'sim.income.single.them': 'Ses revenus mensuels nets imposables (ceux de {who}, pas les vôtres)',
  'sim.income.own.them': 'Ses revenus mensuels nets imposables (ceux de {who}, pas les vôtres)',
  'sim.income.hint.them':
    'La ligne « net imposable » de sa fiche de paie, en moyenne sur les 12 derniers mois. Indiquez 0 si {who} n’a pas de revenus.',
  'sim.income.studentHint.them':
    ' Étudiant de moins de 28 ans : la CAF retient un forfait, ses revenus réels ne changent pas le montant.',
  'sim.income.savings.them': 'Est-ce que {who} a plus de {amount} d’épargne ?',
  'sim.income.assets.them': 'Montant total de son épargne',
  'sim.income.ifi.them':
    'Est-ce que {who} est rattaché(e) au foyer fiscal de parents (vous, par exemple) qui paient l’impôt sur la fortune immobilière (IFI) ?',
  'sim.income.ifiHint.them':
    'C’est-à-dire compté(e) dans leur déclaration de revenus. L’IFI ne concerne que les patrimoines immobiliers de plus de 1,3 million d’euros.',

  // The result's words for the person concerned (the results view's translator: for-whom.ts).
  'sim.verdict.eligible.them': '{Who} est éligible aux APL',
  'sim.verdict.notEntitled.them': 'Pas d’aide au logement pour {who} d’après vos réponses',
  'sim.apply.title.them': 'Demandez l’aide à la CAF au nom de {who}',
  'sim.apply.text.them':
    'La demande est gratuite et se fait en ligne, au nom de {who}, dès son entrée dans le logement : rubrique « Aides et démarches », puis « Logement ».',
  'sim.condition.bailleurFamille.them':
    'Le logement n’appartient ni à {who}, ni à son conjoint ou sa conjointe, ni à ses parents (vous, par exemple), grands-parents ou enfants.',
  'sim.condition.residencePrincipale.them':
    '{Who} occupe le logement au moins 8 mois par an : c’est sa résidence principale.',
  'sim.recap.flatshareYes.them': 'Oui (sa part du loyer)',
  'sim.recap.ownIncome.them': 'Ses revenus',
  'sim.recap.income.them': 'Revenus de {who}',
  'sim.recap.status.them': 'Statut de {who}',
  'sim.whatif.openingEnd.them': ', {who} aurait droit à {amount} par mois (les autres réponses inchangées).',
  'sim.whatif.studentFlat.them':
    "Ses revenus ne changent pas le montant : pour un étudiant de moins de 28 ans, la CAF retient un forfait de ressources à la place des revenus (Code de la construction et de l'habitation, art. R. 822-20).",
  /** The parents' section of the result (« pour mon enfant »): its statements are in src/core/simulation/parents.ts. */
  'sim.parents.title': 'Ce qui change pour votre famille',
  'sim.parents.intro':
    'Si votre enfant reçoit l’aide au logement à son nom, voici ce que cela change pour vous, d’après les textes.',
  'sim.parents.amount': 'Votre enfant peut recevoir {amount} par mois d’aide au logement, à son nom.',
  'sim.parents.noAmount':
    'D’après ces réponses, votre enfant n’a pas droit à l’aide au logement : ce qui suit vaut s’il (elle) la reçoit un jour.',
  'sim.parents.source': 'Source : ',
  'sim.parents.simulator':
    'Pour le montant de vos propres prestations, faites une simulation sur le simulateur de la CAF',
  'sim.parents.loading': 'Chargement…',
  'sim.results.loadFailed':
    'Impossible de charger les résultats. Vérifiez votre connexion et rechargez la page.',
  'sim.results.notFound': 'Résultats introuvables',
  'sim.results.start': 'Faire une simulation',
  'sim.results.missing': 'Il manque des réponses',
  'sim.results.complete': 'Compléter ma simulation',
  'sim.results.analysing': 'Analyse de votre dossier selon les barèmes officiels APL',
  'sim.results.printMeta': 'Simulation APL du {date}',
  'sim.results.anywayTitle': 'Faut-il quand même faire une demande ?',
  'sim.results.anyway':
    "Ce calcul couvre les trois aides au logement : l'APL (logement conventionné), l'ALS et l'ALF. Si votre situation change (baisse de revenus, bourse obtenue, naissance, déménagement), vos droits peuvent s'ouvrir : la CAF réexamine les ressources tous les trois mois. En cas de doute, faites la demande sur caf.fr : elle est gratuite et sans engagement.",
  'sim.results.new': 'Nouvelle simulation',
  'sim.results.print': 'Imprimer les résultats',

  'sim.verdict.eligible': 'Vous êtes éligible aux APL',
  'sim.verdict.result': 'Résultat de votre simulation APL',
  'sim.verdict.estimated': 'Montant estimé',
  'sim.verdict.simulated': 'Montant simulé',
  'sim.verdict.perMonth': 'par mois',
  'sim.verdict.APL': 'APL (aide personnalisée au logement)',
  'sim.verdict.ALS': 'ALS (allocation de logement sociale)',
  'sim.verdict.ALF': 'ALF (allocation de logement familiale)',
  'sim.verdict.why': 'Pourquoi ?',
  /** Spec §8: the whole calculation failed (CALCULATION_ERROR_REASON). */
  'sim.verdict.calculationError': 'Erreur lors du calcul',
  'sim.verdict.unknownResidence':
    'Vous ne saviez pas si le logement est conventionné : le calcul suppose une résidence conventionnée, comme la plupart. Votre bail ou la résidence vous le dira.',
  'sim.verdict.unknownRental':
    'Vous ne saviez pas si le logement est conventionné : le calcul suppose un logement non conventionné, le cas le plus courant. Votre bail ou la résidence vous le dira.',
  'sim.verdict.scales':
    'Calcul fait avec les {label}.{warning} Estimation non contractuelle : seule la CAF fixe votre aide.',

  'sim.verdict.notEntitled': 'Pas d’aide au logement d’après vos réponses',
  'sim.verdict.toCheck': 'À vérifier avant de compter sur cette aide',
  'sim.verdict.toCheckNoAid': 'À vérifier aussi',
  'sim.condition.nationaliteTitre':
    'Votre nationalité et votre titre de séjour : depuis le 1er juillet 2026, un titre « étudiant » hors UE ferme le droit sans les conditions de la bourse.',
  'sim.condition.bailleurFamille':
    'Le logement n’appartient ni à vous, ni à votre conjoint(e), ni à vos parents, grands-parents ou enfants.',
  'sim.condition.ifiParents':
    'Personne du foyer n’est rattaché au foyer fiscal de parents qui paient l’impôt sur la fortune immobilière.',
  'sim.condition.residencePrincipale':
    'Vous occupez le logement au moins 8 mois par an : c’est votre résidence principale.',
  'sim.condition.decenceSurface':
    'Le logement est décent et mesure au moins 9 m² pour une personne (16 m² à deux, 9 m² de plus par personne).',
  'sim.unclear.title': 'Ce que la loi ne dit pas clairement',
  'sim.unclear.couple':
    'Vous vivez en couple : si votre conjoint(e) remplit les conditions, la loi ne dit pas si la demande peut être faite à son nom. Demandez à la CAF.',
  'sim.unclear.alreadyPaid':
    'Vous receviez déjà l’aide avant le 1er juillet 2026 ? La loi ne dit rien des droits déjà ouverts et renvoie à un décret ses modalités d’application. Demandez à la CAF.',
  'sim.unclear.scholarship':
    'Vous avez une bourse du gouvernement français (Campus France, Eiffel…) ? Ce n’est pas une bourse sur critères sociaux : seules comptent les conditions de celle-ci. Demandez à la CAF en cas de doute.',
  'sim.exclusion.title': 'Que faire maintenant ?',
  'sim.exclusion.bcs':
    'Vérifiez auprès du CROUS si vous remplissez les conditions de la bourse sur critères sociaux, en déposant un dossier social étudiant : si oui, refaites la simulation en le disant.',
  'sim.exclusion.bcsLink': 'Le dossier social étudiant (messervices.etudiant.gouv.fr)',
  'sim.exclusion.work': 'Travailler n’y change rien : la règle dépend du titre de séjour, pas de l’activité.',
  'sim.exclusion.crous': 'Demandez un logement du CROUS : ses loyers sont plus bas que ceux du parc privé.',
  'sim.exclusion.visale': 'Sans garant, la garantie Visale d’Action Logement se porte caution gratuitement.',
  'sim.exclusion.others':
    'Les autres aides ci-dessous ont leurs propres conditions : lisez-les sur leur page officielle.',
  'sim.recap.title': 'Récapitulatif',
  'sim.recap.edit': 'Modifier',
  'sim.recap.editLabel': 'Modifier : {label}',
  'sim.recap.zone': 'Zone et code postal',
  'sim.recap.zoneValue': 'Zone {zone} — {postalCode}',
  'sim.recap.housing': 'Type de logement',
  'sim.recap.crous': 'Résidence CROUS',
  'sim.recap.foyer': 'Résidence (foyer, résidence sociale…)',
  'sim.recap.rental': 'Location',
  'sim.recap.redevance': 'Redevance',
  'sim.recap.perMonth': '{amount} par mois',
  'sim.recap.room': ', chambre',
  'sim.recap.studio': ', studio',
  'sim.recap.rent': 'Loyer hors charges',
  'sim.recap.charges': 'Charges',
  'sim.recap.chargesResidence': 'comprises dans la redevance',
  'sim.recap.flatshareResidence': 'non : en résidence, chacun demande pour sa redevance',
  'sim.recap.furnished': 'Meublé',
  'sim.recap.flatshare': 'Colocation',
  'sim.recap.flatshareYes': 'Oui (votre part du loyer)',
  'sim.recap.status': 'Statut',
  'sim.recap.boursier': 'boursier(ère)',
  'sim.recap.notBoursier': 'non boursier(ère)',
  'sim.recap.since': '{status} depuis {month}, {indemnified}',
  'sim.recap.indemnified': 'indemnisé(e)',
  'sim.recap.notIndemnified': 'non indemnisé(e)',
  'sim.recap.benefit': 'Allocation chômage',
  'sim.recap.income': 'Revenus',
  'sim.recap.savings': ' ; épargne {amount}',
  'sim.recap.household': 'Situation',
  'sim.recap.partnerStatus': 'Statut de votre conjoint(e)',
  'sim.recap.partnerIncome': 'Revenus de votre conjoint(e)',
  'sim.recap.partnerBenefit': 'Allocation chômage de votre conjoint(e)',
  'sim.recap.ownIncome': 'Vos revenus',
  'sim.recap.children': 'Enfants à charge',

  'sim.recap.nationality': 'Nationalité',
  'sim.recap.studentPermit': 'titre de séjour « étudiant »',
  'sim.recap.otherPermit': 'autre titre de séjour',
  'sim.recap.bcsYes': 'conditions de la bourse remplies',
  'sim.recap.bcsNo': 'conditions de la bourse non remplies',
  'sim.recap.owner': 'Logement d’un parent ou d’un enfant',
  'sim.recap.ifi': 'Rattaché(e) à des parents qui paient l’IFI',
  'sim.whatif.title': 'Et si… ? Changez une réponse',
  'sim.whatif.openingRedevance': 'Avec une redevance de {amount} ou moins',
  'sim.whatif.openingRent': 'Avec un loyer hors charges de {amount} ou moins',
  'sim.whatif.openingIncome': 'Avec des revenus de {amount} par mois ou moins',
  'sim.whatif.openingEnd': ', vous auriez droit à {amount} par mois (les autres réponses inchangées).',
  'sim.whatif.colon': ' : ',
  'sim.whatif.income': 'Revenus mensuels',
  'sim.whatif.flatshare': 'En colocation',
  'sim.whatif.estimated': 'Aide estimée : ',
  'sim.whatif.perMonth': ' par mois',
  'sim.whatif.zeroRedevance': "L'aide tombe à 0 € à partir de {amount} de redevance.",
  'sim.whatif.zeroRent': "L'aide tombe à 0 € à partir de {amount} de loyer hors charges.",
  'sim.whatif.zeroIncome': "L'aide tombe à 0 € à partir de {amount} de revenus par mois.",
  'sim.whatif.studentFlat':
    "Vos revenus ne changent pas le montant : pour un étudiant de moins de 28 ans, la CAF retient un forfait de ressources à la place des revenus (Code de la construction et de l'habitation, art. R. 822-20).",
  'sim.whatif.reset': 'Revenir à mes réponses',

  'sim.apply.title': 'Demandez votre aide à la CAF',
  'sim.apply.text':
    'La demande est gratuite et se fait en ligne, dès votre entrée dans le logement : rubrique « Aides et démarches », puis « Logement ».',
  'sim.apply.button': 'Faire ma demande sur caf.fr',
  'sim.apply.msa': 'Vous relevez du régime agricole (MSA) ? Faites la demande sur ',

  'sim.mail.sending': 'Envoi de vos résultats à {email}…',
  'sim.mail.sent': 'Résultats envoyés par email',
  'sim.mail.sentTo': ' à {email}.',
  'sim.mail.outbox': 'Pas d’e-mail depuis ce site',
  'sim.mail.outboxText':
    ' : l’envoi d’e-mails n’y est pas activé. Gardez le lien de vos résultats ci-dessous, ou imprimez cette page.',
  'sim.mail.changed': 'Vos réponses ont changé depuis cet envoi.',
  'sim.mail.already': 'Vos résultats ont déjà été envoyés à {email}.',
  'sim.mail.resend': 'Renvoyer mes résultats mis à jour',
  'sim.mail.limit':
    'Vos résultats ont déjà été envoyés plusieurs fois à cette adresse : retrouvez-les avec le lien ci-dessous.',
  'sim.mail.problem': "Problème d'envoi email",
  'sim.mail.colon': ' : ',
  'sim.mail.error': "Erreur lors de l'envoi de l'email",
  'sim.mail.retry': "Réessayer l'envoi",
  'sim.mail.link': 'Lien vers ces résultats',
  'sim.mail.linkText':
    ' à garder ou à partager : il montre le montant et le récapitulatif, jamais votre adresse e-mail ni votre date de naissance.',

  'sim.docs.title': 'Mes justificatifs',
  'sim.docs.intro':
    "Les pièces à avoir sous la main pour votre demande, d'après vos réponses. À la fin de la demande en ligne, la CAF affiche la liste exacte de celles à lui envoyer.",
  'sim.docs.countOne': '{ready} sur {total} prête',
  'sim.docs.countMany': '{ready} sur {total} prêtes',
  'sim.docs.conditionColon': ' :',
  'sim.docs.sources': 'Sources : ',
  'sim.docs.print': 'Imprimer la liste',

  'sim.cal.title': 'Mon calendrier',
  'sim.cal.entryLabel': 'Vous emménagez en',
  'sim.cal.eligible': 'Les dates à retenir pour votre demande et votre aide.',
  'sim.cal.notEligible':
    "Si vous faites quand même la demande et qu'un droit s'ouvre, voici les dates à retenir.",
  'sim.cal.undated': 'Sans date fixe',
  'sim.cal.download': 'Télécharger le calendrier (.ics)',
  'sim.cal.source': 'Source : {label}',
  'sim.cal.icsName': 'Mon aide au logement',

  'sim.aids.title': 'Les autres aides à connaître',
  'sim.aids.intro':
    "D'après vos réponses, ces aides peuvent vous concerner : vérifiez les conditions sur leur page officielle.",
  'sim.aids.link': 'Conditions et demande sur {site}',
  'sim.aids.checked': ' — conditions relevées en {month}',

  'sim.how.title': 'Détail du calcul',
  /** Shown on the English page only (the legal references are French citations); never on a French page. */
  'sim.how.legalRefs':
    'Chaque étape cite l’article de loi qu’elle applique, tel que les textes français le citent.',
  /** A yearly value of the calculation (resources, savings income, R0). */
  'sim.how.perYear': '{amount} / an',
  'sim.how.loading': "Chargement de l'explication…",

  /**
   * The API's refusals by their stable code (ApiErrorBody `code`): in French the server's own message is shown;
   * these are its words when it sends none, and the English page shows the English ones.
   */
  'sim.api.generic': "Erreur lors de l'envoi de l'email",
  'sim.api.REQUETE_INVALIDE': 'Requête invalide',
  'sim.api.INTROUVABLE': 'Simulation introuvable',
  'sim.api.SIMULATION_INCOMPLETE': 'La simulation est incomplète',
  'sim.api.TROP_DE_REQUETES': 'Trop de demandes : réessayez dans quelques minutes',
  'sim.api.TROP_D_ENVOIS': "Trop d'envois à cette adresse : réessayez plus tard",
  'sim.api.ERREUR_INTERNE': 'Erreur interne du serveur',
} as const;

export type SimulatorKey = keyof typeof simulatorFr;
/** The simulator's strings in one language: every key of the French ones. */
export type SimulatorMessages = { readonly [K in SimulatorKey]: string };
