import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { LIMITS } from './limits.ts';

describe('rate limits', () => {
  it('each has a default, an environment variable that changes it, and a line in the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const limit of Object.values(LIMITS)) {
      expect(readEnv({})[limit.env], limit.env).toBe(limit.max);
      expect(readEnv({ [limit.env]: '7' })[limit.env], limit.env).toBe(7);
      expect(readme, limit.env).toContain(`| \`${limit.env}\` | ${limit.max} |`);
    }
  });

  it('refuses a limit that is not a positive integer, naming the variable', () => {
    expect(() => readEnv({ STEP_SAVE_RATE_LIMIT: '0' })).toThrow(/STEP_SAVE_RATE_LIMIT/);
    expect(() => readEnv({ CONTACT_RATE_LIMIT: 'beaucoup' })).toThrow(/CONTACT_RATE_LIMIT/);
  });
});
