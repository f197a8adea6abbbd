/** The results step as its own island: restores the answers, then shows the result screen. */
import { useEffect, useState } from 'react';
import type { StepSlug } from '../../core/simulation/steps.ts';
import { startBackgroundSaves } from './api-client.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
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
}: {
  partner: PartnerOffer | null;
  /** On the site (default) or embedded in a partner's page (placement.ts). */
  placement?: PlacementName;
}) {
  const placement = enterPlacement(name);
  useLeavingLinksInNewTab(placement);
  const go = (slug: StepSlug) => window.location.assign(`${placement.basePath}/${slug}`);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(useSimulator.persist.rehydrate()).then(() => setReady(true));
    return startBackgroundSaves();
  }, []);
  return (
    <PlacementContext.Provider value={placement}>
      <ErrorBoundary>
        <Results
          ready={ready}
          partner={partner}
          focusHeading={false}
          onGoTo={go}
          onRestart={() => {
            useSimulator.getState().restart();
            go('email');
          }}
        />
      </ErrorBoundary>
    </PlacementContext.Provider>
  );
}
