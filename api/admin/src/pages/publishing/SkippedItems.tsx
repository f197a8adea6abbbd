/**
 * « Éléments non publiés » of a build (issue 26): the items of the store it could not render and left out, and the
 * redirects it sent elsewhere, each with its cause — so that an editor knows what to fix.
 */
import { Link } from 'react-router';
import type { BuildRow } from '../../../../routes/admin/system.ts';

type Skipped = NonNullable<BuildRow['skipped']>;

/** How an item is named: its address, else its kind and number. */
const label = (item: Skipped[number]) => item.path ?? `${item.kind} n° ${item.id ?? '?'}`;

/** The back-office screen where the item is fixed, when it has one. */
export function editPath(item: Skipped[number]): string | null {
  if (item.kind === 'redirect') return '/redirections';
  if (item.id == null) return null;
  const screens: Record<string, string> = { article: 'articles', guide: 'thematiques', city: 'cities' };
  const screen = screens[item.kind];
  return screen ? `/${screen}/${item.id}/edit` : null;
}

export function SkippedItems({ items, max = 10 }: { items: Skipped | null | undefined; max?: number }) {
  if (!items || items.length === 0) return null;
  return (
    <div className="skipped">
      <strong>{items.length} à corriger</strong>
      <ul>
        {items.slice(0, max).map((item) => {
          const to = editPath(item);
          return (
            <li key={`${item.kind}:${item.id ?? ''}:${item.path ?? ''}`}>
              <code>{label(item)}</code> — {item.cause}
              {to && (
                <>
                  {' '}
                  <Link to={to}>Corriger</Link>
                </>
              )}
            </li>
          );
        })}
        {items.length > max && <li>… et {items.length - max} autre(s)</li>}
      </ul>
    </div>
  );
}
