/**
 * The English strings of the simulator island: every key of the French ones (./fr.ts), checked by the compiler.
 * Legal terms keep their French name in brackets, as the CAF's forms and letters will use it.
 */
import type { SimulatorMessages } from './fr.ts';

export const simulatorEn: SimulatorMessages = {
  'sim.validation.emailRequis': 'Your e-mail address is required',
  'sim.validation.emailFormat': 'Invalid e-mail address',
  'sim.validation.emailCaracteres': 'The e-mail address contains characters that are not allowed',
  'sim.validation.emailTropLong': 'The e-mail address is too long',
  'sim.validation.codePostalRequis': 'Please enter a postcode',
  'sim.validation.codePostalFormat': 'Please enter a valid postcode (5 digits)',
  'sim.validation.codeInsee': 'Please enter a valid INSEE commune code (5 characters)',
  'sim.validation.loyer': 'Please enter a valid rent (between €1 and €10,000)',
  'sim.validation.charges': 'Please enter a valid amount of service charges (between €0 and €5,000)',
  'sim.validation.dateNaissance': 'Please enter a valid date of birth (age between 16 and 100)',
  'sim.validation.revenu': 'Please enter a valid income (between €0 and €100,000)',
  'sim.validation.enfants': 'Please enter a valid number of dependent children (a whole number from 0 to 20)',
  'sim.validation.statut':
    'Please choose your situation: student, employee, jobseeker, RSA recipient or other',
  'sim.validation.boursier': 'Please say whether you hold a student grant (yes or no)',
  'sim.validation.seul': 'Please say whether you live alone or as a couple',
  'sim.validation.meuble': 'Please say whether the home is furnished (yes or no)',
  'sim.validation.colocation': 'Please say whether you share the home with flatmates (yes or no)',
  'sim.validation.chambre': 'Please say whether it is a room (yes or no)',
  'sim.validation.conventionne':
    'Please say whether the home is covered by an APL agreement (conventionné), e.g. social housing (HLM) (yes or no)',
  'sim.validation.zone': 'Please choose a valid APL zone (1, 2 or 3)',
  'sim.validation.redevance':
    'Please enter a valid monthly residence fee (redevance) (between €1 and €10,000)',
  'sim.validation.logement':
    'Please choose the type of housing: ordinary rental, residence (foyer, social residence, young workers’ hostel…) or CROUS residence',
  'sim.validation.rehabilite': 'Please say whether the CROUS residence room has been renovated (yes or no)',
  'sim.validation.debutChomage': 'Please enter a valid date for the start of unemployment (YYYY-MM-DD)',
  'sim.validation.debutChomageFutur': 'The start of unemployment cannot be after the month of the aid',
  'sim.validation.chomageIndemnise': 'Please say whether you receive unemployment benefit (ARE) (yes or no)',
  'sim.validation.salaireAvantChomage':
    'Please enter a valid monthly salary before unemployment (between €0 and €100,000)',
  'sim.validation.epargne': 'Please enter a valid amount of savings (between €0 and €100,000,000)',
  'sim.validation.outreMer':
    'Please say whether the home is overseas: Guadeloupe, Martinique, French Guiana, La Réunion or Mayotte (yes or no)',
  'sim.validation.moisAide': 'Please give the month of the aid as YYYY-MM (or YYYY-MM-DD)',
  'sim.validation.nationalite': 'Please give your nationality',
  'sim.validation.titreSejour': 'Please say which residence permit you hold',
  'sim.validation.conditionsBourse': 'Please say whether you meet the conditions of the grant (yes or no)',
  'sim.validation.bailleurFamille': 'Please say whether the home belongs to your family (yes or no)',
  'sim.validation.ifiParents': 'Please say whether your parents pay the IFI (yes or no)',
  'sim.validation.donnees': 'The simulation data are incomplete or invalid',
  'sim.validation.statutConjoint':
    "Please choose your partner's situation: student, employee, jobseeker, RSA recipient or other",
  'sim.validation.revenuConjoint': 'Please enter a valid income for your partner (between €0 and €100,000)',
  'sim.validation.revenuConjointFoyer': "Your partner's income cannot be more than the household's",
  'sim.validation.dateNaissanceConjoint':
    'Please enter a valid date of birth for your partner (age between 16 and 100)',
  'sim.validation.boursierConjoint': 'Please say whether your partner holds a grant (yes or no)',
  'sim.validation.chomageIndemniseConjoint':
    'Please say whether your partner receives unemployment benefit (ARE) (yes or no)',
  'sim.validation.conjoint': 'The answers about your partner are incomplete',

  'sim.page.title': 'Free APL simulator: estimate your French housing aid',
  'sim.page.resultsTitle': 'The result of your APL simulation',
  'sim.page.description':
    'Estimate your French housing aid (APL, ALS, ALF) for free in 3 minutes, with the legal formula. Instant result, calculation explained.',

  'sim.loading': 'Calculating...',
  'sim.progress': 'Step {n} of {total}',
  'sim.previous': 'Back',
  'sim.continue': 'Continue',
  'sim.errors.one': 'One error: {first}',
  'sim.errors.many': '{n} errors. The first: {first}',
  'sim.restart': 'Start again',
  'sim.restartConfirm.title': 'Start the simulation again?',
  'sim.restartConfirm.text':
    'All your answers will be erased from this browser. A result already received by e-mail stays in your inbox.',
  'sim.restartConfirm.confirm': 'Erase my answers',
  'sim.restartConfirm.cancel': 'Keep my answers',
  'sim.yes': 'Yes',
  'sim.no': 'No',
  'sim.dontKnow': 'I don’t know',
  'sim.perMonthSuffix': '€ / month',
  'sim.euroSuffix': '€',

  'sim.email.title': 'Your e-mail address',
  'sim.email.intro':
    'We use it only to send you your result and to let you resume your simulation later. We use it for nothing else and never pass it on.',
  'sim.email.label': 'E-mail address',
  'sim.email.placeholder': 'firstname.lastname@example.com',
  'sim.email.suggestion': 'Did you mean: {suggestion}?',
  'sim.email.checkSuggestion':
    'Check your address: did you mean {suggestion}? Click the suggestion, or “Continue” to keep yours.',

  'sim.postcode.title': 'Where is the home?',
  'sim.postcode.intro': 'The APL zone of the commune sets the rent ceilings (loyers plafonds) the CAF uses.',
  'sim.postcode.label': 'Postcode of the home',
  'sim.postcode.searching': 'Looking up the commune…',
  'sim.postcode.stillSearching': 'Still looking up the commune, try again in a moment',
  'sim.postcode.notFound': 'We found no commune for this postcode',
  'sim.postcode.colon': ': ',
  'sim.postcode.zone': 'zone {zone}',
  'sim.postcode.overseas': ' — overseas: the CAF applies the scales of the overseas departments',
  'sim.postcode.ambiguous': 'This postcode covers several zones: which is your commune?',
  'sim.postcode.yourCommune': 'Your commune',
  'sim.postcode.unlisted': 'zone not listed',
  'sim.postcode.pickCommune': 'Choose your commune',
  'sim.postcode.pickZone': 'We cannot find the zone of your commune: please choose it',
  'sim.postcode.zoneLabel': 'Zone {zone}',
  'sim.postcode.zone1': 'Paris, its inner suburbs and part of the outer suburbs',
  'sim.postcode.zone2': 'large cities, the rest of Île-de-France, Corsica and overseas',
  'sim.postcode.zone3': 'the rest of France',

  'sim.rent.title': 'What is your rent?',
  'sim.rent.housing': 'Where do you live?',
  'sim.rent.housingHint': 'Residences have their own way of calculating the aid.',
  'sim.rent.ordinary': 'A rented home',
  'sim.rent.ordinaryHint':
    'from a private landlord, an agency, a social landlord, or in a private student residence',
  'sim.rent.crous': 'A CROUS university residence',
  'sim.rent.foyer': 'Another residence',
  'sim.rent.foyerHint':
    'young workers’ hostel (foyer de jeunes travailleurs), social residence, foyer-logement: you pay a fee (redevance)',
  'sim.rent.redevance': 'Monthly residence fee (redevance)',
  'sim.rent.redevanceHint':
    'What you pay the residence each month, rent and charges included (without optional services).',
  'sim.rent.rent': 'Monthly rent excluding charges',
  'sim.rent.rentHint':
    'The amount in your lease, without service charges. In a flat-share, give the total rent of the home: we will ask for your share later.',
  'sim.rent.prefilled': ' Prefilled with the average rent in {city}: replace it with yours.',

  'sim.charges.title': 'And your service charges?',
  'sim.charges.residence':
    'In a residence, the charges are included in the fee (redevance) you gave: there is nothing to add.',
  'sim.charges.label': 'Monthly service charges',
  'sim.charges.hint':
    'Enter 0 if they are included in the rent. The CAF does not use your actual charges but a flat amount set by law: this amount does not change your aid.',

  'sim.housing.title': 'What kind of home?',
  'sim.housing.residenceRoom': 'In the residence, you have…',
  'sim.housing.room': 'A room',
  'sim.housing.roomHint': 'with or without a private bathroom',
  'sim.housing.studio': 'A studio or a flat',
  'sim.housing.studioHint': 'with its own kitchen',
  'sim.housing.residenceConventionne': 'Is the residence covered by an APL agreement (conventionnée)?',
  'sim.housing.residenceConventionneHint':
    'Most residences are: if you don’t know, we calculate for a residence under agreement, and the result says so.',
  'sim.housing.renovated': 'Has your room been renovated (réhabilitée)?',
  'sim.housing.renovatedHint': 'The rent ceilings of a renovated room are higher.',
  'sim.housing.furnished': 'Is the home furnished?',
  'sim.housing.furnishedHint':
    'For a furnished home, the CAF counts two thirds of the rent (except for a home under APL agreement).',
  'sim.housing.rentalKind': 'You rent…',
  'sim.housing.whole': 'A whole home',
  'sim.housing.wholeHint': 'studio, flat, house',
  'sim.housing.rentalRoomHint': 'in a private home or in a shared flat',
  'sim.housing.conventionne': 'Is it social housing or under an APL agreement (conventionné)?',
  'sim.housing.conventionneHint':
    'Social housing (HLM), or a home whose lease mentions an APL agreement (convention APL). If unsure, answer “I don’t know”: we calculate for a home without agreement, the most common case.',

  'sim.housing.relative':
    'Does the home belong to one of your parents, grandparents, children or grandchildren?',
  'sim.housing.relativeHint':
    'Or to those of your partner, or partly to you. A brother, sister, uncle or cousin does not count.',
  'sim.flatshare.title': 'Do you live in a flat-share?',
  'sim.flatshare.residence':
    'In a residence, each resident claims the aid for their own fee: the flat-share question does not arise.',
  'sim.flatshare.label': 'Do you share the home with flatmates?',
  'sim.flatshare.hint':
    'In a flat-share, each flatmate claims aid for their share of the rent, with lower ceilings.',
  'sim.flatshare.share': 'Your share of the rent (excluding charges)',
  'sim.flatshare.shareHint': 'The total rent you gave is €{rent}.',

  'sim.birth.title': 'What is your date of birth?',
  'sim.birth.intro': 'It tells whether the student flat rate applies (under 28).',
  'sim.birth.label': 'Date of birth',

  'sim.status.title': 'What is your situation?',
  'sim.status.label': 'You are…',
  'sim.status.student': 'A student',
  'sim.status.employee': 'An employee',
  'sim.status.employeeHint': 'including work-study and apprenticeship',
  'sim.status.unemployed': 'A jobseeker',
  'sim.status.rsa': 'An RSA recipient (revenu de solidarité active)',
  'sim.status.other': 'Something else',
  'sim.status.otherHint': 'retired, self-employed, not working…',
  'sim.status.boursier': 'Do you hold a means-tested student grant (boursier sur critères sociaux)?',
  'sim.status.boursierHint': 'A student with a grant has a lower flat rate of resources, so a higher aid.',
  'sim.status.unemploymentStart': 'Since which month have you been unemployed?',
  'sim.status.unemploymentStartHint':
    'After two months of unemployment, the CAF reduces or disregards earlier salaries: the date changes the amount.',
  'sim.status.monthPlaceholder': 'YYYY-MM',
  'sim.status.indemnified': 'Do you receive unemployment benefit (ARE)?',
  'sim.status.salary': 'Your monthly net taxable salary before unemployment',
  'sim.status.salaryHint':
    'The 12 months the CAF looks at still include months of salary. Enter 0 if you were not working.',

  'sim.status.nationality': 'What is your nationality?',
  'sim.status.nationalityHint':
    'Since 1 July 2026, nationality and residence permit can close the right to housing aid for international students.',
  'sim.status.french': 'French',
  'sim.status.eu': 'European Union, EEA or Switzerland',
  'sim.status.euHint': 'Germany, Spain, Italy, Norway, Switzerland…',
  'sim.status.otherNationality': 'Another nationality',
  'sim.status.permit': 'Which residence permit do you hold?',
  'sim.status.studentPermit': 'A long-stay visa or residence permit « étudiant »',
  'sim.status.studentPermitHint':
    'VLS-TS étudiant, carte « étudiant » or « étudiant – programme de mobilité »',
  'sim.status.otherPermit': 'Another residence permit',
  'sim.status.otherPermitHint':
    'carte de résident, refugee, subsidiary protection, vie privée et familiale, salarié, job search after studies…',
  'sim.status.bcs': 'Do you meet the conditions to hold a means-tested grant (bourse sur critères sociaux)?',
  'sim.status.bcsHint':
    'Even if you have not applied for it. For an international student, these conditions (full-time studies, age, diploma, parents’ income, progress) include one on nationality: being a refugee or under protection, or living in France for at least two years with parents whose tax household has been in France for two years.',
  'sim.status.bcsLink': 'The grant’s conditions on service-public.fr (in French)',
  'sim.children.title': 'Do you have dependent children?',
  'sim.children.label': 'Number of dependent children',
  'sim.children.hint': 'Children under 21 who live with you.',
  'sim.children.none': 'None',
  'sim.children.fourOrMore': '4 or more',
  'sim.children.count': 'How many exactly?',

  'sim.household.title': 'Do you live alone or as a couple?',
  'sim.household.label': 'In this home, you live…',
  'sim.household.alone': 'Alone',
  'sim.household.couple': 'As a couple',
  'sim.household.coupleHint': 'married, civil partnership (PACS) or cohabiting',
  'sim.household.partnerStatus': 'Your partner is…',
  'sim.household.partnerStatusHint':
    'The CAF counts each person’s income according to their situation: your partner’s work-expense deduction, unemployment or RSA change the amount.',
  'sim.household.partnerUnemploymentStart': 'Since which month has your partner been unemployed?',
  'sim.household.partnerIndemnified': 'Does your partner receive unemployment benefit (ARE)?',
  'sim.household.partnerSalary': 'Their monthly net taxable salary before unemployment',
  'sim.household.partnerSalaryHint':
    'The 12 months the CAF looks at still include months of salary. Enter 0 if they were not working.',
  'sim.household.partnerStudentNote':
    'Only the situation of the person who applies opens the student flat rate. If your partner is a student under 28 and you are not, run the simulation again in their name to compare.',

  'sim.income.title': 'What is your income?',
  'sim.income.noBenefit':
    'Without unemployment benefit, you have no current income to give. The CAF takes into account the salary before unemployment given at the previous step, then, after two months of unemployment without benefit, counts neither salaries nor benefits.',
  'sim.income.benefit': 'Monthly unemployment benefit (ARE)',
  'sim.income.couple': 'Monthly net taxable income of the couple',
  'sim.income.single': 'Monthly net taxable income',
  'sim.income.own': 'Your monthly net taxable income',
  'sim.income.partner': 'Your partner’s',
  'sim.income.partnerHint':
    'Their monthly net taxable income, on average over the last 12 months. Enter 0 if they have none.',
  'sim.income.partnerBenefit': 'Your partner’s monthly unemployment benefit (ARE)',
  'sim.income.partnerNoBenefit':
    'Your partner receives no unemployment benefit: no current income to enter for them. After two months of unemployment without benefit, the CAF counts neither their income nor yours.',
  'sim.income.benefitHint': 'The net amount of the benefit you receive each month.',
  'sim.income.hint':
    'The “net imposable” line of your payslip, averaged over the last 12 months. Enter 0 if you have no income.',
  'sim.income.studentHint':
    ' Student under 28: the CAF uses a flat rate, your actual income does not change the amount.',
  'sim.income.savings': 'Do you have more than {amount} in savings?',
  'sim.income.savingsHint':
    'Livret A, LDDS, LEP, savings accounts and plans… Above {amount}, the CAF adds 3% of their amount to your resources.',
  'sim.income.assets': 'Total amount of your savings',

  'sim.income.ifi':
    'Are you attached to the tax household of parents who pay the wealth tax on real estate (IFI)?',
  'sim.income.ifiCouple':
    'Are you or your partner attached to the tax household of parents who pay the wealth tax on real estate (IFI)?',
  'sim.income.ifiHint':
    'That is, counted in their French tax return. The IFI only concerns real-estate wealth above €1.3 million: if in doubt, ask your parents.',
  'sim.forWhom.label': 'Who is this simulation for?',
  'sim.forWhom.hint': 'The amount depends only on the situation of the person who lives in the home.',
  'sim.forWhom.moi': 'For me',
  'sim.forWhom.enfant': 'For my child',
  'sim.forWhom.enfantHint': 'a student or young person with a home of their own',
  'sim.forWhom.proche': 'For someone close',
  'sim.forWhom.who.enfant': 'your child',
  'sim.forWhom.who.proche': 'your relative',
  'sim.forWhom.emailNote':
    'The e-mail address is where to receive the results: yours. The next questions are about {who}: their date of birth, their rent, their income, not yours.',
  'sim.postcode.title.them': 'Where is {who}’s home?',
  'sim.rent.title.them': 'What is their rent?',
  'sim.rent.housing.them': 'Where does {who} live?',
  'sim.rent.redevanceHint.them':
    'What {who} pays the residence each month, rent and charges included (without optional services).',
  'sim.rent.prefilled.them': ' Prefilled with the average rent in {city}: replace it with theirs.',
  'sim.charges.title.them': 'And their service charges?',
  'sim.housing.residenceRoom.them': 'In the residence, {who} has…',
  'sim.housing.rentalKind.them': '{Who} rents…',
  'sim.housing.relative.them':
    'Does the home belong to one of their parents (you, for instance), grandparents, children or grandchildren?',
  'sim.housing.relativeHint.them':
    'Or to those of their partner, or partly to {who}. A brother, sister, uncle or cousin does not count.',
  'sim.flatshare.title.them': 'Does {who} live in a flat-share?',
  'sim.flatshare.label.them': 'Does {who} share the home with flatmates?',
  'sim.flatshare.share.them': 'Their share of the rent (excluding charges)',
  'sim.birth.title.them': 'What is {who}’s date of birth?',
  'sim.birth.label.them': 'Their date of birth',
  'sim.status.title.them': 'What is {who}’s situation?',
  'sim.status.label.them': '{Who} is…',
  'sim.status.boursier.them': 'Does {who} hold a means-tested student grant (boursier sur critères sociaux)?',
  'sim.status.unemploymentStart.them': 'Since which month has {who} been unemployed?',
  'sim.status.indemnified.them': 'Does {who} receive unemployment benefit (ARE)?',
  'sim.status.salary.them': 'Their monthly net taxable salary before unemployment',
  'sim.status.nationality.them': 'What is {who}’s nationality?',
  'sim.status.permit.them': 'Which residence permit does {who} hold?',
  'sim.status.bcs.them':
    'Does {who} meet the conditions to hold a means-tested grant (bourse sur critères sociaux)?',
  'sim.children.title.them': 'Does {who} have dependent children?',
  'sim.children.hint.them': 'Their children under 21 who live with them.',
  'sim.household.title.them': 'Does {who} live alone or as a couple?',
  'sim.household.label.them': 'In this home, {who} lives…',
  'sim.household.partnerStatus.them': 'Their partner is…',
  'sim.income.title.them': 'What is their income?',
  'sim.income.single.them': 'Their monthly net taxable income ({who}’s, not yours)',
  'sim.income.own.them': 'Their monthly net taxable income ({who}’s, not yours)',
  'sim.income.hint.them':
    'The “net imposable” line of their payslip, averaged over the last 12 months. Enter 0 if {who} has no income.',
  'sim.income.studentHint.them':
    ' Student under 28: the CAF uses a flat rate, their actual income does not change the amount.',
  'sim.income.savings.them': 'Does {who} have more than {amount} in savings?',
  'sim.income.assets.them': 'Total amount of their savings',
  'sim.income.ifi.them':
    'Is {who} attached to the tax household of parents (you, for instance) who pay the wealth tax on real estate (IFI)?',
  'sim.income.ifiHint.them':
    'That is, counted in their income tax return. The IFI only concerns real-estate wealth above €1.3 million.',

  // The result's words for the person concerned (the results view's translator: for-whom.ts).
  'sim.verdict.eligible.them': '{Who} is eligible for housing aid (APL)',
  'sim.verdict.notEntitled.them': 'No housing aid for {who} from your answers',
  'sim.apply.title.them': 'Apply at the CAF in {who}’s name',
  'sim.apply.text.them':
    'Applying is free and done online, in {who}’s name, as soon as they move in: section “Aides et démarches”, then “Logement” (the site is in French).',
  'sim.condition.bailleurFamille.them':
    'The home belongs neither to {who}, nor to their partner, nor to their parents (you, for instance), grandparents or children.',
  'sim.condition.residencePrincipale.them':
    '{Who} lives in the home at least 8 months a year: it is their main residence.',
  'sim.recap.flatshareYes.them': 'Yes (their share of the rent)',
  'sim.recap.ownIncome.them': 'Their income',
  'sim.recap.income.them': 'Income of {who}',
  'sim.recap.status.them': 'Status of {who}',
  'sim.whatif.openingEnd.them': ', {who} would be entitled to {amount} a month (other answers unchanged).',
  'sim.whatif.studentFlat.them':
    'Their income does not change the amount: for a student under 28, the CAF uses a flat rate of resources instead of income (Code de la construction et de l’habitation, art. R. 822-20).',
  'sim.parents.title': 'What changes for your family',
  'sim.parents.intro':
    'If your child receives housing aid in their own name, this is what it changes for you, according to the law.',
  'sim.parents.amount': 'Your child can receive {amount} a month of housing aid, in their own name.',
  'sim.parents.noAmount':
    'From these answers, your child is not entitled to housing aid: what follows applies if they receive it one day.',
  'sim.parents.source': 'Source: ',
  'sim.parents.simulator': 'For the amount of your own benefits, run a simulation on the CAF’s simulator',
  'sim.parents.loading': 'Loading…',
  'sim.results.loadFailed': 'The results could not be loaded. Check your connection and reload the page.',
  'sim.results.notFound': 'Results not found',
  'sim.results.start': 'Start a simulation',
  'sim.results.missing': 'Some answers are missing',
  'sim.results.complete': 'Complete my simulation',
  'sim.results.analysing': 'Checking your situation against the official APL scales',
  'sim.results.printMeta': 'APL simulation of {date}',
  'sim.results.anywayTitle': 'Should you apply anyway?',
  'sim.results.anyway':
    'This calculation covers the three housing aids: APL (home under agreement), ALS and ALF. If your situation changes (lower income, a grant obtained, a birth, a move), you may become entitled: the CAF reviews resources every three months. If in doubt, apply on caf.fr: it is free and commits you to nothing.',
  'sim.results.new': 'New simulation',
  'sim.results.print': 'Print the results',

  'sim.verdict.eligible': 'You are eligible for housing aid (APL)',
  'sim.verdict.result': 'The result of your APL simulation',
  'sim.verdict.estimated': 'Estimated amount',
  'sim.verdict.simulated': 'Simulated amount',
  'sim.verdict.perMonth': 'per month',
  'sim.verdict.APL': 'APL (personalised housing aid, aide personnalisée au logement)',
  'sim.verdict.ALS': 'ALS (social housing allowance, allocation de logement sociale)',
  'sim.verdict.ALF': 'ALF (family housing allowance, allocation de logement familiale)',
  'sim.verdict.why': 'Why?',
  'sim.verdict.calculationError': 'Calculation error',
  'sim.verdict.unknownResidence':
    'You did not know whether the home is under an APL agreement: the calculation assumes a residence under agreement, like most. Your lease or the residence will tell you.',
  'sim.verdict.unknownRental':
    'You did not know whether the home is under an APL agreement: the calculation assumes a home without agreement, the most common case. Your lease or the residence will tell you.',
  'sim.verdict.scales':
    'Calculated with the French {label}.{warning} A non-binding estimate: only the CAF (family allowance office) sets your aid.',

  'sim.verdict.notEntitled': 'No housing aid from your answers',
  'sim.verdict.toCheck': 'To check before counting on this aid',
  'sim.verdict.toCheckNoAid': 'Also to check',
  'sim.condition.nationaliteTitre':
    'Your nationality and residence permit: since 1 July 2026, a non-EU « étudiant » permit closes the right without the grant’s conditions.',
  'sim.condition.bailleurFamille':
    'The home belongs neither to you, nor to your partner, nor to your parents, grandparents or children.',
  'sim.condition.ifiParents':
    'No one in the household is attached to the tax household of parents who pay the wealth tax on real estate.',
  'sim.condition.residencePrincipale':
    'You live in the home at least 8 months a year: it is your main residence.',
  'sim.condition.decenceSurface':
    'The home is decent and at least 9 m² for one person (16 m² for two, 9 m² more per extra person).',
  'sim.unclear.title': 'What the law does not say clearly',
  'sim.unclear.couple':
    'You live as a couple: if your partner meets the conditions, the law does not say whether they can apply in their name. Ask the CAF.',
  'sim.unclear.alreadyPaid':
    'Were you already receiving the aid before 1 July 2026? The law says nothing of rights already open and leaves how it applies to a decree. Ask the CAF.',
  'sim.unclear.scholarship':
    'Do you hold a French government scholarship (Campus France, Eiffel…)? It is not a means-tested grant: only the latter’s conditions count. Ask the CAF if in doubt.',
  'sim.exclusion.title': 'What can you do now?',
  'sim.exclusion.bcs':
    'Check with the CROUS whether you meet the conditions of the means-tested grant by filing a dossier social étudiant: if you do, run the simulation again saying so.',
  'sim.exclusion.bcsLink': 'The dossier social étudiant (messervices.etudiant.gouv.fr, in French)',
  'sim.exclusion.work': 'Working does not change this: the rule depends on the permit, not on the activity.',
  'sim.exclusion.crous': 'Apply for CROUS student housing: its rents are lower than private ones.',
  'sim.exclusion.visale': 'Without a guarantor, Action Logement’s Visale guarantee stands surety for free.',
  'sim.exclusion.others': 'The other aids below have their own conditions: read them on their official page.',
  'sim.recap.title': 'Summary',
  'sim.recap.edit': 'Change',
  'sim.recap.editLabel': 'Change: {label}',
  'sim.recap.zone': 'Zone and postcode',
  'sim.recap.zoneValue': 'Zone {zone} — {postalCode}',
  'sim.recap.housing': 'Type of home',
  'sim.recap.crous': 'CROUS residence',
  'sim.recap.foyer': 'Residence (foyer, social residence…)',
  'sim.recap.rental': 'Rental',
  'sim.recap.redevance': 'Residence fee (redevance)',
  'sim.recap.perMonth': '{amount} per month',
  'sim.recap.room': ', room',
  'sim.recap.studio': ', studio',
  'sim.recap.rent': 'Rent excluding charges',
  'sim.recap.charges': 'Service charges',
  'sim.recap.chargesResidence': 'included in the fee (redevance)',
  'sim.recap.flatshareResidence': 'no: in a residence, each resident claims for their own fee',
  'sim.recap.furnished': 'Furnished',
  'sim.recap.flatshare': 'Flat-share',
  'sim.recap.flatshareYes': 'Yes (your share of the rent)',
  'sim.recap.status': 'Status',
  'sim.recap.boursier': 'with a student grant',
  'sim.recap.notBoursier': 'without a student grant',
  'sim.recap.since': '{status} since {month}, {indemnified}',
  'sim.recap.indemnified': 'receiving benefit',
  'sim.recap.notIndemnified': 'without benefit',
  'sim.recap.benefit': 'Unemployment benefit',
  'sim.recap.income': 'Income',
  'sim.recap.savings': '; savings {amount}',
  'sim.recap.household': 'Household',
  'sim.recap.partnerStatus': 'Your partner’s status',
  'sim.recap.partnerIncome': 'Your partner’s income',
  'sim.recap.partnerBenefit': 'Your partner’s unemployment benefit',
  'sim.recap.ownIncome': 'Your income',
  'sim.recap.children': 'Dependent children',

  'sim.recap.nationality': 'Nationality',
  'sim.recap.studentPermit': 'residence permit « étudiant »',
  'sim.recap.otherPermit': 'another residence permit',
  'sim.recap.bcsYes': 'grant conditions met',
  'sim.recap.bcsNo': 'grant conditions not met',
  'sim.recap.owner': 'Home owned by a parent or child',
  'sim.recap.ifi': 'Attached to parents who pay the IFI',
  'sim.whatif.title': 'What if…? Change an answer',
  'sim.whatif.openingRedevance': 'With a residence fee of {amount} or less',
  'sim.whatif.openingRent': 'With a rent excluding charges of {amount} or less',
  'sim.whatif.openingIncome': 'With an income of {amount} a month or less',
  'sim.whatif.openingEnd': ', you would be entitled to {amount} a month (other answers unchanged).',
  'sim.whatif.colon': ': ',
  'sim.whatif.income': 'Monthly income',
  'sim.whatif.flatshare': 'In a flat-share',
  'sim.whatif.estimated': 'Estimated aid: ',
  'sim.whatif.perMonth': ' per month',
  'sim.whatif.zeroRedevance': 'The aid falls to €0 from a residence fee of {amount}.',
  'sim.whatif.zeroRent': 'The aid falls to €0 from a rent excluding charges of {amount}.',
  'sim.whatif.zeroIncome': 'The aid falls to €0 from an income of {amount} a month.',
  'sim.whatif.studentFlat':
    'Your income does not change the amount: for a student under 28, the CAF uses a flat rate of resources instead of income (Code de la construction et de l’habitation, art. R. 822-20).',
  'sim.whatif.reset': 'Back to my answers',

  'sim.apply.title': 'Apply for your aid at the CAF (family allowance office)',
  'sim.apply.text':
    'Applying is free and done online, as soon as you move in: section “Aides et démarches”, then “Logement” (the site is in French).',
  'sim.apply.button': 'Apply on caf.fr',
  'sim.apply.msa': 'Under the agricultural scheme (MSA)? Apply on ',

  'sim.mail.sending': 'Sending your results to {email}…',
  'sim.mail.sent': 'Results sent by e-mail',
  'sim.mail.sentTo': ' to {email}.',
  'sim.mail.outbox': 'No e-mail from this site',
  'sim.mail.outboxText':
    ': sending e-mails is not enabled here. Keep the link to your results below, or print this page.',
  'sim.mail.changed': 'Your answers have changed since.',
  'sim.mail.already': 'Your results were already sent to {email}.',
  'sim.mail.resend': 'Send my updated results again',
  'sim.mail.limit':
    'Your results were already sent several times to this address: find them with the link below.',
  'sim.mail.problem': 'E-mail sending problem',
  'sim.mail.colon': ': ',
  'sim.mail.error': 'Error while sending the e-mail',
  'sim.mail.retry': 'Try sending again',
  'sim.mail.link': 'Link to these results',
  'sim.mail.linkText':
    ' to keep or share: it shows the amount and the summary, never your e-mail address or your date of birth.',

  'sim.docs.title': 'My documents',
  'sim.docs.intro':
    'The documents to have at hand for your claim, from your answers. At the end of the online claim, the CAF shows the exact list of those to send.',
  'sim.docs.countOne': '{ready} of {total} ready',
  'sim.docs.countMany': '{ready} of {total} ready',
  'sim.docs.conditionColon': ':',
  'sim.docs.sources': 'Sources: ',
  'sim.docs.print': 'Print the list',

  'sim.cal.title': 'My calendar',
  'sim.cal.entryLabel': 'You move in during',
  'sim.cal.eligible': 'The dates to remember for your claim and your aid.',
  'sim.cal.notEligible': 'If you apply anyway and a right opens, here are the dates to remember.',
  'sim.cal.undated': 'No fixed date',
  'sim.cal.download': 'Download the calendar (.ics)',
  'sim.cal.source': 'Source: {label}',
  'sim.cal.icsName': 'My housing aid',

  'sim.aids.title': 'Other aids worth knowing',
  'sim.aids.intro':
    'From your answers, these aids may concern you: check the conditions on their official page.',
  'sim.aids.link': 'Conditions and application on {site}',
  'sim.aids.checked': ' — conditions checked in {month}',

  'sim.how.title': 'Calculation details',
  'sim.how.legalRefs':
    'Each step cites the article of law it applies, as the French texts cite themselves (in French).',
  'sim.how.perYear': '{amount} / year',
  'sim.how.loading': 'Loading the explanation…',

  'sim.api.generic': 'Error while sending the e-mail',
  'sim.api.REQUETE_INVALIDE': 'Invalid request',
  'sim.api.INTROUVABLE': 'Simulation not found',
  'sim.api.SIMULATION_INCOMPLETE': 'The simulation is incomplete',
  'sim.api.TROP_DE_REQUETES': 'Too many requests: try again in a few minutes',
  'sim.api.TROP_D_ENVOIS': 'Too many e-mails to this address: try again later',
  'sim.api.ERREUR_INTERNE': 'Internal server error',
};
