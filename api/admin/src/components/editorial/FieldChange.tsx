/**
 * One field that differs between two versions: short values side by side, long texts as a diff (and both in
 * full on demand). `choice` adds the merge screen's « garder la mienne / prendre l'enregistrée ».
 */
import type { ReactNode } from 'react';
import { DiffView } from './DiffView.tsx';

export function FieldChange({
  label,
  long,
  left,
  right,
  leftTitle,
  rightTitle,
  legend,
  choice,
}: {
  label: string;
  long: boolean;
  /** The diff goes from `left` to `right`. */
  left: string;
  right: string;
  leftTitle: string;
  rightTitle: string;
  legend: string;
  choice?: ReactNode;
}) {
  return (
    <section className="field-change">
      <h3>{label}</h3>
      {long ? (
        <>
          <DiffView before={left} after={right} legend={legend} />
          <details>
            <summary>Voir les deux textes en entier</summary>
            <Sides left={left} right={right} leftTitle={leftTitle} rightTitle={rightTitle} />
          </details>
        </>
      ) : (
        <Sides left={left} right={right} leftTitle={leftTitle} rightTitle={rightTitle} />
      )}
      {choice}
    </section>
  );
}

function Sides({
  left,
  right,
  leftTitle,
  rightTitle,
}: {
  left: string;
  right: string;
  leftTitle: string;
  rightTitle: string;
}) {
  return (
    <div className="sides">
      <div>
        <p className="side-title">{leftTitle}</p>
        <p className="side-value">{left || <span className="muted">(vide)</span>}</p>
      </div>
      <div>
        <p className="side-title">{rightTitle}</p>
        <p className="side-value">{right || <span className="muted">(vide)</span>}</p>
      </div>
    </div>
  );
}
