/**
 * A result in plain words (issue 29): up to three sentences, shown right under the amount, that say what decided
 * it — the rent (or residence fee) the CAF takes, the resources it counts, and what is left to the visitor — with
 * the engine's own figures (its intermediate values), never a figure of its own. The legal detail (R0, K, parts,
 * articles) stays in « Détail du calcul ». Pure: the results page loads it as a chunk of its own.
 */
import { computeAidAmount } from '../apl/calculate.ts';
import { conditionNonRemplie } from '../apl/conditions.ts';
import { euros, eurosEn } from '../apl/format.ts';
import type { ResultatAide } from '../apl/types.ts';
import type { Locale } from '../locales.ts';
import { candidateAnswers, engineInputOf, type FormData, type ForWhom, forWhomOf } from './form.ts';

/** What the sentences read from the engine's result. */
export type PlainSource = Pick<ResultatAide, 'montant' | 'montantFinal' | 'refusCode' | 'intermediaires'> & {
  readonly conditions?: ResultatAide['conditions'];
  /** The rent the visitor answered: a furnished one counts for less (CCH D. 823-16), which the sentence says. */
  readonly declaredRent?: number | undefined;
};

type Money = (x: number) => string;

/** The words of one language; every figure comes in already written. */
type Words = {
  rentOver: (rent: string, ceiling: string) => string;
  rentUnder: (rent: string, ceiling: string) => string;
  furnishedOver: (rent: string, counted: string, ceiling: string) => string;
  furnishedUnder: (rent: string, counted: string, ceiling: string) => string;
  feeOver: (fee: string, ceiling: string) => string;
  feeUnder: (fee: string, ceiling: string) => string;
  feeFixed: (amount: string, charges: string | null) => string;
  studentFlat: (amount: string) => string;
  neutralised: (amount: string) => string;
  resources: (amount: string) => string;
  left: (participation: string) => string;
  leftCoversAll: (participation: string, housing: string) => string;
  suppressed: (rent: string) => string;
  reduced: (rent: string) => string;
  rls: (reduction: string) => string;
  belowThreshold: (threshold: string) => string;
  residenceShare: (percent: number, minimum: string) => string;
};

/**
 * The person the sentences speak of (« Pour qui ? »): the visitor (« Votre loyer », « Il vous reste ») or, for a
 * child or someone close, that person in the third person (« Son loyer », « Il lui reste »). French possessives
 * agree with the noun: `Son`/`Sa`/`Ses` for a masculine, feminine and plural one.
 */
type FrPerson = { Son: string; Sa: string; Ses: string; son: string; sa: string; ses: string; lui: string };

const FR_YOU: FrPerson = {
  Son: 'Votre',
  Sa: 'Votre',
  Ses: 'Vos',
  son: 'votre',
  sa: 'votre',
  ses: 'vos',
  lui: 'vous',
};
const FR_THEM: FrPerson = { Son: 'Son', Sa: 'Sa', Ses: 'Ses', son: 'son', sa: 'sa', ses: 'ses', lui: 'lui' };

const fr = (p: FrPerson): Words => ({
  rentOver: (rent, ceiling) =>
    `${p.Son} loyer de ${rent} dépasse le plafond de ${ceiling} : la CAF retient ${ceiling}.`,
  rentUnder: (rent, ceiling) =>
    `${p.Son} loyer de ${rent} ne dépasse pas le plafond de ${ceiling} : la CAF le retient en entier.`,
  furnishedOver: (rent, counted, ceiling) =>
    `${p.Son} loyer meublé de ${rent} compte pour ${counted}, au-dessus du plafond de ${ceiling} : la CAF retient ${ceiling}.`,
  furnishedUnder: (rent, counted, ceiling) =>
    `${p.Son} loyer meublé de ${rent} compte pour ${counted}, sous le plafond de ${ceiling} : la CAF retient ${counted}.`,
  feeOver: (fee, ceiling) =>
    `${p.Sa} redevance de ${fee} dépasse le plafond de ${ceiling} : la CAF retient ${ceiling}.`,
  feeUnder: (fee, ceiling) =>
    `${p.Sa} redevance de ${fee} ne dépasse pas le plafond de ${ceiling} : la CAF la retient en entier.`,
  feeFixed: (amount, charges) =>
    `En résidence, la CAF ne part pas de ${p.sa} redevance mais d’un montant fixe de ${amount}${charges ? `, plus ${charges} de charges` : ''}.`,
  studentFlat: (amount) => `La CAF compte un forfait de ${amount} de ressources par an pour un étudiant.`,
  neutralised: (amount) =>
    `${p.Ses} revenus d’activité ne sont pas comptés (RSA ou chômage non indemnisé) : la CAF retient ${amount} de ressources par an.`,
  resources: (amount) =>
    `La CAF compte ${amount} de ressources par an : ${p.ses} revenus des 12 mois de référence, après déductions.`,
  left: (participation) => `Il ${p.lui} reste ${participation} de participation personnelle par mois.`,
  leftCoversAll: (participation, housing) =>
    `${p.Sa} participation personnelle de ${participation} par mois couvre à elle seule le loyer retenu et les charges (${housing}) : pas d’aide.`,
  suppressed: (rent) => `${p.Son} loyer dépasse ${rent} : à ce niveau, l’aide est supprimée.`,
  reduced: (rent) => `${p.Son} loyer dépasse ${rent} : l’aide est réduite.`,
  rls: (reduction) =>
    `${p.Son} bailleur social baisse ${p.son} loyer de ${reduction} (réduction de loyer de solidarité) : l’aide diminue d’autant.`,
  belowThreshold: (threshold) =>
    `L’aide calculée est trop faible : la CAF ne verse rien sous ${threshold} par mois.`,
  residenceShare: (percent, minimum) =>
    `Selon ${p.ses} ressources, l’aide couvre ${percent} % de ce qui dépasse ${minimum} par mois.`,
});

/** The person in English: « Your rent », « You are left » or « Their rent », « They are left ». */
type EnPerson = { Your: string; your: string; YouAre: string };

const EN_YOU: EnPerson = { Your: 'Your', your: 'your', YouAre: 'You are' };
const EN_THEM: EnPerson = { Your: 'Their', your: 'their', YouAre: 'They are' };

const en = (p: EnPerson): Words => ({
  rentOver: (rent, ceiling) =>
    `${p.Your} rent of ${rent} is above the ceiling of ${ceiling}: the CAF counts ${ceiling}.`,
  rentUnder: (rent, ceiling) =>
    `${p.Your} rent of ${rent} is within the ceiling of ${ceiling}: the CAF counts all of it.`,
  furnishedOver: (rent, counted, ceiling) =>
    `${p.Your} furnished rent of ${rent} counts as ${counted}, above the ceiling of ${ceiling}: the CAF counts ${ceiling}.`,
  furnishedUnder: (rent, counted, ceiling) =>
    `${p.Your} furnished rent of ${rent} counts as ${counted}, within the ceiling of ${ceiling}: the CAF counts ${counted}.`,
  feeOver: (fee, ceiling) =>
    `${p.Your} residence fee of ${fee} is above the ceiling of ${ceiling}: the CAF counts ${ceiling}.`,
  feeUnder: (fee, ceiling) =>
    `${p.Your} residence fee of ${fee} is within the ceiling of ${ceiling}: the CAF counts all of it.`,
  feeFixed: (amount, charges) =>
    `In a residence, the CAF does not start from ${p.your} fee but from a set amount of ${amount}${charges ? `, plus ${charges} of charges` : ''}.`,
  studentFlat: (amount) => `The CAF counts a flat ${amount} a year of resources for a student.`,
  neutralised: (amount) =>
    `${p.Your} earnings are not counted (RSA or unpaid unemployment): the CAF counts ${amount} a year of resources.`,
  resources: (amount) =>
    `The CAF counts ${amount} a year of resources: ${p.your} income over the 12 reference months, after deductions.`,
  left: (participation) => `${p.YouAre} left with ${participation} a month of personal contribution.`,
  leftCoversAll: (participation, housing) =>
    `${p.Your} personal contribution of ${participation} a month alone covers the rent counted and charges (${housing}): no aid.`,
  suppressed: (rent) => `${p.Your} rent is above ${rent}: at that level, the aid is withdrawn.`,
  reduced: (rent) => `${p.Your} rent is above ${rent}: the aid is reduced.`,
  rls: (reduction) =>
    `${p.Your} social landlord lowers ${p.your} rent by ${reduction} (réduction de loyer de solidarité): the aid goes down accordingly.`,
  belowThreshold: (threshold) =>
    `The aid computed is too small: the CAF pays nothing below ${threshold} a month.`,
  residenceShare: (percent, minimum) =>
    `Given ${p.your} resources, the aid covers ${percent}% of what is above ${minimum} a month.`,
});

/** The words of a language for the person concerned. */
function wordsFor(locale: Locale, forWhom: ForWhom): Words {
  const them = forWhom !== 'moi';
  return locale === 'en' ? en(them ? EN_THEM : EN_YOU) : fr(them ? FR_THEM : FR_YOU);
}

/** Whole euros when the figure is whole, else to the cent. */
const writer =
  (format: typeof euros): Money =>
  (x) =>
    format(x, Math.round(x * 100) % 100 === 0 ? 0 : 2);

/** What the rent or residence fee counts for. */
function housingLine(s: PlainSource, w: Words, m: Money): string {
  const i = s.intermediaires;
  const r = i.residence;
  if (r && !r.apl) return w.feeFixed(m(i.loyerRetenu), i.forfaitCharges > 0 ? m(i.forfaitCharges) : null);
  const over = i.loyerReel > i.loyerPlafond;
  if (r) return (over ? w.feeOver : w.feeUnder)(m(i.loyerReel), m(i.loyerPlafond));
  const declared = s.declaredRent;
  if (declared !== undefined && Math.abs(declared - i.loyerReel) >= 0.005)
    return (over ? w.furnishedOver : w.furnishedUnder)(m(declared), m(i.loyerReel), m(i.loyerPlafond));
  return (over ? w.rentOver : w.rentUnder)(m(i.loyerReel), m(i.loyerPlafond));
}

/** The resources counted: the student's flat rate, neutralised earnings, or the income after deductions. */
function resourcesLine(s: PlainSource, w: Words, m: Money): string {
  const i = s.intermediaires;
  const amount = m(i.ressources);
  if (i.modeRessources === 'forfait-etudiant') return w.studentFlat(amount);
  if (i.modeRessources.startsWith('neutralisation')) return w.neutralised(amount);
  return w.resources(amount);
}

/** What is left to the visitor, or what brought the aid to nothing. */
function outcomeLine(s: PlainSource, w: Words, m: Money): string {
  const i = s.intermediaires;
  const r = i.residence;
  if (r) {
    if (s.montantFinal === 0 && s.refusCode === 'SOUS_SEUIL_VERSEMENT')
      return w.belowThreshold(m(i.seuilVersement));
    return w.residenceShare(Math.round(r.coefficientKArrondi * 100), m(r.loyerMinimal));
  }
  if (s.refusCode === 'ABSORBEE_PAR_RLS') return w.rls(m(i.reductionLoyerSolidarite));
  if (i.aideAvantSeuil <= 0)
    return w.leftCoversAll(m(i.participationPersonnelle), m(i.loyerRetenu + i.forfaitCharges));
  if (i.coefficientDegressivite === 0) return w.suppressed(m(i.plafondSuppression));
  if (s.montantFinal === 0) return w.belowThreshold(m(i.seuilVersement));
  return w.left(m(i.participationPersonnelle));
}

/**
 * The plain sentences of a result in `locale`, speaking of `forWhom` (the visitor, or their child or someone close
 * in the third person; the same figures): none when a condition of entitlement is not met (the verdict says why,
 * and no amount is computed for it).
 */
export function plainLines(s: PlainSource, locale: Locale = 'fr', forWhom: ForWhom = 'moi'): string[] {
  if (conditionNonRemplie(s.conditions ?? [])) return [];
  const w = wordsFor(locale, forWhom);
  const m = writer(locale === 'en' ? eurosEn : euros);
  const lines = [housingLine(s, w, m), resourcesLine(s, w, m), outcomeLine(s, w, m)];
  // A rent above the degressivity threshold that still leaves an aid: said with the rent.
  const i = s.intermediaires;
  if (!i.residence && s.montantFinal > 0 && i.coefficientDegressivite < 1)
    lines[0] = `${lines[0]} ${w.reduced(m(i.plafondDegressivite))}`;
  return lines;
}

/** What the results page shows: the amount it shows (`montant`, `montantFinal`) in the month it was computed for. */
export type ShownAmount = {
  readonly montant: number;
  readonly montantFinal: number;
  readonly calculatedFor: string;
};

/**
 * The plain sentences for answers and the result shown of them: the engine computes the same answers again (a
 * shared recap has no birth date: the first representative age that gives the same amount, as `candidateAnswers`
 * says); none if no answers give that amount. They speak of the person the answers are for (`form.forWhom`).
 */
export function plainLinesFor(form: FormData, shown: ShownAmount, locale: Locale = 'fr'): string[] {
  for (const answers of candidateAnswers(form, shown.calculatedFor)) {
    try {
      const input = engineInputOf(answers);
      const c = computeAidAmount(input, shown.calculatedFor, {}, locale);
      if (c.ok && c.result.montant === shown.montant && c.result.montantFinal === shown.montantFinal)
        return plainLines({ ...c.result, declaredRent: input.rent }, locale, forWhomOf(form));
    } catch {
      // An answer the engine cannot take: no plain words rather than wrong ones.
    }
  }
  return [];
}
