/**
 * What the logs and the metrics cost (issue 28: at most 5 % of step-save throughput): the same step-save load
 * (autocannon, 50 connections, scripts/bench/step-save-load.ts) on the same store, against a server with its JSON
 * logs at info and its metrics on, and against one with both off (LOG_LEVEL=silent, METRICS_ALLOW=none: the
 * observing middleware is not even mounted). Runs alternate off, on, on, off so that a drift of the shared
 * machine weighs on both sides. The server writes its logs to a file, as it would to a journal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DRIZZLE_PRELOAD } from '../../db/preload/node-options.ts';
import { createSandbox, ROOT, stopServerProcess } from '../../tests/support/sandbox.ts';
import type { Row } from './measure.ts';
import { stepSaveLoad } from './step-save-load.ts';

const PORT = 4791;
const BASE = `http://127.0.0.1:${PORT}`;
const MEASURE_S = 10;

type Mode = 'off' | 'on';
type Run = { mode: Mode; perSecond: number; p99: number; non2xx: number; logLines: number; logBytes: number };

const MODE_ENV: Record<Mode, Record<string, string>> = {
  off: { LOG_LEVEL: 'silent', METRICS_ALLOW: 'none' },
  on: { LOG_LEVEL: 'info', METRICS_ALLOW: '127.0.0.1,::1' },
};

/** The server in its own process, its stdout and stderr into `logFile`; resolves once it listens. */
async function startServer(env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const fd = openSync(logFile, 'w');
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'node'),
    ['--import', DRIZZLE_PRELOAD, join(ROOT, 'api', 'server.ts')],
    { env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  process.once('exit', () => child.kill('SIGTERM'));
  const deadline = Date.now() + 120_000;
  while (!readFileSync(logFile, 'utf8').includes('http://')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur ne démarre pas\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return child;
}

async function measure(mode: Mode, base: Record<string, string>, dir: string, k: number): Promise<Run> {
  const logFile = join(dir, `server-${k}-${mode}.log`);
  const server = await startServer({ ...base, ...MODE_ENV[mode] }, logFile);
  try {
    await stepSaveLoad(BASE, { duration: 3 }); // warm-up
    const before = readFileSync(logFile, 'utf8').split('\n').length;
    const bytesBefore = statSync(logFile).size;
    const timed = await stepSaveLoad(BASE, { duration: MEASURE_S });
    await new Promise((ok) => setTimeout(ok, 500));
    const lines = readFileSync(logFile, 'utf8').split('\n').length - before;
    return {
      mode,
      perSecond: timed.requests.average,
      p99: timed.latency.p99,
      non2xx: timed.non2xx + timed.errors + timed.timeouts,
      logLines: lines / Math.max(1, timed.requests.total),
      logBytes: (statSync(logFile).size - bytesBefore) / Math.max(1, lines),
    };
  } finally {
    await stopServerProcess(server);
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function rows(runs: Run[]): Row[] {
  const of = (mode: Mode) => runs.filter((r) => r.mode === mode);
  const [off, on] = [of('off'), of('on')];
  const offRate = mean(off.map((r) => r.perSecond));
  const onRate = mean(on.map((r) => r.perSecond));
  const cost = (1 - onRate / offRate) * 100;
  const describe = (list: Run[]) =>
    `${Math.round(mean(list.map((r) => r.perSecond)))}/s (${list.map((r) => Math.round(r.perSecond)).join(', ')}), p99 ${Math.max(...list.map((r) => r.p99))} ms`;
  return [
    {
      metric: `POST /api/v2-save-step, ${MEASURE_S} s × ${off.length}, journaux et métriques coupés (LOG_LEVEL=silent, METRICS_ALLOW=none)`,
      value: describe(off),
      target: '≥ 3 000/s, p99 < 50 ms',
    },
    {
      metric: `POST /api/v2-save-step, ${MEASURE_S} s × ${on.length}, journaux JSON (info) dans un fichier et métriques`,
      value: describe(on),
      target: '≥ 3 000/s, p99 < 50 ms',
    },
    {
      metric: 'Coût des journaux et des métriques (débit perdu, même run) ; rapport avec / sans',
      value: `${cost.toFixed(1)} % ; ${(onRate / offRate).toFixed(3)}×`,
      target: '≤ 5 %',
    },
    {
      metric: 'Journal avec : lignes par requête, octets par ligne ; réponses non 2xx ou erreurs',
      value: `${mean(on.map((r) => r.logLines)).toFixed(2)} ; ${Math.round(mean(on.map((r) => r.logBytes)))} o ; ${runs.reduce((n, r) => n + r.non2xx, 0)}`,
      target: '1 ligne ; 0',
    },
  ];
}

export async function benchObservability(): Promise<Row[]> {
  const sandbox = await createSandbox('bench/observability', { build: true });
  sandbox.db.$client.close();
  const { dir, env } = sandbox;
  // autocannon is one client on 127.0.0.1: its step-save limit and storage budget are raised for the load.
  const base = {
    DATABASE_PATH: env.DATABASE_PATH,
    BUILDS_DIR: env.BUILDS_DIR,
    BUILD_WARM_PROCESSES: '0',
    EMAIL_MODE: 'outbox',
    STEP_SAVE_RATE_LIMIT: '1000000000',
    STORE_BUDGET_CLIENT_BYTES: '1000000000',
    STORE_BUDGET_GLOBAL_KB: '1000000000',
  };
  const runs: Run[] = [];
  const order: Mode[] = ['off', 'on', 'on', 'off'];
  for (const [k, mode] of order.entries()) runs.push(await measure(mode, base, dir, k));
  return rows(runs);
}
