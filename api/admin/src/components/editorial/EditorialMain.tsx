/**
 * What an editor shows above its fields: who else is editing the page, the live page's pending changes, and the
 * merge screen of a conflict.
 */
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import type { Editorial } from '../../hooks/useEditorial.ts';
import { usePresence } from '../../hooks/usePresence.ts';
import type { FieldSpec } from './diff.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { PendingBanner } from './PendingBanner.tsx';
import { PresenceBanner } from './PresenceBanner.tsx';

export function EditorialMain<D extends EditorialState<unknown>, F extends Record<string, unknown>>({
  ed,
  fields,
  toForm,
}: {
  ed: Editorial<D, F>;
  fields: Array<FieldSpec<F>>;
  toForm: (d: D) => F;
}) {
  const others = usePresence(ed.path);
  return (
    <>
      <PresenceBanner others={others} />
      {ed.detail ? (
        <PendingBanner
          live={ed.detail.live}
          pending={ed.detail.pending}
          dirty={ed.dirty}
          busy={ed.busy}
          onPublish={() => void ed.publishChanges()}
          onDiscard={() => void ed.discardPending()}
        />
      ) : null}
      {ed.conflict ? (
        <MergeDialog
          // A new conflict starts with its own choices.
          key={ed.conflict.current.version}
          conflict={ed.conflict}
          fields={fields}
          toForm={toForm}
          busy={ed.busy}
          onMerge={(merged) => void ed.saveMerge(merged)}
          onReload={ed.reload}
        />
      ) : null}
    </>
  );
}
