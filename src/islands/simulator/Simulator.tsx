/**
 * The simulator island: one React root for the twelve steps (spec §2). Each step has its own prebuilt URL;
 * moving between steps updates the URL without reloading. Answers are kept in localStorage at once and
 * saved to the server in the background.
 */
import { useEffect, useRef, useState } from 'react';
import {
  isStepSlug,
  previousStep,
  STEP_SLUGS,
  type StepSlug,
  stepNumber,
} from '../../core/simulation/steps.ts';
import { readPrefill } from '../../lib/shared/prefill.ts';
import { startBackgroundSaves } from './api-client.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useStepForm } from './step-form.ts';
import { QUESTION_STEPS } from './steps.tsx';
import { type Prefill, useSimulator } from './store.ts';

const BASE = '/v2/simulateur';
const QUESTION_COUNT = STEP_SLUGS.length - 1;

function stepFromLocation(): StepSlug | null {
  const slug = window.location.pathname.replace(/\/+$/, '').split('/').pop();
  return isStepSlug(slug) ? slug : null;
}

/** City-page shortcut (spec §2 navigation state, carried as query parameters: src/lib/shared/prefill.ts). */
function prefillFromUrl(): Prefill | null {
  const q = readPrefill(window.location.search);
  const prefill: Prefill = {
    ...(q.cityName ? { cityName: q.cityName } : {}),
    ...(q.zoneAPL ? { zone: q.zoneAPL } : {}),
    ...(q.averageRent ? { averageRent: q.averageRent } : {}),
    ...(q.postalCode ? { postalCode: q.postalCode } : {}),
    ...(q.userType ? { userType: q.userType } : {}),
  };
  return Object.keys(prefill).length > 0 ? prefill : null;
}

export type SimulatorProps = {
  /** The question step this URL was built for. */
  step: Exclude<StepSlug, 'resultats'>;
};

/**
 * The question steps. The results screen is its own island (ResultsPage), loaded by a normal page load,
 * so question pages never download the engine and the results page never downloads the questions.
 */
export default function Simulator(props: SimulatorProps) {
  return (
    <ErrorBoundary>
      <Questions {...props} />
    </ErrorBoundary>
  );
}

function Questions({ step: initialStep }: SimulatorProps) {
  const [step, setStep] = useState<Exclude<StepSlug, 'resultats'>>(initialStep);
  const [hydrated, setHydrated] = useState(false);
  const moved = useRef(false);

  useEffect(() => {
    // Rehydrate after the first render so it matches the prebuilt HTML.
    void Promise.resolve(useSimulator.persist.rehydrate()).then(() => {
      const prefill = prefillFromUrl();
      if (prefill) {
        useSimulator.getState().applyPrefill(prefill);
        window.history.replaceState(window.history.state, '', window.location.pathname);
      }
      setHydrated(true);
    });
    const stop = startBackgroundSaves();
    const onPop = () => {
      const s = stepFromLocation();
      if (s === 'resultats') window.location.reload();
      else if (s) {
        moved.current = true;
        setStep(s);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      stop();
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  const go = (slug: StepSlug) => {
    if (slug === 'resultats') {
      window.location.assign(`${BASE}/resultats`);
      return;
    }
    moved.current = true;
    window.history.pushState({ step: slug }, '', `${BASE}/${slug}`);
    setStep(slug);
    window.scrollTo(0, 0);
  };

  const restart = () => {
    useSimulator.getState().restart();
    go('email');
  };

  return (
    <QuestionScreen
      key={step}
      slug={step}
      onNext={go}
      onRestart={restart}
      focusHeading={moved.current}
      ready={hydrated}
    />
  );
}

function QuestionScreen({
  slug,
  onNext,
  onRestart,
  focusHeading,
  ready,
}: {
  slug: Exclude<StepSlug, 'resultats'>;
  onNext: (slug: StepSlug) => void;
  onRestart: () => void;
  focusHeading: boolean;
  ready: boolean;
}) {
  const def = QUESTION_STEPS[slug];
  const form = useSimulator((s) => s.form);
  const prefill = useSimulator((s) => s.prefill);
  const [draft, set, errors, submit, formRef, navigating] = useStepForm(slug, def, ready, onNext);
  const heading = useRef<HTMLHeadingElement>(null);
  const n = stepNumber(slug);
  const previous = previousStep(slug);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const empty = def.isEmpty(draft);
  return (
    <form
      ref={formRef}
      className="sim-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="sim-question"
      data-ready={ready ? 'true' : 'false'}
    >
      <div className="sim-progress">
        <span>
          Étape {n} sur {QUESTION_COUNT}
        </span>
        <progress max={QUESTION_COUNT} value={n} aria-label={`Étape ${n} sur ${QUESTION_COUNT}`} />
      </div>
      <h1 id="sim-question" ref={heading} tabIndex={-1}>
        {def.title}
      </h1>
      {def.intro && <p className="sim-intro">{def.intro}</p>}
      {/* Until the island is ready, inputs are inert: nothing typed before then can be lost. */}
      <fieldset className="sim-fields" disabled={!ready}>
        {def.render({ draft, set, errors, form, prefill })}
      </fieldset>
      <div className="sim-actions">
        {previous && (
          <button type="button" className="btn btn-secondary" onClick={() => onNext(previous)}>
            Précédent
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={!ready || empty || navigating}>
          Continuer
        </button>
      </div>
      <p className="sim-restart">
        <button type="button" className="sim-link" onClick={onRestart}>
          Recommencer la simulation
        </button>
      </p>
    </form>
  );
}
