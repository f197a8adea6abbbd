/** What an editor shows on its side for an item already saved: scheduled actions, page views and the history. */
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import type { Editorial } from '../../hooks/useEditorial.ts';
import { PageViewsPanel } from '../../pages/stats/PageViewsPanel.tsx';
import type { FieldSpec } from './diff.ts';
import { RevisionDialog } from './RevisionDialog.tsx';
import { RevisionsPanel } from './RevisionsPanel.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';

type BodyOf<D extends EditorialState<unknown>> = NonNullable<D['pending']>['data'];

export function EditorialSide<D extends EditorialState<unknown>, F extends Record<string, unknown>>({
  ed,
  path,
  fields,
  fromBody,
}: {
  ed: Editorial<D, F>;
  /** The item's API address; null for an item not created yet (nothing to show). */
  path: string | null;
  fields: Array<FieldSpec<F>>;
  fromBody: (b: BodyOf<D>) => F;
}) {
  if (!path || !ed.detail) return null;
  return (
    <>
      <SchedulePanel path={path} schedules={ed.detail.schedules} onChange={ed.refresh} />
      {/* An article's or city page's views over 30 days (issue 30); nothing for a guide. */}
      <PageViewsPanel path={path} />
      <RevisionsPanel
        path={path}
        version={ed.detail.version}
        renderOpen={(row, close) => (
          <RevisionDialog<BodyOf<D>, F>
            path={path}
            row={row}
            current={ed.form.values}
            fields={fields}
            fromBody={fromBody}
            dirty={ed.dirty}
            busy={ed.busy}
            onRestore={ed.restore}
            onClose={close}
          />
        )}
      />
    </>
  );
}
