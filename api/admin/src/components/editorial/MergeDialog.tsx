/**
 * The merge screen of a refused save (409): the body (Markdown) merged paragraph by paragraph from the version
 * this tab started from, both editors' changes kept, a choice for each paragraph both changed (issue 30); every
 * other field that differs, « Votre version » beside « Version enregistrée », a choice per field; then
 * « Enregistrer la fusion » (on top of the saved version) or « Recharger » (this tab's changes dropped).
 */
import { useMemo, useState } from 'react';
import { mergeBlocks, mergedText, type Resolution } from '../../../../../src/core/editorial/merge-blocks.ts';
import type { BlockMerge, EditorialState } from '../../../../routes/admin/editorial.ts';
import type { Conflict } from '../../hooks/useEditorial.ts';
import { BodyMerge } from './BodyMerge.tsx';
import { Dialog } from './Dialog.tsx';
import { changedFields, type FieldSpec, fieldText } from './diff.ts';
import { FieldChange } from './FieldChange.tsx';
import { SavedByLine } from './SavedByLine.tsx';

type Side = 'mine' | 'theirs';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The Markdown body field, merged by block (the server's BLOCK_MERGED_FIELDS). */
const BODY = 'content';
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The block merge of the body when it differs: the server's when made from what this tab holds, computed here
 * from the version this tab started from otherwise (the same pure merge).
 */
function bodyMergeOf<F extends Record<string, unknown>>(
  conflict: Conflict<unknown, F>,
  theirs: F,
): BlockMerge | null {
  if (!(BODY in conflict.mine) || same(conflict.mine[BODY], theirs[BODY])) return null;
  return (
    conflict.merge?.[BODY] ??
    mergeBlocks(textOf(conflict.base[BODY]), textOf(conflict.mine[BODY]), textOf(theirs[BODY]))
  );
}

export function MergeDialog<D extends EditorialState<unknown>, F extends Record<string, unknown>>({
  conflict,
  fields,
  toForm,
  onMerge,
  onReload,
  busy,
}: {
  conflict: Conflict<D, F>;
  fields: Array<FieldSpec<F>>;
  toForm: (d: D) => F;
  onMerge: (merged: F) => void;
  onReload: () => void;
  busy: boolean;
}) {
  const theirs = useMemo(() => toForm(conflict.current), [conflict, toForm]);
  const { mine, base } = conflict;
  const body = useMemo(() => bodyMergeOf(conflict, theirs), [conflict, theirs]);
  const [resolutions, setResolutions] = useState<Resolution[]>([]);
  const bodyField = body ? fields.find((f) => f.key === BODY) : undefined;
  const differing = changedFields(fields, mine, theirs).filter((f) => !(body && f.key === BODY));
  const theirsName = conflict.theirsBy || "l'autre rédacteur";
  // By default, what this tab changed is kept and the rest taken from the saved version.
  const [choice, setChoice] = useState<Record<string, Side>>(() =>
    Object.fromEntries(differing.map((f) => [f.key, same(mine[f.key], base[f.key]) ? 'theirs' : 'mine'])),
  );
  const merged = (): F => {
    const out = { ...theirs };
    for (const f of differing) if (choice[f.key] === 'mine') out[f.key] = mine[f.key];
    if (body) (out as Record<string, unknown>)[BODY] = mergedText(body.chunks, resolutions);
    return out;
  };
  const pending = conflict.current.pending;
  return (
    <Dialog
      title="Cette page a été modifiée entre-temps"
      footer={
        <>
          <button type="button" className="btn primary" disabled={busy} onClick={() => onMerge(merged())}>
            Enregistrer la fusion
          </button>
          <button type="button" className="btn" disabled={busy} onClick={onReload}>
            Recharger
          </button>
          <p className="hint">« Recharger » abandonne vos modifications et affiche la version enregistrée.</p>
        </>
      }
    >
      <p className="notice warning">{conflict.message}</p>
      <p>
        Version enregistrée : n<sup>o</sup> {conflict.current.version}
        {pending ? (
          <>
            {' '}
            — <SavedByLine savedBy={pending.savedBy} savedAt={pending.savedAt} />
          </>
        ) : null}
        .
      </p>
      {body ? (
        <BodyMerge
          label={bodyField?.label ?? 'Contenu'}
          merge={body}
          theirsName={theirsName}
          resolutions={resolutions}
          onResolve={(i, r) =>
            setResolutions((old) => {
              const next = [...old];
              next[i] = r;
              return next;
            })
          }
        />
      ) : null}
      {differing.length === 0 ? (
        body ? null : (
          <p>Les deux versions sont identiques : enregistrez la fusion pour continuer.</p>
        )
      ) : (
        <p>
          {differing.length === 1
            ? `${body ? 'Un autre champ diffère' : 'Un champ diffère'}. Choisissez la version à garder :`
            : `${differing.length} ${body ? 'autres ' : ''}champs diffèrent. Choisissez, champ par champ, la version à garder :`}
        </p>
      )}
      {differing.map((f) => (
        <FieldChange
          key={f.key}
          label={f.label}
          long={f.long === true}
          left={fieldText(f, mine)}
          right={fieldText(f, theirs)}
          leftTitle="Votre version"
          rightTitle="Version enregistrée"
          legend="Barré : seulement dans votre version · souligné : seulement dans la version enregistrée."
          choice={
            <fieldset className="merge-choice">
              <legend className="sr-only">{f.label} : version à garder</legend>
              {(
                [
                  ['mine', 'Garder la mienne'],
                  ['theirs', "Prendre l'enregistrée"],
                ] as const
              ).map(([side, text]) => (
                <label key={side} className="checkbox">
                  <input
                    type="radio"
                    name={`merge-${f.key}`}
                    checked={choice[f.key] === side}
                    onChange={() => setChoice((c) => ({ ...c, [f.key]: side }))}
                  />
                  {text}
                </label>
              ))}
            </fieldset>
          }
        />
      ))}
    </Dialog>
  );
}
