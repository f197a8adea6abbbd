import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZoneIndex } from '#core/zoning/index.ts';
import { loadCommuneZoneRecords } from '../../../db/import/commune-zones.ts';
import {
  REFERENCE_DIR,
  REFERENCE_FILES,
  readReferenceCases,
  referencePostalCodes,
  replayReferenceCases,
  TOLERANCE,
} from './reference-cases.ts';

/** What the files hold, counted without the module: non-empty lines of a JSONL file, items of the JSON array. */
function fixtureCount(file: string): number {
  const text = readFileSync(join(REFERENCE_DIR, file), 'utf8');
  if (file.endsWith('.jsonl')) return text.split('\n').filter((l) => l.trim() !== '').length;
  return (JSON.parse(text) as unknown[]).length;
}

const cases = readReferenceCases();
const records = loadCommuneZoneRecords();
const summary = replayReferenceCases(cases, buildZoneIndex(records));

describe('reference cases replay', () => {
  it('replays every case of every file, none left out', () => {
    for (const s of summary.sources) {
      expect(s.file).toBe(REFERENCE_FILES[s.source]);
      expect(s.cases, s.file).toBe(fixtureCount(s.file));
      expect(s.failed, s.file).toBe(0);
    }
    const all = Object.values(REFERENCE_FILES).reduce((n, f) => n + fixtureCount(f), 0);
    expect(summary.total.cases).toBe(all);
  });

  it('meets what the engine test requires: every case within 0,10 €, at least 99 % to the cent', () => {
    const { total } = summary;
    expect(total.withinTolerance).toBe(total.cases);
    expect(total.maxGap).toBeLessThanOrEqual(TOLERANCE);
    expect(total.exact / total.cases).toBeGreaterThanOrEqual(0.99);
    expect(total.exact).toBe(summary.sources.reduce((n, s) => n + s.exact, 0));
    expect(total.maxGap).toBe(Math.max(...summary.sources.map((s) => s.maxGap)));
  });

  it('names the reference engine of the fixtures README', () => {
    const readme = readFileSync(join(REFERENCE_DIR, 'README.md'), 'utf8');
    expect(summary.total.engines).toEqual([
      { name: 'OpenFisca-France', version: '176.0.7', commit: 'a7038ee4913' },
    ]);
    expect(readme).toContain('OpenFisca-France 176.0.7, commit `a7038ee4913`');
  });

  it('gives the same figures from the communes of the cases’ postal codes only (what the page loads)', () => {
    const codes = new Set(referencePostalCodes(cases));
    const bearing = records.filter((r) => r.postalCodes.some((c) => codes.has(c)));
    expect(bearing.length).toBeLessThan(200);
    expect(replayReferenceCases(cases, buildZoneIndex(bearing))).toEqual(summary);
  });
});
