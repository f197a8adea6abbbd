/**
 * The simulator island: one React root for the twelve steps (spec §2). Each step has its own prebuilt URL;
 * moving between steps updates the URL without reloading. Answers are kept in localStorage at once and
 * saved to the server in the background; where the browser refuses localStorage (the embed in a partner's
 * frame, safe-storage.ts) they live in the page, and this island shows the results itself. The same island
 * runs on the site and in the embed (placement.ts: its address, its links, no audience measurement).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { stepFields, unansweredStep } from '../../core/simulation/form.ts';
import { isStepSlug, STEP_SLUGS, type StepSlug, stepNumber } from '../../core/simulation/steps.ts';
import type { Locale } from '../../i18n/locales.ts';
import { readPrefill } from '../../lib/shared/prefill.ts';
import { startBackgroundSaves } from './api-client.ts';
import { cityPrefill, withCity } from './city-prefill.ts';
import { today } from './clock.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { forPerson } from './for-whom.ts';
import { LocaleContext, type SimulatorMessages, translator, useT } from './locale.ts';
import {
  enterPlacement,
  PlacementContext,
  type PlacementName,
  useLeavingLinksInNewTab,
  usePlacement,
} from './placement.ts';
import { useRestart } from './restart.tsx';
import { storageLasts } from './safe-storage.ts';
import { previousAsked } from './skips.ts';
import { useStepForm } from './step-form.ts';
import { QUESTION_STEPS } from './steps.tsx';
import { type Prefill, useSimulator } from './store.ts';

const QUESTION_COUNT = STEP_SLUGS.length - 1;
/** The results without a page load, only where the answers would not survive one (safe-storage.ts). */
const InPlaceResults = lazy(() => import('./InPlaceResults.tsx'));
/** « Recommencer la simulation ? », loaded when asked. */

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

/**
 * A link that names a commune (« Simuler mon APL à Lyon », the embed's city) is the visitor's choice: a different
 * commune answered earlier in this browser gives way to it, so that the postal-code step opens on the named one
 * (the prefill fills only an empty place). Nothing is sent: the step saves the commune when the visitor goes on.
 */
function giveWayToCity(city: Prefill) {
  const { form } = useSimulator.getState();
  if (form.postalCode === undefined || form.inseeCode === city.inseeCode) return;
  const place = new Set<string>(stepFields('code-postal'));
  useSimulator.setState({
    form: Object.fromEntries(Object.entries(form).filter(([k]) => !place.has(k))) as typeof form,
  });
}

export type SimulatorProps = {
  /** The question step this URL was built for. */
  step: Exclude<StepSlug, 'resultats'>;
  /** On the site (default) or embedded in a partner's page (placement.ts). */
  placement?: PlacementName;
  /** The page's language (default French) and its strings, given by the Astro page (locale.ts). */
  locale?: Locale;
  messages: SimulatorMessages;
};

/**
 * The question steps. The results screen is its own island (ResultsPage), loaded by a normal page load,
 * so question pages never download the engine and the results page never downloads the questions.
 */
export default function Simulator(props: SimulatorProps) {
  const locale = props.locale ?? 'fr';
  const placement = enterPlacement(props.placement ?? 'site', locale);
  useLeavingLinksInNewTab(placement);
  const t = useMemo(() => translator({ locale, messages: props.messages }), [locale, props.messages]);
  return (
    <PlacementContext.Provider value={placement}>
      <LocaleContext.Provider value={t}>
        <ErrorBoundary>
          <Questions {...props} />
        </ErrorBoundary>
      </LocaleContext.Provider>
    </PlacementContext.Provider>
  );
}

/**
 * The answers kept in this browser, restored after the first render (it matches the prebuilt HTML), with the
 * pre-filled city or rent of the address; the saves waiting to go, sent in the background; the browser's back and
 * forward between steps (`onStep`). Whether the answers are restored.
 */
function useRestoredAnswers(backToResults: { current: boolean }, onStep: (slug: StepSlug) => void): boolean {
  const [hydrated, setHydrated] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island starts (a ref and a setter).
  useEffect(() => {
    backToResults.current = new URLSearchParams(window.location.search).get('retour') === 'resultats';
    // Rehydrate after the first render so it matches the prebuilt HTML.
    void Promise.resolve(useSimulator.persist.rehydrate()).then(async () => {
      const city = await cityPrefill(window.location.search);
      if (city) giveWayToCity(city);
      const prefill = withCity(prefillFromUrl(), city);
      if (prefill) useSimulator.getState().applyPrefill(prefill);
      if (prefill || backToResults.current) {
        window.history.replaceState(window.history.state, '', window.location.pathname);
      }
      setHydrated(true);
    });
    const stop = startBackgroundSaves();
    const onPop = () => {
      const s = stepFromLocation();
      if (s === 'resultats' && storageLasts()) window.location.reload();
      else if (s) onStep(s);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      stop();
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return hydrated;
}

function Questions({ step: initialStep }: SimulatorProps) {
  const [step, setStep] = useState<StepSlug>(initialStep);
  const moved = useRef(false);
  /** Reached from the results' « Modifier » (`?retour=resultats`): once answered, straight back to them. */
  const backToResults = useRef(false);
  const { basePath } = usePlacement();
  const { t } = useT();

  const hydrated = useRestoredAnswers(backToResults, (s) => {
    moved.current = true;
    setStep(s);
  });

  const go = (slug: StepSlug) => {
    if (slug === 'resultats' && storageLasts()) {
      window.location.assign(`${basePath}/resultats`);
      return;
    }
    moved.current = true;
    window.history.pushState({ step: slug }, '', `${basePath}/${slug}`);
    setStep(slug);
    window.scrollTo(0, 0);
  };

  /** After an answer: the next step, or back to the results (via any answer still missing) after « Modifier ». */
  const advance = (slug: StepSlug) =>
    go(backToResults.current ? (unansweredStep(useSimulator.getState().form, today()) ?? 'resultats') : slug);

  // « Recommencer » wipes the answers only once the visitor confirms it.
  const [restart, restartDialog] = useRestart(() => go('email'));

  if (step === 'resultats')
    return (
      <Suspense fallback={<p className="sim-card sim-loading">{t('sim.loading')}</p>}>
        <InPlaceResults
          basePath={basePath}
          onStep={(slug, back) => {
            backToResults.current = back;
            go(slug);
          }}
          onRestart={restart}
        />
        {restartDialog}
      </Suspense>
    );
  return (
    <>
      <QuestionScreen
        key={step}
        slug={step}
        onNext={go}
        onAdvance={advance}
        onRestart={restart}
        focusHeading={moved.current}
        ready={hydrated}
      />
      {restartDialog}
    </>
  );
}

/** « 2 erreurs. La première : … » for the live region, or nothing. */
function errorAnnouncement(messages: string[], t: ReturnType<typeof useT>['t']): string {
  if (messages.length === 0) return '';
  const first = messages[0] ?? '';
  return messages.length > 1
    ? t('sim.errors.many', { n: messages.length, first })
    : t('sim.errors.one', { first });
}

function QuestionScreen({
  slug,
  onNext,
  onAdvance,
  onRestart,
  focusHeading,
  ready,
}: {
  slug: Exclude<StepSlug, 'resultats'>;
  onNext: (slug: StepSlug) => void;
  onAdvance: (slug: StepSlug) => void;
  onRestart: () => void;
  focusHeading: boolean;
  ready: boolean;
}) {
  const def = QUESTION_STEPS[slug];
  const form = useSimulator((s) => s.form);
  // The questions are worded for the person concerned (« Sa date de naissance » for a child: for-whom.ts).
  const l = forPerson(useT(), form.forWhom);
  const { t } = l;
  const prefill = useSimulator((s) => s.prefill);
  const [draft, set, errors, submit, formRef, navigating] = useStepForm(slug, def, ready, onAdvance);
  const heading = useRef<HTMLHeadingElement>(null);
  const n = stepNumber(slug);
  const previous = previousAsked(slug, form);

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
        <span>{t('sim.progress', { n, total: QUESTION_COUNT })}</span>
        <progress
          max={QUESTION_COUNT}
          value={n}
          aria-label={t('sim.progress', { n, total: QUESTION_COUNT })}
        />
      </div>
      <h1 id="sim-question" ref={heading} tabIndex={-1}>
        {t(def.title)}
      </h1>
      {def.intro && <p className="sim-intro">{t(def.intro)}</p>}
      {/* The errors of a refused « Continuer », read out by screen readers as they appear (issue 29). */}
      <p className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
        {errorAnnouncement(Object.values(errors), t)}
      </p>
      {/* Until the island is ready, inputs are inert: nothing typed before then can be lost. */}
      <fieldset className="sim-fields" disabled={!ready}>
        {def.render({ draft, set, errors, form, prefill, l })}
      </fieldset>
      <div className="sim-actions">
        {previous && (
          <button type="button" className="btn btn-secondary" onClick={() => onNext(previous)}>
            {t('sim.previous')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={!ready || empty || navigating}>
          {t('sim.continue')}
        </button>
      </div>
      <p className="sim-restart">
        <button type="button" className="sim-link" onClick={onRestart}>
          {t('sim.restart')}
        </button>
      </p>
    </form>
  );
}
