/**
 * The request id at the edge (issue 28): Varnish with the committed deploy/varnish/default.vcl gives each request an
 * id — or keeps a short token set in front of it — sends it to the origin, which logs it (haproxy, the servers),
 * answers with it and writes it in its access log: a visitor's request can be followed from the edge to the server's
 * log line. A cache hit answers with its own id, not the one of the request that filled the cache. The origin is a
 * small HTTP server recording what it gets (no build: a few seconds).
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntil } from '../support/cluster.ts';
import { startVarnish, type Varnish } from '../support/varnish.ts';

/** The X-Request-Id of each request the origin got, by path. */
const received: Array<{ path: string; id: string | undefined }> = [];
const origin = createServer((req, res) => {
  const id = req.headers['x-request-id'];
  if (req.url !== '/robots.txt')
    received.push({ path: req.url ?? '', id: Array.isArray(id) ? id.join() : id });
  const page = !req.url?.startsWith('/api/');
  res
    .writeHead(200, {
      'content-type': page ? 'text/html' : 'application/json',
      'cache-control': page ? 'public, max-age=0, s-maxage=3600' : 'no-store',
      ...(typeof id === 'string' ? { 'x-request-id': id } : {}),
    })
    .end(page ? '<p>page</p>' : '{}');
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

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${varnish.base}${path}`, { headers });
  await res.arrayBuffer();
  return { id: res.headers.get('x-request-id'), cache: res.headers.get('x-cache') };
};

describe('request ids at the edge', () => {
  it('gives each request an id, sent to the origin and answered; a hit gets its own', async () => {
    const miss = await get('/une-page');
    expect(miss.id).toMatch(/^v\d{10}-\d+$/);
    expect(received.at(-1)).toEqual({ path: '/une-page', id: miss.id });
    const hit = await get('/une-page');
    expect(hit.cache).toBe('HIT');
    expect(hit.id).toMatch(/^v\d{10}-\d+$/);
    expect(hit.id).not.toBe(miss.id);
  });

  it('refuses the build sync of the servers from outside, whatever its secret: it goes server to server', async () => {
    const before = received.length;
    const res = await fetch(`${varnish.base}/api/internal/builds/42/files/index.html`, {
      headers: { authorization: 'Bearer devine-le-secret' },
    });
    await res.arrayBuffer();
    expect(res.status).toBe(404);
    expect(received.length).toBe(before);
  });

  it('keeps a short token set in front, replaces anything else', async () => {
    expect((await get('/api/etat', { 'x-request-id': 'cdn-4f2a.9' })).id).toBe('cdn-4f2a.9');
    expect(received.at(-1)).toEqual({ path: '/api/etat', id: 'cdn-4f2a.9' });
    const forged = await get('/api/etat', { 'x-request-id': 'x"} {"admin":true' });
    expect(forged.id).toMatch(/^v\d{10}-\d+$/);
    expect(received.at(-1)?.id).toBe(forged.id);
  });

  it('writes each id in the access log', async () => {
    const { id } = await get('/api/journal', { 'x-request-id': 'suivi-de-bout-en-bout' });
    await waitUntil(
      async () => varnish.accessLog().some((line) => line.includes('suivi-de-bout-en-bout')),
      10_000,
      'la ligne du journal',
    );
    const lines = varnish.accessLog().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ path: '/api/journal', request_id: id }));
    expect(lines.filter((l) => l.path === '/une-page').map((l) => l.request_id)).toEqual([
      expect.stringMatching(/^v\d{10}-\d+$/),
      expect.stringMatching(/^v\d{10}-\d+$/),
    ]);
  });
});
