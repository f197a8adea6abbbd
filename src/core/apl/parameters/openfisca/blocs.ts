/**
 * Séries tirées des blocs du secteur locatif (`openfisca-parameters.json`) : un bloc complet par date
 * d'effet ; une série ne reçoit une nouvelle version que lorsque sa valeur change. Les périodes couvertes
 * viennent des métadonnées des blocs.
 */
import {
  type Block,
  num,
  type Obj,
  obj,
  type ReferencesLues,
  refsOf,
  type SerieLue,
  type SeriesLues,
  type Source,
} from './source.ts';

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

export const EXTRACTEURS_BLOCS: Record<
  string,
  { section: string; valeur: (v: Obj) => unknown; revalorisation?: string }
> = {
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

/** Les dates d'effet des blocs, par ordre croissant. */
export const datesDesBlocs = (src: Source): string[] => Object.keys(src.blocks).sort();

/** Périodes couvertes : blocs historiques (bornés) puis blocs courants (ouverts). */
export function couvertureDesBlocs(src: Source): [string, string | null][] {
  const couverture: [string, string | null][] = [];
  for (const date of datesDesBlocs(src)) {
    const meta = (src.blocks[date] as Block)._meta;
    const prev = couverture.at(-1);
    if (prev && prev[1] === null) continue;
    if (prev && prev[1] === date) prev[1] = meta.effective_until_exclusive;
    else couverture.push([date, meta.effective_until_exclusive]);
  }
  return couverture;
}

/** Chaque série des blocs, avec les références légales de chacune de ses versions. */
export function seriesDesBlocs(src: Source): SeriesLues {
  const series: Record<string, SerieLue> = {};
  const references: Record<string, ReferencesLues> = {};
  for (const [cle, ex] of Object.entries(EXTRACTEURS_BLOCS)) {
    const versions: SerieLue['versions'] = [];
    const refs: ReferencesLues = {};
    for (const date of datesDesBlocs(src)) {
      const block = src.blocks[date] as Block;
      const section = block[ex.section];
      if (!section) throw new Error(`Section ${ex.section} absente du bloc ${date}`);
      const valeur = ex.valeur(section.value);
      const last = versions.at(-1);
      if (last && JSON.stringify(last.valeur) === JSON.stringify(valeur)) continue;
      versions.push({ depuis: date, valeur });
      refs[date] = refsOf(section.source.legal_references);
    }
    references[cle] = refs;
    series[cle] = { ...(ex.revalorisation ? { revalorisation: ex.revalorisation } : {}), versions };
  }
  return { series, references };
}

/**
 * Le loyer de référence LR est, par définition (arrêté art. 14, 2°), le plafond de la zone II : le moteur le
 * dérive ; on vérifie que la source le confirme pour chaque bloc.
 */
export function verifierLoyerReference(src: Source): void {
  for (const date of datesDesBlocs(src)) {
    const block = src.blocks[date] as Block;
    const lr = block.loyer_reference?.value;
    const z2 = obj(obj(block.loyers_plafonds?.value, 'loyers_plafonds').zone_2, 'zone_2');
    if (lr && JSON.stringify(lr) !== JSON.stringify(z2)) {
      throw new Error(`Bloc ${date} : le loyer de référence diffère des plafonds de la zone 2`);
    }
  }
}
