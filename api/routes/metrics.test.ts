/**
 * GET /metrics as Prometheus and an intruder see it: the text format with the HTTP histogram, counters that move
 * with the traffic (step saves, refusals, builds, e-mails, the queue), and a 404 for any address not allowed,
 * whatever X-Forwarded-For says; the optional bearer token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/admin-app.ts';
import { observedBuild } from '../observability/builds.ts';
import { createMailer } from '../services/email.ts';

let t: TestApp;
beforeAll(async () => {
  // One client may save 3 steps a minute here: the 4th is refused (a rate-limit refusal to count).
  t = await createTestApp({ STEP_SAVE_RATE_LIMIT: '3', METRICS_ALLOW: '127.0.0.1,::1,10.20.0.0/16' });
});
afterAll(() => t.close());

type Sample = { name: string; labels: Record<string, string>; value: number };

function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[k as string] = v as string;
    out.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return out;
}

/** The value of one sample (0 when absent: a counter not yet incremented). */
function sampleValue(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = all.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found?.value ?? 0;
}

async function scrape(ip = '127.0.0.1', headers: Record<string, string> = {}) {
  const res = await t.request('/metrics', { ip, headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(await res.text());
}

const save = (ip: string) =>
  t.request('/api/v2-save-step', {
    method: 'POST',
    ip,
    json: {
      sessionId: crypto.randomUUID(),
      stepNumber: 3,
      stepName: 'loyer',
      stepData: { rent: 450 },
      email: null,
    },
  });

const SAVE = { route: '/api/v2-save-step', method: 'POST', status: '200' };

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, with latency buckets, step saves and refusals', async () => {
    const before = await scrape();
    for (let i = 0; i < 4; i++) await save('192.0.2.44');
    await t.request('/api/results/inconnu-1');
    await t.request('/api/results/inconnu-2');
    const after = await scrape();

    expect(
      sampleValue(after, 'http_requests_total', SAVE) - sampleValue(before, 'http_requests_total', SAVE),
    ).toBe(3);
    const refused = { ...SAVE, status: '429' };
    expect(
      sampleValue(after, 'http_requests_total', refused) -
        sampleValue(before, 'http_requests_total', refused),
    ).toBe(1);
    const count = (s: Sample[]) => sampleValue(s, 'http_request_duration_seconds_count', SAVE);
    expect(count(after) - count(before)).toBe(3);
    const inf = (s: Sample[]) =>
      sampleValue(s, 'http_request_duration_seconds_bucket', { ...SAVE, le: '+Inf' });
    expect(inf(after) - inf(before)).toBe(3);
    expect(
      after.some((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.le === '0.05'),
    ).toBe(true);
    // The route's pattern, never the raw path: two unknown ids, one series.
    const results = after.filter(
      (s) => s.name === 'http_requests_total' && s.labels.route?.startsWith('/api/results'),
    );
    expect(results.map((s) => s.labels.route)).toEqual(['/api/results/:resultsId']);
    expect(after.some((s) => JSON.stringify(s.labels).includes('inconnu'))).toBe(false);

    expect(sampleValue(after, 'apl_step_saves_total') - sampleValue(before, 'apl_step_saves_total')).toBe(3);
    const limit = { limit: 'stepSave' };
    expect(
      sampleValue(after, 'apl_rate_limit_refusals_total', limit) -
        sampleValue(before, 'apl_rate_limit_refusals_total', limit),
    ).toBe(1);
    // Node's own metrics.
    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts builds by outcome with their duration, and e-mails sent and failed', async () => {
    const before = await scrape();
    const ok = {
      ok: true as const,
      folder: '',
      info: {
        id: 'b',
        startedAt: '',
        finishedAt: '',
        durationMs: 7000,
        pages: 1,
        reason: 'x',
        partial: null,
      },
    };
    await observedBuild({ reason: 'x' }, async () => ok);
    await observedBuild({ reason: 'y', scope: { cities: ['lyon'] } }, async () => ({
      ok: false,
      error: 'astro build a échoué (code 1)',
      log: '',
    }));
    const outbox = createMailer(t.db, { ...t.env, RESEND_API_KEY: undefined });
    // A provider that does not answer: the send fails.
    const failing = createMailer(t.db, {
      ...t.env,
      RESEND_API_KEY: 're_test',
      RESEND_BASE_URL: 'http://127.0.0.1:9',
    });
    const message = { to: 'x@example.fr', subject: 's', html: '<p>h</p>', text: 't', templateKey: 'test' };
    expect((await outbox.send(message)).status).toBe('outbox');
    expect((await failing.send(message)).status).toBe('error');
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('apl_builds_total', { outcome: 'success', scope: 'full' })).toBe(1);
    expect(delta('apl_builds_total', { outcome: 'failed', scope: 'partial' })).toBe(1);
    expect(delta('apl_build_duration_seconds_bucket', { outcome: 'success', scope: 'full', le: '10' })).toBe(
      1,
    );
    expect(delta('apl_build_duration_seconds_bucket', { outcome: 'success', scope: 'full', le: '5' })).toBe(
      0,
    );
    expect(delta('apl_emails_total', { status: 'outbox' })).toBe(1);
    expect(delta('apl_emails_total', { status: 'failed' })).toBe(1);
  });

  it('reads the build queue from the store at each scrape', async () => {
    const publisher = t.ctx.publisher;
    if (!publisher) throw new Error('publisher attendu');
    await publisher.request({ kind: 'full', reason: 'métriques' });
    expect(sampleValue(await scrape(), 'apl_build_queue_length')).toBe(1);
    await publisher.idle();
    const idle = await scrape();
    expect(sampleValue(idle, 'apl_build_queue_length')).toBe(0);
    expect(sampleValue(idle, 'apl_build_running')).toBe(0);
  });

  it('answers 404 to an address not allowed, whatever X-Forwarded-For says; allows the listed networks', async () => {
    for (const ip of ['203.0.113.9', '10.21.0.1', '::ffff:192.0.2.1']) {
      const res = await t.request('/metrics', { ip, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.status, ip).toBe(404);
      expect(await res.text()).not.toContain('http_requests_total');
    }
    await scrape('10.20.3.4');
  });

  it('refuses a request relayed by a proxy on this machine, though it comes from 127.0.0.1', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'via', 'x-real-ip']) {
      const res = await t.request('/metrics', { ip: '127.0.0.1', headers: { [header]: '203.0.113.9' } });
      expect(res.status, header).toBe(404);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN, or METRICS_ALLOW=none', () => {
  it('asks the bearer token of an allowed address; none closes the endpoint', async () => {
    const token = 'jeton-des-metriques-0123456789';
    const guarded = await createTestApp({ METRICS_TOKEN: token });
    const closed = await createTestApp({ METRICS_ALLOW: 'none' });
    try {
      expect((await guarded.request('/metrics', { ip: '127.0.0.1' })).status).toBe(401);
      const wrong = { authorization: `Bearer ${token}x` };
      expect((await guarded.request('/metrics', { ip: '127.0.0.1', headers: wrong })).status).toBe(401);
      const right = { authorization: `Bearer ${token}` };
      expect((await guarded.request('/metrics', { ip: '127.0.0.1', headers: right })).status).toBe(200);
      expect((await guarded.request('/metrics', { ip: '203.0.113.9', headers: right })).status).toBe(404);
      expect((await closed.request('/metrics', { ip: '127.0.0.1' })).status).toBe(404);
    } finally {
      await guarded.close();
      await closed.close();
    }
  });
});
