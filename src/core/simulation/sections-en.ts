/**
 * The results' sections in English (« Mes justificatifs », « Mon calendrier », « Les autres aides à connaître »):
 * the texts of documents.ts, calendar.ts and other-aids.ts by their stable ids, with the same facts and the same
 * sources (those modules cite them). Only the English page loads this module (src/islands/simulator/
 * ResultSectionsBodyEn.tsx): the French data stays where it is, unchanged. Legal terms keep their French name
 * in brackets. Pure data and pure functions, no clock.
 */
import { MONTHS_EN } from '../apl/format.ts';
import type { Calendar, CalendarEvent } from './calendar.ts';
import type { DocumentGroup, DocumentItem } from './documents.ts';
import type { FormData } from './form.ts';
import type { OtherAid } from './other-aids.ts';

/** « 2026-09 » → « September 2026 ». */
export function monthLong(month: string): string {
  return `${MONTHS_EN[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** « 2026-10-01 » → « 1 October 2026 ». */
export function dateLong(day: string): string {
  return `${Number(day.slice(8, 10))} ${monthLong(day)}`;
}

const addMonths = (month: string, n: number): string => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

type Text = { readonly label: string; readonly detail?: string };

/** Every piece of documents.ts by its id (a piece without an English text is shown as it is, and tested). */
export const DOCUMENTS_EN: Readonly<Record<string, Text>> = {
  identite: { label: 'A valid identity document (identity card or passport)' },
  'securite-sociale': { label: 'Your social security number (numéro de sécurité sociale), if you have one' },
  rib: { label: 'Bank details in your name (RIB: IBAN and BIC)' },
  'numero-fiscal': { label: 'Your tax number (numéro fiscal; it is on your tax notice)' },
  bailleur: {
    label: 'The contact details of your landlord or their agency',
    detail: 'If the landlord is a company, its SIRET number (14 digits), which is on the lease.',
  },
  bail: {
    label: 'Your signed lease (bail), with the date you moved in, the rent excluding charges and the charges',
  },
  'attestation-loyer': {
    label:
      'The rent certificate (attestation de loyer) filled in by your landlord (or the agency), if the CAF asks for it',
    detail:
      'They fill it in online on caf.fr or on the CAF’s form: tell them as soon as the lease is signed.',
  },
  'contrat-residence': {
    label: 'Your occupancy (or residence) contract, with the date you moved in and the fee (redevance)',
  },
  'attestation-residence': {
    label:
      'The rent certificate (attestation de loyer) filled in by the residence (CROUS, foyer, social residence), if the CAF asks for it',
    detail: 'Ask the residence manager for it as soon as you move in.',
  },
  'colocation-bail': {
    label: 'A lease in your name: the joint lease naming each flatmate, or your individual lease',
    detail:
      'Each flatmate makes their own claim for their share of the rent; with a joint lease, give the share you actually pay.',
  },
  'parents-caf': {
    label:
      'Your parents’ CAF claimant number (numéro allocataire) and the name of their CAF, if they receive benefits',
  },
  bourse: {
    label: 'The award notice of your CROUS grant (avis d’attribution, provisional or final)',
    detail: 'Do not wait for it to apply: you will report your grant holder status afterwards.',
  },
  'acte-naissance': {
    label: 'Your birth certificate, with a certified translation if it is not in French',
  },
  'titre-sejour': {
    label:
      'Your valid residence permit (titre de séjour), or your validated long-stay visa serving as a residence permit (VLS-TS)',
    detail:
      'Since 1 July 2026, a long-stay visa or a student residence permit (titre de séjour « étudiant ») gives entitlement to housing aid only if you meet the conditions of the means-tested grant (bourse sur critères sociaux), even without receiving it (CCH, art. L. 822-2). Other permits (carte de résident, refugee, « vie privée et familiale », « salarié »…) are not affected.',
  },
  'bulletins-salaire': {
    label: 'Your latest payslips, if the CAF asks for them',
    detail:
      'The CAF receives your salaries from your employer and reviews the aid every three months: you have no quarterly declaration to make for your salaries.',
  },
};

const FOREIGN_EN = 'If you are a foreign student from outside the EU/EEA/Switzerland';
const FLATSHARE_CERTIFICATE_EN = 'The landlord fills in one per flatmate, online or on paper.';

function groupTitle(group: DocumentGroup, form: FormData): string {
  switch (group.id) {
    case 'commun':
      return 'For everyone';
    case 'logement':
      return form.housing === 'crous' || form.housing === 'foyer'
        ? 'For your residence'
        : form.colocation
          ? 'For your flat-share'
          : 'For your home';
    case 'etudiant':
      return form.boursier ? 'Because you are a student with a grant' : 'Because you are a student';
    case 'salarie':
      return 'Because you are an employee';
    default:
      return group.title;
  }
}

/** The groups of `documentsFor(form)` in English: same ids, same pieces, same order. */
export function documentsInEnglish(groups: readonly DocumentGroup[], form: FormData): DocumentGroup[] {
  const item = (d: DocumentItem, flatShare: boolean): DocumentItem => {
    const text = DOCUMENTS_EN[d.id];
    if (!text) return d;
    const detail =
      d.id === 'attestation-loyer' && flatShare
        ? FLATSHARE_CERTIFICATE_EN
        : d.detail
          ? text.detail
          : undefined;
    return {
      ...d,
      label: text.label,
      ...(detail ? { detail } : {}),
      ...(d.condition ? { condition: FOREIGN_EN } : {}),
    };
  };
  return groups.map((g) => ({
    ...g,
    title: groupTitle(g, form),
    items: g.items.map((d) => item(d, g.id === 'logement' && form.colocation === true)),
  }));
}

/** The source names of documents.ts (by address) in English; the French pages they name are said to be French. */
export const DOCUMENT_SOURCES_EN: Readonly<Record<string, string>> = {
  'https://www.service-public.fr/particuliers/vosdroits/F1563':
    'service-public.fr: housing aid for students (in French)',
  'https://caf.fr/professionnels/offres-et-services/caf-de-la-savoie/partenaires-locaux/archives-actualites/l-aide-au-logement-etudiant':
    'caf.fr: student housing aid (in French)',
  'https://www.armenie.campusfrance.org/en/apl-caf': 'Campus France: APL - CAF',
  '/guide/demarches-caf-apl': 'Our guide to the CAF claim (in French)',
  '/guide/apl-etudiant-boursier': 'Our guide to APL and student grants (in French)',
  '/guide/apl-colocation': 'Our guide to APL in a flat-share (in French)',
};

/** The calendar of `calendarFor(form, day, scalesLabel)` in English: same events, dates and sources. */
export function calendarInEnglish(calendar: Calendar, scalesLabel?: string): Calendar {
  const entry = calendar.entryMonth;
  const first = addMonths(entry, 1);
  const second = addMonths(entry, 2);
  const lastOfFirst = calendar.events.find((e) => e.id === 'delai')?.date ?? `${first}-28`;
  const texts: Record<string, Pick<CalendarEvent, 'title' | 'description'>> = {
    demande: {
      title: 'Apply for housing aid on caf.fr',
      description:
        'As soon as you move in, online on caf.fr (or msa.fr). It is free; at the end the CAF tells you which documents to send.',
    },
    delai: {
      title: 'Last day to apply without losing a month',
      description: `For a move in ${monthLong(entry)}, a claim made by ${dateLong(lastOfFirst)} opens the aid from ${monthLong(first)}. Made in ${monthLong(second)}, it would open it only from ${monthLong(second)}, and ${monthLong(first)} would be lost (art. R. 823-10).`,
    },
    'premier-mois': {
      title: `First month of aid: ${monthLong(first)}`,
      description: `The aid is due from the month after you move in: ${monthLong(entry)}, the month you move in, is not paid (art. R. 823-10). Exception: if you already received housing aid and move without a break, there is no month without aid (art. R. 823-14).`,
    },
    'premier-versement': {
      title: `First payment, at the earliest at the start of ${monthLong(second)}`,
      description: `Each month of aid is paid at the start of the following month: the aid for ${monthLong(first)} arrives at the earliest at the start of ${monthLong(second)}, if your file is complete. Otherwise the first payment includes every month due since the right opened.`,
    },
    revision: {
      title: 'Yearly revision of the aid’s scale',
      description: `The housing aid scale is revised every year on 1 October, in line with the rent reference index (indice de référence des loyers, art. L. 823-4); your aid is recalculated.${scalesLabel ? ` Your estimate uses the French ${scalesLabel}.` : ''}`,
    },
    reexamen: {
      title: 'Every three months: review of your aid',
      description:
        'The right and its amount are reviewed every three months from the opening of the right, on your income over the last 12 known months (art. R. 823-6), at the pace of the RSA or of the prime d’activité if you receive them (art. R. 823-6-1). Report any change in your situation.',
    },
    bourse: {
      title: 'Every year: confirm that you hold a grant',
      description:
        'Every year, the CAF asks students with a grant to confirm in their caf.fr account that they held a grant on 1 December; without an answer, it applies the non-grant flat rate and the aid goes down.',
    },
  };
  return {
    entryMonth: entry,
    chosen: calendar.chosen,
    assumption: calendar.chosen
      ? `These dates follow your move in ${monthLong(entry)}.`
      : `These dates assume you move in during ${monthLong(entry)}, the month of the simulation: if you move in later, choose the month you move in.`,
    events: calendar.events.map((e) => {
      const text = texts[e.id];
      return text ? { ...e, ...text, source: { ...e.source, label: `${e.source.label} (in French)` } } : e;
    }),
  };
}

/** The aids of other-aids.ts in English, by id (a missing id does not compile). */
export const OTHER_AIDS_EN: Readonly<
  Record<OtherAid['id'], Pick<OtherAid, 'name' | 'by' | 'summary' | 'conditions'>>
> = {
  'mobili-jeune': {
    name: 'Mobili-Jeune aid (aide Mobili-Jeune)',
    by: 'Action Logement',
    summary: 'An aid that covers part of the rent during a work-study course.',
    conditions: [
      'Be under 30.',
      'Be on a work-study contract (contrat d’apprentissage or de professionnalisation) with a private, non-agricultural company.',
      'Rent a home to be closer to the place of training or the company, under a salary condition set by Action Logement.',
      'Apply online to Action Logement, around the start date of the contract.',
    ],
  },
  visale: {
    name: 'Visale guarantee (garantie Visale)',
    by: 'Action Logement',
    summary:
      'A free guarantee that replaces a guarantor: it pays the landlord unpaid rent, which you then pay back.',
    conditions: [
      'Be aged 18 to 30 (until the day before your 31st birthday), with no resource condition, whether you are a student, on a work-study contract or an employee.',
      'Over 30: a private-sector employee whose salary does not exceed a ceiling, raised on 6 January 2026, and other groups listed on visale.fr.',
      'Ask for your visa before signing the lease, within the rent limits set by Visale: raised in January 2026, lower for students, they depend on the region (see visale.fr).',
      'The guarantee covers the first 3 years you live in the home; after that, you make a new application.',
    ],
  },
  'loca-pass': {
    name: 'Loca-Pass advance (avance Loca-Pass)',
    by: 'Action Logement',
    summary: 'An interest-free loan, without fees, to pay the security deposit asked when you move in.',
    conditions: [
      'Be an employee of a private, non-agricultural company.',
      'Or be under 30 and on a work-study contract, looking for work, or in non-permanent work.',
      'Or be a student with a state grant, or a student employee (fixed-term contract or internship of at least 3 months).',
      'Apply at the latest 2 months after moving in.',
    ],
  },
  'bourse-crous': {
    name: 'Means-tested grant (bourse sur critères sociaux)',
    by: 'CROUS',
    summary:
      'A study grant calculated on your parents’ income. Under 28, a student with a grant also has a lower flat rate of resources for housing aid.',
    conditions: [
      'Be a student in a course approved to receive grant holders.',
      'Apply through the student social file (dossier social étudiant, DSE) on messervices.etudiant.gouv.fr, every year.',
      'Student from a country outside the EU, the EEA and Switzerland with a student visa or residence permit: since 1 July 2026, meeting the grant’s conditions, even without receiving it, is also what gives entitlement to housing aid (CCH, art. L. 822-2).',
    ],
  },
  'prime-activite': {
    name: 'Activity bonus (prime d’activité)',
    by: 'CAF (or MSA)',
    summary: 'An income top-up for people who work and whose earnings are modest.',
    conditions: [
      'Be at least 18 and work, as an employee or not.',
      'Student or apprentice: only if your earnings exceed a monthly threshold set by law, or if you raise a child alone.',
      'Apply online on caf.fr or msa.fr; the bonus is recalculated every three months.',
    ],
  },
};

/** The aids of `otherAidsFor` in English. */
export function otherAidsInEnglish(aids: readonly OtherAid[]): OtherAid[] {
  return aids.map((a) => ({ ...a, ...OTHER_AIDS_EN[a.id] }));
}
