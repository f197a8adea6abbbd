/** The server's configuration, parsed once at boot: a bad value stops the server with a clear message. */
import { resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().default('data/apl.db'),
  BUILDS_DIR: z.string().default('data/builds'),
  SITE_URL: z.url().default('https://www.apl-simulateur.fr'),
  RESEND_API_KEY: z.string().optional(),
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
   */
  CLIENT_IP_FROM: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'nom d’en-tête HTTP en minuscules')
    .optional(),
  /** Uploaded media files (served at /media/<file>). */
  MEDIA_DIR: z.string().default('data/media'),
  /** Requests a minute one client (hash of its IP, kept in memory only) may send to /api/visitor-tracking. */
  TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
});
export type Env = z.infer<typeof Env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${lines}`);
  }
  return {
    ...parsed.data,
    DATABASE_PATH: resolve(parsed.data.DATABASE_PATH),
    BUILDS_DIR: resolve(parsed.data.BUILDS_DIR),
    MEDIA_DIR: resolve(parsed.data.MEDIA_DIR),
  };
}
