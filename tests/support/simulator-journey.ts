/**
 * The simulator's journey as a visitor answers it, by label: the households of the browser tests, the amount
 * the engine computes for them, and the answering of every step — in a page of the site or in the frame of
 * the embedded simulator (tests/e2e/simulator.test.ts, tests/e2e/embed.test.ts), in French or in English
 * (tests/e2e/english-simulator.test.ts).
 */
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { calculateAid } from '#core/apl/index.ts';

export type Household = {
  email: string;
  postalCode: string;
  zone: 1 | 2 | 3;
  rent: number;
  charges: number;
  furnished: boolean;
  birthDate: string;
  status: 'student' | 'employee';
  boursier?: boolean;
  children: number;
  livingAlone: boolean;
  /** The applicant's own monthly income (alone, or beside the partner's in a couple). */
  income: number;
  /**
   * In a couple, the partner's status and own income (step « situation », then « revenus »). A couple without it
   * answers « Autre situation » with no income: the household's income is then the applicant's, as before.
   */
  partner?: Partner;
  /** Nationality (default French); for another one, the permit, and for a student permit, the grant's conditions. */
  nationality?: 'fr' | 'eu' | 'other';
  studentPermit?: boolean;
  bcsConditions?: boolean;
  /** The home belongs to a parent, grandparent or child (default no). */
  landlordRelative?: boolean;
  /** Attached to parents who pay the IFI, when asked (default no). */
  parentsIfi?: boolean;
  /**
   * « Pour qui faites-vous cette simulation ? » (default « Pour moi »): for a child or someone close, the steps ask
   * about them (« Sa date de naissance »), and the answers above are theirs; `email` stays the visitor's own.
   */
  forWhom?: 'moi' | 'enfant' | 'proche';
};

export type Partner = { status: 'student' | 'employee' | 'other'; income: number };

/** A couple's partner when the household does not say: no income, « Autre situation ». */
const NO_PARTNER_INCOME: Partner = { status: 'other', income: 0 };

export const partnerOf = (h: Household): Partner | null =>
  h.livingAlone ? null : (h.partner ?? NO_PARTNER_INCOME);

export const studentInLyon: Household = {
  email: 'etudiante.lyon@exemple.fr',
  postalCode: '69007',
  zone: 2,
  rent: 480,
  charges: 40,
  furnished: true,
  birthDate: '2005-06-01',
  status: 'student',
  boursier: true,
  children: 0,
  livingAlone: true,
  income: 350,
};

export const coupleInParis: Household = {
  email: 'famille.paris@exemple.fr',
  postalCode: '75015',
  zone: 1,
  rent: 1400,
  charges: 150,
  furnished: false,
  birthDate: '1990-04-12',
  status: 'employee',
  children: 2,
  livingAlone: false,
  income: 1900,
};

/** What the engine is told of a household, as the simulator's answers give it. */
export function engineInputOf(h: Household) {
  const partner = partnerOf(h);
  return {
    zone: h.zone,
    rent: h.rent,
    charges: h.charges,
    furnished: h.furnished,
    chambre: false,
    colocation: false,
    conventionne: false,
    birthDate: h.birthDate,
    status: h.status,
    boursier: h.boursier ?? false,
    livingAlone: h.livingAlone,
    children: h.children,
    // The engine's `income` is the household's total; the partner's own is in `partner`.
    income: h.income + (partner?.income ?? 0),
    ...(partner ? { partner: { status: partner.status, boursier: false, income: partner.income } } : {}),
    nationality: h.nationality ?? 'fr',
    ...(h.studentPermit !== undefined ? { studentPermit: h.studentPermit } : {}),
    ...(h.bcsConditions !== undefined ? { bcsConditions: h.bcsConditions } : {}),
    landlordRelative: h.landlordRelative ?? false,
    parentsIfi: h.parentsIfi ?? false,
  };
}

export function expectedAmount(h: Household): number {
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const r = calculateAid(engineInputOf(h), { date: month });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result.montantFinal;
}

export const euros = (n: number, locale: Locale = 'fr') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(n);

export type Locale = 'fr' | 'en';

/** What the visitor reads to answer, in each language (src/i18n/simulator). */
const LABELS = {
  fr: {
    continue: 'Continuer',
    email: 'Adresse e-mail',
    postalCode: 'Code postal du logement',
    rent: 'Loyer mensuel hors charges',
    charges: 'Charges mensuelles',
    furnished: 'Le logement est-il meublé ?',
    yes: 'Oui',
    no: 'Non',
    whole: /^Un logement entier/,
    social: /logement social/,
    flatmates: /colocataires/,
    birthDate: 'Date de naissance',
    student: /^Étudiant\(e\)/,
    employee: /^Salarié\(e\)/,
    boursier: /boursier/,
    noChildren: 'Aucun',
    alone: /^Seul\(e\)/,
    couple: /^En couple/,
    income: /Revenus mensuels nets imposables/,
    ownIncome: /^Vos revenus mensuels nets imposables/,
    // « Ceux de votre conjoint(e) », or for a jobseeker « L’allocation chômage mensuelle (ARE) de votre conjoint(e) ».
    partnerIncome: /de votre conjoint\(e\)$/,
    partnerStatus: /^Votre conjoint\(e\) est/,
    partnerStatuses: { student: /^Étudiant\(e\)/, employee: /^Salarié\(e\)/, other: /^Autre situation/ },
    savings: / d'épargne ?/,
    relative: /appartient-il à l’un de vos parents/,
    nationality: 'Quelle est votre nationalité ?',
    nationalities: { fr: /^Française/, eu: /^Union européenne/, other: /^Autre nationalité/ },
    permit: 'Quel titre de séjour avez-vous ?',
    studentPermit: /^Un visa long séjour ou un titre de séjour «\sétudiant\s»/,
    otherPermit: /^Un autre titre de séjour/,
    bcs: /conditions pour obtenir une bourse/,
    ifi: /impôt sur la fortune immobilière/,
    forWhom: { moi: /^Pour moi/, enfant: /^Pour mon enfant/, proche: /^Pour un proche/ },
  },
  en: {
    continue: 'Continue',
    email: 'E-mail address',
    postalCode: 'Postcode of the home',
    rent: 'Monthly rent excluding charges',
    charges: 'Monthly service charges',
    furnished: 'Is the home furnished?',
    yes: 'Yes',
    no: 'No',
    whole: /^A whole home/,
    social: /social housing/,
    flatmates: /flatmates/,
    birthDate: 'Date of birth',
    student: /^A student/,
    employee: /^An employee/,
    boursier: /student grant/,
    noChildren: 'None',
    alone: /^Alone/,
    couple: /^As a couple/,
    income: /Monthly net taxable income/,
    ownIncome: /^Your monthly net taxable income/,
    partnerIncome: /^Your partner’s( monthly unemployment benefit \(ARE\))?$/,
    partnerStatus: /^Your partner is/,
    partnerStatuses: { student: /^A student/, employee: /^An employee/, other: /^Something else/ },
    savings: / in savings\?/,
    relative: /belong to one of your parents/,
    nationality: 'What is your nationality?',
    nationalities: { fr: /^French/, eu: /^European Union/, other: /^Another nationality/ },
    permit: 'Which residence permit do you hold?',
    studentPermit: /^A long-stay visa or residence permit «\sétudiant\s»/,
    otherPermit: /^Another residence permit/,
    bcs: /conditions to hold a means-tested grant/,
    ifi: /wealth tax on real estate/,
    forWhom: { moi: /^For me/, enfant: /^For my child/, proche: /^For someone close/ },
  },
} as const;

/** The labels worded for the person concerned when the simulation is for someone else (`.them` in src/i18n/simulator). */
const THEM = {
  fr: {
    birthDate: 'Sa date de naissance',
    income: /^Ses revenus mensuels nets imposables/,
    ownIncome: /^Ses revenus mensuels nets imposables/,
    relative: /appartient-il à l’un de ses parents/,
    nationality: /^Quelle est la nationalité de/,
    savings: / d’épargne ?/,
  },
  en: {
    birthDate: 'Their date of birth',
    income: /^Their monthly net taxable income/,
    ownIncome: /^Their monthly net taxable income/,
    relative: /belong to one of their parents/,
    nationality: /^What is .*’s nationality\?/,
    savings: / in savings\?/,
  },
} as const;

/**
 * Answers every step as a visitor would, by label, from the e-mail step (shown and ready) to the results,
 * in `page` (a page, or the frame of the embed) whose steps are at `${basePath}/<step>`.
 */
export async function answerSteps(
  page: Page | Frame,
  h: Household,
  basePath: string,
  hooks: {
    atPostalCode?: () => Promise<void>;
    afterLoyer?: () => Promise<void>;
    /** On « naissance », before the date is typed. */
    atNaissance?: () => Promise<void>;
    /** On « situation », its answers given (a couple's partner included), before « Continuer ». */
    atSituation?: () => Promise<void>;
    /** On « revenus », a couple's two incomes typed, before the other questions. */
    atRevenus?: () => Promise<void>;
  } = {},
  locale: Locale = 'fr',
) {
  const forWhom = h.forWhom ?? 'moi';
  // The reworded labels are strings or patterns as the plain ones: a Labels all the same for the steps below.
  const l = (forWhom === 'moi'
    ? LABELS[locale]
    : { ...LABELS[locale], ...THEM[locale] }) as unknown as Labels;
  const next = async (slug: string) => {
    await page.getByRole('button', { name: l.continue }).click();
    await page.waitForURL(`**${basePath}/${slug}`);
  };
  if (forWhom !== 'moi') await page.getByRole('radio', { name: l.forWhom[forWhom] }).check();
  await page.getByLabel(l.email, { exact: true }).fill(h.email);
  await next('code-postal');
  await hooks.atPostalCode?.();
  await page.getByLabel(l.postalCode, { exact: true }).fill(h.postalCode);
  await expect(page.locator('.sim-found').textContent()).resolves.toContain(`zone ${h.zone}`);
  await next('loyer');
  await page.getByLabel(l.rent, { exact: true }).fill(String(h.rent));
  await next('charges');
  await hooks.afterLoyer?.();
  await page.getByLabel(l.charges, { exact: true }).fill(String(h.charges));
  await next('meuble');
  await page
    .getByRole('group', { name: l.furnished })
    .getByLabel(h.furnished ? l.yes : l.no, { exact: true })
    .check();
  await page.getByRole('radio', { name: l.whole }).check();
  await page.getByRole('group', { name: l.social }).getByLabel(l.no, { exact: true }).check();
  await page
    .getByRole('group', { name: l.relative })
    .getByLabel(h.landlordRelative ? l.yes : l.no, { exact: true })
    .check();
  await next('colocation');
  await page.getByRole('group', { name: l.flatmates }).getByLabel(l.no, { exact: true }).check();
  await next('naissance');
  await hooks.atNaissance?.();
  await page.getByLabel(l.birthDate, { exact: true }).fill(h.birthDate);
  await next('statut');
  await page.getByRole('radio', { name: h.status === 'student' ? l.student : l.employee }).check();
  if (h.status === 'student') {
    await page
      .getByRole('group', { name: l.boursier })
      .getByLabel(h.boursier ? l.yes : l.no, { exact: true })
      .check();
  }
  await answerNationality(page, h, l);
  await next('enfants');
  await page
    .getByRole('radio', { name: h.children === 0 ? l.noChildren : String(h.children), exact: true })
    .check();
  await next('situation');
  await page.getByRole('radio', { name: h.livingAlone ? l.alone : l.couple }).check();
  const partner = partnerOf(h);
  if (partner) {
    await page
      .getByRole('group', { name: l.partnerStatus })
      .getByRole('radio', { name: l.partnerStatuses[partner.status] })
      .check();
  }
  await hooks.atSituation?.();
  await next('revenus');
  if (partner) {
    // « Vos revenus » and « ceux de votre conjoint(e) », each apart.
    await page.getByLabel(l.ownIncome).fill(String(h.income));
    await page.getByLabel(l.partnerIncome).fill(String(partner.income));
    await hooks.atRevenus?.();
  } else {
    await page.getByLabel(l.income).fill(String(h.income));
  }
  // Savings are asked only where they can count (not for a student under 28).
  const savings = page.getByRole('group', { name: l.savings });
  if (await savings.count()) await savings.getByLabel(l.no, { exact: true }).check();
  // The parents' IFI is asked under 26 or in a couple.
  const ifi = page.getByRole('group', { name: l.ifi });
  if (await ifi.count()) await ifi.getByLabel(h.parentsIfi ? l.yes : l.no, { exact: true }).check();
  await next('resultats');
  await page.locator('#sim-result-title').waitFor();
}

type Labels = (typeof LABELS)[Locale];

/** Nationality, then the permit of another one, then for a student permit without the grant its conditions. */
async function answerNationality(page: Page | Frame, h: Household, l: Labels) {
  const nationality = h.nationality ?? 'fr';
  await page
    .getByRole('group', { name: l.nationality })
    .getByRole('radio', { name: l.nationalities[nationality] })
    .check();
  if (nationality !== 'other') return;
  await page
    .getByRole('group', { name: l.permit })
    .getByRole('radio', { name: h.studentPermit ? l.studentPermit : l.otherPermit })
    .check();
  const bcs = page.getByRole('group', { name: l.bcs });
  if (await bcs.count()) await bcs.getByLabel(h.bcsConditions ? l.yes : l.no, { exact: true }).check();
}
