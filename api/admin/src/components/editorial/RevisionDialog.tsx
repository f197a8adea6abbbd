/**
 * One revision against the form as it is now: the fields that differ (long texts as a diff), and
 * « Restaurer cette version », confirmed, which saves it as a new version.
 */
import type { RevisionDetail, RevisionSummary } from '../../../../routes/admin/editorial.ts';
import { useLoad } from '../../hooks/useLoad.ts';
import { Loaded } from '../status.tsx';
import { Dialog } from './Dialog.tsx';
import { changedFields, type FieldSpec, fieldText } from './diff.ts';
import { FieldChange } from './FieldChange.tsx';
import { ACTION_LABELS } from './RevisionsPanel.tsx';
import { SavedByLine } from './SavedByLine.tsx';

export function RevisionDialog<B, F extends Record<string, unknown>>({
  path,
  row,
  current,
  fields,
  fromBody,
  dirty,
  busy,
  onRestore,
  onClose,
}: {
  path: string;
  row: RevisionSummary;
  /** The form's values now. */
  current: F;
  fields: Array<FieldSpec<F>>;
  fromBody: (b: B) => F;
  /** Unsaved changes would be lost: the confirmation says so. */
  dirty: boolean;
  busy: boolean;
  onRestore: (row: RevisionSummary) => Promise<unknown>;
  onClose: () => void;
}) {
  const state = useLoad<RevisionDetail<B>>(`${path}/revisions/${row.id}`);
  const restore = async () => {
    const question = `Restaurer la version ${row.version} ? Elle sera enregistrée comme une nouvelle version${
      dirty ? ' et vos modifications non enregistrées seront perdues' : ''
    }.`;
    if (!window.confirm(question)) return;
    await onRestore(row);
    onClose();
  };
  return (
    <Dialog
      title={`Version ${row.version} · ${ACTION_LABELS[row.action]}`}
      onClose={onClose}
      footer={
        <button type="button" className="btn primary" disabled={busy || !state.data} onClick={restore}>
          Restaurer cette version
        </button>
      }
    >
      <p>
        <SavedByLine savedBy={row.savedBy} savedAt={row.savedAt} />
        {row.pending ? ' — modifications en attente, non publiées' : ''}.
      </p>
      <Loaded state={state}>
        {(rev) => <Changes fields={fields} current={current} old={fromBody(rev.data)} />}
      </Loaded>
    </Dialog>
  );
}

function Changes<F extends Record<string, unknown>>({
  fields,
  current,
  old,
}: {
  fields: Array<FieldSpec<F>>;
  current: F;
  old: F;
}) {
  const differing = changedFields(fields, current, old);
  if (differing.length === 0) return <p>Cette version est identique au formulaire actuel.</p>;
  return (
    <>
      <p>
        {differing.length === 1
          ? 'Un champ diffère du formulaire actuel :'
          : `${differing.length} champs diffèrent du formulaire actuel :`}
      </p>
      {differing.map((f) => (
        <FieldChange
          key={f.key}
          label={f.label}
          long={f.long === true}
          left={fieldText(f, current)}
          right={fieldText(f, old)}
          leftTitle="Formulaire actuel"
          rightTitle="Cette version"
          legend="Barré : texte actuel qui disparaîtrait · souligné : texte de cette version."
        />
      ))}
    </>
  );
}
