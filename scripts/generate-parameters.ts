/**
 * Génère les barèmes datés du moteur APL à partir des paramètres OpenFisca-France :
 * - `src/core/apl/parameters/source/openfisca-parameters.json` (copie de ../shared/apl/parameters.json) :
 *   secteur locatif, métropole, un bloc complet par date d'effet ;
 * - `src/core/apl/parameters/source/openfisca-residences-outre-mer.json` : copie des fichiers YAML des
 *   logements-foyers et résidences (CROUS compris), de l'outre-mer et de la valorisation de l'épargne, un
 *   paramètre par chemin OpenFisca avec toutes ses valeurs datées et ses références.
 *
 *   npm run generate:parameters [-- chemin/vers/parameters.json [chemin/vers/residences-outre-mer.json]]
 *
 * Écrit deux modules (sortie versionnée, ne pas éditer à la main) :
 * - src/core/apl/parameters/baremes.generated.ts : valeurs datées, compactes (embarquées dans le navigateur) ;
 * - src/core/apl/parameters/references.generated.ts : références légales de chaque valeur.
 *
 * La lecture (pure) est dans le noyau : `src/core/apl/parameters/openfisca/` (`lireOpenFisca`) ; ce script ne
 * fait que lire les fichiers et écrire les modules.
 *
 * Les blocs du fichier source sont des instantanés complets ; une série ne reçoit une nouvelle version
 * que lorsque sa valeur change. Pour ajouter la revalorisation d'octobre : ajouter un bloc daté dans le
 * fichier source (valeurs + références), relancer ce script, vérifier avec `npm run check:parameters`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  declarationBaremes,
  lireOpenFisca,
  type Source,
  type SourceFeuilles,
} from '#core/apl/parameters/openfisca/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourcePath = resolve(
  process.argv[2] ?? join(root, 'src/core/apl/parameters/source/openfisca-parameters.json'),
);
const feuillesPath = resolve(
  process.argv[3] ?? join(root, 'src/core/apl/parameters/source/openfisca-residences-outre-mer.json'),
);
const outDir = join(root, 'src/core/apl/parameters');
const src = JSON.parse(readFileSync(sourcePath, 'utf8')) as Source;
const feuillesSource = JSON.parse(readFileSync(feuillesPath, 'utf8')) as SourceFeuilles;

// La lecture des deux fichiers (séries, références, périodes couvertes) est pure, dans le noyau.
const lu = lireOpenFisca(src, feuillesSource);

const header = (what: string) =>
  `// Fichier généré par scripts/generate-parameters.ts — ne pas modifier à la main.\n` +
  `// Source : OpenFisca-France ${src.openfisca_france.version} (commit ${src.openfisca_france.commit.slice(0, 11)}, ` +
  `${src.openfisca_france.commit_date}), ${what}.\n`;

const baremesTs =
  header('valeurs datées des barèmes') +
  `import { deplier } from './colonnes.ts';\n` +
  `import type { Baremes } from './types.ts';\n\n` +
  `/** Version d'OpenFisca-France dont les valeurs sont tirées. */\n` +
  `export const source = ${JSON.stringify(lu.source)} as const;\n\n` +
  `/** Dernière date à laquelle la source atteste les valeurs en vigueur. */\n` +
  `export const confirmeAu = ${JSON.stringify(lu.confirmeAu)};\n\n` +
  `/** Périodes couvertes par les barèmes : [début inclus, fin exclue ou null si ouverte]. */\n` +
  `export const couverture: ReadonlyArray<readonly [string, string | null]> = ${JSON.stringify(lu.couverture)};\n\n` +
  `/**\n * Séries datées. Forme compacte (parameters/colonnes.ts) : par série, \`d\` les dates d'effet, \`r\` la\n` +
  ` * date de revalorisation attendue, \`v\` les valeurs (nombre constant, ou une valeur par version).\n */\n` +
  declarationBaremes(lu.baremes);

const referencesTs =
  header('références légales de chaque valeur') +
  `import type { CleBareme, ReferenceLegale } from './types.ts';\n\n` +
  `/** Références légales par série et par date d'effet (mêmes clés que \`baremes\`). */\n` +
  `export const references: Record<CleBareme, Record<string, ReadonlyArray<ReferenceLegale>>> = ${JSON.stringify(lu.references)};\n`;

const files = [join(outDir, 'baremes.generated.ts'), join(outDir, 'references.generated.ts')];
writeFileSync(files[0] as string, baremesTs);
writeFileSync(files[1] as string, referencesTs);
const biome = spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...files], {
  stdio: 'ignore',
});
if (biome.status !== 0) console.warn('biome format a échoué : fichiers générés non formatés');
console.log(
  `Barèmes générés depuis ${sourcePath} (${Object.keys(src.blocks).length} blocs, confirmés au ${lu.confirmeAu}).`,
);
