/** What every question step shares: its contract, the draft helpers and the residence note. */
import type { ReactNode } from 'react';
import type { FormData } from '../../../core/simulation/form.ts';
import { parseAmount } from '../fields.tsx';
import type { SimulatorKey, Translator } from '../locale.ts';
import type { Prefill } from '../store.ts';

export type Draft = Record<string, string | number | boolean | undefined>;

export type StepProps = {
  draft: Draft;
  set: (patch: Draft) => void;
  errors: Record<string, string>;
  form: FormData;
  prefill: Prefill | null;
  /** The page's language (locale.ts). */
  l: Translator;
};

export type QuestionStep = {
  title: SimulatorKey;
  /** Shown under the title. */
  intro?: SimulatorKey;
  init(form: FormData, prefill: Prefill | null): Draft;
  toData(draft: Draft): Record<string, unknown>;
  /** Continue stays disabled while this is true (spec §2). */
  isEmpty(draft: Draft): boolean;
  /** Nothing to ask for these answers: the step is passed over, its answers inferred (skips.ts). */
  skip?(form: FormData): boolean;
  /**
   * Something to check before moving on (the e-mail's likely typo): the first « Continuer » stops on it, its
   * field says why, and the next one goes on with the answer as it is.
   */
  pause?(draft: Draft, t: Translator['t']): { field: string; message: string; key: string } | null;
  render(props: StepProps): ReactNode;
};

export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const amount = (v: unknown) => parseAmount(str(v));
export const yesNo = ({ t }: Translator) =>
  [
    { value: true, label: t('sim.yes') },
    { value: false, label: t('sim.no') },
  ] as const;

export function ResidenceNote({ children }: { children: ReactNode }) {
  return <p className="sim-note">{children}</p>;
}
