/**
 * « Recommencer la simulation »: [ask, dialog]. Asking shows « Recommencer la simulation ? » (RestartConfirm.tsx, a
 * chunk loaded only then); once confirmed, the answers are wiped and `onRestarted` runs (to the e-mail step). Used
 * by the questions (Simulator.tsx); the results page keeps its own (ResultsPage.tsx: its JavaScript budget).
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSimulator } from './store.ts';

const RestartConfirm = lazy(() => import('./RestartConfirm.tsx'));

export function useRestart(onRestarted: () => void): [() => void, ReactNode] {
  const [asking, setAsking] = useState(false);
  const dialog = asking && (
    <Suspense fallback={null}>
      <RestartConfirm
        onDone={(confirmed) => {
          setAsking(false);
          if (!confirmed) return;
          useSimulator.getState().restart();
          onRestarted();
        }}
      />
    </Suspense>
  );
  return [() => setAsking(true), dialog];
}
