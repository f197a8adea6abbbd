/**
 * Scale-out (issue 14), as in production: a throwaway PostgreSQL 15, two API servers (`node api/server.ts`, each
 * its own process) sharing it and one BUILDS_DIR, behind Debian's haproxy (deploy/haproxy.cfg: round-robin,
 * health-checked). Through the balancer: step saves under load while one server is killed with SIGKILL and
 * restarted — every acknowledged save is stored, and 5xx answers last no longer than the health-check window; a
 * rate limit of N per minute allows N across both servers; two editors publishing on the two servers at once get
 * builds one at a time, with both changes live.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPool } from '../../db/pg-pool.ts';
import { type Cluster, startCluster, waitUntil } from '../support/cluster.ts';

const ADMIN = { email: 'operatrice@scale.example', password: 'phrase-de-passe-du-test-scale' };
const CONTACT_LIMIT = 7;

let cluster: Cluster;
let pool: pg.Pool;
let lb: string;

beforeAll(async () => {
  // Started together on an empty store and an empty BUILDS_DIR: one prepares and builds, the other waits.
  cluster = await startCluster({
    count: 2,
    balancer: true,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STEP_SAVE_RATE_LIMIT: '1000000000',
      STORE_BUDGET_CLIENT_BYTES: '1000000000',
      STORE_BUDGET_GLOBAL_KB: '1000000000',
      CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
      SHUTDOWN_GRACE_MS: '5000',
    },
  });
  lb = cluster.base;
  pool = newPool({ connectionString: cluster.postgres.url, max: 2 });
}, 300_000);

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
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
    cluster.servers[0]?.child?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 2000));
    await cluster.restart(0);
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
    const on = (i: number) => cluster.servers[i]?.url as string;
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
      // The page is live: the save is pending until « Publier les modifications » (issue 15).
      const published = await fetch(`${on(i)}/api/admin/cities/${id}/publish-changes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lb, cookie },
        body: JSON.stringify({ version: (page.version as number) + 1 }),
      });
      expect(published.status, await published.clone().text()).toBe(200);
    };
    const lyon = `lyon-${randomUUID().slice(0, 8)}`;
    const grenoble = `grenoble-${randomUUID().slice(0, 8)}`;
    await Promise.all([edit(0, 'apl-lyon', lyon), edit(1, 'apl-grenoble', grenoble)]);
    await waitUntil(
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
