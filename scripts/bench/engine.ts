/**
 * Mesures du moteur APL : calculs par seconde (cœur seul, un seul fil), commande de calcul en lot sur
 * 10 000 cas, poids du moteur embarqué dans le navigateur (esbuild, minifié, gzip).
 *
 *   node scripts/bench/engine.ts      (tableau seul)   — ou via `npm run bench`
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { computeAid } from '#core/apl/explained.ts';
import { calculateAid } from '#core/apl/index.ts';
import type { EntreeMoteur } from '#core/apl/types.ts';

type Row = { metric: string; value: string; target: string };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NODE22 = join(root, 'node_modules/.bin/node');

/** Générateur pseudo-aléatoire déterministe (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUTS = ['student', 'employee', 'unemployed', 'rsa', 'other'] as const;
const MOIS = ['2023-10', '2024-01', '2024-11', '2025-06', '2025-11', '2026-03', '2026-11'];

function casAleatoires(n: number, seed = 42): Array<EntreeMoteur & { id: string; date: string }> {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  return Array.from({ length: n }, (_, i) => ({
    id: `bench-${i}`,
    date: pick(MOIS),
    zone: pick([1, 2, 3] as const),
    rent: 150 + Math.round(r() * 1500),
    charges: Math.round(r() * 150),
    furnished: r() < 0.3,
    chambre: r() < 0.1,
    colocation: r() < 0.2,
    conventionne: r() < 0.15,
    birthDate: `${1960 + Math.floor(r() * 45)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
    status: pick(STATUTS),
    boursier: r() < 0.3,
    livingAlone: r() < 0.7,
    children: r() < 0.6 ? 0 : Math.floor(r() * 5),
    income: r() < 0.2 ? 0 : Math.round(r() * 3500),
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function calculsParSeconde(
  f: (c: EntreeMoteur & { date: string }) => unknown,
  cas: Array<EntreeMoteur & { date: string }>,
) {
  for (let i = 0; i < 20_000; i++) f(cas[i % cas.length] as EntreeMoteur & { date: string }); // échauffement
  const runs: number[] = [];
  for (let k = 0; k < 5; k++) {
    const n = 100_000;
    const t = performance.now();
    for (let i = 0; i < n; i++) f(cas[i % cas.length] as EntreeMoteur & { date: string });
    runs.push(n / ((performance.now() - t) / 1000));
  }
  return median(runs);
}

async function poidsNavigateur(): Promise<{ moteur: number; explications: number; avecValidation: number }> {
  const esbuild = await import('esbuild');
  const taille = async (contents: string) => {
    const out = await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    return gzipSync(out.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
  };
  return {
    // What the results page downloads with its island: the amount (computeAidAmount), the scales, the zoning.
    moteur: await taille(
      "export { computeAidAmount } from './src/core/apl/calculate.ts'; export { resolveByPostalCode } from './src/core/zoning/index.ts';",
    ),
    // The same with the explained steps, which the page loads only when « Détail du calcul » opens.
    explications: await taille(
      "export { computeAid } from './src/core/apl/explained.ts'; export { resolveByPostalCode } from './src/core/zoning/index.ts';",
    ),
    avecValidation: await taille(
      "export { calculateAid } from './src/core/apl/index.ts'; export * from './src/core/validation/index.ts'; export * from './src/core/zoning/index.ts';",
    ),
  };
}

export async function benchEngine(): Promise<Row[]> {
  const cas = casAleatoires(10_000);
  const coeur = calculsParSeconde((c) => computeAid(c, c.date), cas);
  const complet = calculsParSeconde((c) => calculateAid(c, { date: c.date }), cas);

  const dir = mkdtempSync(join(tmpdir(), 'apl-bench-'));
  const fichier = join(dir, 'cas.jsonl');
  writeFileSync(fichier, `${cas.map((c) => JSON.stringify(c)).join('\n')}\n`);
  // Un tiers des cas donnés par code postal, pour inclure le chargement du zonage.
  const parCodePostal = cas.map((c, i) =>
    i % 3 === 0
      ? JSON.stringify({
          ...c,
          zone: undefined,
          postalCode: ['75011', '13008', '38000', '21000', '59000'][i % 5],
        })
      : JSON.stringify(c),
  );
  const fichierCp = join(dir, 'cas-cp.jsonl');
  writeFileSync(fichierCp, `${parCodePostal.join('\n')}\n`);
  const lot = (f: string) => {
    const t = performance.now();
    const p = spawnSync('sh', ['-c', `"${NODE22}" scripts/simulate.ts < "${f}"`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
    const ms = performance.now() - t;
    const lignes = p.stdout.split('\n').filter(Boolean).length;
    if (p.status !== 0 || lignes !== cas.length)
      throw new Error(`simulate : code ${p.status}, ${lignes} lignes`);
    return ms;
  };
  const lotZone = median([lot(fichier), lot(fichier), lot(fichier)]);
  const lotCp = median([lot(fichierCp), lot(fichierCp), lot(fichierCp)]);
  rmSync(dir, { recursive: true, force: true });

  const poids = await poidsNavigateur();
  const ko = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    {
      metric: 'Moteur seul (computeAid), calculs/s, 1 fil',
      value: Math.round(coeur).toLocaleString('fr-FR'),
      target: '≥ 100 000',
    },
    {
      metric: 'Avec validation zod (calculateAid), calculs/s',
      value: Math.round(complet).toLocaleString('fr-FR'),
      target: '—',
    },
    {
      metric: 'npm run simulate, 10 000 cas (zone donnée)',
      value: `${(lotZone / 1000).toFixed(2)} s`,
      target: '< 5 s',
    },
    {
      metric: 'npm run simulate, 10 000 cas (1/3 par code postal)',
      value: `${(lotCp / 1000).toFixed(2)} s`,
      target: '< 5 s',
    },
    {
      metric: 'Navigateur : moteur + barèmes + zonage, chargés avec la page de résultats (gzip)',
      value: ko(poids.moteur),
      target: '≤ 12 KB',
    },
    {
      metric: 'Navigateur : + étapes expliquées, chargées à l’ouverture de l’explication (gzip)',
      value: ko(poids.explications),
      target: '—',
    },
    { metric: 'Navigateur : + validation zod/mini (gzip)', value: ko(poids.avecValidation), target: '—' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchEngine();
  const w = [Math.max(...rows.map((r) => r.metric.length)), Math.max(...rows.map((r) => r.value.length))];
  console.log(`${'Mesure'.padEnd(w[0] as number)}  ${'Valeur'.padEnd(w[1] as number)}  Cible`);
  for (const r of rows)
    console.log(`${r.metric.padEnd(w[0] as number)}  ${r.value.padEnd(w[1] as number)}  ${r.target}`);
}
