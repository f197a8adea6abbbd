/**
 * Previews in the site's own layout: an editor's article, guide or city page, as typed (new, draft or unsaved),
 * rendered by the very Astro pages, layout, components, scripts and CSP of the live site.
 *
 * Why a private one-page build rather than Astro's container API (experimental_AstroContainer):
 * - The container renders a component, not a page of the site. It needs the .astro files compiled, and this
 *   server is plain Node with no Vite: `import('…/Base.astro')` fails here with ERR_UNKNOWN_FILE_EXTENSION
 *   (tried with astro 7.3.5). Outside Vite the docs say renderers and compiled components must be loaded by
 *   hand, i.e. a second, SSR-flavoured Vite build of every page component kept in step with the site's.
 * - Even then, what makes the live page is the build: bundled and inlined CSS, hashed island scripts, the CSP
 *   <meta> with their hashes, getStaticPaths' props (related articles, nearby cities). A container render
 *   would be a look-alike of all that; a build is the same thing by construction.
 * - A build is simple here: `astro build` with BUILD_SCOPE emptied (no stored article, guide or city page is
 *   rendered) and BUILD_PREVIEW naming a JSON file with the item, which the three page routes render in
 *   place of the stored ones (src/lib/build/preview.ts), into BUILDS_DIR/.previews/<token>/. Assets are
 *   linked under this preview's address (build.assetsPrefix), so no HTML is rewritten, and the live build is
 *   never touched.
 * Cost: Astro's start-up and bundling, the same for one page or forty. Measured on the 2-core machine
 * (`npm run bench -- --only=preview`, 2026-11-23, a shared box): p50 of 5 = 5.2–6.2 s (3.6 s at best, 17 s when
 * other builds held both cores), beside 1.7–2.1 s for a bare Astro build of 42 trivial pages timed in the same
 * run. Where it goes (astro's own log): ≈1.5 s Node start-up and config, ≈2 s Vite/Rolldown bundles (server,
 * then the React islands), ≈2.5 s rendering with the store reads. The pages every build renders besides the
 * item (home, lists, legal pages, simulator steps: 41 static pages, ≈1 s) have no getStaticPaths to filter:
 * skipping them would mean changing those pages. The route answers at once (202) and the editor's screen polls,
 * so a slow build never holds a request open.
 *
 * Builds cost CPU: one at a time per server process (a queue, bounded), and the route limits each editor.
 * A preview lives 10 minutes, then is deleted; it is only ever served to signed-in back-office users.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { isPostgresUrl } from '../../db/store-kind.ts';
import { previewPagePath, type SitePreview } from '../../src/lib/build/preview.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import { metaScriptHashes } from '../security/csp-hashes.ts';
import { astroBuilders, buildEnv, startVars } from './astro-builders.ts';

/** Where the previews are served (api/routes/admin/preview.ts); each one's assets are linked below it. */
export const PREVIEW_PATH = '/api/admin/preview/site';
export const PREVIEW_TTL_MS = 10 * 60_000;
/** 128 random bits, in hex: the only form a preview's name can take. */
export const PREVIEW_TOKEN = /^[a-f0-9]{32}$/;
/** A file of the build's /_astro folder: one name, no folder, no « .. ». */
export const PREVIEW_ASSET = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

const BUILD_TIMEOUT_MS = 180_000;
/** No stored article, guide or city page: the preview's item is the only one of its route. */
const NOTHING_STORED: BuildScope = { cities: [], articles: [], guides: [] };

export type PreviewState = {
  status: 'building' | 'ready' | 'failed';
  kind: SitePreview['kind'];
  createdAt: string;
  createdBy: string;
  /** Build time, once done. */
  durationMs?: number;
  /** Script hashes of the page's CSP, for the header. */
  scriptHashes?: string[];
  /** What the editor reads when it failed (French). */
  error?: string;
  /** The build's last lines when it failed, for the server's operators; never sent to the browser. */
  log?: string;
};

export type PreviewOptions = {
  buildsDir: string;
  /** The store the build reads around the item (a SQLite path or a postgres:// address). */
  store: string;
  siteUrl?: string;
  now?: () => Date;
  /** Previews waiting or building at most; beyond, `start` says no. */
  maxQueued?: number;
  /** Runs `astro build` with these variables (tests pass a stand-in). */
  run?: AstroRunner;
};

export type AstroRunner = (env: Record<string, string>) => Promise<{ ok: boolean; tail: string }>;

export class SitePreviews {
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  readonly root: string;
  private readonly options: PreviewOptions;

  constructor(options: PreviewOptions) {
    this.options = options;
    this.root = join(options.buildsDir, '.previews');
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /**
   * Queues the build of a preview; null when too many are waiting. `done` settles when it is built (or failed),
   * for tests and benches; the route answers at once and the editor's screen polls `state`.
   */
  start(createdBy: string, item: SitePreview): { token: string; done: Promise<PreviewState> } | null {
    this.prune();
    if (this.queued >= (this.options.maxQueued ?? 4)) return null;
    const token = randomBytes(16).toString('hex');
    const dir = join(this.root, token);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, 'item.json'), JSON.stringify(item), { mode: 0o600 });
    const state: PreviewState = {
      status: 'building',
      kind: item.kind,
      createdAt: this.now().toISOString(),
      createdBy,
    };
    this.write(token, state);
    this.queued++;
    const done = this.chain.then(() => this.build(token, item, state));
    this.chain = done.then(
      () => {
        this.queued--;
      },
      () => {
        this.queued--;
      },
    );
    return { token, done };
  }

  /** A preview's state; null when there is none by that name or it expired. */
  state(token: string): PreviewState | null {
    if (!PREVIEW_TOKEN.test(token)) return null;
    const state = this.read(token);
    if (!state) return null;
    if (this.expired(state)) {
      if (state.status !== 'building') rmSync(join(this.root, token), { recursive: true, force: true });
      return null;
    }
    return state;
  }

  /** The built page of a ready preview, or null. */
  page(token: string): { html: string; state: PreviewState } | null {
    const state = this.state(token);
    if (state?.status !== 'ready') return null;
    const file = this.inside(token, 'page.html');
    return file ? { html: readFileSync(file, 'utf8'), state } : null;
  }

  /** A file of a ready preview's /_astro folder, or null. */
  asset(token: string, name: string): Buffer | null {
    if (!PREVIEW_ASSET.test(name) || this.state(token)?.status !== 'ready') return null;
    const file = this.inside(token, join('_astro', name));
    return file ? readFileSync(file) : null;
  }

  /** Deletes the previews older than their lifetime (and anything in the folder that is not a preview). */
  prune(): void {
    if (!existsSync(this.root)) return;
    for (const name of readdirSync(this.root)) {
      const state = PREVIEW_TOKEN.test(name) ? this.read(name) : null;
      const stale = state
        ? this.expired(state) && (state.status !== 'building' || this.expired(state, BUILD_TIMEOUT_MS))
        : this.olderThan(join(this.root, name), PREVIEW_TTL_MS);
      if (stale) rmSync(join(this.root, name), { recursive: true, force: true });
    }
  }

  private expired(state: PreviewState, extraMs = 0): boolean {
    return this.now().getTime() - Date.parse(state.createdAt) > PREVIEW_TTL_MS + extraMs;
  }

  private olderThan(path: string, ms: number): boolean {
    try {
      return this.now().getTime() - statSync(path).mtimeMs > ms;
    } catch {
      return false;
    }
  }

  /** `rel` inside the preview's folder, existing and a file; null otherwise (never a path outside it). */
  private inside(token: string, rel: string): string | null {
    const dir = resolve(this.root, token);
    const file = resolve(dir, rel);
    if (!file.startsWith(dir + sep)) return null;
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  private read(token: string): PreviewState | null {
    try {
      return JSON.parse(readFileSync(join(this.root, token, 'state.json'), 'utf8')) as PreviewState;
    } catch {
      return null;
    }
  }

  private write(token: string, state: PreviewState): void {
    const tmp = join(this.root, token, 'state.json.tmp');
    writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    renameSync(tmp, join(this.root, token, 'state.json'));
  }

  private async build(token: string, item: SitePreview, state: PreviewState): Promise<PreviewState> {
    const dir = join(this.root, token);
    const out = join(dir, 'site');
    const started = Date.now();
    const finish = (done: Partial<PreviewState>): PreviewState => {
      rmSync(out, { recursive: true, force: true });
      const final = { ...state, ...done, durationMs: Date.now() - started };
      // Deleted meanwhile (expired): nothing to record.
      if (existsSync(dir)) this.write(token, final);
      return final;
    };
    if (!existsSync(dir)) return finish({ status: 'failed', error: 'Aperçu expiré' });
    const log = await (this.options.run ?? runAstro)({
      ASTRO_OUT_DIR: out,
      BUILD_SCOPE: JSON.stringify(NOTHING_STORED),
      BUILD_SCOPE_FILE: '',
      BUILD_PREVIEW: join(dir, 'item.json'),
      ASTRO_ASSETS_PREFIX: `${PREVIEW_PATH}/${token}`,
      ...(isPostgresUrl(this.options.store)
        ? { DATABASE_URL: this.options.store }
        : { DATABASE_PATH: this.options.store, DATABASE_URL: '' }),
      ...(this.options.siteUrl ? { SITE_URL: this.options.siteUrl } : {}),
    });
    if (!log.ok)
      return finish({ status: 'failed', error: "La construction de l'aperçu a échoué.", log: log.tail });
    const page = join(out, previewPagePath(item), 'index.html');
    if (!existsSync(page))
      return finish({ status: 'failed', error: "La page de l'aperçu n'a pas été produite." });
    renameSync(page, join(dir, 'page.html'));
    if (existsSync(join(out, '_astro'))) renameSync(join(out, '_astro'), join(dir, '_astro'));
    const scriptHashes = metaScriptHashes(readFileSync(join(dir, 'page.html'), 'utf8'));
    return finish({ status: 'ready', scriptHashes });
  }
}

/**
 * `astro build` with these variables, in a process started ahead when one waits (api/services/astro-builders.ts)
 * or one of its own; its last lines when it fails.
 */
export const runAstro: AstroRunner = (env) => {
  const lines: string[] = [];
  const vars = startVars(env.DATABASE_URL || env.DATABASE_PATH || '');
  const builder = astroBuilders.take(vars);
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  const timer = setTimeout(() => builder.kill('SIGKILL'), BUILD_TIMEOUT_MS);
  return builder.run(buildEnv(vars, env), keep).then((code) => {
    clearTimeout(timer);
    // The process it used is gone: another starts for the next build.
    astroBuilders.refill();
    return { ok: code === 0, tail: lines.join('\n') };
  });
};

const byBuildsDir = new Map<string, SitePreviews>();

/**
 * The previews of a builds folder in this process: one queue, so one preview build at a time. The first call
 * for a folder sets its options (a test may make it first, with a stand-in for astro).
 */
export function sitePreviewsFor(options: PreviewOptions): SitePreviews {
  let previews = byBuildsDir.get(options.buildsDir);
  if (!previews) {
    const created = new SitePreviews(options);
    byBuildsDir.set(options.buildsDir, created);
    // Old previews go even when nobody asks for a new one (the timer never keeps the process alive).
    setInterval(() => {
      try {
        created.prune();
      } catch {
        // A folder removed meanwhile: the next round sees it.
      }
    }, 60_000).unref();
    previews = created;
  }
  return previews;
}
