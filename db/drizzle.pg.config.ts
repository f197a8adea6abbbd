import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL twin of db/drizzle.config.ts: `npm run db:generate:pg` writes db/migrations-pg (no database needed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.pg.ts',
  out: './db/migrations-pg',
});
