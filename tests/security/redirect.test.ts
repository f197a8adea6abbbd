/**
 * Open redirect: no redirect built from the request (trailing slash, old routes, city slugs) may send the
 * browser to another host, whatever slashes, backslashes, encodings or control characters the path holds.
 * Checked through the app (app.request) and through the real Node server with raw HTTP requests.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { writeLiveBuild } from './built-pages.ts';

const SITE = 'https://www.apl-simulateur.fr';

/** Paths that a lax trailing-slash rule turns into `//evil.example` or `/\evil.example`. */
const VARIANTS = [
  '//evil.example/',
  '///evil.example/',
  '////evil.example//',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%5c/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D%0A/evil.example/',
  '/%00/evil.example/',
  '/%20/evil.example/',
  '//evil.example/%2F..',
  '//evil.example/%2F../',
  '/.//evil.example/',
  '/%2E//evil.example/',
  '/./%5Cevil.example/',
  '/..//evil.example/',
  '/apl-lyon/..//evil.example/',
  '/%2e%2e//evil.example/',
  '/apl-lyon/?next=//evil.example',
  '//evil.example/?next=//evil.example',
  '/simulateur/%2F%2Fevil.example',
  '/simulateur/%5Cevil.example',
  '/simulateur/..%2F..%2F%2Fevil.example',
  '/thematiques/%2F%2Fevil.example',
  '/thematiques/%5C%5Cevil.example',
  '/ville/%2F%2Fevil.example',
  '/ville/apl-lyon%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/v2/simulateur?x=//evil.example',
  '/simulateur?%0D%0ALocation:%20https://evil.example',
];

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  writeLiveBuild(t.ctx.env.BUILDS_DIR);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await t?.close();
});

/** The redirect must stay on `base`'s host: its Location is a single-slash path without control characters. */
function expectSameSite(status: number, location: string | null, base: string, label: string) {
  if (status < 300 || status >= 400) return;
  expect(location, label).not.toBeNull();
  const target = new URL(location as string, base);
  expect(target.host, `${label} → ${location}`).toBe(new URL(base).host);
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(location, label).not.toMatch(/[\s\p{Cc}\\]/u);
}

describe('redirects through the app', () => {
  it.each(VARIANTS)('%s stays on the site', async (path) => {
    const res = await t.app.request(`${SITE}${path}`);
    expectSameSite(res.status, res.headers.get('location'), SITE, path);
  });

  it('keeps the ordinary redirects', async () => {
    const cases: Array<[string, number, string]> = [
      ['/apl-lyon/', 301, '/apl-lyon'],
      ['/apl-lyon/?utm_source=x&y=1', 301, '/apl-lyon?utm_source=x&y=1'],
      ['//evil.example/', 301, '/evil.example'],
      ['/%5Cevil.example/', 301, '/evil.example'],
      ['/simulateur/loyer?ville=lyon', 301, '/v2/simulateur/loyer?ville=lyon'],
      ['/simulateur', 301, '/v2/simulateur/email'],
      ['/thematiques/calcul', 301, '/guide/calcul'],
      ['/ville/apl-lyon', 302, '/apl-lyon'],
      ['/lyon', 301, '/apl-lyon'],
    ];
    for (const [path, status, location] of cases) {
      const res = await t.app.request(`${SITE}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('any path made of slashes, backslashes, dots and encodings stays on the site', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%5C',
      '%5c',
      '%2F',
      '%2f',
      '%09',
      '%0A',
      '%0D',
      '%00',
      '%20',
      '.',
      '..',
      '%2E',
      'evil.example',
      'apl-lyon',
      '@',
      ':',
      '?next=//evil',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        const path = `/${pieces.join('')}/`;
        let res: Response;
        try {
          res = await t.app.request(`${SITE}${path}`);
        } catch {
          return; // not a URL a browser could send
        }
        expectSameSite(res.status, res.headers.get('location'), SITE, path);
      }),
      { numRuns: 300 },
    );
  });
});

/** A raw HTTP/1.1 request, so the path reaches the server exactly as written. */
function rawGet(path: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(data)?.[1] ?? null;
      resolve({ status, location });
    });
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: www.apl-simulateur.fr\r\nConnection: close\r\n\r\n`);
  });
}

describe('redirects through the Node server', () => {
  it.each([...VARIANTS, '/\\evil.example/', '/\\\\evil.example/', '/./\\evil.example/'])(
    '%s stays on the site',
    async (path) => {
      const { status, location } = await rawGet(path);
      expect(status, path).toBeGreaterThan(0);
      expectSameSite(status, location, SITE, path);
    },
  );
});
