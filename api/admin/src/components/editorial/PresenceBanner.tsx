/** « Camille Martin modifie aussi cette page »: the other editors who have this page open (usePresence). */
import type { OtherEditor } from '../../hooks/usePresence.ts';

/** « A », « A et B », « A, B et C ». */
export function namesText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

export function PresenceBanner({ others }: { others: OtherEditor[] }) {
  // The live region stays mounted, so that a screen reader hears someone arrive.
  return (
    <div className="presence-banner" role="status" data-testid="presence-banner">
      {others.length > 0 ? (
        <p className="notice warning">
          <strong>
            {namesText(others.map((o) => o.name || 'Un autre rédacteur'))}{' '}
            {others.length > 1 ? 'modifient' : 'modifie'} aussi cette page.
          </strong>{' '}
          Si vous enregistrez tous les deux, vos modifications seront fusionnées paragraphe par paragraphe.
        </p>
      ) : null}
    </div>
  );
}
