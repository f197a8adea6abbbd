/** The results step as its own island: restores the answers, then shows the result screen. */
import { useEffect, useState } from 'react';
import type { StepSlug } from '../../core/simulation/steps.ts';
import { startBackgroundSaves } from './api-client.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { type PartnerOffer, Results } from './Results.tsx';
import { useSimulator } from './store.ts';

const go = (slug: StepSlug) => window.location.assign(`/v2/simulateur/${slug}`);

export default function ResultsPage({ partner }: { partner: PartnerOffer | null }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(useSimulator.persist.rehydrate()).then(() => setReady(true));
    return startBackgroundSaves();
  }, []);
  return (
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
  );
}
