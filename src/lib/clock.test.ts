import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../api/env.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('l’horloge unique (issue 27)', () => {
  it('avance de APL_CLOCK_OFFSET_MS, et donne l’heure réelle sans lui', async () => {
    const day = 86_400_000;
    vi.stubEnv('APL_CLOCK_OFFSET_MS', String(4 * day));
    const moved = await import('./clock.ts');
    expect(moved.nowMs() - Date.now()).toBeGreaterThan(4 * day - 1000);
    expect(moved.now().getTime() - Date.now()).toBeLessThan(4 * day + 1000);
    vi.resetModules();
    vi.stubEnv('APL_CLOCK_OFFSET_MS', '');
    const real = await import('./clock.ts');
    expect(Math.abs(real.nowMs() - Date.now())).toBeLessThan(1000);
  });

  it('ne se déplace pas en production', () => {
    expect(() =>
      readEnv({ NODE_ENV: 'production', EMAIL_MODE: 'outbox', APL_CLOCK_OFFSET_MS: '3600000' }),
    ).toThrow(/APL_CLOCK_OFFSET_MS: l’horloge ne se déplace pas en production/);
    expect(readEnv({ NODE_ENV: 'test', APL_CLOCK_OFFSET_MS: '3600000' }).APL_CLOCK_OFFSET_MS).toBe(3_600_000);
  });
});
