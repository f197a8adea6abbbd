/**
 * Génère les barèmes datés du moteur APL à partir des paramètres OpenFisca-France
 * (`src/core/apl/parameters/source/openfisca-parameters.json`, copie de ../shared/apl/parameters.json).
 *
 *   npm run generate:parameters [-- chemin/vers/parameters.json]
 *
 * Écrit deux modules (sortie versionnée, ne pas éditer à la main) :
 * - src/core/apl/parameters/baremes.generated.ts : valeurs datées, compactes (embarquées dans le navigateur) ;
 * - src/core/apl/parameters/references.generated.ts : références légales de chaque valeur.
 *
 * Les blocs du fichier source sont des instantanés complets ; une série ne reçoit une nouvelle version
 * que lorsque sa valeur change. Pour ajouter la revalorisation d'octobre : ajouter un bloc daté dans le
 * fichier source (valeurs + références), relancer ce script, vérifier avec `npm run check:parameters`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };
type Ref = { titre: string; url?: string; note?: string };
type SourceRef = { title?: string; href?: string; note?: string };
type Block = { [section: string]: { value: Obj; source: { legal_references?: SourceRef[] } } } & {
  _meta: { effective_from: string; historical: boolean; effective_until_exclusive: string | null };
};
type Source = {
  openfisca_france: { version: string; commit: string; commit_date: string };
  blocks: Record<string, Block>;
  auxiliary_series: {
    abattement_frais_professionnels_10pct: {
      taux: { values: Record<string, number>; legal_references_latest: SourceRef[] };
      min: { values: Record<string, number>; legal_references_latest: SourceRef[] };
      max: { values: Record<string, number>; legal_references_latest: SourceRef[] };
    };
  };
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourcePath = resolve(
  process.argv[2] ?? join(root, 'src/core/apl/parameters/source/openfisca-parameters.json'),
);
const outDir = join(root, 'src/core/apl/parameters');
const src = JSON.parse(readFileSync(sourcePath, 'utf8')) as Source;

const num = (o: Json | undefined, path: string): number => {
  if (typeof o !== 'number') throw new Error(`Valeur numérique attendue pour ${path}`);
  return o;
};
const obj = (o: Json | undefined, path: string): Obj => {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) throw new Error(`Objet attendu pour ${path}`);
  return o;
};
const zones = <T>(v: Obj, f: (z: Obj, zone: string) => T): { 1: T; 2: T; 3: T } => ({
  1: f(obj(v.zone_1, 'zone_1'), 'zone_1'),
  2: f(obj(v.zone_2, 'zone_2'), 'zone_2'),
  3: f(obj(v.zone_3, 'zone_3'), 'zone_3'),
});
const composition = (v: Obj, keys: [string, string, string]) => ({
  isole: num(v[keys[0]], keys[0]),
  couple: num(v[keys[1]], keys[1]),
  pac1: num(v.pac_1 ?? v.famille_1pac, 'pac_1'),
  pac2: num(v.pac_2 ?? v.famille_2pac, 'pac_2'),
  pac3: num(v.pac_3 ?? v.famille_3pac, 'pac_3'),
  pac4: num(v.pac_4 ?? v.famille_4pac, 'pac_4'),
  pac5: num(v.pac_5 ?? v.famille_5pac, 'pac_5'),
  pac6: num(v.pac_6 ?? v.famille_6pac, 'pac_6'),
  parPacAuDelaDe6: num(v[keys[2]], keys[2]),
});

/** Extraction d'une série depuis un bloc : [section source, fonction de conversion, date de revalorisation]. */
const extracteurs: Record<string, { section: string; valeur: (v: Obj) => unknown; revalorisation?: string }> =
  {
    loyersPlafonds: {
      section: 'loyers_plafonds',
      revalorisation: '10-01',
      valeur: (v) =>
        zones(v, (z) => ({
          personneSeule: num(z.personne_seule, 'personne_seule'),
          couple: num(z.couple_sans_pac, 'couple_sans_pac'),
          unePac: num(z.un_pac, 'un_pac'),
          parPacSupplementaire: num(z.par_pac_supplementaire, 'par_pac_supplementaire'),
        })),
    },
    coefficientsPlafond: {
      section: 'coefficients_plafond',
      valeur: (v) => ({
        colocation: num(v.colocation, 'colocation'),
        chambre: num(v.chambre, 'chambre'),
        chambrePersonneAgeeOuHandicapee: num(
          v.chambre_personne_agee_ou_handicapee_hebergee_onereux,
          'chambre_personne_agee_ou_handicapee_hebergee_onereux',
        ),
      }),
    },
    forfaitCharges: {
      section: 'forfait_charges',
      revalorisation: '10-01',
      valeur: (v) => {
        const g = obj(v.cas_general, 'cas_general');
        const c = obj(v.colocation, 'colocation');
        return {
          isoleOuCouple: num(g.isole_ou_couple_sans_pac, 'isole_ou_couple_sans_pac'),
          parPac: num(g.par_pac, 'par_pac'),
          colocationIsole: num(c.isole, 'colocation.isole'),
          colocationCouple: num(c.couple_sans_pac, 'colocation.couple_sans_pac'),
          colocationParPac: num(c.par_pac, 'colocation.par_pac'),
        };
      },
    },
    participationMinimale: {
      section: 'p0',
      revalorisation: '10-01',
      valeur: (v) => ({ taux: num(v.taux, 'taux'), minimum: num(v.minimum, 'minimum') }),
    },
    tauxFamille: {
      section: 'tf',
      valeur: (v) => composition(v, ['isole_sans_pac', 'couple_sans_pac', 'par_pac_au_dela_de_6']),
    },
    tauxLoyer: {
      section: 'tl',
      valeur: (v) => ({
        seuil1: num(v.seuil_1, 'seuil_1'),
        seuil2: num(v.seuil_2, 'seuil_2'),
        taux1: num(v.taux_tranche_1, 'taux_tranche_1'),
        taux2: num(v.taux_tranche_2, 'taux_tranche_2'),
        taux3: num(v.taux_tranche_3, 'taux_tranche_3'),
      }),
    },
    abattementR0: {
      section: 'r0',
      revalorisation: '01-01',
      valeur: (v) => composition(v, ['isole_sans_pac', 'couple_sans_pac', 'par_pac_au_dela_de_6']),
    },
    degressivite: {
      section: 'degressivite_loyer',
      valeur: (v) =>
        zones(v, (z) => ({
          degressivite: num(z.coef_plafond_degressivite, 'coef_plafond_degressivite'),
          suppression: num(z.coef_plafond_suppression, 'coef_plafond_suppression'),
        })),
    },
    minorationForfaitaire: { section: 'minoration_forfaitaire', valeur: (v) => num(v.montant, 'montant') },
    seuilVersement: {
      section: 'seuil_versement',
      valeur: (v) => ({
        al: num(v.al_non_conventionne, 'al_non_conventionne'),
        apl: num(v.apl_conventionne, 'apl_conventionne'),
      }),
    },
    crds: { section: 'crds', valeur: (v) => num(v.taux, 'taux') },
    rlsFraction: {
      section: 'rls',
      valeur: (v) => num(v.fraction_deduite_de_l_apl, 'fraction_deduite_de_l_apl'),
    },
    rlsPlafonds: {
      section: 'rls',
      revalorisation: '01-01',
      valeur: (v) =>
        zones(obj(v.plafond_ressources_mensuel, 'plafond_ressources_mensuel'), (z) =>
          composition(z, ['personnes_seules', 'couples', 'majoration_par_pac_supp']),
        ),
    },
    rlsMontants: {
      section: 'rls',
      valeur: (v) =>
        zones(obj(v.montant_mensuel, 'montant_mensuel'), (z) => ({
          isole: num(z.personnes_seules, 'personnes_seules'),
          couple: num(z.couples, 'couples'),
          unePac: num(z.famille_1pac, 'famille_1pac'),
          parPacSupplementaire: num(z.majoration_par_pac_supp, 'majoration_par_pac_supp'),
        })),
    },
    ressourcesEtudiants: {
      section: 'ressources_etudiants',
      revalorisation: '01-01',
      valeur: (v) => ({
        ageMaximum: num(v.age_max_exclu, 'age_max_exclu'),
        forfait: num(v.forfait_location, 'forfait_location'),
        minorationBoursier: num(v.minoration_boursier_location, 'minoration_boursier_location'),
      }),
    },
    abattementChomage: {
      section: 'ressources_abattements',
      valeur: (v) => num(v.taux_abattement_chomage_ou_retraite, 'taux_abattement_chomage_ou_retraite'),
    },
  };

/**
 * Paramètres que le fichier source ne porte pas parce qu'OpenFisca les écrit dans ses formules :
 * ils restent des données datées et sourcées ici, jamais des littéraux dans les règles.
 */
const complements: Record<string, { valeur: unknown; refs: Ref[] }> = {
  coefficientMeuble: {
    valeur: 2 / 3,
    refs: [
      {
        titre:
          "Article D842-2 du Code de la construction et de l'habitation (loyer d'un logement meublé retenu aux deux tiers)",
      },
      { titre: 'OpenFisca-France, variable aide_logement_loyer_reel (coefficient 2/3, arrondi à l’euro)' },
    ],
  },
  arrondiRessources: {
    valeur: 100,
    refs: [
      {
        titre:
          "Article D823-17 du Code de la construction et de l'habitation (ressources arrondies à la centaine d'euros supérieure)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000041419255',
      },
    ],
  },
};

const refsOf = (list: SourceRef[] | undefined): Ref[] =>
  (list ?? []).map((r) => ({
    // Quelques références de la source n'ont qu'un lien : le lien tient lieu de titre.
    titre: r.title ?? `Texte publié au Journal officiel : ${r.href ?? 'référence sans titre'}`,
    ...(r.href ? { url: r.href } : {}),
    ...(r.note ? { note: r.note } : {}),
  }));

const blockDates = Object.keys(src.blocks).sort();
const series: Record<string, { revalorisation?: string; versions: { depuis: string; valeur: unknown }[] }> =
  {};
const references: Record<string, Record<string, Ref[]>> = {};

for (const [cle, ex] of Object.entries(extracteurs)) {
  const versions: { depuis: string; valeur: unknown }[] = [];
  references[cle] = {};
  for (const date of blockDates) {
    const block = src.blocks[date] as Block;
    const section = block[ex.section];
    if (!section) throw new Error(`Section ${ex.section} absente du bloc ${date}`);
    const valeur = ex.valeur(section.value);
    const last = versions.at(-1);
    if (last && JSON.stringify(last.valeur) === JSON.stringify(valeur)) continue;
    versions.push({ depuis: date, valeur });
    (references[cle] as Record<string, Ref[]>)[date] = refsOf(section.source.legal_references);
  }
  series[cle] = { ...(ex.revalorisation ? { revalorisation: ex.revalorisation } : {}), versions };
}

const first = blockDates[0] as string;
for (const [cle, c] of Object.entries(complements)) {
  series[cle] = { versions: [{ depuis: first, valeur: c.valeur }] };
  references[cle] = { [first]: c.refs };
}

// Déduction de 10 % pour frais professionnels, par année de revenus.
{
  const abat = src.auxiliary_series.abattement_frais_professionnels_10pct;
  const dates = [...new Set([...Object.keys(abat.min.values), ...Object.keys(abat.max.values)])].sort();
  const at = (values: Record<string, number>, d: string): number => {
    const keys = Object.keys(values)
      .filter((k) => k <= d)
      .sort();
    const k = keys.at(-1);
    if (k === undefined) throw new Error(`Pas de valeur d'abattement au ${d}`);
    return values[k] as number;
  };
  const refs = refsOf([
    ...abat.taux.legal_references_latest,
    ...abat.min.legal_references_latest,
    ...abat.max.legal_references_latest,
  ]).filter((r, i, all) => all.findIndex((o) => o.titre === r.titre) === i);
  series.abattementFraisProfessionnels = {
    revalorisation: '01-01',
    versions: dates.map((d) => ({
      depuis: d,
      valeur: {
        taux: at(abat.taux.values, d),
        minimum: at(abat.min.values, d),
        maximum: at(abat.max.values, d),
      },
    })),
  };
  references.abattementFraisProfessionnels = Object.fromEntries(dates.map((d) => [d, refs]));
}

// Le loyer de référence LR est, par définition (arrêté art. 14, 2°), le plafond de la zone II : on le dérive
// dans le moteur ; on vérifie ici que la source le confirme pour chaque bloc.
for (const date of blockDates) {
  const block = src.blocks[date] as Block;
  const lr = block.loyer_reference?.value;
  const z2 = obj(obj(block.loyers_plafonds?.value, 'loyers_plafonds').zone_2, 'zone_2');
  if (lr && JSON.stringify(lr) !== JSON.stringify(z2)) {
    throw new Error(`Bloc ${date} : le loyer de référence diffère des plafonds de la zone 2`);
  }
}

// Périodes couvertes : blocs historiques (bornés) puis blocs courants (ouverts).
const couverture: [string, string | null][] = [];
for (const date of blockDates) {
  const meta = (src.blocks[date] as Block)._meta;
  const prev = couverture.at(-1);
  if (prev && prev[1] === null) continue;
  if (prev && prev[1] === date) prev[1] = meta.effective_until_exclusive;
  else couverture.push([date, meta.effective_until_exclusive]);
}

const confirmeAu = blockDates.at(-1) as string;
const header = (what: string) =>
  `// Fichier généré par scripts/generate-parameters.ts — ne pas modifier à la main.\n` +
  `// Source : OpenFisca-France ${src.openfisca_france.version} (commit ${src.openfisca_france.commit.slice(0, 11)}, ` +
  `${src.openfisca_france.commit_date}), ${what}.\n`;

const baremesTs =
  header('valeurs datées des barèmes') +
  `import type { Baremes } from './types.ts';\n\n` +
  `/** Version d'OpenFisca-France dont les valeurs sont tirées. */\n` +
  `export const source = ${JSON.stringify({
    openfisca: src.openfisca_france.version,
    commit: src.openfisca_france.commit.slice(0, 11),
    date: src.openfisca_france.commit_date,
  })} as const;\n\n` +
  `/** Dernière date à laquelle la source atteste les valeurs en vigueur. */\n` +
  `export const confirmeAu = ${JSON.stringify(confirmeAu)};\n\n` +
  `/** Périodes couvertes par les barèmes : [début inclus, fin exclue ou null si ouverte]. */\n` +
  `export const couverture: ReadonlyArray<readonly [string, string | null]> = ${JSON.stringify(couverture)};\n\n` +
  `export const baremes: Baremes = ${JSON.stringify(series)};\n`;

const referencesTs =
  header('références légales de chaque valeur') +
  `import type { CleBareme, ReferenceLegale } from './types.ts';\n\n` +
  `/** Références légales par série et par date d'effet (mêmes clés que \`baremes\`). */\n` +
  `export const references: Record<CleBareme, Record<string, ReadonlyArray<ReferenceLegale>>> = ${JSON.stringify(references)};\n`;

const files = [join(outDir, 'baremes.generated.ts'), join(outDir, 'references.generated.ts')];
writeFileSync(files[0] as string, baremesTs);
writeFileSync(files[1] as string, referencesTs);
const biome = spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...files], {
  stdio: 'ignore',
});
if (biome.status !== 0) console.warn('biome format a échoué : fichiers générés non formatés');
console.log(`Barèmes générés depuis ${sourcePath} (${blockDates.length} blocs, confirmés au ${confirmeAu}).`);
