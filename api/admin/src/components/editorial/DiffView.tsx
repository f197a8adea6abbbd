/** A readable diff of a long text: struck out what goes, underlined what comes, the rest as it is. */
import { useMemo } from 'react';
import { textDiff } from './diff.ts';

export function DiffView({
  before,
  after,
  legend,
}: {
  before: string;
  after: string;
  /** What struck out and underlined mean here. */
  legend: string;
}) {
  const parts = useMemo(() => textDiff(before, after), [before, after]);
  return (
    <figure className="diff">
      <figcaption className="hint">{legend}</figcaption>
      <div className="diff-text" data-testid="diff">
        {parts.map((p, i) =>
          p.kind === 'added' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move, they are recomputed
            <ins key={i}>{p.text}</ins>
          ) : p.kind === 'removed' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move, they are recomputed
            <del key={i}>{p.text}</del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move, they are recomputed
            <span key={i}>{p.text}</span>
          ),
        )}
      </div>
    </figure>
  );
}
