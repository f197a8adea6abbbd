/**
 * deploy/haproxy.cfg as production runs it, in front of two small HTTP servers whose behaviour the test chooses
 * (no PostgreSQL, no build: a few seconds). A request whose server dies before answering is sent again to the other
 * server only when it is a GET or a HEAD: a POST that reached a server is never replayed (issue 28). Readiness
 * decides who is in: a server whose /api/health/ready says 503 is taken out; with every server out, the visitor
 * reads haproxy's French 503 page. Each request is logged, without its query string, with its id — the edge's when
 * sane, else haproxy's own — which the server gets in X-Request-Id and puts on its log lines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, HAPROXY, MISSING_HAPROXY, waitUntil } from '../support/cluster.ts';
import { ROOT } from '../support/sandbox.ts';

type Backend = {
  server: Server;
  port: number;
  seen: string[];
  ready: boolean;
  dies: boolean;
};

async function backend(name: string): Promise<Backend> {
  const b: Backend = {
    server: createServer(),
    port: await freePort(),
    seen: [],
    ready: true,
    dies: false,
  };
  b.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/health/ready') {
      res.writeHead(b.ready ? 200 : 503).end();
      return;
    }
    b.seen.push(`${req.method} ${req.url}`);
    received.push(String(req.headersDistinct['x-request-id']?.join(' | ')));
    req.resume();
    // Dies before answering: haproxy reads an empty response.
    if (b.dies) return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
  });
  await new Promise<void>((resolve) => b.server.listen(b.port, '127.0.0.1', resolve));
  return b;
}

/** The X-Request-Id of each request the servers got, in order (repeated headers joined by ` | `). */
const received: string[] = [];
let a: Backend;
let b: Backend;
let lb: string;
let haproxy: ChildProcess;
let log = '';

beforeAll(async () => {
  if (!existsSync(HAPROXY)) throw new Error(MISSING_HAPROXY);
  [a, b] = await Promise.all([backend('a'), backend('b')]);
  const port = await freePort();
  lb = `http://127.0.0.1:${port}`;
  haproxy = spawn(HAPROXY, ['-db', '-f', join(ROOT, 'deploy', 'haproxy.cfg')], {
    env: { ...process.env, LB_PORT: String(port), API1: `127.0.0.1:${a.port}`, API2: `127.0.0.1:${b.port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  haproxy.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  await waitUntil(async () => (await fetch(`${lb}/x`)).status === 200, 10_000, 'haproxy');
}, 30_000);

afterAll(() => {
  haproxy?.kill('SIGKILL');
  a?.server.close();
  b?.server.close();
});

/** Sends `method` until a request lands first on the dying server `a`, then returns that answer's status (0: none). */
async function landingOnDyingServer(method: 'GET' | 'POST', path: string): Promise<number> {
  a.dies = true;
  try {
    for (let i = 0; i < 6; i++) {
      const before = a.seen.length;
      // A connection closed without an answer counts as 0 (haproxy may close the client's, as the server did).
      const status = await fetch(`${lb}${path}`, {
        method,
        ...(method === 'POST' ? { body: '{}' } : {}),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      if (a.seen.length > before) return status;
    }
    throw new Error('aucune requête sur le serveur a');
  } finally {
    a.dies = false;
  }
}

describe('deploy/haproxy.cfg', () => {
  it('sends a GET again to the other server when the first dies before answering', async () => {
    const status = await landingOnDyingServer('GET', '/une-page');
    expect(status).toBe(200);
    expect(b.seen).toContain('GET /une-page');
  });

  it('never replays a POST that reached a server', async () => {
    b.seen.length = 0;
    const status = await landingOnDyingServer('POST', '/api/v2-save-step');
    // The client learns it failed (502, or its connection closed): only it may send the write again.
    expect([0, 502]).toContain(status);
    expect(b.seen.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('refuses the build sync of the servers from outside, whatever its secret: it goes server to server', async () => {
    const seen = a.seen.length + b.seen.length;
    const res = await fetch(`${lb}/api/internal/builds/42/manifest`, {
      headers: { authorization: 'Bearer devine-le-secret' },
    });
    await res.arrayBuffer();
    expect(res.status).toBe(404);
    expect(a.seen.length + b.seen.length).toBe(seen);
  });

  it('takes out a server whose readiness says 503, and answers in French when none is left', async () => {
    a.ready = false;
    await waitUntil(
      async () => {
        const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${lb}/x`).then((r) => r.text())));
        return answers.every((t) => t === 'b');
      },
      10_000,
      'a retiré',
    );
    b.ready = false;
    await waitUntil(async () => (await fetch(`${lb}/x`)).status === 503, 10_000, 'tous retirés');
    const res = await fetch(`${lb}/x`);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.text()).toContain('Site momentanément indisponible');
    a.ready = true;
    b.ready = true;
    await waitUntil(async () => (await fetch(`${lb}/x`)).status === 200, 10_000, 'de retour');
  });

  it('logs each request, its path without the query string', async () => {
    await (await fetch(`${lb}/supprimer-mes-donnees/confirmer?jeton=secret-du-lien`)).arrayBuffer();
    await waitUntil(
      async () => log.includes('/supprimer-mes-donnees/confirmer'),
      5_000,
      'la ligne du journal',
    );
    expect(log).toMatch(/GET \/supprimer-mes-donnees\/confirmer HTTP\/1\.1/);
    expect(log).not.toContain('secret-du-lien');
  });

  it('gives each request one id, sent to the server and logged; keeps a sane one from the edge in front', async () => {
    const through = async (headers: Record<string, string>) => {
      const before = received.length;
      await (await fetch(`${lb}/page-${before}`, { headers })).arrayBuffer();
      expect(received.length).toBe(before + 1);
      return received.at(-1);
    };
    const own = await through({});
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await through({ 'x-request-id': 'v1764230000-32770' });
    expect(kept).toBe('v1764230000-32770');
    const replaced = await through({ 'x-request-id': 'id "forgé"} x' });
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    for (const id of [own, kept, replaced])
      await waitUntil(async () => log.includes(` ${id}\n`), 5_000, `l'identifiant ${id} au journal`);
    expect(log).not.toContain('forgé');
  });
});
