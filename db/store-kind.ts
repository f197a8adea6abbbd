/**
 * Which store this process speaks: SQLite, the embedded default (DATABASE_PATH), or PostgreSQL when
 * DATABASE_URL is a postgres:// (or postgresql://) address. Read once, when the store modules load: a server
 * process speaks one store for its whole life.
 */
export type StoreKind = 'sqlite' | 'postgres';

export function isPostgresUrl(value: string | undefined): value is string {
  return value !== undefined && /^postgres(ql)?:\/\//i.test(value);
}

export const STORE_KIND: StoreKind = isPostgresUrl(process.env.DATABASE_URL) ? 'postgres' : 'sqlite';
