/**
 * Setup file of the `store-pg` tests, run in each test worker before the test file loads: this process speaks
 * PostgreSQL (DATABASE_URL, read when the store modules load; tests/support/test-store.ts gives each test its
 * own database), with the shared secret every PostgreSQL server needs.
 */
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('pgTemplateUrl');
process.env.BETTER_AUTH_SECRET ??= 'secret-des-tests-postgresql-secret-des-tests';
