/** The three sections in English: the same components, given the English data (sections-language.ts). */
import {
  calendarInEnglish,
  DOCUMENT_SOURCES_EN,
  dateLong,
  documentsInEnglish,
  monthLong,
  otherAidsInEnglish,
} from '../../core/simulation/sections-en.ts';
import { Calendar } from './Calendar.tsx';
import { Documents } from './Documents.tsx';
import { OtherAids } from './OtherAids.tsx';
import ParentsSection from './ParentsSection.tsx';
import type { ResultSectionsProps } from './ResultSectionsBody.tsx';
import type { SectionsLanguage } from './sections-language.ts';

const ENGLISH: SectionsLanguage = {
  documents: documentsInEnglish,
  sourceNames: DOCUMENT_SOURCES_EN,
  calendar: calendarInEnglish,
  aids: otherAidsInEnglish,
  date: dateLong,
  month: monthLong,
};

export default function ResultSectionsBodyEn({ form, result, date }: ResultSectionsProps) {
  return (
    <>
      {form.forWhom === 'enfant' && <ParentsSection result={result} />}
      <Documents form={form} language={ENGLISH} />
      <Calendar form={form} result={result} date={date} language={ENGLISH} />
      <OtherAids form={form} date={date} language={ENGLISH} />
    </>
  );
}
