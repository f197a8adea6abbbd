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

/** The state of the merge screen: the body's merge and its choices, the other fields' choices, the result. */
function useMerge<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  conflict: Conflict<D, F>,
  fields: Array<FieldSpec<F>>,
  toForm: (d: D) => F,
) {
  const theirs = useMemo(() => toForm(conflict.current), [conflict, toForm]);
  const { mine, base } = conflict;
  const body = useMemo(() => bodyMergeOf(conflict, theirs), [conflict, theirs]);
  const [resolutions, setResolutions] = useState<Resolution[]>([]);
  const differing = changedFields(fields, mine, theirs).filter((f) => !(body && f.key === BODY));
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
  const resolve = (i: number, r: Resolution) =>
    setResolutions((old) => {
      const next = [...old];
      next[i] = r;
      return next;
    });
  const choose = (key: string, side: Side) => setChoice((c) => ({ ...c, [key]: side }));
  return { theirs, body, resolutions, resolve, differing, choice, choose, merged };
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
  const m = useMerge(conflict, fields, toForm);
  const { body, differing } = m;
  const pending = conflict.current.pending;
  const intro = fieldsIntro(differing.length, body !== null);
  return (
    <Dialog
      title="Cette page a été modifiée entre-temps"
      footer={
        <>
          <button type="button" className="btn primary" disabled={busy} onClick={() => onMerge(m.merged())}>
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
          label={fields.find((f) => f.key === BODY)?.label ?? 'Contenu'}
          merge={body}
          theirsName={conflict.theirsBy || "l'autre rédacteur"}
          resolutions={m.resolutions}
          onResolve={m.resolve}
        />
      ) : null}
      {intro ? <p>{intro}</p> : null}
      {differing.map((f) => (
        <FieldChoice
          key={f.key}
          field={f}
          mine={conflict.mine}
          theirs={m.theirs}
          side={m.choice[f.key]}
          onChoose={(side) => m.choose(f.key, side)}
        />
      ))}
    </Dialog>
  );
}

/** What the list of other fields starts with. */
function fieldsIntro(count: number, bodyMerged: boolean): string | null {
  if (count === 0)
    return bodyMerged ? null : 'Les deux versions sont identiques : enregistrez la fusion pour continuer.';
  if (count === 1)
    return `${bodyMerged ? 'Un autre champ diffère' : 'Un champ diffère'}. Choisissez la version à garder :`;
  return `${count} ${bodyMerged ? 'autres ' : ''}champs diffèrent. Choisissez, champ par champ, la version à garder :`;
}

/** One field that differs, with « Garder la mienne » / « Prendre l'enregistrée ». */
function FieldChoice<F extends Record<string, unknown>>({
  field,
  mine,
  theirs,
  side,
  onChoose,
}: {
  field: FieldSpec<F>;
  mine: F;
  theirs: F;
  side: Side | undefined;
  onChoose: (side: Side) => void;
}) {
  return (
    <FieldChange
      label={field.label}
      long={field.long === true}
      left={fieldText(field, mine)}
      right={fieldText(field, theirs)}
      leftTitle="Votre version"
      rightTitle="Version enregistrée"
      legend="Barré : seulement dans votre version · souligné : seulement dans la version enregistrée."
      choice={
        <fieldset className="merge-choice">
          <legend className="sr-only">{field.label} : version à garder</legend>
          {(
            [
              ['mine', 'Garder la mienne'],
              ['theirs', "Prendre l'enregistrée"],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                name={`merge-${field.key}`}
                checked={side === value}
                onChange={() => onChoose(value)}
              />
              {text}
            </label>
          ))}
        </fieldset>
      }
    />
  );
}
