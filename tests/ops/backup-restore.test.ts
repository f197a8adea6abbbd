/**
 * Backups an operator can trust (issue 28): `npm run backup` copies the store (SQLite online backup), the media and
 * the server secret with a manifest of SHA-256; `npm run restore` into an empty place gives a working site — its
 * first start builds the pages from the restored store, and the uploaded image answers 200 with its bytes. A
 * restore refuses a place that is not empty (unless --force) and a backup that is not whole.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/admin-app.ts';
import { freePort } from '../support/cluster.ts';
import { ROOT, startServerProcess, stopServerProcess } from '../support/sandbox.ts';

const work = join(ROOT, 'data', `ops-backup-${process.pid}`);
const backupDir = join(work, 'sauvegarde');
const restored = join(work, 'restauré');
const restoredEnv = {
  DATABASE_PATH: join(restored, 'data', 'apl.db'),
  MEDIA_DIR: join(restored, 'media'),
  BUILDS_DIR: join(restored, 'builds'),
};
const SECRET = 'secret-du-serveur-sauvegarde-avec-la-base-0123456789';

let t: TestApp;
let server: ChildProcess | undefined;
let image: { url: string; fileName: string; variants: Array<{ fileName: string }> };

/** `npm run <script>` as its own process; without BETTER_AUTH_SECRET unless given (the file beside the base). */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const vars: NodeJS.ProcessEnv = { ...process.env };
  delete vars.BETTER_AUTH_SECRET;
  delete vars.DATABASE_URL;
  Object.assign(vars, { NODE_ENV: 'test' }, env);
  const res = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'node'),
    [join(ROOT, 'scripts', `${script}.ts`), ...args],
    {
      cwd: ROOT,
      env: vars,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
}

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  t = await createTestApp();
  const editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(png)], 'façade.png', { type: 'image/png' }));
  form.set('alt', 'La façade');
  const res = await t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor });
  expect(res.status).toBe(201);
  image = await res.json();
  expect(image.variants.length).toBeGreaterThan(0);
  writeFileSync(join(dirname(t.env.DATABASE_PATH), 'auth-secret'), SECRET, { mode: 0o600 });
}, 60_000);

afterAll(async () => {
  await stopServerProcess(server);
  await t?.close();
  rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}, 30_000);

describe('npm run backup, then npm run restore into an empty place', () => {
  it('copies the store, the media and the secret, each listed with its SHA-256', () => {
    const res = run('backup', [backupDir], {
      DATABASE_PATH: t.env.DATABASE_PATH,
      MEDIA_DIR: t.env.MEDIA_DIR,
    });
    expect(res.code, res.output).toBe(0);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    const paths = manifest.files.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'store.db',
        'auth-secret',
        `media/${image.fileName}`,
        ...image.variants.map((v) => `media/${v.fileName}`),
      ]),
    );
    expect(manifest).toMatchObject({ format: 1, store: 'sqlite', secret: 'file' });
    // The store is one file, without WAL files beside it.
    expect(paths.filter((p: string) => p.startsWith('store.db'))).toEqual(['store.db']);
    // Personal data and the secret: the owner's only.
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(backupDir, 'auth-secret'), 'utf8')).toBe(SECRET);
    // A second backup into the same folder would mix two: refused.
    expect(
      run('backup', [backupDir], { DATABASE_PATH: t.env.DATABASE_PATH, MEDIA_DIR: t.env.MEDIA_DIR }).code,
    ).toBe(1);
  });

  it('restores a site whose pages build and whose image answers 200 with its bytes', async () => {
    const res = run('restore', [backupDir], restoredEnv);
    expect(res.code, res.output).toBe(0);
    expect(readFileSync(join(restored, 'data', 'auth-secret'), 'utf8')).toBe(SECRET);
    expect(statSync(join(restored, 'data', 'auth-secret')).mode & 0o777).toBe(0o600);
    const port = await freePort();
    server = await startServerProcess(
      port,
      { ...restoredEnv, BUILD_WARM_PROCESSES: '0', NODE_ENV: 'test' },
      180_000,
    );
    const base = `http://127.0.0.1:${port}`;
    const file = await fetch(`${base}${image.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(
      readFileSync(join(t.env.MEDIA_DIR, image.fileName)),
    );
    for (const v of image.variants) expect((await fetch(`${base}/media/${v.fileName}`)).status).toBe(200);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    expect((await fetch(`${base}/apl-lyon`)).status).toBe(200);
    await stopServerProcess(server);
  }, 240_000);

  it('refuses a place that is not empty, unless --force', () => {
    const before = readFileSync(restoredEnv.DATABASE_PATH);
    const refused = run('restore', [backupDir], restoredEnv);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("La cible n'est pas vide");
    expect(refused.output).toContain('--force');
    writeFileSync(join(restoredEnv.MEDIA_DIR, 'intrus.txt'), 'pas dans la sauvegarde');
    const forced = run('restore', [backupDir, '--force'], restoredEnv);
    expect(forced.code, forced.output).toBe(0);
    // Exactly the backup's files, and the backup's store.
    expect(existsSync(join(restoredEnv.MEDIA_DIR, 'intrus.txt'))).toBe(false);
    expect(readFileSync(restoredEnv.DATABASE_PATH).length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
  });

  it('restores nothing from a backup whose files changed, and says which', () => {
    const tampered = join(work, 'abîmée');
    cpSync(backupDir, tampered, { recursive: true });
    const victim = join(tampered, 'media', image.fileName);
    const bytes = readFileSync(victim);
    const last = bytes.length - 1;
    bytes[last] = (bytes[last] ?? 0) ^ 0xff;
    writeFileSync(victim, bytes);
    const target = join(work, 'cible-vide');
    const res = run('restore', [tampered], {
      DATABASE_PATH: join(target, 'apl.db'),
      MEDIA_DIR: join(target, 'media'),
    });
    expect(res.code).toBe(1);
    expect(res.output).toContain(`media/${image.fileName} : contenu modifié`);
    expect(existsSync(join(target, 'apl.db'))).toBe(false);
    expect(existsSync(join(target, 'media'))).toBe(false);
  });

  it('on PostgreSQL, copies the media and the secret and says how to dump and restore the store', () => {
    const pg = {
      DATABASE_URL: 'postgres://apl@127.0.0.1:9/apl',
      BETTER_AUTH_SECRET: SECRET,
      MEDIA_DIR: t.env.MEDIA_DIR,
    };
    const dir = join(work, 'sauvegarde-pg');
    const res = run('backup', [dir], pg);
    expect(res.code, res.output).toBe(0);
    expect(res.output).toContain(`pg_dump --format=custom --no-owner --file "${join(dir, 'store.pgdump')}"`);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ store: 'postgres', secret: 'env' });
    const paths = manifest.files.map((f: { path: string }) => f.path);
    expect(paths).toContain(`media/${image.fileName}`);
    expect(paths).not.toContain('store.db');
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe(SECRET);
    // The dump pg_dump adds to the folder afterwards does not make the backup « modified ».
    writeFileSync(join(dir, 'store.pgdump'), 'PGDMP');
    const media = join(work, 'médias-pg');
    const restoredPg = run('restore', [dir], { ...pg, MEDIA_DIR: media });
    expect(restoredPg.code, restoredPg.output).toBe(0);
    expect(restoredPg.output).toContain('pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL"');
    expect(restoredPg.output).toContain('BETTER_AUTH_SECRET');
    expect(readFileSync(join(media, image.fileName))).toEqual(
      readFileSync(join(t.env.MEDIA_DIR, image.fileName)),
    );
    // A SQLite backup is not restored into a PostgreSQL configuration.
    expect(run('restore', [backupDir], { ...pg, MEDIA_DIR: join(work, 'autre') }).output).toContain(
      "Cette sauvegarde est celle d'une base SQLite",
    );
  });
});
