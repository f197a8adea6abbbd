/** The line under the save buttons: « Modifications non enregistrées », « Enregistré automatiquement à 14 h 05 »… */
import { type SaveState, saveStateText } from '../../hooks/useEditorial.ts';

export function SaveStatus({ dirty, state }: { dirty: boolean; state: SaveState }) {
  return (
    <p
      className={`save-status${dirty || state.kind === 'failed' ? ' unsaved' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      {saveStateText(dirty, state)}
    </p>
  );
}
