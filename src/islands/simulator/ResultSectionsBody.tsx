/** « Mes justificatifs », « Mon calendrier », « Les autres aides » (each folded, issue 29), in one chunk that ResultSections.tsx loads when needed. */
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';
import { Calendar } from './Calendar.tsx';
import { Documents } from './Documents.tsx';
import { OtherAids } from './OtherAids.tsx';
import ParentsSection from './ParentsSection.tsx';

export type ResultSectionsProps = {
  form: FormData;
  result: SimulationResult | SimulationFailure;
  /** Day of the simulation (AAAA-MM-JJ). */
  date: string;
};

export default function ResultSectionsBody({ form, result, date }: ResultSectionsProps) {
  return (
    <>
      {form.forWhom === 'enfant' && <ParentsSection result={result} />}
      <Documents form={form} />
      <Calendar form={form} result={result} date={date} />
      <OtherAids form={form} date={date} />
    </>
  );
}
