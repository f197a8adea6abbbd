/**
 * The merge screen of a refused save (409): every field that differs, « Votre version » beside « Version
 * enregistrée », a choice per field, then « Enregistrer la fusion » (on top of the saved version) or
 * « Recharger » (this tab's changes dropped).
 */
import { useState } from 'react';
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import type { Conflict } from '../../hooks/useEditorial.ts';
import { Dialog } from './Dialog.tsx';
import { changedFields, type FieldSpec, fieldText } from './diff.ts';
import { FieldChange } from './FieldChange.tsx';
import { SavedByLine } from './SavedByLine.tsx';

type Side = 'mine' | 'theirs';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  const theirs = toForm(conflict.current);
  const { mine, base } = conflict;
  const differing = changedFields(fields, mine, theirs);
  // By default, what this tab changed is kept and the rest taken from the saved version.
  const [choice, setChoice] = useState<Record<string, Side>>(() =>
    Object.fromEntries(differing.map((f) => [f.key, same(mine[f.key], base[f.key]) ? 'theirs' : 'mine'])),
  );
  const merged = (): F => {
    const out = { ...theirs };
    for (const f of differing) if (choice[f.key] === 'mine') out[f.key] = mine[f.key];
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
      {differing.length === 0 ? (
        <p>Les deux versions sont identiques : enregistrez la fusion pour continuer.</p>
      ) : (
        <p>
          {differing.length === 1
            ? 'Un champ diffère. Choisissez la version à garder :'
            : `${differing.length} champs diffèrent. Choisissez, champ par champ, la version à garder :`}
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
