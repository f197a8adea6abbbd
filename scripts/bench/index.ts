/**
 * `npm run bench [-- --all]`: the project's speed and size figures, printed as tables.
 * Run on an idle machine; each section says what it measured.
 */
import { existsSync } from 'node:fs';
import { benchBuild } from './build.ts';
import { machine, printTable, type Row } from './measure.ts';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const wants = (section: string) => !only || only.includes(section);

console.log(`# npm run bench — ${new Date().toISOString()}\nMachine : ${machine()}`);

const sections: Array<[string, string, () => Promise<Row[]>]> = [
  ['build', 'Construction du site statique', () => benchBuild({ all: args.includes('--all') })],
];
if (existsSync(new URL('./engine.ts', import.meta.url))) {
  sections.push([
    'engine',
    'Moteur de calcul',
    async () => (await import('./engine.ts' as string)).benchEngine() as Promise<Row[]>,
  ]);
}

for (const [key, title, run] of sections) {
  if (!wants(key)) continue;
  printTable(title, await run());
}
