/** Lighthouse (npm `lighthouse`) on Debian's Chromium, mobile form factor: scores and key metrics of a URL. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { CHROMIUM_OPTIONS } from '../../tests/support/browser.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CHROME_FLAGS = CHROMIUM_OPTIONS.args;

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
};

/**
 * Runs Lighthouse on `url`, writing the JSON report to `out`. With `userDataDir`, Chromium starts on that
 * profile and the storage is kept (a page that reads answers saved in localStorage).
 */
export function lighthouse(
  url: string,
  out: string,
  options: { userDataDir?: string } = {},
): Promise<LighthouseScores> {
  const flags = [...CHROME_FLAGS, ...(options.userDataDir ? [`--user-data-dir=${options.userDataDir}`] : [])];
  return new Promise((ok, fail) => {
    const child = spawn(
      join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${flags.join(' ')}`,
        '--form-factor=mobile',
        ...(options.userDataDir ? ['--disable-storage-reset'] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || CHROMIUM_OPTIONS.executablePath },
        stdio: 'ignore',
      },
    );
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse a échoué (${code}) sur ${url}`));
      const r = JSON.parse(readFileSync(out, 'utf8')) as {
        categories: Record<string, { score: number }>;
        audits: Record<string, { numericValue?: number }>;
      };
      ok({
        performance: Math.round((r.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((r.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((r.categories.seo?.score ?? 0) * 100),
        bestPractices: Math.round((r.categories['best-practices']?.score ?? 0) * 100),
        lcp: r.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: r.audits['total-blocking-time']?.numericValue ?? 0,
        cls: r.audits['cumulative-layout-shift']?.numericValue ?? 0,
        bytes: r.audits['total-byte-weight']?.numericValue ?? 0,
      });
    });
  });
}
