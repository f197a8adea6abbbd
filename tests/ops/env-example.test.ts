/**
 * `.env.example` documents every variable the server reads (api/env.ts, the rate limits included), each with a
 * French comment, and as shipped it fails loudly: production without a Resend key does not start (issue 28).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../api/env.ts';
import { LIMITS } from '../../api/security/limits.ts';
import { ROOT } from '../support/sandbox.ts';

const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
const lines = example.split('\n');

/** The variables of the Env schema: its top-level keys in api/env.ts, and the limits it spreads in. */
function schemaVariables(): string[] {
  const source = readFileSync(join(ROOT, 'api', 'env.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const Env = z.object({'), source.indexOf('\n});'));
  const keys = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] as string);
  return [...keys, ...Object.values(LIMITS).map((l) => l.env)];
}

/** Variable → value, for the lines that set one (commented out or not). */
function documented(): Map<string, { value: string; active: boolean; line: number }> {
  const out = new Map<string, { value: string; active: boolean; line: number }>();
  lines.forEach((line, i) => {
    const m = /^(#?)([A-Z][A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) out.set(m[2] as string, { value: m[3] as string, active: m[1] === '', line: i });
  });
  return out;
}

describe('.env.example', () => {
  it('lists every variable of api/env.ts, each under a comment', () => {
    const vars = schemaVariables();
    expect(vars).toContain('DATABASE_URL');
    expect(vars).toContain('STEP_SAVE_RATE_LIMIT');
    const docs = documented();
    expect(vars.filter((v) => !docs.has(v))).toEqual([]);
    // Each under a comment, or in a group of variables under one (ADMIN_EMAIL, ADMIN_PASSWORD).
    for (const v of vars) {
      let i = (docs.get(v)?.line ?? 0) - 1;
      while (i > 0 && /^#?[A-Z][A-Z0-9_]+=/.test(lines[i] ?? '')) i--;
      expect(lines[i]?.startsWith('# '), `${v} sans commentaire`).toBe(true);
    }
  });

  it('as shipped, refuses to start production mail without a Resend key, and starts once it is given', () => {
    const active = Object.fromEntries(
      [...documented()].filter(([, d]) => d.active).map(([name, d]) => [name, d.value]),
    );
    expect(active.NODE_ENV).toBe('production');
    expect(() => readEnv(active)).toThrow(/RESEND_API_KEY: obligatoire avec NODE_ENV=production/);
    const env = readEnv({ ...active, RESEND_API_KEY: 're_cle_de_production' });
    expect(env.DATABASE_PATH).toBe('/var/lib/apl-simulateur/apl.db');
    expect(env.MEDIA_DIR).toBe('/var/lib/apl-simulateur/media');
  });
});
