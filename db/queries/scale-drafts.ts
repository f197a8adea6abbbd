/**
 * Ce que l'écran « Barèmes » lit en plus des versions (issue 27) : le nom de qui a proposé, activé ou retiré
 * chacune, au lieu de son identifiant. Sur les deux stores.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { user } from '../tables.ts';

/** Le nom (à défaut l'adresse) de chaque identifiant d'utilisateur connu ; les autres (« migration ») restent tels quels. */
export async function userNames(db: Db, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}
