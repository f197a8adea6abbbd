/**
 * A rollback puts the previous build back: the CDN edge still holds the pages of the build taken down, so the whole
 * site is purged from it (issue 28), as a full build's publication does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { switchLive } from '../../services/site-builds.ts';

const purges: Array<{ method: string; headers: IncomingHttpHeaders }> = [];
const edge = createServer((req, res) => {
  purges.push({ method: req.method ?? '', headers: req.headers });
  res.end('purged');
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((ok) => edge.listen(0, '127.0.0.1', () => ok()));
  const { port } = edge.address() as AddressInfo;
  t = await createTestApp({ EDGE_PURGE_URL: `http://127.0.0.1:${port}/` });
  // Two builds: the live one and the previous one to go back to.
  for (const id of ['build-1', 'build-2']) {
    const folder = join(t.env.BUILDS_DIR, id);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), `<!doctype html><title>${id}</title>`);
    writeFileSync(join(folder, 'build-info.json'), JSON.stringify({ id, pages: 1 }));
    switchLive(t.env.BUILDS_DIR, folder);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
  edge.close();
});

it('purges the whole site from the edge when an admin rolls back', async () => {
  const admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  const res = await t.request('/api/admin/ssg/rollback', { method: 'POST', json: {}, cookie: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  await expect.poll(() => purges.length, { timeout: 5000 }).toBe(1);
  expect(purges[0]).toMatchObject({ method: 'PURGE', headers: { 'xkey-purge': 'site' } });
});
