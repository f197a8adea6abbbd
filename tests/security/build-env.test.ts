/**
 * Issue 26: every astro build process inherited the server's secrets (ADMIN_PASSWORD, BETTER_AUTH_SECRET,
 * RESEND_API_KEY). A build runs Astro, Vite, the integrations and every package the pages import: none of them may
 * read a secret. The attack: a server holding the secrets starts its build processes; the environment each one
 * really runs with (/proc/<pid>/environ, then what it is ordered to build with) holds none of them.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AstroBuilders, buildEnv, startVars } from '../../api/services/astro-builders.ts';

const SECRETS = {
  ADMIN_PASSWORD: 'phrase-secrete-de-l-operateur',
  BETTER_AUTH_SECRET: 'secret-des-sessions-0123456789abcdef',
  RESEND_API_KEY: 're_cle_du_fournisseur_de_mails',
  ADMIN_EMAIL: 'chef@apl.example',
  SOME_CLOUD_TOKEN: 'jeton-sans-rapport-avec-la-build',
};

/** The environment a running process was started with (Linux). */
function environOf(pid: number): Record<string, string> {
  const raw = readFileSync(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    raw
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const k = entry.indexOf('=');
        return [entry.slice(0, k), entry.slice(k + 1)];
      }),
  );
}

let saved: Record<string, string | undefined> = {};
let pool: AstroBuilders | null = null;
beforeEach(() => {
  saved = Object.fromEntries(Object.keys(SECRETS).map((k) => [k, process.env[k]]));
  Object.assign(process.env, SECRETS);
});
afterEach(() => {
  pool?.close();
  pool = null;
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('environnement des builds (issue 26)', { timeout: 60_000 }, () => {
  it('l’environnement d’une build ne contient aucun secret du serveur, mais ce que la build lit', () => {
    const env = buildEnv(startVars('/tmp/apl.db'), {
      DATABASE_PATH: '/tmp/apl.db',
      ASTRO_OUT_DIR: '/tmp/out',
    });
    for (const name of Object.keys(SECRETS)) expect(env, name).not.toHaveProperty(name);
    expect(env.DATABASE_PATH).toBe('/tmp/apl.db');
    expect(env.ASTRO_OUT_DIR).toBe('/tmp/out');
    expect(env.PATH).toContain('node_modules/.bin');
    expect(env.NODE_ENV).toBe('production');
  });

  it('un processus de build démarré par le serveur n’a reçu aucun secret', async () => {
    pool = new AstroBuilders();
    pool.keepWarm(1, startVars('/tmp/apl.db'));
    const [pid] = pool.waitingPids();
    expect(pid).toBeDefined();
    const environ = environOf(pid as number);
    for (const name of Object.keys(SECRETS)) expect(environ, name).not.toHaveProperty(name);
    // What it needs is there: it still finds its Node and its preload.
    expect(environ.PATH).toContain('node_modules/.bin');
    expect(environ.NODE_OPTIONS).toContain('--import');
  });
});
