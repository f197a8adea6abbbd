/** The build running now: pages rendered so far (of those expected), and its log. */
import type { PublishingStatus } from '../../../../routes/admin/system.ts';
import { fmtInt } from '../../lib/format.ts';
import { BuildLog } from './BuildLog.tsx';

/** « 1 page rendue », « 34 912 pages rendues ». */
const pages = (n: number) => `${fmtInt(n)} ${n > 1 ? 'pages rendues' : 'page rendue'}`;

/** `partial`: an incremental build, only the pages an edit touched. */
export function RunningBuild({ id, progress }: { id: number; progress: PublishingStatus['progress'] }) {
  return (
    <section className="card">
      <h2>Construction en cours</h2>
      {progress ? (
        <p>
          {progress.partial
            ? `Reconstruction partielle : ${pages(progress.done)}.`
            : `${pages(progress.done)}${progress.expected ? ` sur environ ${fmtInt(progress.expected)}` : ''}.`}{' '}
          {!progress.partial && progress.expected > 0 ? (
            <progress max={progress.expected} value={Math.min(progress.done, progress.expected)} />
          ) : null}
        </p>
      ) : null}
      <BuildLog id={id} />
    </section>
  );
}
