/**
 * What the back-office queries (db/queries/admin-*.ts) share. Every one of them is async, even on SQLite,
 * so that moving the store (PostgreSQL…) changes no caller.
 */

/** A page of a longer list, as the back-office lists send it. */
export type Paged<T> = { total: number; page: number; pageSize: number; items: T[] };

/** The row window of page `page` (from 1). */
export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** The timestamp written in `updated_at` and the like (ISO 8601, UTC), as the columns' defaults write it. */
export const isoNow = () => new Date().toISOString();
