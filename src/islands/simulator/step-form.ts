/**
 * A question step's form: the draft (the answers saved in this browser once they are restored), the errors
 * shown, and the submission — checked by the shared schemas, saved, then on to the next step.
 */
import { type FormEvent, useRef, useState } from 'react';
import { type StepSlug, stepNumber, validateStep } from '../../core/simulation/steps.ts';
import { track } from '../../lib/browser/track.ts';
import { flushSaves } from './api-client.ts';
import { today } from './clock.ts';
import { useT } from './locale.ts';
import { nextAsked } from './skips.ts';
import type { Draft, QuestionStep } from './steps.tsx';
import { useSimulator } from './store.ts';

/** [the draft, set part of it, the errors shown, submit, the form element, whether it is moving on]. */
export function useStepForm(
  slug: Exclude<StepSlug, 'resultats'>,
  def: QuestionStep,
  ready: boolean,
  onNext: (slug: StepSlug) => void,
) {
  const [draft, setDraft] = useState<Draft>(() =>
    def.init(useSimulator.getState().form, useSimulator.getState().prefill),
  );
  // The answers saved in this browser arrive once the store is rehydrated (after the first render). They
  // are taken in the very render that makes the fields usable, not in an effect after it: between that
  // render and an effect, a visitor's first keystrokes would land, and the effect would wipe them.
  const [restored, setRestored] = useState(ready);
  if (ready && !restored) {
    setRestored(true);
    setDraft(def.init(useSimulator.getState().form, useSimulator.getState().prefill));
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [navigating, setNavigating] = useState(false);
  // The check this step already stopped on (`pause`): the next « Continuer » goes on.
  const [paused, setPaused] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { fieldError, t } = useT();

  const set = (patch: Draft) => {
    setDraft((d) => ({ ...d, ...patch }));
    // An answer being corrected loses its error at once.
    setErrors((e) => {
      const keys = Object.keys(patch);
      return keys.some((k) => k in e)
        ? Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k)))
        : e;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (navigating) return;
    const check = validateStep(slug, def.toData(draft), today());
    if (!check.ok) {
      // The schemas' messages are French: in English, the same message by its key (locale.ts).
      setErrors(Object.fromEntries(Object.entries(check.errors).map(([field, m]) => [field, fieldError(m)])));
      // Focus the first field in error so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    const pause = def.pause?.(draft, t);
    if (pause && pause.key !== paused) {
      setPaused(pause.key);
      setErrors({ [pause.field]: pause.message });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-pause]')?.focus());
      return;
    }
    setNavigating(true);
    const store = useSimulator.getState();
    const n = stepNumber(slug);
    // Audience events (spec §7), sent only with consent.
    if (!store.sessionId) track('simulation_start');
    track('simulation_step', { stepName: slug, stepNumber: n });
    store.ensureSession();
    store.answer(slug, n, check.data);
    // The steps with nothing to ask after this answer are answered as they would have been, and passed over.
    const { next, inferred } = nextAsked(slug, useSimulator.getState().form, store.prefill);
    for (const [step, data] of inferred) store.answer(step, stepNumber(step), data);
    void flushSaves();
    onNext(next as StepSlug);
  };

  return [draft, set, errors, submit, formRef, navigating] as const;
}
