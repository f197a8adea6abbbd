/**
 * « Éléments non publiés » of a build (issue 26): the items of the store it could not render and left out, and the
 * redirects it sent elsewhere, each with its cause — so that an editor knows what to fix.
 */
import type { BuildRow } from '../../../../routes/admin/system.ts';

type Skipped = NonNullable<BuildRow['skipped']>;

/** How an item is named: its address, else its kind and number. */
const label = (item: Skipped[number]) => item.path ?? `${item.kind} n° ${item.id ?? '?'}`;

export function SkippedItems({ items, max = 10 }: { items: Skipped | null | undefined; max?: number }) {
  if (!items || items.length === 0) return null;
  return (
    <div className="skipped">
      <strong>Éléments non publiés ({items.length})</strong>
      <ul>
        {items.slice(0, max).map((item) => (
          <li key={`${item.kind}:${item.id ?? ''}:${item.path ?? ''}`}>
            <code>{label(item)}</code> — {item.cause}
          </li>
        ))}
        {items.length > max && <li>… et {items.length - max} autre(s)</li>}
      </ul>
    </div>
  );
}
