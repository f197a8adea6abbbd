/**
 * What the logs and the metrics cost (issue 28: at most 5 % of step-save throughput): the same step-save load
 * (autocannon, 50 connections, scripts/bench/step-save-load.ts) on the same store, against a server with its JSON
 * logs at info and its metrics on, and against one with both off (LOG_LEVEL=silent, METRICS_ALLOW=none: the
 * observing middleware is not even mounted). Both servers run side by side and the load alternates between them in
 * short slices, so that a drift of the shared machine weighs on both sides. The server writes its logs to a file,
 * as it would to a journal. Then both are loaded at once, 25 connections each: whatever else the machine runs
 * weighs on both at the same moments, and the CPU time each spends per save gives the cost even on a busy machine
 * (where the alternating slices' ratios scatter).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DRIZZLE_PRELOAD } from '../../db/preload/node-options.ts';
import { createSandbox, ROOT, stopServerProcess } from '../../tests/support/sandbox.ts';
import type { Row } from './measure.ts';
import { stepSaveLoad } from './step-save-load.ts';

const PORTS = { off: 4791, on: 4792 } as const;
const SLICE_S = 3;
const PAIRS = 10;

type Mode = 'off' | 'on';
type Slice = { mode: Mode; requests: number; seconds: number; p99: number; bad: number; cpuMs: number };

const MODE_ENV: Record<Mode, Record<string, string>> = {
  off: { LOG_LEVEL: 'silent', METRICS_ALLOW: 'none' },
  on: { LOG_LEVEL: 'info', METRICS_ALLOW: '127.0.0.1,::1' },
};

const baseOf = (mode: Mode) => `http://127.0.0.1:${PORTS[mode]}`;

/** The server in its own process, its stdout and stderr into `logFile`; resolves once it listens. */
async function startServer(
  port: number,
  env: Record<string, string>,
  logFile: string,
): Promise<ChildProcess> {
  const fd = openSync(logFile, 'w');
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'node'),
    ['--import', DRIZZLE_PRELOAD, join(ROOT, 'api', 'server.ts')],
    { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', fd, fd] },
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

/** CPU time a process has used (user + system), in ms: what a save costs the server, whoever else runs. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 1/100 s
}

type LoadResult = Awaited<ReturnType<typeof stepSaveLoad>>;

/** Both servers loaded at once for one slice: each one's CPU time per save (µs) and throughput. */
async function sideBySide(
  servers: Record<Mode, ChildProcess>,
): Promise<Record<Mode, { cpuUs: number; rate: number }>> {
  const before = { off: cpuMsOf(servers.off.pid as number), on: cpuMsOf(servers.on.pid as number) };
  const [off, on] = await Promise.all(
    (['off', 'on'] as const).map((mode) =>
      stepSaveLoad(baseOf(mode), { duration: SLICE_S, connections: 25 }),
    ),
  );
  const of = (mode: Mode, r: LoadResult) => ({
    cpuUs: ((cpuMsOf(servers[mode].pid as number) - before[mode]) * 1000) / Math.max(1, r.requests.total),
    rate: r.requests.total / r.duration,
  });
  return { off: of('off', off as LoadResult), on: of('on', on as LoadResult) };
}

function sideBySideRows(pairs: Array<Record<Mode, { cpuUs: number; rate: number }>>): Row[] {
  const cost = pairs.map((p) => p.on.cpuUs / p.off.cpuUs - 1);
  const rates = pairs.map((p) => p.on.rate / p.off.rate);
  const mean = (mode: Mode) => pairs.reduce((n, p) => n + p[mode].cpuUs, 0) / pairs.length;
  return [
    {
      metric: `Côte à côte (${pairs.length} tranches de ${SLICE_S} s, les deux serveurs chargés en même temps, 25 connexions chacun) : CPU par sauvegarde sans / avec ; coût (moyennes, médiane des tranches)`,
      value: `${mean('off').toFixed(0)} µs / ${mean('on').toFixed(0)} µs ; ${((mean('on') / mean('off') - 1) * 100).toFixed(1)} %, ${(median(cost) * 100).toFixed(1)} %`,
      target: '≤ 5 %',
    },
    {
      metric: 'Côte à côte : débit avec / sans (médiane des tranches)',
      value: `${median(rates).toFixed(3)}×`,
      target: '≥ 0,95×',
    },
  ];
}

async function slice(mode: Mode, server: ChildProcess): Promise<Slice> {
  const cpuBefore = cpuMsOf(server.pid as number);
  const r = await stepSaveLoad(baseOf(mode), { duration: SLICE_S });
  return {
    mode,
    requests: r.requests.total,
    seconds: r.duration,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuMs: cpuMsOf(server.pid as number) - cpuBefore,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function rows(slices: Slice[], logFile: string): Row[] {
  const of = (mode: Mode) => slices.filter((s) => s.mode === mode);
  const rate = (list: Slice[]) =>
    list.reduce((n, s) => n + s.requests, 0) / list.reduce((n, s) => n + s.seconds, 0);
  const [off, on] = [of('off'), of('on')];
  const cpuPerSave = (list: Slice[]) =>
    (list.reduce((n, s) => n + s.cpuMs, 0) * 1000) /
    Math.max(
      1,
      list.reduce((n, s) => n + s.requests, 0),
    );
  const cpuPairs = off.map((s, k) => cpuPerSave([on[k] as Slice]) / cpuPerSave([s]));
  const ratio = rate(on) / rate(off);
  // Each pair ran back to back: the median of their ratios shrugs off a slice that another process slowed down.
  const pairRatios = off.map(
    (s, k) => (on[k] as Slice).requests / (on[k] as Slice).seconds / (s.requests / s.seconds),
  );
  const describe = (list: Slice[]) =>
    `${Math.round(rate(list))}/s, p99 ${median(list.map((s) => s.p99))} ms (médiane des tranches ; pire ${Math.max(...list.map((s) => s.p99))} ms)`;
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const requestLines = lines.filter((l) => l.includes('"msg":"requête"')).length;
  const served = on.reduce((n, s) => n + s.requests, 0);
  return [
    {
      metric: `POST /api/v2-save-step, ${PAIRS} tranches de ${SLICE_S} s, journaux et métriques coupés (LOG_LEVEL=silent, METRICS_ALLOW=none)`,
      value: describe(off),
      target: '≥ 3 000/s, p99 < 50 ms',
    },
    {
      metric: `POST /api/v2-save-step, ${PAIRS} tranches de ${SLICE_S} s en alternance, journaux JSON (info) dans un fichier et métriques`,
      value: describe(on),
      target: '≥ 3 000/s, p99 < 50 ms',
    },
    {
      metric:
        'Coût des journaux et des métriques : débit perdu (total) ; rapport avec / sans (total, médiane des paires)',
      value: `${((1 - ratio) * 100).toFixed(1)} % ; ${ratio.toFixed(3)}×, ${median(pairRatios).toFixed(3)}×`,
      target: '≤ 5 %',
    },
    {
      metric:
        'Temps CPU du serveur par sauvegarde, sans / avec (moins sensible que le débit aux autres processus) ; coût (total, médiane des paires)',
      value: `${cpuPerSave(off).toFixed(0)} µs / ${cpuPerSave(on).toFixed(0)} µs ; ${((cpuPerSave(on) / cpuPerSave(off) - 1) * 100).toFixed(1)} %, ${((median(cpuPairs) - 1) * 100).toFixed(1)} %`,
      target: '≤ 5 %',
    },
    {
      metric:
        'Journal avec : lignes de requête par requête servie, octets par ligne ; réponses non 2xx ou erreurs',
      value: `${(requestLines / Math.max(1, served)).toFixed(2)} ; ${Math.round(statSync(logFile).size / Math.max(1, lines.length))} o ; ${slices.reduce((n, s) => n + s.bad, 0)}`,
      target: '≥ 1 ; 0',
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
  const logFile = join(dir, 'server-on.log');
  // Both servers on the same store, one loaded at a time: slices alternate (off, on), (on, off)… so that a
  // drift of the shared machine weighs on both sides alike.
  const servers = {
    off: await startServer(PORTS.off, { ...base, ...MODE_ENV.off }, join(dir, 'server-off.log')),
    on: await startServer(PORTS.on, { ...base, ...MODE_ENV.on }, logFile),
  };
  try {
    for (const mode of ['off', 'on'] as const) await stepSaveLoad(baseOf(mode), { duration: 3 }); // warm-up
    const slices: Slice[] = [];
    for (let k = 0; k < PAIRS; k++) {
      const order: Mode[] = k % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const mode of order) slices.push(await slice(mode, servers[mode]));
    }
    await new Promise((ok) => setTimeout(ok, 500));
    // The log's figures are the alternating slices': read before the side-by-side load adds its lines.
    const alternating = rows(slices, logFile);
    const together: Array<Record<Mode, { cpuUs: number; rate: number }>> = [];
    for (let k = 0; k < PAIRS; k++) together.push(await sideBySide(servers));
    return [...alternating, ...sideBySideRows(together)];
  } finally {
    for (const server of Object.values(servers)) await stopServerProcess(server);
  }
}
