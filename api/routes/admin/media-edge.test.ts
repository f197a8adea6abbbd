/**
 * Media at the CDN edge (issue 28): a medium is cached there a year (immutable), so it carries its surrogate keys,
 * and deleting it purges them — the file, and each of its variants — or the edge would go on serving a file the
 * editor removed. The edge here is a recording HTTP server standing for Varnish (EDGE_PURGE_URL).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';

const purges: Array<{ method: string; headers: IncomingHttpHeaders }> = [];
const edge = createServer((req, res) => {
  purges.push({ method: req.method ?? '', headers: req.headers });
  res.writeHead(200).end();
});
let t: TestApp;
let editor: string;
beforeAll(async () => {
  await new Promise<void>((ok) => edge.listen(0, '127.0.0.1', ok));
  const port = (edge.address() as AddressInfo).port;
  t = await createTestApp({ EDGE_PURGE_URL: `http://127.0.0.1:${port}/` });
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
});
afterAll(async () => {
  edge.close();
  await t.close();
});

type Uploaded = { id: number; url: string; variants: Array<{ url: string }> };

async function uploadImage(): Promise<Uploaded> {
  // Wide enough to get variants for srcset: each must go from the edge too.
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(png)], 'bandeau.png', { type: 'image/png' }));
  form.set('alt', 'Bandeau');
  const res = await t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor });
  expect(res.status).toBe(201);
  return (await res.json()) as Uploaded;
}

describe('media at the edge', () => {
  it('serves a medium with its surrogate keys, and purges it with its variants once deleted', async () => {
    const media = await uploadImage();
    const served = await t.request(media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('surrogate-key')?.split(' ')).toEqual(['media', media.url]);
    expect(served.headers.get('cache-control')).toContain('immutable');
    purges.length = 0;
    const deleted = await t.request(`/api/admin/media/${media.id}`, { method: 'DELETE', cookie: editor });
    expect(deleted.status).toBe(200);
    expect(purges).toHaveLength(1);
    expect(purges[0]?.method).toBe('PURGE');
    const keys = String(purges[0]?.headers['xkey-purge']).split(' ');
    expect(media.variants.length).toBeGreaterThan(0);
    expect(keys.sort()).toEqual([media.url, ...media.variants.map((v) => v.url)].sort());
    // Never the whole site for one file.
    expect(keys).not.toContain('site');
  });

  it('purges nothing when the deletion is refused or the medium unknown', async () => {
    purges.length = 0;
    const res = await t.request('/api/admin/media/999999', { method: 'DELETE', cookie: editor });
    expect(res.status).toBe(404);
    expect(purges).toEqual([]);
  });
});
