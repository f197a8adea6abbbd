/** « par Léa Martin, le 23 novembre 2026 à 14 h 05 » (« par un compte supprimé » when the account is gone). */

import type { SavedBy } from '../../../../routes/admin/editorial.ts';
import { fmtWhen } from './time.ts';

export function SavedByLine({ savedBy, savedAt }: { savedBy: SavedBy; savedAt: string }) {
  return (
    <span>
      par {savedBy ? savedBy.name : 'un compte supprimé'}, le {fmtWhen(savedAt)}
    </span>
  );
}
