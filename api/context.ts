import type { Db } from '../db/client.ts';
import type { Env } from './env.ts';
import type { Mailer } from './services/email.ts';
import type { Publisher } from './services/publisher.ts';

/** What every route needs, passed explicitly (no globals), so tests build an app on a temporary database. */
export type AppContext = {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** The clock (tests fix it); defaults to the system time. */
  now?: () => Date;
  /** The rebuild queue; by default one per database (publisherOf). Tests pass one that does not run astro. */
  publisher?: Publisher;
};
