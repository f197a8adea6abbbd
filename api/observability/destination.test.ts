/**
 * The server's log lines are written in batches (api/observability/destination.ts): what an operator would notice
 * is a line that comes late or never — kept back longer than the batch delay, or lost when the process exits.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BATCH_MS, batchedDestination } from './destination.ts';
import { isoTimestamp, newRequestId, requestIdOf } from './log.ts';

const sinkOf = () => {
  const writes: string[] = [];
  return { writes, sink: { write: (chunk: string) => writes.push(chunk) } };
};

describe('batched log lines', () => {
  it('writes the lines of a burst together, at most BATCH_MS after the first', async () => {
    const { writes, sink } = sinkOf();
    const destination = batchedDestination(sink);
    destination.write('{"a":1}\n');
    destination.write('{"a":2}\n');
    expect(writes).toEqual([]);
    await new Promise((ok) => setTimeout(ok, BATCH_MS + 30));
    expect(writes).toEqual(['{"a":1}\n{"a":2}\n']);
    destination.write('{"a":3}\n');
    await new Promise((ok) => setTimeout(ok, BATCH_MS + 30));
    expect(writes).toEqual(['{"a":1}\n{"a":2}\n', '{"a":3}\n']);
  });

  it('writes at once when the batch is full', () => {
    const { writes, sink } = sinkOf();
    const destination = batchedDestination(sink, { bytes: 16 });
    destination.write('{"n":"0123456789"}\n');
    destination.write('{"n":"x"}\n');
    expect(writes).toEqual(['{"n":"0123456789"}\n']);
    destination.flush();
    expect(writes).toEqual(['{"n":"0123456789"}\n', '{"n":"x"}\n']);
  });

  it('loses no line when the server exits right after writing them, nor when it dies of an error', () => {
    const script = (end: string) => `
      import { createLogger } from ${JSON.stringify(join(import.meta.dirname, 'log.ts'))};
      const logger = createLogger('info');
      for (let i = 0; i < 3000; i++) logger.info({ i }, 'ligne');
      ${end}`;
    for (const end of ['process.exit(3);', "throw new Error('panne');"]) {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script(end)], {
        encoding: 'utf8',
      });
      const lines = run.stdout.split('\n').filter(Boolean);
      expect(lines).toHaveLength(3000);
      expect(lines.map((l) => (JSON.parse(l) as { i: number }).i)).toEqual([...Array(3000).keys()]);
    }
  });
});

describe('line fields', () => {
  it("formats the time as pino's isoTime does, whatever the millisecond", () => {
    const base = Date.parse('2026-11-27T07:48:45.000Z');
    for (const t of [
      base,
      base + 7,
      base + 42,
      base + 370,
      base + 999,
      base + 1000,
      base + 86_400_005,
      base + 3,
    ])
      expect(isoTimestamp(t)).toBe(`,"time":"${new Date(t).toISOString()}"`);
  });

  it('gives each request a new short id, and keeps a sane one from the proxy in front', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(requestIdOf('0a1b2c3d4e5f6a7b')).toBe('0a1b2c3d4e5f6a7b');
    expect(requestIdOf('a b')).not.toBe('a b');
  });
});
