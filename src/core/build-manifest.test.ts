import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  isBehind,
  isSafeBuildPath,
  MANIFEST_FILE,
  type ManifestEntry,
  manifestText,
  parseManifest,
  planFetch,
  verifyFile,
} from './build-manifest.ts';

const ID = 'build-20261127074425123-4242';
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(64);

const manifest = (files: Record<string, ManifestEntry>): string =>
  `${JSON.stringify({ version: 1, id: ID, files })}`;

describe('build manifest', () => {
  it('accepts the paths a build holds and refuses any that leaves its folder', () => {
    for (const ok of [
      'index.html',
      'apl-lyon/index.html',
      '_astro/Simulator.Bx3.js',
      'conseil/search-index.json',
    ])
      expect(isSafeBuildPath(ok), ok).toBe(true);
    for (const bad of [
      '',
      '../etc/passwd',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      './a',
      'a\\..\\b',
      'a\u0000b',
      'a/\nb',
      MANIFEST_FILE,
    ])
      expect(isSafeBuildPath(bad), JSON.stringify(bad)).toBe(false);
  });

  it('writes the same bytes for the same files, whatever their order', () => {
    const one = new Map([
      ['b.html', { sha256: B, size: 2 }],
      ['a.html', { sha256: A, size: 1 }],
    ]);
    const two = new Map([...one.entries()].reverse());
    expect(manifestText(ID, one)).toBe(manifestText(ID, two));
    const parsed = parseManifest(manifestText(ID, one), ID) as BuildManifest;
    expect(Object.keys(parsed.files)).toEqual(['a.html', 'b.html']);
  });

  it('refuses a manifest of another build, with a path outside the folder, or not a folder tree', () => {
    expect(parseManifest('{', ID)).toEqual({ error: 'manifeste illisible (JSON)' });
    expect(
      parseManifest(manifest({ 'index.html': { sha256: A, size: 1 } }), 'build-20261127074425124-1'),
    ).toEqual({
      error: `manifeste d’une autre build (${ID})`,
    });
    expect(parseManifest(manifest({ '../x.html': { sha256: A, size: 1 } }), ID)).toEqual({
      error: 'manifeste invalide',
    });
    expect(parseManifest(manifest({ 'index.html': { sha256: 'zz', size: 1 } }), ID)).toEqual({
      error: 'manifeste invalide',
    });
    expect(
      parseManifest(manifest({ a: { sha256: A, size: 1 }, 'a/index.html': { sha256: B, size: 1 } }), ID),
    ).toEqual({ error: 'manifeste incohérent' });
  });

  it('downloads only the files whose content this server does not hold', () => {
    const m = parseManifest(
      manifest({
        'index.html': { sha256: A, size: 10 },
        'apl-lyon/index.html': { sha256: B, size: 20 },
        'apl-paris/index.html': { sha256: C, size: 30 },
        'copy-of-index.html': { sha256: A, size: 10 },
      }),
      ID,
    ) as BuildManifest;
    const plan = planFetch(m, new Map([[A, '/builds/old/index.html']]));
    expect(plan.link).toEqual([
      { path: 'index.html', from: '/builds/old/index.html' },
      { path: 'copy-of-index.html', from: '/builds/old/index.html' },
    ]);
    expect(plan.download.sort()).toEqual(['apl-lyon/index.html', 'apl-paris/index.html']);
    expect(plan.bytes).toBe(50);
    expect(planFetch(m, new Map()).download).toHaveLength(4);
  });

  it('refuses a file whose size or hash differs from the manifest', () => {
    const entry = { sha256: A, size: 3 };
    expect(verifyFile(entry, { sha256: A, size: 3 })).toBeNull();
    expect(verifyFile(entry, { sha256: B, size: 3 })).toBe('empreinte sha256 différente');
    expect(verifyFile(entry, { sha256: A, size: 4 })).toBe('taille 4 au lieu de 3');
  });

  it('is behind when it serves another build than the announced one, or none', () => {
    const announced = { id: ID, manifest: A, url: 'http://10.0.0.1:4321', at: '' };
    expect(isBehind(ID, announced)).toBe(false);
    expect(isBehind('build-20261127074425000-1', announced)).toBe(true);
    expect(isBehind(null, announced)).toBe(true);
    expect(isBehind('build-20261127074425000-1', null)).toBe(false);
  });
});
