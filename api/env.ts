/** The server's configuration, parsed once at boot: a bad value stops the server with a clear message. */
import { resolve } from 'node:path';
import { z } from 'zod';
import { isPostgresUrl } from '../db/store-kind.ts';
import { DEFAULT_METRICS_ALLOW, invalidEntries } from './observability/allow-list.ts';
import { LOG_LEVELS } from './observability/log.ts';
import { LIMITS, type LimitEnvName } from './security/limits.ts';

function limitVariables() {
  const shape = {} as Record<LimitEnvName, z.ZodDefault<z.ZodCoercedNumber<unknown>>>;
  for (const limit of Object.values(LIMITS)) {
    shape[limit.env] = z.coerce.number().int().min(1, 'au moins 1').max(1_000_000_000).default(limit.max);
  }
  return shape;
}

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  /** On SIGTERM, how long the requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  DATABASE_PATH: z.string().default('data/apl.db'),
  /**
   * A postgres:// address: the store is that PostgreSQL database (every server of a cluster shares it) instead
   * of the SQLite file DATABASE_PATH. Empty: SQLite.
   */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isPostgresUrl(v), 'une adresse postgres://… (ou vide pour SQLite)'),
  BUILDS_DIR: z.string().default('data/builds'),
  /**
   * Astro processes this server keeps started ahead, their modules loaded, so that a publication does not wait
   * for them (api/services/astro-builders.ts; about 220 MB each). Unset: as many as a full build uses.
   */
  BUILD_WARM_PROCESSES: z.coerce.number().int().min(0).max(8).optional(),
  /**
   * While no build is live (the first one failed: the maintenance page), how often a full build is tried again,
   * in ms (issue 26): a store repaired, or a failure that was passing, brings the site up without anyone.
   */
  BUILD_RETRY_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  /**
   * Where the servers find the live build (issue 28): `shared`, one BUILDS_DIR every server reads (a volume, NFS);
   * `fetch`, each server its own BUILDS_DIR, the live build fetched by id from the server that made it and checked
   * by hash (api/services/build-sync/). `fetch` needs BUILD_SYNC_SECRET and BUILD_SYNC_URL.
   */
  BUILD_SYNC: z.enum(['shared', 'fetch']).default('shared'),
  /** The secret every server gives to fetch a build from another (internal route /api/internal/builds). */
  BUILD_SYNC_SECRET: z.string().min(32, 'au moins 32 caractères').optional(),
  /** This server's address as the other servers reach it (not the public one), e.g. http://10.0.0.11:4321. */
  BUILD_SYNC_URL: z.url({ protocol: /^https?$/, error: 'une adresse http(s)://…' }).optional(),
  /** How often a server looks at which build the store says is live, in ms (BUILD_SYNC=fetch). */
  BUILD_SYNC_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  SITE_URL: z.url().default('https://www.apl-simulateur.fr'),
  RESEND_API_KEY: z.string().optional(),
  /**
   * Where e-mails go: `resend` (RESEND_API_KEY required) or `outbox` (the local table the admin reads, nothing
   * sent). Unset: Resend when RESEND_API_KEY is set, else the outbox — except under an explicit
   * NODE_ENV=production, where a missing key stops the start (readEnv) rather than keep production mail local.
   */
  EMAIL_MODE: z.enum(['resend', 'outbox']).optional(),
  RESEND_BASE_URL: z.url().optional(),
  EMAIL_FROM: z.string().default('APL Simulateur <resultats@apl-simulateur.fr>'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Signs session cookies; without it a random secret is created once beside the database. */
  BETTER_AUTH_SECRET: z.string().min(32, 'au moins 32 caractères').optional(),
  /** Public address of this server in account e-mails (password reset); defaults to SITE_URL. */
  APP_URL: z.url().optional(),
  /** First admin account, created at start when both are set and the account does not exist. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'au moins 12 caractères').optional(),
  /**
   * Behind a reverse proxy: the header it sets with the client's address (e.g. x-forwarded-for, whose last
   * value is taken). Unset: the socket address, so a client can never choose its own IP for rate limits.
   * Set it only behind a proxy that overwrites or appends that header: otherwise any client could pick its
   * own address.
   */
  CLIENT_IP_FROM: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'nom d’en-tête HTTP en minuscules')
    .optional(),
  /**
   * Moves the one clock (src/lib/clock.ts) by this many milliseconds: tests and rehearsals live the night a
   * revaluation takes effect. Refused in production.
   */
  APL_CLOCK_OFFSET_MS: z.coerce.number().int().optional(),
  /** Uploaded media files (served at /media/<file>). */
  MEDIA_DIR: z.string().default('data/media'),
  /** JSON logs on stdout from this level on (api/observability/log.ts); unset: info, silent under NODE_ENV=test. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Who may read GET /metrics: addresses and CIDR networks, comma-separated, or `none` (metrics off). */
  METRICS_ALLOW: z
    .string()
    .default(DEFAULT_METRICS_ALLOW)
    .refine(
      (v) => invalidEntries(v).length === 0,
      'adresses IP ou réseaux CIDR séparés par des virgules, ou none',
    ),
  /** When set, GET /metrics also asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'au moins 16 caractères').optional(),
  /**
   * The CDN edge's purge address, several separated by commas (deploy/varnish: `http://127.0.0.1:6081/`): once a
   * build is live, the publisher purges there the pages it changed (api/services/edge/purge.ts). Unset: no purge.
   */
  EDGE_PURGE_URL: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').flatMap((u) => (u.trim() ? [u.trim()] : [])))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'une adresse http(s)://…' }))),
  /** Sent with each purge (`X-Purge-Token`) to an edge that accepts purges from outside its ACL. */
  EDGE_PURGE_TOKEN: z.string().min(16, 'au moins 16 caractères').optional(),
  /** The maximum of each rate limit (api/security/limits.ts), e.g. STEP_SAVE_RATE_LIMIT. */
  ...limitVariables(),
});
/** STORE: where the store is, DATABASE_URL when set, else the SQLite file DATABASE_PATH (absolute). */
export type Env = z.infer<typeof Env> & { STORE: string };

/**
 * Production mail never goes silently to the local outbox: with NODE_ENV=production set by the operator (the
 * Dockerfile, the systemd unit, .env.example), RESEND_API_KEY is required unless EMAIL_MODE=outbox says so.
 * The default NODE_ENV (unset: a fresh clone's `npm start`) keeps the outbox.
 */
function emailProblem(
  env: { RESEND_API_KEY?: string; EMAIL_MODE?: 'resend' | 'outbox' },
  nodeEnv: string | undefined,
): string | null {
  if (env.RESEND_API_KEY || env.EMAIL_MODE === 'outbox') return null;
  if (env.EMAIL_MODE === 'resend')
    return 'RESEND_API_KEY: obligatoire avec EMAIL_MODE=resend (la clé d’API Resend qui envoie les e-mails)';
  if (nodeEnv !== 'production') return null;
  return (
    'RESEND_API_KEY: obligatoire avec NODE_ENV=production, sinon les e-mails (résultats, comptes) ne partent ' +
    'pas et restent dans la table locale. Donnez la clé d’API Resend, ou posez EMAIL_MODE=outbox pour ' +
    'garder volontairement les e-mails dans la boîte d’envoi locale (lue dans l’administration).'
  );
}

/** BUILD_SYNC=fetch without what a server needs to fetch a build from another, or to be fetched from. */
function buildSyncProblem(env: {
  BUILD_SYNC: 'shared' | 'fetch';
  BUILD_SYNC_SECRET?: string;
  BUILD_SYNC_URL?: string;
}): string | null {
  if (env.BUILD_SYNC !== 'fetch') return null;
  if (!env.BUILD_SYNC_SECRET)
    return 'BUILD_SYNC_SECRET: obligatoire avec BUILD_SYNC=fetch (le même secret sur tous les serveurs)';
  if (!env.BUILD_SYNC_URL)
    return 'BUILD_SYNC_URL: obligatoire avec BUILD_SYNC=fetch (l’adresse interne de ce serveur, ex. http://10.0.0.11:4321)';
  return null;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${lines}`);
  }
  if (parsed.data.DATABASE_URL && !parsed.data.BETTER_AUTH_SECRET)
    throw new Error(
      'Configuration invalide :\n  BETTER_AUTH_SECRET: obligatoire avec DATABASE_URL (tous les serveurs signent ' +
        'les sessions avec le même secret)',
    );
  const sync = buildSyncProblem(parsed.data);
  if (sync) throw new Error(`Configuration invalide :\n  ${sync}`);
  const mail = emailProblem(parsed.data, source.NODE_ENV);
  if (mail) throw new Error(`Configuration invalide :\n  ${mail}`);
  if (parsed.data.APL_CLOCK_OFFSET_MS && parsed.data.NODE_ENV === 'production')
    throw new Error(
      'Configuration invalide :\n  APL_CLOCK_OFFSET_MS: l’horloge ne se déplace pas en production (tests et répétitions seulement)',
    );
  const databasePath = resolve(parsed.data.DATABASE_PATH);
  return {
    ...parsed.data,
    DATABASE_PATH: databasePath,
    STORE: parsed.data.DATABASE_URL ?? databasePath,
    BUILDS_DIR: resolve(parsed.data.BUILDS_DIR),
    MEDIA_DIR: resolve(parsed.data.MEDIA_DIR),
  };
}
