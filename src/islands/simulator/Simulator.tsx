/**
 * The simulator island: one React root for the twelve steps (spec §2). Each step has its own prebuilt URL;
 * moving between steps updates the URL without reloading. Answers are kept in localStorage at once and
 * saved to the server in the background; where the browser refuses localStorage (the embed in a partner's
 * frame, safe-storage.ts) they live in the page, and this island shows the results itself. The same island
 * runs on the site and in the embed (placement.ts: its address, its links, no audience measurement).
 */
import { lazy, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
// form.ts, not steps.ts: the schemas (zod) come only when the visitor starts answering (step-form.ts).
import {
  isStepSlug,
  nextStep,
  previousStep,
  STEP_SLUGS,
  type StepSlug,
  stepFields,
  stepNumber,
  unansweredStep,
} from '../../core/simulation/form.ts';
import type { Locale } from '../../i18n/locales.ts';
import { readPrefill } from '../../lib/shared/prefill.ts';
import { startBackgroundSaves } from './api-client.ts';
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
import { loadValidation, useStepForm } from './step-form.ts';
import { loadedStep, loadStep, type QuestionSlug } from './steps.tsx';
import { type Prefill, useSimulator } from './store.ts';

const QUESTION_COUNT = STEP_SLUGS.length - 1;
/** The results without a page load, only where the answers would not survive one (safe-storage.ts). */
const InPlaceResults = lazy(() => import('./InPlaceResults.tsx'));

function stepFromLocation(): StepSlug | null {
  const slug = window.location.pathname.replace(/\/+$/, '').split('/').pop();
  return isStepSlug(slug) ? slug : null;
}

/** The step `slug` ready to show; false when its chunk cannot be loaded (offline: its page is loaded instead). */
const stepReady = (slug: StepSlug) =>
  slug === 'resultats'
    ? Promise.resolve(true)
    : loadStep(slug).then(
        () => true,
        () => false,
      );

/**
 * The embed's pre-set city (`?ville=`), looked up with the commune files (city-prefill.ts): its code comes only
 * with such an address.
 */
async function cityOfAddress(search: string): Promise<Prefill | null> {
  if (!new URLSearchParams(search).has('ville')) return null;
  const { cityPrefill } = await import('./city-prefill.ts');
  return cityPrefill(search);
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
      const city = await cityOfAddress(window.location.search).catch(() => null);
      if (city) giveWayToCity(city);
      // The pre-set city wins over the query's place, being more precise.
      const fromUrl = prefillFromUrl();
      const prefill = city ? { ...fromUrl, ...city } : fromUrl;
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
    void stepReady(s).then((ok) => {
      if (!ok) return window.location.reload();
      moved.current = true;
      setStep(s);
    });
  });

  const go = async (slug: StepSlug) => {
    if (slug === 'resultats' && storageLasts()) {
      window.location.assign(`${basePath}/resultats`);
      return;
    }
    // The step's chunk first (steps.tsx), so that the screen changes only once it can show it.
    if (!(await stepReady(slug))) {
      window.location.assign(`${basePath}/${slug}`);
      return;
    }
    moved.current = true;
    window.history.pushState({ step: slug }, '', `${basePath}/${slug}`);
    setStep(slug);
    window.scrollTo(0, 0);
  };

  /** After an answer: the next step, or back to the results (via any answer still missing) after « Modifier ». */
  const advance = (slug: StepSlug) =>
    void go(
      backToResults.current ? (unansweredStep(useSimulator.getState().form, today()) ?? 'resultats') : slug,
    );

  // « Recommencer » wipes the answers only once the visitor confirms it.
  const [restart, restartDialog] = useRestart(() => void go('email'));

  if (step === 'resultats')
    return (
      <Suspense fallback={<p className="sim-card sim-loading">{t('sim.loading')}</p>}>
        <InPlaceResults
          basePath={basePath}
          onStep={(slug, back) => {
            backToResults.current = back;
            void go(slug);
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

/**
 * What « Continuer » and « Précédent » will need — the shared schemas (step-form.ts) and the steps around `slug`
 * (steps.tsx) — fetched as soon as the visitor starts answering (the first focus in the form), not with the page.
 */
function useWarmUp(slug: QuestionSlug): () => void {
  const done = useRef(false);
  return () => {
    if (done.current) return;
    done.current = true;
    void loadValidation().catch(() => undefined);
    for (const s of [nextStep(slug), previousStep(slug)])
      if (s && s !== 'resultats') void loadStep(s).catch(() => undefined);
  };
}

type T = ReturnType<typeof useT>['t'];

/** « 2 erreurs. La première : … » for the live region, or nothing. */
function errorAnnouncement(messages: string[], t: T): string {
  if (messages.length === 0) return '';
  const first = messages[0] ?? '';
  return messages.length > 1
    ? t('sim.errors.many', { n: messages.length, first })
    : t('sim.errors.one', { first });
}

/** « Question 3 sur 12 », in words and as a bar. */
function StepProgress({ n, t }: { n: number; t: T }) {
  return (
    <div className="sim-progress">
      <span>{t('sim.progress', { n, total: QUESTION_COUNT })}</span>
      <progress max={QUESTION_COUNT} value={n} aria-label={t('sim.progress', { n, total: QUESTION_COUNT })} />
    </div>
  );
}

type Actions = {
  slug: QuestionSlug;
  onPrevious: () => void;
  canContinue: boolean;
  onRestart: () => void;
  t: T;
};

/** « Précédent », « Continuer » and « Recommencer » under a question. */
function StepActions({ slug, onPrevious, canContinue, onRestart, t }: Actions) {
  return (
    <>
      <div className="sim-actions">
        {previousStep(slug) && (
          <button type="button" className="btn btn-secondary" onClick={onPrevious}>
            {t('sim.previous')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={!canContinue}>
          {t('sim.continue')}
        </button>
      </div>
      <p className="sim-restart">
        <button type="button" className="sim-link" onClick={onRestart}>
          {t('sim.restart')}
        </button>
      </p>
    </>
  );
}

function QuestionScreen({
  slug,
  onNext,
  onAdvance,
  onRestart,
  focusHeading,
  ready,
}: {
  slug: QuestionSlug;
  onNext: (slug: StepSlug) => void;
  onAdvance: (slug: StepSlug) => void;
  onRestart: () => void;
  focusHeading: boolean;
  ready: boolean;
}) {
  // Loaded before this screen is shown (the island's start, `go`); `use` waits for it otherwise.
  const def = loadedStep(slug) ?? use(loadStep(slug));
  const form = useSimulator((s) => s.form);
  // The questions are worded for the person concerned (« Sa date de naissance » for a child: for-whom.ts).
  const l = forPerson(useT(), form.forWhom);
  const { t } = l;
  const prefill = useSimulator((s) => s.prefill);
  const [draft, set, errors, submit, formRef, navigating] = useStepForm(slug, def, ready, onAdvance);
  const heading = useRef<HTMLHeadingElement>(null);
  const warmUp = useWarmUp(slug);

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
      onFocus={warmUp}
      onPointerDown={warmUp}
    >
      <StepProgress n={stepNumber(slug)} t={t} />
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
      <StepActions
        slug={slug}
        // The previous step that asks something, past those with nothing to ask (skips.ts).
        onPrevious={() => void previousAsked(slug, form).then((previous) => previous && onNext(previous))}
        canContinue={ready && !empty && !navigating}
        onRestart={onRestart}
        t={t}
      />
    </form>
  );
}
