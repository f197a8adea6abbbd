/**
 * « Mon calendrier »: the dates that follow a housing-aid claim, from the answers, the day of the simulation
 * (AAAA-MM-JJ, an argument: the core reads no clock) and the month the visitor moves in, when they chose one
 * (issue 29: most simulate in summer for September); without it, the month of the simulation, and the page says
 * so. The file gives reminders before the dates that matter (the deadline, the first payment).
 *
 * Sources (read 2026-11-23), each date has one, or is given without a date:
 * - CCH R. 823-10 (aid due from the first day of the month after the entry; a later claim counts from its own
 *   month) and R. 823-14 (no month without aid when a current right continues after a move): Légifrance,
 *   sous-section « Ouverture et extinction des droits ».
 * - Payment at the start of the following month, the first one about two months after the claim:
 *   service-public.fr F1563, and our « Prochaines étapes » card (« versé au début du mois suivant »).
 * - CCH L. 823-4: the scale is revised every year on 1 October (last revision: arrêté du 5 septembre 2025).
 * - CCH R. 823-6 / R. 823-6-1: right and amount re-examined every three months from the opening of the right
 *   (aligned on the RSA or the prime d'activité when one is paid) — no fixed calendar date, so none is given.
 * - Scholarship holders: each year the CAF asks them to confirm they held a scholarship on 1 December (Cnaf,
 *   quoted by Merci pour l'info, 2025); the deadline of the coming year is not published: no date.
 */
import { dateLongue, decalerMois, moisLong } from '../apl/format.ts';
import type { FormData } from './form.ts';
import type { IcsEvent } from './ics.ts';

export type CalendarSource = { readonly label: string; readonly url: string };

export type CalendarEvent = {
  readonly id: string;
  /** AAAA-MM-JJ (an all-day event), or null when no fixed date can be given. */
  readonly date: string | null;
  readonly title: string;
  readonly description: string;
  readonly source: CalendarSource;
  /** Reminders in the calendar file, in days before the date (0: the morning of the day). */
  readonly reminders?: readonly number[];
};

export type Calendar = {
  /** The month of entry the dates follow (AAAA-MM): the one chosen, else the month of the simulation. */
  readonly entryMonth: string;
  /** Whether the visitor chose that month (issue 29), rather than the month of the simulation by default. */
  readonly chosen: boolean;
  /** What the dates assume. */
  readonly assumption: string;
  /** Dated events first, by date; then those without a date. */
  readonly events: readonly CalendarEvent[];
};

const OPENING: CalendarSource = {
  label: "Code de la construction et de l'habitation, art. R. 823-10 à R. 823-14 (Légifrance)",
  url: 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006074096/LEGISCTA000038878921/',
};
const STUDENT_SP: CalendarSource = {
  label: 'service-public.fr : un étudiant peut-il toucher une aide au logement ?',
  url: 'https://www.service-public.fr/particuliers/vosdroits/F1563',
};
const APL_SP: CalendarSource = {
  label: 'service-public.fr : aide personnalisée au logement (APL)',
  url: 'https://www.service-public.fr/particuliers/vosdroits/F12006',
};
const REVISION: CalendarSource = {
  label: "Code de la construction et de l'habitation, art. L. 823-4 (Légifrance)",
  url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006074096',
};
const QUARTERLY: CalendarSource = {
  label: "Code de la construction et de l'habitation, art. R. 823-6 (Légifrance)",
  url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419232',
};
const SCHOLARSHIP: CalendarSource = {
  label: "Merci pour l'info : les boursiers doivent confirmer leur statut à la CAF (d'après la Cnaf)",
  url: 'https://www.mercipourlinfo.fr/aides-et-allocations/aides-au-logement/boursiers-si-vous-ne-faites-pas-cela-votre-aide-au-logement-de-la-caf-baissera-en-2026-1143856',
};

/** Last day (AAAA-MM-JJ) of the month AAAA-MM. */
export function lastDayOf(month: string): string {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The first 1 October strictly after `day`: the next revision of the scale. */
export function nextRevision(day: string): string {
  const year = Number(day.slice(0, 4));
  const thisYear = `${year}-10-01`;
  return day < thisYear ? thisYear : `${year + 1}-10-01`;
}

/** Scholarship holders confirm it every year; the deadline of the coming year is not published: no date. */
const SCHOLARSHIP_EVENT: CalendarEvent = {
  id: 'bourse',
  date: null,
  title: 'Chaque année : confirmer que vous êtes boursier(ère)',
  description:
    "Chaque année, la CAF demande aux étudiants boursiers de confirmer dans leur espace caf.fr qu'ils étaient boursiers au 1er décembre ; sans réponse, elle applique le forfait non boursier et l'aide baisse.",
  source: SCHOLARSHIP,
};

/** What the dates assume: the month chosen, or the month of the simulation until one is chosen. */
const assumptionOf = (entry: string, chosen: boolean) =>
  chosen
    ? `Ces dates suivent votre entrée dans le logement en ${moisLong(entry)}.`
    : `Ces dates supposent une entrée dans le logement en ${moisLong(entry)}, le mois de la simulation : si vous emménagez plus tard, choisissez votre mois d'entrée.`;

/**
 * The calendar of a claim for these answers, simulated on `day`. `scalesLabel` (« barèmes au 1er octobre
 * 2025 ») names the scales the estimate used, when there is one.
 */
export function calendarFor(
  form: FormData,
  day: string,
  scalesLabel?: string,
  entryMonth?: string | null,
): Calendar {
  // A month chosen from this one on (the choice offered: the 12 months from the simulation's).
  const chosen = !!entryMonth && /^\d{4}-\d{2}$/.test(entryMonth) && entryMonth > day.slice(0, 7);
  const entry = chosen ? (entryMonth as string) : day.slice(0, 7);
  const first = decalerMois(entry, 1);
  const second = decalerMois(entry, 2);
  const events: CalendarEvent[] = [
    {
      id: 'demande',
      // On the day of entry at the earliest: the first of the month chosen, or today.
      date: chosen ? `${entry}-01` : day,
      ...(chosen ? { reminders: [1] } : {}),
      title: "Faire la demande d'aide au logement sur caf.fr",
      description:
        'Dès votre entrée dans le logement, en ligne sur caf.fr (ou msa.fr). Elle est gratuite ; la CAF indique à la fin les pièces à lui envoyer.',
      source: form.status === 'student' ? STUDENT_SP : APL_SP,
    },
    {
      id: 'delai',
      date: lastDayOf(first),
      reminders: [7, 1],
      title: 'Dernier jour pour demander sans perdre de mois',
      description: `Pour une entrée en ${moisLong(entry)}, une demande déposée au plus tard le ${dateLongue(lastDayOf(first))} ouvre l'aide dès ${moisLong(first)}. Déposée en ${moisLong(second)}, elle ne l'ouvrirait qu'à partir de ${moisLong(second)}, et ${moisLong(first)} serait perdu (art. R. 823-10).`,
      source: OPENING,
    },
    {
      id: 'premier-mois',
      date: `${first}-01`,
      title: `Premier mois d'aide : ${moisLong(first)}`,
      description: `L'aide est due à partir du mois qui suit l'entrée dans le logement : ${moisLong(entry)}, le mois d'entrée, n'est pas payé (art. R. 823-10). Exception : si vous touchiez déjà une aide au logement et déménagez sans interruption, il n'y a pas de mois sans aide (art. R. 823-14).`,
      source: OPENING,
    },
    {
      id: 'premier-versement',
      date: `${second}-01`,
      reminders: [0],
      title: `Premier versement, au plus tôt début ${moisLong(second)}`,
      description: `Chaque mois d'aide est versé au début du mois suivant : l'aide de ${moisLong(first)} arrive au plus tôt début ${moisLong(second)}, si votre dossier est complet. Sinon, le premier versement comprend tous les mois dus depuis l'ouverture du droit.`,
      source: STUDENT_SP,
    },
    {
      id: 'revision',
      date: nextRevision(day),
      title: "Révision annuelle du barème de l'aide",
      description: `Le barème des aides au logement est révisé chaque année au 1er octobre, selon l'indice de référence des loyers (art. L. 823-4) ; votre aide est recalculée.${scalesLabel ? ` Votre estimation utilise les ${scalesLabel}.` : ''}`,
      source: REVISION,
    },
    {
      id: 'reexamen',
      date: null,
      title: 'Tous les trois mois : réexamen de votre aide',
      description:
        "Le droit et son montant sont réexaminés tous les trois mois à partir de l'ouverture du droit, sur vos revenus des 12 derniers mois connus (art. R. 823-6), au rythme du RSA ou de la prime d'activité si vous en touchez (art. R. 823-6-1). Déclarez vos changements de situation.",
      source: QUARTERLY,
    },
  ];
  if (form.status === 'student' && form.boursier) events.push(SCHOLARSHIP_EVENT);
  const byDate = (a: CalendarEvent, b: CalendarEvent) =>
    (a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : 0;
  const dated = events.filter((e) => e.date !== null).sort(byDate);
  return {
    entryMonth: entry,
    chosen,
    assumption: assumptionOf(entry, chosen),
    events: [...dated, ...events.filter((e) => e.date === null)],
  };
}

/**
 * The dated events as calendar-file events, each description ending with its source, written by `sourceLine`
 * (the page's language: « Source : … » in French).
 */
export function icsEventsOf(
  calendar: Calendar,
  sourceLine: (label: string) => string = (label) => `Source : ${label}`,
): IcsEvent[] {
  return calendar.events.flatMap((e) =>
    e.date === null
      ? []
      : [
          {
            id: e.id,
            date: e.date,
            title: e.title,
            description: `${e.description}\n\n${calendar.assumption}\n\n${sourceLine(e.source.label)}`,
            url: e.source.url,
            ...(e.reminders ? { reminders: e.reminders } : {}),
          },
        ],
  );
}
