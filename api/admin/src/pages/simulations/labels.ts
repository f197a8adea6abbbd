/** French names of the simulator's answers, and how each answer reads (amounts in euros, dates in words). */
import { fmtDate, fmtEuros, fmtNumber } from '../../lib/format.ts';

export const LABELS: Record<string, string> = {
  email: 'E-mail',
  firstName: 'Prénom',
  lastName: 'Nom',
  postalCode: 'Code postal',
  inseeCode: 'Commune (code INSEE)',
  depcom: 'Commune (code INSEE)',
  communeName: 'Commune',
  zone: 'Zone',
  overseas: 'Outre-mer',
  housing: 'Logement',
  rent: 'Loyer',
  redevance: 'Redevance',
  charges: 'Charges',
  furnished: 'Meublé',
  chambre: 'Chambre',
  conventionne: 'Logement conventionné',
  conventionneKnown: 'Conventionnement connu',
  renovated: 'Chambre réhabilitée',
  colocation: 'Colocation',
  rentShare: 'Part du loyer',
  birthDate: 'Date de naissance',
  status: 'Situation',
  boursier: 'Boursier',
  unemploymentStart: 'Au chômage depuis',
  unemploymentIndemnified: 'Chômage indemnisé',
  salaryBeforeUnemployment: 'Salaire avant le chômage',
  livingAlone: 'Vit seul(e)',
  partnerStatus: 'Situation du conjoint',
  partnerUnemploymentStart: 'Conjoint au chômage depuis',
  partnerUnemploymentIndemnified: 'Chômage du conjoint indemnisé',
  partnerSalaryBeforeUnemployment: 'Salaire du conjoint avant le chômage',
  children: 'Enfants à charge',
  income: 'Revenus',
  partnerIncome: 'Revenus du conjoint',
  assets: 'Épargne',
};

const AMOUNTS = new Set([
  'rent',
  'redevance',
  'charges',
  'rentShare',
  'income',
  'partnerIncome',
  'assets',
  'salaryBeforeUnemployment',
  'partnerSalaryBeforeUnemployment',
]);
const DAYS = new Set(['birthDate', 'unemploymentStart', 'partnerUnemploymentStart']);
const CHOICES: Record<string, Record<string, string>> = {
  status: {
    student: 'Étudiant(e)',
    employee: 'Salarié(e)',
    unemployed: 'Demandeur d’emploi',
    rsa: 'Bénéficiaire du RSA',
    other: 'Autre',
  },
  housing: { ordinary: 'Location ordinaire', foyer: 'Logement-foyer', crous: 'Résidence CROUS' },
};
CHOICES.partnerStatus = CHOICES.status as Record<string, string>;

export const label = (k: string) => LABELS[k] ?? k;

/** Any value, when its field is not known: yes/no, a French number, or the text. */
export const show = (v: unknown): string => {
  if (v === true) return 'Oui';
  if (v === false) return 'Non';
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'number') return fmtNumber(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** The answer to the field `k`: « 650 € », « 3 mars 2004 », « Étudiant(e) »… */
export function answer(k: string, v: unknown): string {
  if (typeof v === 'number' && AMOUNTS.has(k)) return fmtEuros(v);
  if (typeof v === 'string' && DAYS.has(k) && /^\d{4}-\d{2}-\d{2}/.test(v)) return fmtDate(v);
  if (typeof v === 'string' && CHOICES[k]?.[v]) return CHOICES[k][v] as string;
  if (k === 'zone' && typeof v === 'number') return `Zone ${v}`;
  return show(v);
}
