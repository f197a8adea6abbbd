/** The build running now: pages rendered so far (of those expected), and its log. */
import type { PublishingStatus } from '../../../../routes/admin/system.ts';
import { BuildLog } from './BuildLog.tsx';

/** `partial`: an incremental build, only the pages an edit touched. */
export function RunningBuild({ id, progress }: { id: number; progress: PublishingStatus['progress'] }) {
  return (
    <section className="card">
      <h2>Construction en cours</h2>
      {progress ? (
        <p>
          {progress.partial
            ? `Reconstruction partielle : ${progress.done} page(s) rendue(s).`
            : `${progress.done} page(s) rendue(s)${progress.expected ? ` sur environ ${progress.expected}` : ''}.`}{' '}
          {!progress.partial && progress.expected > 0 ? (
            <progress max={progress.expected} value={Math.min(progress.done, progress.expected)} />
          ) : null}
        </p>
      ) : null}
      <BuildLog id={id} />
    </section>
  );
}
