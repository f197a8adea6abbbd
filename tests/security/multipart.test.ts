/**
 * Malformed form bodies (no boundary, a boundary that never closes, a wrong Content-Length, binary garbage)
 * get a 400 with the API's JSON error shape from every endpoint that reads a form, never a 500: through the
 * app, as a property over random bodies, and through the real Node server with raw HTTP requests.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The public endpoints that read a form body (the no-JavaScript forms). */
const FORM_ENDPOINTS = ['/api/contact', '/api/data-deletion', '/api/data-deletion/confirm'];
/** Every public write, sent a form body it may not expect. */
const PUBLIC_POSTS = [
  ...FORM_ENDPOINTS,
  '/api/auth/form/sign-in',
  '/api/auth/form/sign-up',
  '/api/auth/sign-in/email',
  '/api/v2-save-step',
  '/api/calculate',
  '/api/v2-complete-session',
  '/api/send-apl-results',
  '/api/partner-clicks',
  '/api/visitor-tracking',
];

const B = 'ZxYwVuTs';
const part = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** [label, content type, body] of bodies no browser sends. */
const MALFORMED: Array<[string, string, string | Uint8Array]> = [
  ['no boundary', 'multipart/form-data', `${part('email', 'lea@exemple.fr')}--${B}--\r\n`],
  ['empty boundary', 'multipart/form-data; boundary=', `${part('email', 'lea@exemple.fr')}--${B}--\r\n`],
  ['unterminated boundary', `multipart/form-data; boundary=${B}`, part('email', 'lea@exemple.fr')],
  ['part without headers', `multipart/form-data; boundary=${B}`, `--${B}\r\nlea@exemple.fr\r\n--${B}--\r\n`],
  [
    'another boundary in the body',
    `multipart/form-data; boundary=${B}`,
    `${part('email', 'x').replaceAll(B, 'autre')}--autre--`,
  ],
  ['empty multipart body', `multipart/form-data; boundary=${B}`, ''],
  ['truncated part header', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-da`],
  [
    'binary garbage',
    `multipart/form-data; boundary=${B}`,
    Uint8Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256),
  ],
  ['binary garbage, no boundary', 'multipart/form-data', Uint8Array.from({ length: 256 }, (_, i) => 255 - i)],
];

let t: TestApp;
let ip = 0;
/** Each request from its own client address (the data-deletion request is rate-limited per client). */
const client = () => ({
  incoming: {
    socket: { remoteAddress: `198.51.100.${++ip % 250}`, remotePort: 50_000, remoteFamily: 'IPv4' },
  },
});
const post = (path: string, type: string, body: string | Uint8Array) =>
  t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    },
    client(),
  );

let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  // Many requests from one client here: lift the per-client limits of these endpoints for this app only.
  const saved = { ...process.env };
  process.env.CONTACT_RATE_LIMIT = '100000';
  process.env.DATA_DELETION_RATE_LIMIT = '100000';
  try {
    t = await createTestApp();
  } finally {
    process.env = saved;
  }
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await t?.close();
});

async function expectJson400(res: Response, label: string) {
  expect(res.status, label).toBe(400);
  expect(res.headers.get('content-type') ?? '', label).toContain('application/json');
  const body = (await res.json()) as { success: boolean; error: string; code: string };
  expect(body.success, label).toBe(false);
  expect(body.error, label).toBe('Formulaire illisible : renvoyez-le depuis la page du site.');
  expect(body.code, label).toBe('FORMULAIRE_ILLISIBLE');
}

describe('malformed form bodies through the app', () => {
  for (const path of FORM_ENDPOINTS) {
    it.each(MALFORMED)(`${path}: %s → 400 JSON`, async (label, type, body) => {
      await expectJson400(await post(path, type, body), `${path} ${label}`);
    });
  }

  it.each(FORM_ENDPOINTS)('%s still reads a well-formed multipart form', async (path) => {
    const fields =
      path === '/api/contact'
        ? { name: 'Léa', email: 'pas-un-email', subject: 'Autre', message: 'Bonjour, une question.' }
        : path === '/api/data-deletion'
          ? { email: 'pas-un-email' }
          : { token: 'x'.repeat(40) };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const res = await t.app.request(path, { method: 'POST', body: form }, client());
    // The form is read: the answer is about its fields (the page again, or the « lien invalide » page).
    expect([303, 400]).toContain(res.status);
    expect(res.headers.get('content-type') ?? '').not.toContain('application/json');
  });

  it.each(PUBLIC_POSTS)('%s: a malformed multipart body → no 500', async (path) => {
    for (const [label, type, body] of MALFORMED) {
      const res = await post(path, type, body);
      expect(res.status, `${path} ${label}`).toBeGreaterThanOrEqual(300);
      expect(res.status, `${path} ${label}`).toBeLessThan(500);
    }
  });

  it.each(PUBLIC_POSTS)('%s with any body and a form content type: never a 500', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 300 })),
        fc.constantFrom(
          'multipart/form-data',
          `multipart/form-data; boundary=${B}`,
          'multipart/form-data; boundary="a b"',
          'multipart/form-data; boundary=----x; charset=utf-8',
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=iso-8859-1',
        ),
        fc.boolean(),
        async (noise, type, wrapped) => {
          const body =
            wrapped && typeof noise === 'string'
              ? `--${B}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${noise}`
              : noise;
          const res = await post(path, type, body);
          expect(res.status, `${path} ${type} ${JSON.stringify(noise)}`).toBeLessThan(500);
          expect(res.status).toBeGreaterThanOrEqual(200);
        },
      ),
      { numRuns: 80 },
    );
  });
});

/** Sends raw bytes to the Node server and returns the status line's code and the body (0 if none came). */
function raw(request: Buffer, { endAfterWrite = true } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      });
    };
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => {});
    socket.write(request, () => {
      if (endAfterWrite) socket.end();
    });
  });
}

const rawPost = (path: string, type: string, body: Buffer, contentLength: number) =>
  Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n`,
    ),
    body,
  ]);

describe('malformed form bodies through the Node server', () => {
  const form = Buffer.from(`${part('email', 'lea@exemple.fr')}--${B}--\r\n`);
  const multipart = `multipart/form-data; boundary=${B}`;

  it.each(FORM_ENDPOINTS)('%s: a body cut where its Content-Length says → 400 JSON', async (path) => {
    const cut = form.subarray(0, form.length - 12);
    const { status, body } = await raw(rawPost(path, multipart, cut, cut.length), { endAfterWrite: false });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'FORMULAIRE_ILLISIBLE' });
  });

  it.each(FORM_ENDPOINTS)('%s: Content-Length shorter than the body → 400', async (path) => {
    const { status } = await raw(rawPost(path, multipart, form, form.length - 12));
    expect(status).toBe(400);
  });

  it.each(FORM_ENDPOINTS)(
    '%s: Content-Length longer than the body, then the client stops → 400 or nothing',
    async (path) => {
      const { status } = await raw(rawPost(path, multipart, form, form.length + 500));
      expect([0, 400]).toContain(status);
    },
  );

  it.each(FORM_ENDPOINTS)('%s: binary garbage without boundary → 400 JSON', async (path) => {
    const garbage = Buffer.from(Uint8Array.from({ length: 700 }, (_, i) => (i * 37) % 256));
    const { status, body } = await raw(rawPost(path, 'multipart/form-data', garbage, garbage.length), {
      endAfterWrite: false,
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'FORMULAIRE_ILLISIBLE' });
  });
});
