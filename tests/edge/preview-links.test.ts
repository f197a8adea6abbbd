/**
 * Preview links at the edge (issue 30): Varnish with the committed deploy/varnish/default.vcl never keeps a
 * /apercu?jeton=<token> page, even from an origin that would let it (a page cached by the edge would outlive its
 * revocation and expiry), and its access log writes the path without the token. The origin here is a stand-in
 * that answers every page as cacheable for an hour: a normal page is cached, /apercu is not.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntil } from '../support/cluster.ts';
import { startVarnish, type Varnish } from '../support/varnish.ts';

const hits: string[] = [];
const origin = createServer((req, res) => {
  if (req.url !== '/robots.txt') hits.push(req.url ?? '');
  res
    .writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=3600' })
    .end(`<p>${hits.length}</p>`);
});
let varnish: Varnish;

beforeAll(async () => {
  const port = await freePort();
  await new Promise<void>((ok) => origin.listen(port, '127.0.0.1', ok));
  varnish = await startVarnish(port);
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  origin.close();
});

const get = async (path: string) => {
  const res = await fetch(`${varnish.base}${path}`);
  return { body: await res.text(), cache: res.headers.get('x-cache') };
};

describe('preview links at the edge', () => {
  it('passes every /apercu request to the origin, while an ordinary page is cached', async () => {
    await get('/une-page');
    expect((await get('/une-page')).cache).toBe('HIT');

    const path = `/apercu?jeton=${'A'.repeat(43)}`;
    const first = await get(path);
    const second = await get(path);
    expect([first.cache, second.cache]).toEqual(['PASS', 'PASS']);
    expect(second.body).not.toBe(first.body);
    expect(hits.filter((h) => h === path)).toHaveLength(2);
  });

  it('writes /apercu in its access log, never the token', async () => {
    const token = 'B'.repeat(43);
    await get(`/apercu?jeton=${token}`);
    await waitUntil(
      async () => varnish.accessLog().filter((line) => line.includes('"/apercu"')).length >= 3,
      10_000,
      'les lignes du journal',
    );
    expect(varnish.accessLog().join('\n')).not.toContain(token);
    expect(varnish.accessLog().join('\n')).not.toContain('A'.repeat(43));
  });
});
