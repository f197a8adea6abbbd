/**
 * Open redirect through the redirects table (issue 15): whatever the request path, its query, and even a
 * target written into the table without the admin's checks, a 301 from an old address never leaves the site.
 * Checked through the app (app.request) and through the real Node server with raw HTTP requests.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedirect, recordSlugChange } from '../../db/queries/redirects.ts';
import { redirects } from '../../db/tables.ts';
import { publishRedirectTable } from '../support/redirect-table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { writeLiveBuild } from './built-pages.ts';

const SITE = 'https://www.apl-simulateur.fr';

/** Targets an attacker would like to send the browser to, as typed in the admin or a slug change. */
const ATTACK_TARGETS = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  'https://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/%0D%0ALocation:%20https://evil.example',
  '/x\r\nLocation: https://evil.example',
  '/%09/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
];

/** Request paths and queries aimed at an old address. */
const ATTACK_REQUESTS = [
  '/ancien',
  '/ancien/',
  '/ancien//',
  '//ancien',
  '/ancien?next=//evil.example',
  '/ancien?%0D%0ALocation:%20https://evil.example',
  '/ancien/?x=%5C%5Cevil.example',
  '/%61ncien',
  '/ancien%2F',
  '/ancien%2F%2Fevil.example',
  '/ancien/%2E%2E//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%0D%0A/evil.example',
  '/hors-piste',
  '/hors-piste/?a=1',
];

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  writeLiveBuild(t.ctx.env.BUILDS_DIR);
  for (const target of ATTACK_TARGETS) {
    await recordSlugChange(t.ctx.db, { from: '/ancien-slug', to: target, userId: null });
    await recordSlugChange(t.ctx.db, { from: target, to: '/apl-lyon', userId: null });
  }
  await createRedirect(t.ctx.db, { fromPath: '/ancien', toPath: '/apl-lyon', userId: null });
  // Written straight into the table, past every check: the server must still stay on the site.
  await t.ctx.db.insert(redirects).values({ fromPath: '/hors-piste', toPath: '//evil.example/\\x' });
  // The server answers the live build's table (issue 26): published as a build would.
  await publishRedirectTable(t.ctx.db, t.ctx.env.BUILDS_DIR);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await t?.close();
});

function expectSameSite(status: number, location: string | null, label: string) {
  if (status < 300 || status >= 400) return;
  expect(location, label).not.toBeNull();
  expect(new URL(location as string, SITE).host, `${label} → ${location}`).toBe(new URL(SITE).host);
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(location, label).not.toMatch(/[\s\p{Cc}\\]/u);
}

describe('the redirects table', () => {
  it('holds no off-site target: a slug change to or from one records nothing', async () => {
    const rows = await t.ctx.db
      .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
      .from(redirects);
    expect(rows.map((r) => `${r.fromPath} → ${r.toPath}`).sort()).toEqual([
      '/ancien → /apl-lyon',
      '/hors-piste → //evil.example/\\x',
    ]);
  });

  it('answers the old address with a 301 on this site', async () => {
    const res = await t.app.request(`${SITE}/ancien/?utm_source=x`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/apl-lyon?utm_source=x');
  });

  it.each(ATTACK_REQUESTS)('%s never yields an off-site Location', async (path) => {
    const res = await t.app.request(`${SITE}${path}`);
    expectSameSite(res.status, res.headers.get('location'), path);
  });

  it('a target written past the checks is not answered', async () => {
    const res = await t.app.request(`${SITE}/hors-piste`);
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('any request path built from slashes, encodings and the old address stays on the site', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%5C',
      '%2F',
      '%0D%0A',
      '%09',
      '.',
      '..',
      'ancien',
      'hors-piste',
      'evil.example',
      '?next=//evil',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 6 }), async (pieces) => {
        const path = `/${pieces.join('')}`;
        let res: Response;
        try {
          res = await t.app.request(`${SITE}${path}`);
        } catch {
          return;
        }
        expectSameSite(res.status, res.headers.get('location'), path);
      }),
      { numRuns: 300 },
    );
  });

  it('a redirect written to the store is answered once a build holds it, not before (issue 26)', async () => {
    expect((await t.app.request(`${SITE}/ecrit-ailleurs`)).status).toBe(404);
    await t.ctx.db.insert(redirects).values({ fromPath: '/ecrit-ailleurs', toPath: '/apl-lyon' });
    // Saved, its build not live yet: the old address is still the live build's (here a 404), never a 301.
    await new Promise((ok) => setTimeout(ok, 2100));
    expect((await t.app.request(`${SITE}/ecrit-ailleurs`)).status).toBe(404);
    await publishRedirectTable(t.ctx.db, t.ctx.env.BUILDS_DIR);
    const res = await t.app.request(`${SITE}/ecrit-ailleurs`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/apl-lyon');
  });
});

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

describe('through the Node server', () => {
  it.each([...ATTACK_REQUESTS, '/\\ancien', '/ancien\\', '/hors-piste\\/'])(
    '%s stays on the site',
    async (path) => {
      const { status, location } = await rawGet(path);
      expect(status, path).toBeGreaterThan(0);
      expectSameSite(status, location, path);
    },
  );

  it('answers the old address with a 301', async () => {
    expect(await rawGet('/ancien?x=1')).toEqual({ status: 301, location: '/apl-lyon?x=1' });
  });
});
