/**
 * A question step's form: the draft (the answers saved in this browser once they are restored), the errors
 * shown, and the submission — checked by the shared schemas, saved, then on to the next step.
 */
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { nextStep, type StepSlug, stepNumber } from '../../core/simulation/form.ts';
import type { StepValidation } from '../../core/simulation/steps.ts';
import { track } from '../../lib/browser/track.ts';
import { flushSaves } from './api-client.ts';
import { today } from './clock.ts';
import { useT } from './locale.ts';
import { nextAsked } from './skips.ts';
import type { Draft, QuestionStep } from './steps.tsx';
import { useSimulator } from './store.ts';

let validation: Promise<typeof import('../../core/simulation/steps.ts')> | undefined;

/**
 * The shared schemas (zod, some 8 KB), loaded when the visitor starts answering rather than with the page (issue 29:
 * a step page downloads at most 92 KB of JavaScript before anything is clicked). Loaded once; tried again after a
 * failure.
 */
export function loadValidation() {
  validation ??= import('../../core/simulation/steps.ts').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

/**
 * The draft of a step: its answers as the store holds them. The answers saved in this browser arrive once the store
 * is rehydrated (after the first render). They are taken in the very render that makes the fields usable, not in an
 * effect after it: between that render and an effect, a visitor's first keystrokes would land, and the effect would
 * wipe them.
 */
function useRestoredDraft(def: QuestionStep, ready: boolean) {
  const [draft, setDraft] = useState<Draft>(() =>
    def.init(useSimulator.getState().form, useSimulator.getState().prefill),
  );
  const [restored, setRestored] = useState(ready);
  if (ready && !restored) {
    setRestored(true);
    setDraft(def.init(useSimulator.getState().form, useSimulator.getState().prefill));
  }
  return [draft, setDraft] as const;
}

/**
 * The field to focus once the errors are on screen. The check ends after the click (the schemas may still be
 * loading), so React renders them later: the focus follows that render, not a frame that may come before it.
 */
function useFocusAfterRender(formRef: RefObject<HTMLFormElement | null>) {
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    formRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  });
  return focusAfter;
}

/** The errors without those of the fields in `patch`: an answer being corrected loses its error at once. */
function withoutErrorsOf(errors: Record<string, string>, patch: Draft): Record<string, string> {
  const keys = Object.keys(patch);
  return keys.some((k) => k in errors)
    ? Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)))
    : errors;
}

/** A step answered and checked: counted, saved, then on to the next step asked. */
function moveOn(
  slug: Exclude<StepSlug, 'resultats'>,
  data: Record<string, unknown>,
  onNext: (slug: StepSlug) => void,
) {
  const store = useSimulator.getState();
  const n = stepNumber(slug);
  // Audience events (spec §7), sent only with consent.
  if (!store.sessionId) track('simulation_start');
  track('simulation_step', { stepName: slug, stepNumber: n });
  store.ensureSession();
  store.answer(slug, n, data);
  // The steps with nothing to ask after this answer are answered as they would have been, and passed over
  // (the next step's chunk is loaded meanwhile, steps.tsx; should it fail, the step's page is loaded instead).
  void nextAsked(slug, useSimulator.getState().form, store.prefill).then(
    ({ next, inferred }) => {
      for (const [step, answered] of inferred) store.answer(step, stepNumber(step), answered);
      void flushSaves();
      onNext(next as StepSlug);
    },
    () => {
      void flushSaves();
      onNext(nextStep(slug) as StepSlug);
    },
  );
}

/** [the draft, set part of it, the errors shown, submit, the form element, whether it is moving on]. */
export function useStepForm(
  slug: Exclude<StepSlug, 'resultats'>,
  def: QuestionStep,
  ready: boolean,
  onNext: (slug: StepSlug) => void,
) {
  const [draft, setDraft] = useRestoredDraft(def, ready);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [navigating, setNavigating] = useState(false);
  // The check this step already stopped on (`pause`): the next « Continuer » goes on.
  const [paused, setPaused] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** While the schemas are being loaded: a second « Continuer » waits for the first. */
  const checking = useRef(false);
  const focusAfter = useFocusAfterRender(formRef);
  const { fieldError, t } = useT();

  const set = (patch: Draft) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => withoutErrorsOf(e, patch));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (navigating || checking.current) return;
    checking.current = true;
    const data = def.toData(draft);
    void loadValidation().then(
      ({ validateStep }) => {
        checking.current = false;
        proceed(validateStep(slug, data, today()));
      },
      // Not loaded (offline): the visitor stays on the step and « Continuer » tries again.
      () => {
        checking.current = false;
      },
    );
  };

  /** After the check: the errors, the typo pause, or on to the next step. */
  const proceed = (check: StepValidation) => {
    if (!check.ok) {
      // The schemas' messages are French: in English, the same message by its key (locale.ts).
      setErrors(Object.fromEntries(Object.entries(check.errors).map(([field, m]) => [field, fieldError(m)])));
      // Focus the first field in error so keyboard and screen-reader users land on it.
      focusAfter.current = '[aria-invalid="true"]';
      return;
    }
    const pause = def.pause?.(draft, t);
    if (pause && pause.key !== paused) {
      setPaused(pause.key);
      setErrors({ [pause.field]: pause.message });
      focusAfter.current = '[data-pause]';
      return;
    }
    setNavigating(true);
    moveOn(slug, check.data, onNext);
  };

  return [draft, set, errors, submit, formRef, navigating] as const;
}
