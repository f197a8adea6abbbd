/**
 * Scale-out (issue 14), as in production: a throwaway PostgreSQL 15, two API servers (`node api/server.ts`, each
 * its own process) sharing it and one BUILDS_DIR, behind Debian's haproxy (deploy/haproxy.cfg: round-robin,
 * health-checked). Through the balancer: step saves under load while one server is killed with SIGKILL and
 * restarted — every acknowledged save is stored, and 5xx answers last no longer than the health-check window; a
 * rate limit of N per minute allows N across both servers; two editors publishing on the two servers at once get
 * builds one at a time, with both changes live.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Postgres, startPostgres } from '../support/postgres.ts';
import { ROOT, startServerProcess } from '../support/sandbox.ts';

const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';
const MISSING_HAPROXY =
  `haproxy est introuvable (${HAPROXY}) : le test de montée en charge met deux serveurs derrière un vrai ` +
  'répartiteur. Installez-le : `sudo apt-get install -y haproxy` (paquet Debian ; aucun service système utilisé).';

const ADMIN = { email: 'operatrice@scale.example', password: 'phrase-de-passe-du-test-scale' };
const CONTACT_LIMIT = 7;

let postgres: Postgres;
let pool: pg.Pool;
let dir: string;
let balancer: ChildProcess;
let lb: string;
const servers: Array<{ port: number; child: ChildProcess | null }> = [];
let serverEnv: NodeJS.ProcessEnv;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(i: number): Promise<void> {
  const server = servers[i] as { port: number; child: ChildProcess | null };
  server.child = await startServerProcess(server.port, serverEnv);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`délai dépassé : ${what}`);
}

/** haproxy answers, and its round-robin reaches a healthy server four times in a row. */
const inBalancer = async () => {
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${lb}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) return false;
  }
  return true;
};

beforeAll(async () => {
  if (!existsSync(HAPROXY)) throw new Error(MISSING_HAPROXY);
  postgres = await startPostgres();
  pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
  dir = mkdtempSync(join(tmpdir(), 'apl-scale-'));
  const lbPort = await freePort();
  lb = `http://127.0.0.1:${lbPort}`;
  servers.push({ port: await freePort(), child: null }, { port: await freePort(), child: null });
  serverEnv = {
    DATABASE_URL: postgres.url,
    BETTER_AUTH_SECRET: 'secret-partage-par-les-deux-serveurs-du-test',
    BUILDS_DIR: join(dir, 'builds'),
    MEDIA_DIR: join(dir, 'media'),
    DATABASE_PATH: join(dir, 'inutilise.db'),
    SITE_URL: lb,
    NODE_ENV: 'production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every request reaches the servers from haproxy: the client is the forwarded address.
    CLIENT_IP_FROM: 'x-forwarded-for',
    STEP_SAVE_RATE_LIMIT: '1000000000',
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    SHUTDOWN_GRACE_MS: '5000',
  };
  // Started together on an empty store and an empty BUILDS_DIR: one prepares and builds, the other waits.
  await Promise.all([startServer(0), startServer(1)]);
  balancer = spawn(HAPROXY, ['-db', '-f', join(ROOT, 'deploy', 'haproxy.cfg')], {
    env: {
      ...process.env,
      LB_PORT: String(lbPort),
      API1: `127.0.0.1:${servers[0]?.port}`,
      API2: `127.0.0.1:${servers[1]?.port}`,
    },
    stdio: 'ignore',
  });
  await waitFor(inBalancer, 30_000, 'haproxy et ses deux serveurs');
}, 300_000);

afterAll(async () => {
  balancer?.kill('SIGKILL');
  for (const s of servers) s.child?.kill('SIGKILL');
  await pool?.end();
  await postgres?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const count = async (sql: string, values: unknown[] = []) =>
  Number((await pool.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0);

describe('two API servers on PostgreSQL behind haproxy', () => {
  it('loses no acknowledged save when a server is killed and restarted under load', async () => {
    const acknowledged: string[] = [];
    const failures: number[] = [];
    let running = true;
    const started = Date.now();
    const client = async () => {
      const sessionId = randomUUID();
      for (let step = 0; running; step++) {
        const saveId = randomUUID();
        try {
          const res = await fetch(`${lb}/api/v2-save-step`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              sessionId,
              stepNumber: 3,
              stepName: 'loyer',
              stepData: { rent: 300 + step },
              saveId,
              email: null,
            }),
          });
          if (res.status === 200) acknowledged.push(saveId);
          else if (res.status >= 500) failures.push(Date.now() - started);
          await res.arrayBuffer();
        } catch {
          failures.push(Date.now() - started);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, () => client()));
    await new Promise((r) => setTimeout(r, 1500));
    servers[0]?.child?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 2000));
    await startServer(0);
    await new Promise((r) => setTimeout(r, 2000));
    running = false;
    await load;

    expect(acknowledged.length).toBeGreaterThan(500);
    const stored = await count('SELECT count(*) AS n FROM simulation_steps WHERE save_id = ANY($1)', [
      acknowledged,
    ]);
    expect(stored).toBe(acknowledged.length);
    // 5xx (or refused connections) only while haproxy has not yet seen the server go: 2 checks × 500 ms.
    const window = failures.length ? Math.max(...failures) - Math.min(...failures) : 0;
    expect(window).toBeLessThanOrEqual(1_500);
  }, 120_000);

  it(`allows a limit of ${CONTACT_LIMIT} a minute across both servers, not twice that`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3 * CONTACT_LIMIT; i++) {
      const res = await fetch(`${lb}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lb },
        body: JSON.stringify({
          name: 'Camille',
          email: `camille${i}@example.fr`,
          subject: 'Autre',
          message: 'Bonjour, une question sur mon aide au logement, merci.',
        }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s < 300)).toHaveLength(CONTACT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * CONTACT_LIMIT);
    expect(await count('SELECT count(*) AS n FROM contact_messages')).toBe(CONTACT_LIMIT);
  }, 60_000);

  it('publishes two editors’ changes made on the two servers at once: one build at a time, both live', async () => {
    const on = (i: number) => `http://127.0.0.1:${servers[i]?.port}`;
    const session = async (base: string) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lb },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const before = await count(`SELECT count(*) AS n FROM builds WHERE status = 'success'`);
    const edit = async (i: number, slug: string, marker: string) => {
      const cookie = await session(on(i));
      const { id } = (await pool.query<{ id: number }>('SELECT id FROM city_pages WHERE slug = $1', [slug]))
        .rows[0] as {
        id: number;
      };
      const page = (await (
        await fetch(`${on(i)}/api/admin/cities/${id}`, { headers: { cookie } })
      ).json()) as Record<string, unknown>;
      const res = await fetch(`${on(i)}/api/admin/cities/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: lb, cookie },
        // The page as the admin shows it (unset fields left out), with new content.
        body: JSON.stringify({
          ...Object.fromEntries(Object.entries(page).filter(([, v]) => v !== null)),
          content: `<p>Note de la rédaction ${marker} : les loyers de la ville ont été vérifiés cette semaine.</p>`,
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const lyon = `lyon-${randomUUID().slice(0, 8)}`;
    const grenoble = `grenoble-${randomUUID().slice(0, 8)}`;
    await Promise.all([edit(0, 'apl-lyon', lyon), edit(1, 'apl-grenoble', grenoble)]);
    await waitFor(
      async () =>
        (await (await fetch(`${lb}/apl-lyon`)).text()).includes(lyon) &&
        (await (await fetch(`${lb}/apl-grenoble`)).text()).includes(grenoble),
      120_000,
      'les deux modifications en ligne',
    ).catch(async (error) => {
      const builds = await pool.query(
        'SELECT id, status, reason, error, builder, started_at, finished_at FROM builds ORDER BY id',
      );
      throw new Error(`${error.message}\n${JSON.stringify(builds.rows, null, 1)}`);
    });
    const { rows } = await pool.query<{ started_at: string; finished_at: string; builder: string }>(
      `SELECT started_at, finished_at, builder FROM builds WHERE status = 'success' ORDER BY started_at`,
    );
    expect(rows.length).toBeGreaterThan(before);
    for (let i = 1; i < rows.length; i++)
      expect((rows[i]?.started_at ?? '') >= (rows[i - 1]?.finished_at ?? '')).toBe(true);
  }, 180_000);
});
