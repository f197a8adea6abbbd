/**
 * The results shown by the question island itself, without a page load, where the answers would not survive
 * one (safe-storage.ts: the embed in a frame whose storage the browser refuses). Loaded only then, as its own
 * chunk. The links of the result screen to a step of this simulator (« Modifier » on the recap) are followed
 * here too, without a page load.
 */
import type { MouseEvent } from 'react';
import { isStepSlug, type StepSlug } from '../../core/simulation/steps.ts';
import { Results } from './Results.tsx';

export default function InPlaceResults({
  basePath,
  onStep,
  onRestart,
}: {
  basePath: string;
  /** Opens a step; `back`: once it is answered, straight back to the results (`?retour=resultats`). */
  onStep: (slug: StepSlug, back: boolean) => void;
  onRestart: () => void;
}) {
  const followStepLink = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.origin !== window.location.origin) return;
    if (!link.pathname.startsWith(`${basePath}/`)) return;
    const slug = link.pathname.slice(basePath.length + 1);
    if (!isStepSlug(slug)) return;
    event.preventDefault();
    onStep(slug, new URLSearchParams(link.search).get('retour') === 'resultats');
  };
  return (
    <div onClickCapture={followStepLink}>
      <Results
        ready
        partner={null}
        focusHeading
        onGoTo={(slug) => onStep(slug, false)}
        onRestart={onRestart}
      />
    </div>
  );
}
