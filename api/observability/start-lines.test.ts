/**
 * What a server says when its start stops, as an operator's log collector reads it: JSON lines only (one fatal
 * line saying why), no stack trace, no plain text, and exit code 1. The normal start's lines come from the logger;
 * the start files write nothing else (checked on their source, a start on a real store taking far longer).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DRIZZLE_PRELOAD } from '../../db/preload/node-options.ts';
import { fatalAtStart } from './log.ts';

const API = join(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', DRIZZLE_PRELOAD, join(API, 'server.ts')], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '4999', ...env },
    encoding: 'utf8',
    timeout: 14_000,
  });
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter(Boolean);
  return { status: run.status, lines, stderr: run.stderr };
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('start lines', () => {
  it('before the logger exists (an invalid configuration): the fatal line written by hand, on stderr, exit 1', () => {
    const written: string[] = [];
    const write = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    try {
      expect(() =>
        fatalAtStart('Configuration invalide', { problems: ['PORT: nombre attendu'] }, false),
      ).toThrow('exit 1');
    } finally {
      write.mockRestore();
      exit.mockRestore();
    }
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0] as string)).toEqual({
      level: 'fatal',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      hostname: expect.any(String),
      problems: ['PORT: nombre attendu'],
      msg: 'Configuration invalide',
    });
  });

  it('a store that does not answer: JSON lines only, the fatal one with its code, no stack and no address', () => {
    const run = start({
      DATABASE_URL: 'postgres://apl:mot-de-passe-secret@127.0.0.1:1/apl',
      BETTER_AUTH_SECRET: 'secret-de-test-secret-de-test-secret-de-test',
    });
    expect(run.status).toBe(1);
    const lines = parsed(run.lines);
    expect(lines.at(-1)).toMatchObject({
      level: 'fatal',
      msg: expect.stringMatching(/^Base de données injoignable/),
      err: expect.objectContaining({ code: 'ECONNREFUSED' }),
    });
    const text = run.lines.join('\n');
    expect(text).not.toMatch(/^\s+at /m);
    expect(text).not.toContain('mot-de-passe-secret');
  });

  it('the start files write through the logger, never console.log or console.error', () => {
    for (const file of ['server.ts', 'bootstrap.ts', 'install.ts'])
      expect(readFileSync(join(API, file), 'utf8')).not.toMatch(/console\.(log|error|warn|info)\(/);
  });
});
