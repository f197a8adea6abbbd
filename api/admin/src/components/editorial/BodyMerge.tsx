/**
 * The body of a page in the merge screen (issue 30): merged paragraph by paragraph from the version both editors
 * started from. What only one of them changed is kept, shown as the merged text; each paragraph both changed
 * shows « Votre version » beside « Version de <nom> » with a choice: mine, theirs, or both (theirs first).
 */

import { defaultResolution, type Resolution } from '../../../../../src/core/editorial/merge-blocks.ts';
import type { BlockMerge, MergeChunk } from '../../../../routes/admin/editorial.ts';

type Conflict = Extract<MergeChunk, { kind: 'conflict' }>;

/** The label of kept text that one side changed. */
const ORIGIN: Record<'mine' | 'theirs' | 'both', (theirsName: string) => string> = {
  mine: () => 'Votre modification',
  theirs: (name) => `Modifié par ${name}`,
  both: () => 'Même modification des deux côtés',
};

export function BodyMerge({
  label,
  merge,
  theirsName,
  resolutions,
  onResolve,
}: {
  label: string;
  merge: BlockMerge;
  theirsName: string;
  resolutions: Resolution[];
  onResolve: (index: number, r: Resolution) => void;
}) {
  // Keyed by where each chunk starts in the merge (chunks of one merge never move); conflicts counted in order.
  let n = 0;
  let at = 0;
  const items = merge.chunks.map((chunk) => {
    const key = `${chunk.kind}-${at}`;
    at += chunk.kind === 'same' ? chunk.text.length : chunk.base.length + chunk.mine.length + 1;
    return { chunk, key, index: chunk.kind === 'conflict' ? n++ : -1 };
  });
  return (
    <section className="field-change body-merge" data-testid="body-merge">
      <h3>{label}</h3>
      <p className="hint">
        {merge.conflicts === 0
          ? 'Fusionné paragraphe par paragraphe : vos modifications et celles enregistrées entre-temps sont toutes gardées.'
          : `Fusionné paragraphe par paragraphe : les modifications faites d'un seul côté sont gardées. ${
              merge.conflicts === 1
                ? 'Un paragraphe a été modifié des deux côtés : choisissez la version à garder.'
                : `${merge.conflicts} paragraphes ont été modifiés des deux côtés : choisissez, pour chacun, la version à garder.`
            }`}
      </p>
      <div className="merged-text">
        {items.map(({ chunk, key, index }) => {
          if (chunk.kind === 'same')
            return (
              <div key={key} className={`merged-same from-${chunk.origin}`}>
                {chunk.origin === 'base' ? null : (
                  <p className="merged-origin">{ORIGIN[chunk.origin](theirsName)}</p>
                )}
                <p className="merged-text-value">{chunk.text}</p>
              </div>
            );
          return (
            <ConflictBlock
              key={key}
              index={index}
              conflict={chunk}
              theirsName={theirsName}
              value={resolutions[index] ?? defaultResolution(chunk)}
              onChange={(r) => onResolve(index, r)}
            />
          );
        })}
      </div>
    </section>
  );
}

function ConflictBlock({
  index,
  conflict,
  theirsName,
  value,
  onChange,
}: {
  index: number;
  conflict: Conflict;
  theirsName: string;
  value: Resolution;
  onChange: (r: Resolution) => void;
}) {
  const options: Array<[Resolution, string]> = [
    ['mine', 'Garder la mienne'],
    ['theirs', `Prendre celle de ${theirsName}`],
    ['both', 'Garder les deux'],
  ];
  return (
    <div className="merge-conflict" data-testid="merge-conflict">
      <p className="merge-conflict-title">
        {conflict.insertion ? 'Ajouté des deux côtés au même endroit' : 'Paragraphe modifié des deux côtés'}
      </p>
      <div className="sides">
        <div>
          <p className="side-title">Votre version</p>
          <p className="side-value">{conflict.mine || <span className="muted">(supprimé)</span>}</p>
        </div>
        <div>
          <p className="side-title">Version de {theirsName}</p>
          <p className="side-value">{conflict.theirs || <span className="muted">(supprimé)</span>}</p>
        </div>
      </div>
      <fieldset className="merge-choice">
        <legend className="sr-only">Conflit {index + 1} : version à garder</legend>
        {options.map(([r, text]) => (
          <label key={r} className="checkbox">
            <input
              type="radio"
              name={`merge-block-${index}`}
              checked={value === r}
              onChange={() => onChange(r)}
            />
            {text}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
