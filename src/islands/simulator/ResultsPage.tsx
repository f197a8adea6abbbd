/** The results step as its own island: restores the answers, then shows the result screen. */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { StepSlug } from '../../core/simulation/steps.ts';
import type { Locale } from '../../i18n/locales.ts';
import { startBackgroundSaves } from './api-client.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LocaleContext, type SimulatorMessages, translator } from './locale.ts';
import {
  enterPlacement,
  PlacementContext,
  type PlacementName,
  useLeavingLinksInNewTab,
} from './placement.ts';
import { type PartnerOffer, Results } from './Results.tsx';
import { useSimulator } from './store.ts';

export default function ResultsPage({
  partner,
  placement: name = 'site',
  locale = 'fr',
  messages,
}: {
  partner: PartnerOffer | null;
  /** On the site (default) or embedded in a partner's page (placement.ts). */
  placement?: PlacementName;
  /** The page's language (default French) and its strings, given by the Astro page (locale.ts). */
  locale?: Locale;
  messages: SimulatorMessages;
}) {
  const placement = enterPlacement(name, locale);
  const t = useMemo(() => translator({ locale, messages }), [locale, messages]);
  useLeavingLinksInNewTab(placement);
  const go = (slug: StepSlug) => window.location.assign(`${placement.basePath}/${slug}`);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(useSimulator.persist.rehydrate()).then(() => setReady(true));
    return startBackgroundSaves();
  }, []);
  return (
    <PlacementContext.Provider value={placement}>
      <LocaleContext.Provider value={t}>
        <ErrorBoundary>
          <ResultsWithRestart ready={ready} partner={partner} onGoTo={go} />
        </ErrorBoundary>
      </LocaleContext.Provider>
    </PlacementContext.Provider>
  );
}

/** « Recommencer la simulation ? », loaded when asked. */
const RestartConfirm = lazy(() => import('./RestartConfirm.tsx'));

/** The results, whose « Recommencer » wipes the answers once confirmed (RestartConfirm.tsx). */
function ResultsWithRestart({
  ready,
  partner,
  onGoTo,
}: {
  ready: boolean;
  partner: PartnerOffer | null;
  onGoTo: (slug: StepSlug) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Results
        ready={ready}
        partner={partner}
        focusHeading={false}
        onGoTo={onGoTo}
        onRestart={() => setAsking(true)}
      />
      {asking && (
        <Suspense fallback={null}>
          <RestartConfirm
            onDone={(confirmed) => {
              setAsking(false);
              if (!confirmed) return;
              useSimulator.getState().restart();
              onGoTo('email');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
