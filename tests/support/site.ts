/**
 * The server and database of this test file's worker slot in the `site` project (tests/support/site-setup.ts):
 * two files run at once, each on its own server and its own copy of the database, over the same build.
 */
import { inject } from 'vitest';
import type { SiteServer } from './site-setup.ts';

export function siteServer(): SiteServer {
  const servers = inject('siteServers');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(slot - 1) % servers.length];
  if (!server) throw new Error('siteServer() : aucun serveur pour ce test (projet `site` seulement)');
  return server;
}
