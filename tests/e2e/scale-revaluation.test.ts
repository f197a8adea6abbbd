/**
 * A revaluation lived through in Chromium at 1440 px (issue 27), on a real server process of its own whose one
 * clock (src/lib/clock.ts, APL_CLOCK_OFFSET_MS) is moved to the night of 30 November 2026:
 * - on 30 November at noon, an admin enters a fictitious + 1.00 % IRL revaluation dated 1 December 2026 with a
 *   fictitious source; an editor reads it and cannot activate it; a second admin activates it;
 * - before its date nothing changes: the results, the Lyon page and the student guide give the amounts of before;
 * - the server is started again at 23:59:40 (the same store and builds): at midnight in Paris the publisher
 *   rebuilds the site, and the results, the Lyon page and the guide give the new amounts — a single student at the
 *   zone 2 ceiling gains exactly what the engine gives with the new scales (+ 3 € paid);
 * - the version withdrawn, the previous amounts come back.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneBuild, switchLive } from '../../api/services/site-builds.ts';
import { computeAidAmount } from '../../src/core/apl/calculate.ts';
import type { EntreeMoteur } from '../../src/core/apl/index.ts';
import { installerBaremes } from '../../src/core/apl/parameters/index.ts';
import type { Baremes } from '../../src/core/apl/parameters/types.ts';
import { PROFILES, profileFigures, runProfile } from '../../src/lib/build/apl-figures.ts';
import { formatEuros } from '../../src/lib/shared/format.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { startServerProcess, stopServerProcess } from '../support/sandbox.ts';
import { plusUnPourcent } from '../support/scales.ts';
import { answerSteps, euros, type Household } from '../support/simulator-journey.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const dir = resolve('data/test', `${process.pid}-revalorisation`);
const NOON = Date.parse('2026-11-30T12:00:00+01:00');
const BEFORE_MIDNIGHT = Date.parse('2026-11-30T23:59:40+01:00');
const AFTER_MIDNIGHT = Date.parse('2026-12-01T00:05:00+01:00');
const ADMIN = 'saisie.revalorisation@example.fr';
const SECOND = 'second.revalorisation@example.fr';
const EDITOR = 'lecture.revalorisation@example.fr';

/** A single student at the zone 2 ceiling, as the results page gets one: Lyon, 300 € of rent, no income. */
const student: Household = {
  email: 'etudiant.revalorisation@exemple.fr',
  postalCode: '69007',
  zone: 2,
  rent: 300,
  charges: 30,
  furnished: false,
  birthDate: '2005-03-01',
  status: 'student',
  boursier: false,
  children: 0,
  livingAlone: true,
  income: 0,
};
const studentInput: EntreeMoteur = {
  ...{ zone: 2, rent: 300, charges: 30, furnished: false, colocation: false, chambre: false },
  ...{ conventionne: false, birthDate: '2005-03-01', status: 'student', boursier: false },
  ...{ livingAlone: true, children: 0, income: 0 },
};

/** What the pages and the results give in `mois` with `jeu` installed: results amount, Lyon's, the guide's. */
function amountsWith(jeu: Baremes | undefined, mois: string) {
  installerBaremes(jeu);
  try {
    const r = computeAidAmount(studentInput, mois);
    if (!r.ok) throw new Error(JSON.stringify(r));
    const profile = PROFILES['etudiant-zone2'];
    const run = runProfile(profile, mois);
    return {
      results: r.result.montantFinal,
      lyon: formatEuros(run.result.montantFinal),
      lyonAmount: run.result.montantFinal,
      guide: profileFigures(run, profile).aide,
    };
  } finally {
    installerBaremes();
  }
}
const before = amountsWith(undefined, '2026-11');
const after = amountsWith(plusUnPourcent().baremes, '2026-12');
const restored = amountsWith(undefined, '2026-12');

let browser: Browser;
let server: ChildProcess | undefined;
/** The server this test stops itself (its exit is not news). */
let stopping: ChildProcess | undefined;
let base = '';
let versionPath = '';
let databasePath = '';
let buildsDir = '';

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Starts the server on the test's store and builds with its clock at `at` (ms since the epoch). */
async function startAt(at: number): Promise<void> {
  stopping = server;
  await stopServerProcess(server);
  const port = await freePort();
  server = await startServerProcess(port, {
    DATABASE_PATH: databasePath,
    BUILDS_DIR: buildsDir,
    BETTER_AUTH_SECRET: 'secret-du-test-de-revalorisation-des-baremes',
    BUILD_WARM_PROCESSES: '0',
    SIGNIN_RATE_LIMIT: '1000',
    NODE_ENV: 'test',
    APL_CLOCK_OFFSET_MS: String(at - Date.now()),
  });
  base = `http://127.0.0.1:${port}`;
  // What the server said before it stopped, should it stop on its own.
  let said = '';
  const hear = (d: Buffer) => {
    said = (said + d).slice(-4000);
  };
  server.stdout?.on('data', hear);
  server.stderr?.on('data', hear);
  const started = server;
  started.once('exit', (code, signal) => {
    if (started !== stopping) console.error(`serveur arrêté (${code ?? signal}) :\n${said}`);
  });
}

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // A copy of the site tests' store and live build: this server's rebuilds never reach the other tests.
  databasePath = join(dir, 'apl.db');
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(databasePath);
  source.close();
  buildsDir = join(dir, 'builds');
  cloneBuild(inject('buildDir'), join(buildsDir, 'build-seed'));
  switchLive(buildsDir, join(buildsDir, 'build-seed'));
  for (const [email, role] of [
    [ADMIN, 'admin'],
    [SECOND, 'admin'],
    [EDITOR, 'editor'],
  ] as const)
    await createAccount(databasePath, email, [role]);
  browser = await launchBrowser();
  await startAt(NOON);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  stopping = server;
  await stopServerProcess(server);
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

const html = async (path: string) => (await fetch(`${base}${path}`)).text();
/** Spaces as a reader sees them (the pages write 199 € with a no-break space, as Intl does). */
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
const liveBuildId = async () =>
  ((await (await fetch(`${base}/api/health`)).json()) as { build: { id: string | null } }).build.id;

/** Waits until a build other than `id` is live. */
async function nextBuild(id: string | null, timeout = 180_000): Promise<void> {
  await expect.poll(liveBuildId, { timeout, interval: 500 }).not.toBe(id);
}

async function signedIn(email: string): Promise<Page> {
  const page = await newPage(browser, 'desktop');
  await signIn(page, base, email);
  await page.waitForURL(`${base}/admin`);
  return page;
}

/** The amounts a visitor reads at `at` by the browser's clock: the results, the Lyon page, the guide. */
async function amountsRead(at: number) {
  const page = await newPage(browser, 'desktop');
  await page.clock.install({ time: at });
  await page.goto(`${base}/v2/simulateur/email`);
  await answerSteps(page, student, '/v2/simulateur');
  const results = plain((await page.locator('.sim-amount-value').textContent()) ?? '');
  await page.close();
  const lyon = /APL à Lyon \(zone 2\) : ([^/]+)\/mois/.exec(plain(await html('/apl-lyon')))?.[1] ?? '';
  const guideRow = /<tr>(?:(?!<\/tr>)[\s\S])*zone 2(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(
    plain(await html('/guide/apl-etudiant')),
  )?.[0];
  return { results, lyon, guideRow: guideRow ?? '' };
}

describe('une revalorisation de + 1 % au 1er décembre 2026, vécue jusqu’à minuit (issue 27)', () => {
  it('l’étudiant seul au plafond de la zone 2 gagne exactement ce que donne la formule : 3 € versés', () => {
    expect(after.lyonAmount - before.lyonAmount).toBe(3);
    expect(after.results - before.results).toBe(3);
    expect(restored.results).toBe(before.results);
  });

  it('se saisit par un administrateur, se lit sans s’activer par un éditeur, s’active par un second', async () => {
    const page = await signedIn(ADMIN);
    await page.goto(`${base}/admin/baremes/nouvelle`);
    await page.getByLabel('Date d’effet', { exact: true }).fill('2026-12-01');
    await page.getByRole('button', { name: 'Charger les valeurs en vigueur' }).click();
    await page.getByLabel('Taux de revalorisation IRL (%)').fill('1');
    await page.getByRole('button', { name: 'Revaloriser de 1 % (IRL)' }).click();
    const plafonds = page.getByRole('group', { name: 'Source légale de « Loyers plafonds mensuels »' });
    await plafonds.getByLabel('Titre du texte').fill('Arrêté fictif du 1er décembre 2026');
    await plafonds.getByLabel('Adresse du texte').fill('https://www.legifrance.gouv.fr/');
    await plafonds
      .getByRole('button', { name: 'Reprendre cette source pour toutes les séries modifiées' })
      .click();
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.waitForURL(/\/admin\/baremes\/\d+$/);
    versionPath = new URL(page.url()).pathname;
    expect(await page.getByRole('button', { name: 'Activer' }).isDisabled()).toBe(true);

    const editor = await signedIn(EDITOR);
    await editor.goto(`${base}${versionPath}`);
    await editor.getByText('Seul un administrateur active une version.').waitFor();
    expect(await editor.getByRole('button', { name: 'Activer' }).isDisabled()).toBe(true);
    // Past the screen, the API refuses it too.
    const id = versionPath.split('/').at(-1);
    const refused = await editor.request.post(`${base}/api/admin/scales/${id}/activate`);
    expect(refused.status()).toBe(403);

    const built = await liveBuildId();
    const second = await signedIn(SECOND);
    await second.goto(`${base}${versionPath}`);
    await second.getByRole('button', { name: 'Activer' }).click();
    await second.getByText('Active', { exact: true }).first().waitFor();
    await nextBuild(built);
  }, 240_000);

  it('ne change rien avant sa date : résultats, page de Lyon et guide comme avant', async () => {
    const read = await amountsRead(NOON);
    expect(read.results).toContain(plain(euros(before.results)));
    expect(read.lyon).toBe(plain(before.lyon));
    expect(read.guideRow).toContain(plain(before.guide));
  }, 120_000);

  it('prend effet à minuit à Paris : résultats, page de Lyon et guide donnent les nouveaux montants', async () => {
    await startAt(BEFORE_MIDNIGHT);
    const built = await liveBuildId();
    await nextBuild(built);
    const read = await amountsRead(AFTER_MIDNIGHT);
    expect(read.results).toContain(plain(euros(after.results)));
    expect(read.lyon).toBe(plain(after.lyon));
    expect(read.guideRow).toContain(plain(after.guide));
    expect(read.guideRow).not.toContain(plain(before.guide));
  }, 300_000);

  it('se retire : les montants d’avant reviennent', async () => {
    const built = await liveBuildId();
    const admin = await signedIn(SECOND);
    await admin.goto(`${base}${versionPath}`);
    admin.once('dialog', (d) => void d.accept());
    await admin.getByRole('button', { name: 'Retirer' }).click();
    await admin.getByText(/Version retirée/).waitFor();
    await nextBuild(built);
    const read = await amountsRead(AFTER_MIDNIGHT);
    expect(read.results).toContain(plain(euros(restored.results)));
    expect(read.lyon).toBe(plain(restored.lyon));
    expect(read.guideRow).toContain(plain(restored.guide));
  }, 240_000);
});
