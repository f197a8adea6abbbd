/**
 * The Node processes that run the site's astro builds (api/services/astro-builder-process.ts), one build each.
 *
 * Before its first page, an `astro build` process spends about 1 s loading modules (Astro, Vite, rolldown, the
 * integrations), on every build. A server that publishes keeps processes started ahead, their modules loaded
 * (`keepWarm`): a build takes one, sends it its environment, and the module loading is no longer on the way of the
 * change going live. Without warm processes (or when a build starts otherwise: `StartVars`), a build starts its own
 * process, which does the same work, only later.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { withDrizzlePreload } from '../../db/preload/node-options.ts';
import { isPostgresUrl } from '../../db/store-kind.ts';

const PROJECT_ROOT = join(import.meta.dirname, '..', '..');
const PROCESS_FILE = join(import.meta.dirname, 'astro-builder-process.ts');
/** The project's pinned Node (Astro needs 22.12 or later), else the one running this server. */
const PINNED_NODE = join(PROJECT_ROOT, 'node_modules', '.bin', 'node');
const NODE = existsSync(PINNED_NODE) ? PINNED_NODE : process.execPath;

/** One process, before or during its build. */
export type AstroBuilder = {
  readonly pid: number | undefined;
  /** Started before the build needed it. */
  readonly warm: boolean;
  /** Runs the build with this environment (the whole of it); resolves to the exit code. */
  run(env: Record<string, string>, onOutput: (chunk: Buffer) => void): Promise<number>;
  kill(signal?: NodeJS.Signals): void;
};

/**
 * What a process reads from its environment while its modules load, before the build's environment arrives: its
 * Node options, and which store it speaks (db/store-kind.ts reads DATABASE_URL once). A waiting process serves only
 * a build that asks for the same.
 */
export type StartVars = { NODE_OPTIONS: string; DATABASE_URL: string };

const same = (a: StartVars, b: StartVars) =>
  a.NODE_OPTIONS === b.NODE_OPTIONS && a.DATABASE_URL === b.DATABASE_URL;

/** What a process says once its modules are loaded (api/services/astro-builder-process.ts). */
export const Ready = z.object({ ready: z.literal(true), missed: z.array(z.string()) });

type Started = {
  child: ChildProcess;
  vars: StartVars;
  /** Once its modules are loaded: those it could not load; null if it exited first. */
  ready: Promise<string[] | null>;
  /** Output written while waiting, handed to the build's log. */
  early: Buffer[];
};

/**
 * What the astro process of a build from `store` starts with: the Node options of the server's processes (with the
 * store's preload), after `nodeOptions` of the build's own.
 */
export function startVars(store: string, nodeOptions = ''): StartVars {
  return {
    NODE_OPTIONS: withDrizzlePreload(`${nodeOptions} ${process.env.NODE_OPTIONS ?? ''}`.trim()),
    DATABASE_URL: isPostgresUrl(store) ? store : '',
  };
}

/**
 * The server's variables a build may read (issue 26): the system's (PATH, HOME, temporary folder, time zone,
 * language), Node's, the store, the site's address and the build's own settings (APL_BUILD_MONTH, BUILD_SCOPE…).
 * Nothing else: the server's secrets (ADMIN_PASSWORD, BETTER_AUTH_SECRET, RESEND_API_KEY…) never reach astro, its
 * integrations or the packages it loads.
 */
const BUILD_VARIABLES =
  /^(?:PATH|HOME|USER|TMPDIR|TMP|TEMP|TZ|LANG|LANGUAGE|LC_[A-Z]+|NODE_[A-Z_]+|CI|NO_COLOR|FORCE_COLOR|DATABASE_PATH|DATABASE_URL|PG(?:SSLMODE|SSLROOTCERT|CONNECT_TIMEOUT)|BUILDS_DIR|SITE_URL|CONTENT_DATA_DIR|APL_BUILD_MONTH|APL_CLOCK_OFFSET_MS|ASTRO_[A-Z_]+|BUILD_(?:SCOPE|SCOPE_FILE|PREVIEW|SKIPPED_FILE))$/;

/** The variables of `from` a build may read (BUILD_VARIABLES). */
export function buildVariables(from: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(from).filter(
      (e): e is [string, string] => e[1] !== undefined && BUILD_VARIABLES.test(e[0]),
    ),
  );
}

/**
 * The whole environment of a build: the server's variables a build reads (buildVariables), the build's own
 * (`env`), then what every build of the site has whatever the server runs with.
 */
export function buildEnv(vars: StartVars, env: Record<string, string | undefined>): Record<string, string> {
  const defined = (from: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(from).filter((e): e is [string, string] => e[1] !== undefined));
  return {
    ...buildVariables(process.env),
    ...defined(env),
    ...vars,
    ASTRO_TELEMETRY_DISABLED: '1',
    // The site visitors get is always a production build, whatever the server runs as: under NODE_ENV=test
    // Vite bundled React's development build (118 KB gzip instead of 66 on the results page).
    NODE_ENV: 'production',
    // node_modules/.bin first: astro runs on the pinned Node 22.
    PATH: `${join(PROJECT_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  };
}

function start(vars: StartVars): Started {
  const child = spawn(NODE, [PROCESS_FILE], {
    cwd: PROJECT_ROOT,
    // The build's own environment comes with the order; what the modules read while they load (the Node options,
    // the store kind, NODE_ENV for React and Vite, telemetry) is already the same.
    env: buildEnv(vars, {}),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const early: Buffer[] = [];
  const keep = (chunk: Buffer) => early.push(chunk);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ready = new Promise<string[] | null>((resolve) => {
    child.once('message', (message) => resolve(Ready.safeParse(message).data?.missed ?? null));
    child.once('exit', () => resolve(null));
    child.once('error', () => resolve(null));
  });
  return { child, vars, ready, early };
}

/** Whether a waiting process keeps its parent alive (not while it waits; always while it builds). */
function hold(child: ChildProcess, held: boolean): void {
  const handles = [child, child.channel, child.stdout as Socket | null, child.stderr as Socket | null];
  for (const handle of handles) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

function builder(started: Started, warm: boolean): AstroBuilder {
  const { child, early } = started;
  return {
    pid: child.pid,
    warm,
    kill: (signal = 'SIGTERM') => child.kill(signal),
    run(env, onOutput) {
      hold(child, true);
      child.stdout?.removeAllListeners('data');
      child.stderr?.removeAllListeners('data');
      for (const chunk of early.splice(0)) onOutput(chunk);
      child.stdout?.on('data', onOutput);
      child.stderr?.on('data', onOutput);
      return new Promise<number>((resolve) => {
        let settled = false;
        const done = (code: number) => {
          if (settled) return;
          settled = true;
          resolve(code);
        };
        child.on('error', (err) => {
          onOutput(Buffer.from(String(err)));
          done(1);
        });
        child.on('close', (code) => done(code ?? 1));
        if (child.exitCode !== null || child.signalCode !== null || !child.connected) {
          onOutput(Buffer.from('le processus de build s’est arrêté avant de recevoir sa build'));
          done(child.exitCode || 1);
          return;
        }
        child.send({ env }, (err) => {
          if (err) {
            onOutput(Buffer.from(`ordre de build non transmis : ${err.message}`));
            child.kill('SIGTERM');
            done(1);
          }
        });
      });
    },
  };
}

export class AstroBuilders {
  private waiting: Started[] = [];
  /** The processes given to a build and not exited yet. */
  private building = new Set<ChildProcess>();
  private count = 0;
  private vars: StartVars = { NODE_OPTIONS: '', DATABASE_URL: '' };
  private exitHook = false;

  /** Keeps `count` processes started ahead for builds that start with `vars` (0: none). */
  keepWarm(count: number, vars: StartVars): void {
    this.count = count;
    if (!same(vars, this.vars)) {
      this.vars = vars;
      for (const s of this.waiting.splice(0)) s.child.kill('SIGTERM');
    }
    this.refill();
  }

  /** Starts processes until `count` wait (after a build, which used some), or stops those beyond `count`. */
  refill(): void {
    this.waiting = this.waiting.filter((s) => s.child.exitCode === null && s.child.connected);
    for (const extra of this.waiting.splice(this.count)) extra.child.kill('SIGTERM');
    while (this.waiting.length < this.count) {
      const started = start(this.vars);
      hold(started.child, false);
      started.child.once('exit', () => {
        this.waiting = this.waiting.filter((s) => s !== started);
      });
      this.waiting.push(started);
    }
    if (this.waiting.length > 0) this.hookExit();
  }

  /** The last net, when the process exits without its shutdown (stopAll): nothing can be awaited there. */
  private hookExit(): void {
    if (this.exitHook) return;
    this.exitHook = true;
    process.once('exit', () => {
      this.close();
      for (const child of this.building) child.kill('SIGTERM');
    });
  }

  /**
   * Resolves once every waiting process has loaded its modules, to the modules one of them could not load (the
   * build loads them itself), or null if one exited instead.
   */
  async ready(): Promise<string[] | null> {
    const waiting = [...this.waiting];
    // Awaited, they keep this process alive until then.
    for (const s of waiting) hold(s.child, true);
    try {
      const missed = await Promise.all(waiting.map((s) => s.ready));
      return missed.some((m) => m === null) ? null : [...new Set(missed.flatMap((m) => m ?? []))];
    } finally {
      for (const s of waiting) if (this.waiting.includes(s)) hold(s.child, false);
    }
  }

  /** The pids of the processes waiting. */
  waitingPids(): number[] {
    return this.waiting.flatMap((s) => (s.child.pid === undefined ? [] : [s.child.pid]));
  }

  /** A process for one build: a waiting one started with the same `vars`, else a new one. */
  take(vars: StartVars): AstroBuilder {
    const k = this.waiting.findIndex(
      (s) => same(s.vars, vars) && s.child.exitCode === null && s.child.connected,
    );
    const [found] = k >= 0 ? this.waiting.splice(k, 1) : [];
    const started = found ?? start(vars);
    this.building.add(started.child);
    this.hookExit();
    started.child.once('exit', () => this.building.delete(started.child));
    return builder(started, found !== undefined);
  }

  /** Stops the waiting processes and starts no more. */
  close(): void {
    this.count = 0;
    for (const s of this.waiting.splice(0)) s.child.kill('SIGTERM');
  }

  /**
   * On the server's shutdown: the waiting processes and those building too, so that no astro process goes on
   * writing into the builds folder once the server is gone (it would outlive it: its order received, it no longer
   * listens to its parent). Resolves once every one has exited; one still there after `graceMs` is killed.
   */
  async stopAll(graceMs = 5_000): Promise<void> {
    const children = [...this.waiting.map((s) => s.child), ...this.building];
    this.close();
    await Promise.all(children.map((child) => stopChild(child, graceMs)));
  }
}

async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** The processes of this server's builds. */
export const astroBuilders = new AstroBuilders();
