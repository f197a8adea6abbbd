/**
 * Séries copiées feuille par feuille des YAML d'OpenFisca-France (`openfisca-residences-outre-mer.json`) :
 * logements-foyers et CROUS, outre-mer, épargne. Chaque série dit quelles feuilles elle lit et à partir de
 * quand elle est couverte ; `feuilles.ts` en tire les versions datées.
 */

/** Lecture des feuilles à une date : une valeur, ou un barème par tranches. */
export type Lecteur = {
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
export const EXTRACTEURS_FEUILLES: Record<
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
