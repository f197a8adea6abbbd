/** The content store as the static build sees it: one read-only connection for the whole build. */
import { type Db, openDb } from '../../../db/client.ts';

let db: Db | undefined;

export function store(): Db {
  db ??= openDb(undefined, { readonly: true });
  return db;
}
