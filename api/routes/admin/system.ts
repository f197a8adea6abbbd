/**
 * Publishing screens (ssg: queue, running build with its log, history, rebuild, rollback; ssg-status),
 * system tools (database size, backup download: admins), security validation (live checks: admins,
 * security-checks.ts) and the read-only view of the legal parameter versions (src/core/apl, DECISIONS 2).
 */
import { createReadStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  buildById,
  buildHistory,
  lastFailedBuild,
  lastSuccessfulBuild,
} from '../../../db/queries/admin-builds.ts';
import { BackupUnavailable, backupDatabase, databaseStats } from '../../../db/queries/admin-system.ts';
import {
  baremes,
  confirmeAu,
  couverture,
  effectiveDates,
  revalorisationsAttendues,
  source,
} from '../../../src/core/apl/parameters/index.ts';
import { references } from '../../../src/core/apl/parameters/references.generated.ts';
import { parisDay } from '../../../src/core/dates.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { edgePurger } from '../../services/edge/purge.ts';
import { publisherOf } from '../../services/publisher.ts';
import { liveBuild, previousBuild, rollback } from '../../services/site-builds.ts';
import { type SelfRequest, securityChecks } from './security-checks.ts';
import { type Answer, adminApp, adminOnly, IdParam } from './shared.ts';

export type { SelfRequest } from './security-checks.ts';

// ───────────── Site builds: the publisher's queue (api/services/publisher.ts) ─────────────

/** The queue and the builds: live and previous folders, running and queued builds, the last 30. */
async function publishingStatus(ctx: AppContext) {
  const live = liveBuild(ctx.env.BUILDS_DIR);
  const previous = previousBuild(ctx.env.BUILDS_DIR);
  const history = await buildHistory(ctx.db);
  const state = await publisherOf(ctx).state();
  return {
    live: live?.info ?? (live ? { id: live.folder } : null),
    previous: previous?.info ?? (previous ? { id: previous.folder } : null),
    running: state.running?.id ?? null,
    progress: state.running
      ? { done: state.running.done, expected: state.running.expected, partial: state.running.scope !== null }
      : null,
    queued: state.queued?.id ?? null,
    nextScheduled: state.nextScheduled,
    history,
  };
}

// ───────────── System ─────────────

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function dirSize(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    files++;
    bytes += fileSize(join(dir, name));
  }
  return { files, bytes };
}

/** GET /ssg/status: the live build, the last success and failure, the legal dates still to come. */
async function publishingSummary(ctx: AppContext, today: string) {
  return {
    live: liveBuild(ctx.env.BUILDS_DIR)?.info ?? null,
    lastSuccess: await lastSuccessfulBuild(ctx.db),
    lastFailure: await lastFailedBuild(ctx.db),
    nextEffectiveDates: effectiveDates().filter((d) => d > today),
  };
}

/** GET /parameters: the legal parameter versions with their sources (read-only). */
function legalParameters() {
  const series = Object.entries(baremes).map(([key, serie]) => ({
    key,
    revalorisation: (serie as { revalorisation?: string }).revalorisation ?? null,
    versions: (serie as { versions: Array<{ depuis: string; valeur: unknown }> }).versions.map((v) => ({
      depuis: v.depuis,
      valeur: v.valeur,
      references: references[key as keyof typeof references]?.[v.depuis] ?? [],
    })),
  }));
  return {
    source,
    confirmeAu,
    couverture,
    effectiveDates: effectiveDates(),
    revalorisationsAttendues: revalorisationsAttendues(),
    series,
  };
}

/** GET /system: the database, the media folder, the builds, the server process. */
async function systemInfo(ctx: AppContext) {
  const path = ctx.env.DATABASE_PATH;
  const stats = await databaseStats(ctx.db);
  return {
    // SQLite: the file and its WAL; PostgreSQL: the size the server gives (no file here).
    database:
      stats.kind === 'sqlite'
        ? { bytes: fileSize(path), walBytes: fileSize(`${path}-wal`), ...stats }
        : { bytes: stats.sizeBytes ?? 0, walBytes: 0, ...stats },
    media: dirSize(ctx.env.MEDIA_DIR),
    build: await publishingStatus(ctx),
    server: {
      node: process.version,
      uptimeSeconds: Math.round(process.uptime()),
      memoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      env: ctx.env.NODE_ENV,
      email: ctx.env.RESEND_API_KEY ? 'Resend' : 'boîte d’envoi locale (pas de RESEND_API_KEY)',
    },
  };
}

async function securityReport(ctx: AppContext, request: SelfRequest, now: Date) {
  return { checkedAt: now.toISOString(), checks: await securityChecks(ctx, request) };
}

/** POST /ssg/rebuild: the id of the build asked for, and the queue. */
async function rebuildRequested(ctx: AppContext, id: number) {
  return { id, ...(await publishingStatus(ctx)) };
}

export type PublishingStatus = Answer<typeof publishingStatus>;
export type BuildRow = PublishingStatus['history'][number];
export type PublishingSummary = Answer<typeof publishingSummary>;
export type BuildDetail = NonNullable<Answer<typeof buildById>>;
export type RebuildAnswer = Answer<typeof rebuildRequested>;
export type LegalParameters = Answer<typeof legalParameters>;
export type SecurityReport = Answer<typeof securityReport>;
export type SecurityCheck = SecurityReport['checks'][number];
export type SystemInfo = Answer<typeof systemInfo>;
/** The body of POST /ssg/rebuild. */
export type RebuildBody = z.input<typeof RebuildInput>;

const RebuildInput = z.object({ reason: z.string().trim().max(200, 'Motif trop long').optional() });

export function systemRoutes(ctx: AppContext, request: SelfRequest) {
  const { db } = ctx;
  const app = adminApp();
  const now = () => ctx.now?.() ?? new Date();
  app.use('/system', adminOnly(ctx));
  app.use('/system/*', adminOnly(ctx));
  app.use('/security', adminOnly(ctx));
  // Putting the whole site back to its previous build undoes every editor's work at once: an admin's call.
  app.use('/ssg/rollback', adminOnly(ctx));

  app.get('/ssg', async (c) => c.json(await publishingStatus(ctx)));
  app.get('/ssg/status', async (c) => c.json(await publishingSummary(ctx, parisDay(now()))));
  app.get('/ssg/builds/:id', validate('param', IdParam), async (c) => {
    const row = await buildById(db, c.req.valid('param').id);
    if (!row) throw notFound('Build introuvable');
    return c.json(row);
  });
  app.post('/ssg/rebuild', validate('json', RebuildInput), async (c) => {
    const id = await publisherOf(ctx).request({
      kind: 'full',
      reason: c.req.valid('json').reason || `reconstruction demandée depuis l'administration`,
    });
    await audit(c, db, 'rebuild', 'site', id);
    return c.json(await rebuildRequested(ctx, id), 202);
  });
  app.post('/ssg/rollback', async (c) => {
    if ((await publisherOf(ctx).state()).running !== null)
      throw new ApiFailure(
        409,
        'BUILD_EN_COURS',
        'Une construction est en cours : réessayez quand elle sera terminée',
      );
    if (!rollback(ctx.env.BUILDS_DIR)) throw notFound('Aucune build précédente à restaurer');
    // The edge still holds the pages of the build just taken down: all of them go (never fails the rollback).
    void edgePurger(ctx.env)
      .purge('all')
      .catch(() => {});
    await audit(c, db, 'rollback', 'site');
    return c.json(await publishingStatus(ctx));
  });

  app.get('/parameters', (c) => c.json(legalParameters()));

  app.get('/security', async (c) => c.json(await securityReport(ctx, request, now())));

  app.get('/system', async (c) => c.json(await systemInfo(ctx)));

  /**
   * A consistent copy of the live database (SQLite online backup), streamed then deleted. On PostgreSQL, a 409
   * that says how to back it up instead (pg_dump, the provider's snapshots).
   */
  app.get('/system/backup', async (c) => {
    const file = join(tmpdir(), `apl-backup-${process.pid}-${Date.now()}.db`);
    try {
      await backupDatabase(db, file);
    } catch (error) {
      if (error instanceof BackupUnavailable) throw new ApiFailure(409, 'SAUVEGARDE_EXTERNE', error.message);
      throw error;
    }
    await audit(c, db, 'backup', 'database');
    const size = statSync(file).size;
    const stream = createReadStream(file);
    stream.on('close', () => rmSync(file, { force: true }));
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="apl-${parisDay(now())}.db"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  return app;
}
