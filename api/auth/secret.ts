/** The server secret: signs session cookies, keys the hashes of rate-limit subjects and deletion links. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppContext } from '../context.ts';

/**
 * BETTER_AUTH_SECRET, or a random secret created once beside the SQLite database (mode 600). On PostgreSQL the
 * variable is required (api/env.ts): every server must sign with the same secret.
 */
export function authSecret(ctx: AppContext): string {
  if (ctx.env.BETTER_AUTH_SECRET) return ctx.env.BETTER_AUTH_SECRET;
  const file = join(dirname(ctx.env.DATABASE_PATH), 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
