/**
 * Production defaults that fail loudly (issue 28): under NODE_ENV=production, mail without RESEND_API_KEY stops the
 * start with a French message saying what to set, unless EMAIL_MODE=outbox keeps it local on purpose.
 */
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../api/env.ts';

const base = { DATABASE_PATH: 'data/ops-env/apl.db' };

describe('production e-mail configuration', () => {
  it('refuses NODE_ENV=production without RESEND_API_KEY, naming the variable and the way out', () => {
    expect(() => readEnv({ ...base, NODE_ENV: 'production' })).toThrow(
      /RESEND_API_KEY.*NODE_ENV=production/s,
    );
    expect(() => readEnv({ ...base, NODE_ENV: 'production' })).toThrow(/EMAIL_MODE=outbox/);
  });

  it('starts in production with a key, or with EMAIL_MODE=outbox chosen on purpose', () => {
    expect(readEnv({ ...base, NODE_ENV: 'production', RESEND_API_KEY: 're_x' }).RESEND_API_KEY).toBe('re_x');
    expect(readEnv({ ...base, NODE_ENV: 'production', EMAIL_MODE: 'outbox' }).EMAIL_MODE).toBe('outbox');
  });

  it('keeps the outbox for a fresh clone (NODE_ENV unset) and for the tests', () => {
    expect(readEnv({ ...base }).RESEND_API_KEY).toBeUndefined();
    expect(readEnv({ ...base, NODE_ENV: 'test' }).EMAIL_MODE).toBeUndefined();
  });

  it('refuses EMAIL_MODE=resend without a key, and an unknown mode', () => {
    expect(() => readEnv({ ...base, EMAIL_MODE: 'resend' })).toThrow(/RESEND_API_KEY/);
    expect(() => readEnv({ ...base, EMAIL_MODE: 'smtp' })).toThrow(/EMAIL_MODE/);
  });

  it('stops `npm start` itself before anything is prepared', async () => {
    const { spawnSync } = await import('node:child_process');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_PATH: '/nonexistent/apl.db',
    };
    delete env.RESEND_API_KEY;
    delete env.EMAIL_MODE;
    const run = spawnSync(join(root, 'node_modules', '.bin', 'node'), [join(root, 'api', 'server.ts')], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('RESEND_API_KEY: obligatoire avec NODE_ENV=production');
  });
});
