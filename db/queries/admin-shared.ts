/**
 * What the back-office queries (db/queries/admin-*.ts) share. Every one of them is async, on SQLite as on
 * PostgreSQL, so that the store in use changes no caller.
 */
import { like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A page of a longer list, as the back-office lists send it. */
export type Paged<T> = { total: number; page: number; pageSize: number; items: T[] };

/** The row window of page `page` (from 1). */
export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** The timestamp written in `updated_at` and the like (ISO 8601, UTC), as the columns' defaults write it. */
export const isoNow = () => new Date().toISOString();

/**
 * `column LIKE pattern` ignoring case on both stores: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
 * Both sides are lowered in SQL (not in JS), so that on SQLite, whose lower() only knows ASCII, it matches
 * exactly what `column LIKE pattern` matched.
 */
export const likeIgnoringCase = (column: SQLWrapper, pattern: string): SQL =>
  like(sql`lower(${column})`, sql`lower(${pattern})`);
