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

/** Un paramètre OpenFisca copié de son fichier YAML : valeurs datées (null = fin de validité) et références. */
type Feuille = {
  description?: string;
  values?: Record<string, number | null>;
  brackets?: Array<{ threshold: Record<string, number | null>; rate: Record<string, number | null> }>;
  reference?: Record<string, SourceRef[]>;
};
type SourceFeuilles = {
  openfisca_france: { version: string; commit: string };
  parameters: Record<string, Feuille>;
  /** Valeurs absentes d'OpenFisca, prises dans les textes (références à l'appui). */
  corrections: Record<
    string,
    { note: string; values: Record<string, number>; reference: Record<string, SourceRef[]> }
  >;
};

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
        forfaitFoyer: num(v.forfait_foyer_ou_crous, 'forfait_foyer_ou_crous'),
        minorationBoursierFoyer: num(
          v.minoration_boursier_foyer_ou_crous,
          'minoration_boursier_foyer_ou_crous',
        ),
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
  ageEquivalencePersonnesAgees: {
    valeur: 62,
    refs: [
      {
        titre:
          "Article D842-16, 3°, du Code de la construction et de l'habitation (équivalence de loyer des personnes âgées en logement-foyer)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047985424',
      },
      {
        titre: 'Arrêté du 27/09/2019, art. 43, 3°',
        url: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000052233810',
      },
      {
        titre:
          'OpenFisca-France, variable aides_logement_foyer_personne_agee_eligibilite (demandeur de 62 ans ou plus, logement non conventionné)',
      },
    ],
  },
  arrondiCoefficientK: {
    valeur: 0.01,
    refs: [
      {
        titre:
          "Article D832-25, 1° a) et 2° a), du Code de la construction et de l'habitation (coefficient K arrondi à deux décimales par défaut)",
        url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000047401364',
      },
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

// Périodes couvertes : blocs historiques (bornés) puis blocs courants (ouverts).
const couvertureBlocs: [string, string | null][] = [];
for (const date of blockDates) {
  const meta = (src.blocks[date] as Block)._meta;
  const prev = couvertureBlocs.at(-1);
  if (prev && prev[1] === null) continue;
  if (prev && prev[1] === date) prev[1] = meta.effective_until_exclusive;
  else couvertureBlocs.push([date, meta.effective_until_exclusive]);
}
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

// Paramètres copiés feuille par feuille (logements-foyers, outre-mer, épargne). Une série reçoit une version
// à chaque début de période couverte et à chaque changement d'une de ses feuilles dans une période couverte ;
// ses références sont celles des feuilles lues, en vigueur à cette date.
{
  if (feuillesSource.openfisca_france.commit !== src.openfisca_france.commit) {
    throw new Error('Les deux fichiers source ne viennent pas du même commit d’OpenFisca-France');
  }
  const feuilles: Record<string, Feuille> = structuredClone(feuillesSource.parameters);
  for (const [chemin, c] of Object.entries(feuillesSource.corrections)) {
    const f = feuilles[chemin];
    if (!f?.values) throw new Error(`Correction d'un paramètre inconnu : ${chemin}`);
    f.values = { ...f.values, ...c.values };
    const notes = Object.fromEntries(
      Object.entries(c.reference).map(([d, refs]) => [
        d,
        refs.map((r) => ({ ...r, note: r.note ?? c.note })),
      ]),
    );
    f.reference = { ...f.reference, ...notes };
  }
  const enVigueur = (valeurs: Record<string, number | null>, date: string): number | null | undefined => {
    let v: number | null | undefined;
    for (const d of Object.keys(valeurs).sort()) if (d <= date) v = valeurs[d];
    return v;
  };
  const feuille = (chemin: string): Feuille => {
    const f = feuilles[chemin];
    if (!f) throw new Error(`Paramètre absent de ${feuillesPath} : ${chemin}`);
    return f;
  };
  const datesDe = (f: Feuille): string[] => [
    ...Object.keys(f.values ?? {}),
    ...(f.brackets ?? []).flatMap((b) => [...Object.keys(b.threshold), ...Object.keys(b.rate)]),
  ];
  const referencesAu = (f: Feuille, date: string): SourceRef[] => {
    const ref = f.reference ?? {};
    const cles = Object.keys(ref)
      .filter((d) => d === '*' || d <= date)
      .sort();
    const cle = cles.filter((d) => d !== '*').at(-1) ?? (cles.includes('*') ? '*' : undefined);
    return cle === undefined ? [] : (ref[cle] ?? []);
  };

  type Lecteur = {
    v: (chemin: string) => number;
    tranches: (chemin: string) => Array<{ seuil: number; taux: number }>;
  };
  const FOYER = 'prestations_sociales.aides_logement.allocations_logement.foyer.';
  const LOCATIF = 'prestations_sociales.aides_logement.allocations_logement.locatif.formule.';
  const parCompositionFoyer = (l: Lecteur, base: string, noms: string[]) => ({
    isole: l.v(base + noms[0]),
    couple: l.v(base + noms[1]),
    pac1: l.v(base + noms[2]),
    pac2: l.v(base + noms[3]),
    pac3: l.v(base + noms[4]),
    pac4: l.v(base + noms[5]),
    parPacAuDelaDe4: l.v(base + noms[6]),
  });
  const PARTS = [
    'isole_0_personne_a_charge',
    'menage_0_personnes_a_charge',
    '1_personne_a_charge',
    '2_personnes_a_charge',
    '3_personnes_a_charge',
    '4_personnes_a_charge',
    'maj_par_pac_supp',
  ];
  const seulOuCouple = (l: Lecteur, base: string) => ({
    isole: l.v(`${base}.personne_isolee`),
    couple: l.v(`${base}.couple`),
  });

  /** Séries tirées des feuilles ; `depuis` : première date couverte (barèmes absents avant). */
  const extracteursFeuilles: Record<
    string,
    { revalorisation?: string; depuis?: string; valeur: (l: Lecteur) => unknown }
  > = {
    equivalenceLoyerFoyer: {
      revalorisation: '10-01',
      depuis: '2023-10-01',
      valeur: (l) => {
        const z = (n: number) =>
          parCompositionFoyer(l, `${FOYER}apl.formule.e_equiv_loyers_eligible.zone_${n}.`, [
            'personne_isolee_sans_enfant',
            'menage_seul',
            'menage_ou_isole_avec_1_enfant',
            'menage_ou_isole_avec_2_enfants',
            'menage_ou_isole_avec_3_enfants',
            'menage_ou_isole_avec_4_enfants',
            'menage_ou_isole_par_enfant_en_plus',
          ]);
        return { 1: z(1), 2: z(2), 3: z(3) };
      },
    },
    equivalenceLoyerMinimale: {
      valeur: (l) => {
        const e0 = `${FOYER}apl.formule.e0_equiv_loyers_minimale.`;
        return {
          apl: { tranches: l.tranches(`${e0}apl1.bareme`), forfaitParPart: l.v(`${e0}apl1.majoration`) },
          al: { tranches: l.tranches(`${e0}apl2.bareme`), forfait: l.v(`${e0}apl2.majoration`) },
        };
      },
    },
    coefficientPriseEnCharge: {
      valeur: (l) => {
        const k = `${FOYER}k_coef_prise_en_charge.`;
        return {
          apl: {
            plafond: l.v(`${k}plafonds.plafond_apl1`),
            r: l.v(`${k}cm_et_r.r_apl1`),
            cm: l.v(`${k}cm_et_r.cm1_apl1`),
          },
          al: { plafond: l.v(`${k}plafonds.plafond_apl2_et_al`), cm: l.v(`${k}cm_et_r.cm2_apl2_et_al`) },
        };
      },
    },
    nombreParts: {
      valeur: (l) => ({
        apl: parCompositionFoyer(l, `${FOYER}k_coef_prise_en_charge.n_nombre_parts.apl.`, PARTS),
        al: parCompositionFoyer(l, `${FOYER}k_coef_prise_en_charge.n_nombre_parts.al.`, PARTS),
      }),
    },
    equivalenceLoyerAl: {
      revalorisation: '10-01',
      depuis: '2023-10-01',
      valeur: (l) => {
        const b = `${FOYER}al.formule.l_plafonds_loyers.`;
        return {
          etudiantChambre: seulOuCouple(l, `${b}etudiants_en_chambre`),
          etudiantChambreRehabilitee: seulOuCouple(l, `${b}etudiants_en_chambre_rehabilitee`),
          personneAgee: seulOuCouple(l, `${b}personnes_agees`),
          autre: seulOuCouple(l, `${b}autres_personnes`),
        };
      },
    },
    forfaitChargesFoyer: {
      revalorisation: '10-01',
      depuis: '2023-10-01',
      valeur: (l) => ({
        isoleOuCouple: l.v(`${FOYER}al.formule.c_forfait_charges.cas_general`),
        parPac: l.v(`${FOYER}al.formule.c_forfait_charges.par_personne_supplementaire`),
      }),
    },
    versementFoyer: {
      valeur: (l) => ({
        apl: {
          minoration: l.v(`${FOYER}apl.minoration_forfaitaire`),
          seuil: l.v(`${FOYER}apl.seuil_minimum_versement`),
          depenseNetteMinimale: l.v(`${FOYER}apl.minimum_depense_nette_logement.apl1_foyer`),
        },
        al: {
          minoration: l.v(`${FOYER}al.minoration_forfaitaire`),
          seuil: l.v(`${FOYER}al.seuil_minimum_versement`),
          depenseNetteMinimale: l.v(`${FOYER}al.minimum_depense_nette_logement`),
        },
      }),
    },
    forfaitChargesOutreMer: {
      revalorisation: '10-01',
      depuis: '2023-10-01',
      valeur: (l) => {
        const c = `${LOCATIF}c_forfait_charges.`;
        return {
          isoleOuCouple: l.v(`${c}dom.cas_general`),
          parPac: l.v(`${c}dom.majoration_par_enfant`),
          colocationIsole: l.v(`${c}dom_colocataires.beneficiaire_isole`),
          colocationCouple: l.v(`${c}dom_colocataires.couple_sans_enfant`),
          colocationParPac: l.v(`${c}dom_colocataires.majoration_par_enfant`),
        };
      },
    },
    tauxFamilleOutreMer: {
      depuis: '2023-10-01',
      valeur: (l) => {
        const t = `${LOCATIF}pp_particip_perso.tp_taux.tf_taille_famille.dom.`;
        return {
          isole: l.v(`${t}personnes_isolees`),
          couple: l.v(`${t}couples_0_enfant`),
          pac1: l.v(`${t}avec_1_enfant`),
          pac2: l.v(`${t}avec_2_enfants`),
          pac3: l.v(`${t}avec_3_enfants`),
          pac4: l.v(`${t}avec_4_enfants`),
          pac5: l.v(`${t}avec_5_enfants`),
          pac6: l.v(`${t}avec_6_enfants`),
          pac7: l.v(`${t}avec_7_enfants`),
          parPacAuDelaDe7: l.v(`${t}maj_par_enf_supp`),
        };
      },
    },
    abattementR0OutreMer: {
      revalorisation: '01-01',
      depuis: '2023-10-01',
      valeur: (l) => ({ unePac: l.v(`${LOCATIF}pp_particip_perso.r0_abattement.outre_mer.taux1pac`) }),
    },
    patrimoine: {
      valeur: (l) => ({
        seuil: l.v(
          'prestations_sociales.aides_logement.allocations_logement.ressources.patrimoine.seuil_valorisation',
        ),
        tauxCapitaux: l.v(
          'prestations_sociales.solidarite_insertion.minima_sociaux.rsa.rsa_cond.patrimoine.taux_interet_forfaitaire_epargne_non_imposable',
        ),
      }),
    },
  };

  for (const [cle, ex] of Object.entries(extracteursFeuilles)) {
    // Les feuilles lues par la série (un premier passage au début de la première période couverte).
    const lues = new Set<string>();
    const lecteur = (date: string, noter: boolean): Lecteur => ({
      v: (chemin) => {
        if (noter) lues.add(chemin);
        const v = enVigueur(feuille(chemin).values ?? {}, date);
        if (typeof v !== 'number') throw new Error(`${chemin} : pas de valeur au ${date}`);
        return v;
      },
      tranches: (chemin) => {
        if (noter) lues.add(chemin);
        const tranches = (feuille(chemin).brackets ?? [])
          .map((b) => ({ seuil: enVigueur(b.threshold, date), taux: enVigueur(b.rate, date) }))
          .filter((t): t is { seuil: number; taux: number } => typeof t.seuil === 'number')
          .map((t) => {
            if (typeof t.taux !== 'number') throw new Error(`${chemin} : tranche sans taux au ${date}`);
            return t;
          })
          .sort((a, b) => a.seuil - b.seuil);
        if (tranches.length === 0) throw new Error(`${chemin} : barème vide au ${date}`);
        return tranches;
      },
    });
    const debutSerie = ex.depuis ?? '';
    const couvre = (d: string) =>
      d >= debutSerie && couvertureBlocs.some(([debut, fin]) => debut <= d && (fin === null || d < fin));
    // Dates ISO : la plus tardive des deux est la dernière dans l'ordre lexicographique.
    const debuts = couvertureBlocs.map(([debut]) => [debut, debutSerie].sort()[1] as string).filter(couvre);
    ex.valeur(lecteur(debuts[0] as string, true));
    const dates = [
      ...new Set([...debuts, ...[...lues].flatMap((c) => datesDe(feuille(c))).filter(couvre)]),
    ].sort();
    const versions: { depuis: string; valeur: unknown }[] = [];
    references[cle] = {};
    for (const date of dates) {
      const valeur = ex.valeur(lecteur(date, false));
      const last = versions.at(-1);
      if (last && JSON.stringify(last.valeur) === JSON.stringify(valeur)) continue;
      versions.push({ depuis: date, valeur });
      const refs = [...lues].flatMap((c) => referencesAu(feuille(c), date));
      (references[cle] as Record<string, Ref[]>)[date] = refsOf(refs).filter(
        (r, i, all) => all.findIndex((o) => o.titre === r.titre && o.url === r.url) === i,
      );
    }
    series[cle] = { ...(ex.revalorisation ? { revalorisation: ex.revalorisation } : {}), versions };
  }
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

const confirmeAu = blockDates.at(-1) as string;
const header = (what: string) =>
  `// Fichier généré par scripts/generate-parameters.ts — ne pas modifier à la main.\n` +
  `// Source : OpenFisca-France ${src.openfisca_france.version} (commit ${src.openfisca_france.commit.slice(0, 11)}, ` +
  `${src.openfisca_france.commit_date}), ${what}.\n`;

/**
 * Forme compacte (voir parameters/colonnes.ts) : une feuille constante sur toutes les versions est écrite
 * une fois, une feuille qui varie est la liste de ses valeurs par version ; une liste (tranches) est donnée
 * par version.
 */
const colonnes = (valeurs: unknown[]): unknown => {
  const premiere = valeurs[0];
  if (typeof premiere === 'number') return valeurs.every((v) => v === premiere) ? premiere : valeurs;
  if (Array.isArray(premiere) || premiere === null || typeof premiere !== 'object') return valeurs;
  return Object.fromEntries(
    Object.keys(premiere).map((k) => [k, colonnes(valeurs.map((v) => (v as Record<string, unknown>)[k]))]),
  );
};
const compacts = Object.fromEntries(
  Object.entries(series).map(([cle, s]) => [
    cle,
    {
      ...(s.revalorisation ? { r: s.revalorisation } : {}),
      d: s.versions.map((v) => v.depuis),
      v: colonnes(s.versions.map((v) => v.valeur)),
    },
  ]),
);

const baremesTs =
  header('valeurs datées des barèmes') +
  `import { deplier } from './colonnes.ts';\n` +
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
  `export const couverture: ReadonlyArray<readonly [string, string | null]> = ${JSON.stringify(couvertureBlocs)};\n\n` +
  `/**\n * Séries datées. Forme compacte (parameters/colonnes.ts) : par série, \`d\` les dates d'effet, \`r\` la\n` +
  ` * date de revalorisation attendue, \`v\` les valeurs (nombre constant, ou une valeur par version).\n */\n` +
  `export const baremes: Baremes = deplier(${JSON.stringify(compacts)});\n`;

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
