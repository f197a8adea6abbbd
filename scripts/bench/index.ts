/**
 * `npm run bench [-- --all] [-- --only=build,engine,…]`: the project's speed and size figures, as tables.
 * Run on an idle machine; each section says what it measured.
 */
import { existsSync } from 'node:fs';
import { machine, printTable, type Row } from './measure.ts';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');

/** [key, title, module, exported function]; a section whose module is absent is skipped. */
const SECTIONS: Array<[string, string, string, string]> = [
  ['build', 'Construction du site statique', './build.ts', 'benchBuild'],
  ['engine', 'Moteur de calcul', './engine.ts', 'benchEngine'],
  ['simulator', 'Simulateur et API des étapes', './simulator.ts', 'benchSimulator'],
  ['pages', 'Pages publiques : poids et Lighthouse', './pages.ts', 'benchPages'],
  ['admin', 'Back-office', './admin.ts', 'benchAdmin'],
  ['search', 'Recherche du back-office (FTS5, tsvector)', './search.ts', 'benchSearch'],
  ['publishing', 'Publication', './publishing.ts', 'benchPublishing'],
  ['preview', 'Aperçu dans le site', './preview.ts', 'benchPreview'],
  ['tracking', 'Mesure d’audience', './tracking.ts', 'benchTracking'],
  ['edge', 'CDN : Varnish devant l’origine', './edge.ts', 'benchEdge'],
  [
    'observability',
    'Journaux et métriques : leur coût sur les sauvegardes d’étape',
    './observability.ts',
    'benchObservability',
  ],
  [
    'scale',
    'Plusieurs serveurs : SQLite, PostgreSQL, PostgreSQL × 2 derrière haproxy',
    './scale.ts',
    'benchScale',
  ],
];

console.log(`# npm run bench — ${new Date().toISOString()}\nMachine : ${machine()}`);
for (const [key, title, path, name] of SECTIONS) {
  if (only && !only.includes(key)) continue;
  const url = new URL(path, import.meta.url);
  if (!existsSync(url)) continue;
  const mod = (await import(url.href)) as Record<string, (options: { all: boolean }) => Promise<Row[]>>;
  const run = mod[name];
  if (!run) throw new Error(`${path} n'exporte pas ${name}`);
  printTable(title, await run({ all: args.includes('--all') }));
}
