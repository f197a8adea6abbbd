import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAppVersion } from './version.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A code folder: its package.json and, when given, a .git with these files. */
function checkout(git?: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'apl-version-'));
  dirs.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', version: '1.2.3' }));
  for (const [file, text] of Object.entries(git ?? {})) {
    mkdirSync(join(root, '.git', file, '..'), { recursive: true });
    writeFileSync(join(root, '.git', file), text);
  }
  return root;
}

describe('readAppVersion', () => {
  it('reads the branch HEAD points to, loose or packed', () => {
    const loose = checkout({ HEAD: 'ref: refs/heads/main\n', 'refs/heads/main': `${A}\n` });
    expect(readAppVersion(loose, {})).toEqual({ version: '1.2.3', commit: A });
    const packed = checkout({
      HEAD: 'ref: refs/heads/main\n',
      'packed-refs': `# pack-refs\n${B} refs/heads/main\n`,
    });
    expect(readAppVersion(packed, {}).commit).toBe(B);
    expect(readAppVersion(checkout({ HEAD: `${A}\n` }), {}).commit).toBe(A);
  });

  it('prefers APP_COMMIT (an image without .git), and ignores what is not a commit', () => {
    const root = checkout({ HEAD: `${A}\n` });
    expect(readAppVersion(root, { APP_COMMIT: B }).commit).toBe(B);
    expect(readAppVersion(root, { APP_COMMIT: '$(rm -rf /)' }).commit).toBe(A);
    expect(readAppVersion(checkout(), {}).commit).toBeNull();
  });

  it('never follows a ref out of .git', () => {
    const root = checkout({ HEAD: 'ref: refs/../../package.json\n' });
    expect(readAppVersion(root, {}).commit).toBeNull();
  });
});
