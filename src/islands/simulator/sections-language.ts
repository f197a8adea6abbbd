/**
 * What the results' sections need to speak another language than French: their data in that language (by the
 * stable ids of src/core/simulation/{documents,calendar,other-aids}.ts) and its dates. Given only by
 * ResultSectionsBodyEn.tsx, the English page's chunk: the French page never loads it. Types only here.
 */
import type { Calendar } from '../../core/simulation/calendar.ts';
import type { DocumentGroup } from '../../core/simulation/documents.ts';
import type { FormData } from '../../core/simulation/form.ts';
import type { OtherAid } from '../../core/simulation/other-aids.ts';

export type SectionsLanguage = {
  documents: (groups: readonly DocumentGroup[], form: FormData) => DocumentGroup[];
  sourceNames: Readonly<Record<string, string>>;
  calendar: (calendar: Calendar, scalesLabel?: string) => Calendar;
  aids: (aids: readonly OtherAid[]) => OtherAid[];
  /** « 1 October 2026 ». */
  date: (day: string) => string;
  /** « October 2026 ». */
  month: (month: string) => string;
};
