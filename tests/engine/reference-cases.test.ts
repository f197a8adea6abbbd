/**
 * Table de référence : chaque cas des fichiers de tests/fixtures/apl (OpenFisca-France 176.0.7) rejoué par
 * le moteur : oracle-dev-cases.jsonl, oracle-situations-dev.jsonl et cases.dev.json. Exigence : écart ≤ 0,10 € pour tous, ≥ 99 % exacts au centime (comptes affichés).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildZoneIndex } from '#core/zoning/index.ts';
import { loadCommuneZoneRecords } from '../../db/import/commune-zones.ts';
import {
  DEV_CASES_COMPLETE,
  type Replay,
  readReferenceCases,
  replayDevCase,
  replayOracleCase,
  TOLERANCE,
} from '../../src/lib/build/reference-cases.ts';

// How each case is fed to the engine (zone, commune, resources) lives in src/lib/build/reference-cases.ts, which
// the page « Précision du simulateur » runs too; this test checks the amounts and every intermediate value.
const { oracle, situations, dev } = readReferenceCases();

const index = buildZoneIndex(loadCommuneZoneRecords());
const tally = {
  oracle: { n: 0, within: 0, exact: 0 },
  situations: { n: 0, within: 0, exact: 0 },
  dev: { n: 0, within: 0, exact: 0 },
};

/** The engine's result; a case it could not compute fails the test with its message. */
function computed(r: Replay) {
  if (!r.ok) throw new Error(r.message);
  return r;
}

function record(kind: keyof typeof tally, got: number, ref: number): void {
  const d = Math.abs(got - ref);
  tally[kind].n++;
  if (d <= TOLERANCE) tally[kind].within++;
  if (d < 0.005) tally[kind].exact++;
}

afterAll(() => {
  for (const [k, t] of Object.entries(tally)) {
    console.info(`${k}: ${t.within}/${t.n} à 0,10 € près, ${t.exact}/${t.n} exacts au centime`);
  }
});

describe('cas oracle (oracle-dev-cases.jsonl)', () => {
  it.each(oracle.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const inter = c.output.intermediate;
    const { result: res, lieu } = computed(replayOracleCase(c, index));
    if (c.input.zone === undefined) {
      // Même commune que l'oracle (la plus peuplée du code postal).
      expect(lieu?.commune?.insee).toBe(c.output.mapping?.depcom);
      expect(lieu?.ambiguous).toBe(c.output.mapping?.postal_zone_ambiguous === true);
    }
    expect(`zone_${lieu?.zone}`).toBe(inter.zone_apl);
    const i = res.intermediaires;
    record('oracle', res.montant, c.output.aide_logement_montant);
    expect(Math.abs(res.montant - c.output.aide_logement_montant)).toBeLessThanOrEqual(TOLERANCE);
    // Valeurs intermédiaires (l'oracle les donne à 4 décimales).
    expect(i.age).toBe(inter.age);
    expect(i.ressources).toBe(inter.ressources_retenues_annuelles);
    expect(i.personnesACharge).toBe(inter.nb_personnes_a_charge);
    expect(i.couple).toBe(inter.couple);
    expect(i.loyerReel).toBe(inter.loyer_reel);
    expect(i.loyerPlafond).toBeCloseTo(inter.loyer_plafond as number, 2);
    expect(i.forfaitCharges).toBeCloseTo(inter.charges_forfait as number, 2);
    expect(i.abattementR0).toBe(inter.R0);
    expect(i.participationPersonnelle).toBeCloseTo(inter.participation_personnelle as number, 3);
    expect(i.aideAvantSeuil).toBeCloseTo(inter.montant_avant_seuil as number, 3);
    expect(i.aideBrute).toBeCloseTo(inter.montant_brut as number, 2);
    // Type d'aide : celle des trois variables OpenFisca qui porte le montant.
    const porteur = c.output.apl > 0 ? 'APL' : c.output.alf > 0 ? 'ALF' : c.output.als > 0 ? 'ALS' : null;
    if (porteur) expect(res.aidType).toBe(porteur);
    // Montant versé : net arrondi à l'euro inférieur, rien sous le seuil de versement.
    expect(res.montantFinal).toBe(res.intermediaires.aideApresRls >= 10 ? Math.floor(res.montant) : 0);
    expect(res.isEligible).toBe(res.montantFinal > 0);
    expect(res.refusCode === null).toBe(res.isEligible);
  });
});

/* ------------------------------------------------------------------------------------------------------------
 * oracle-situations-dev.jsonl : résidences CROUS et logements-foyers, outre-mer, demandeurs d'emploi, épargne
 * (ORACLE-MAPPING.md, « mapping v2 »). Même lecture que `npm run simulate` : le lieu donne la zone et dit si
 * la commune est en outre-mer ; `room` est l'autre nom de `chambre`.
 * ---------------------------------------------------------------------------------------------------------- */

describe('cas oracle des nouvelles situations (oracle-situations-dev.jsonl)', () => {
  it('couvre les quatre situations', () => {
    expect(situations).toHaveLength(67);
    for (const prefixe of ['dev-crous', 'dev-foyer', 'dev-dom97', 'dev-chom', 'dev-patr']) {
      expect(situations.some((c) => c.id.startsWith(prefixe))).toBe(true);
    }
  });

  it.each(situations.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { result: res, lieu } = computed(replayOracleCase(c, index));
    if (c.input.zone === undefined) expect(lieu?.commune?.insee).toBe(c.output.mapping?.depcom);
    const extra = c.output.extra;
    expect(lieu?.overseas).toBe(extra.residence_dom);
    const i = res.intermediaires;
    record('situations', res.montant, c.output.aide_logement_montant);
    expect(Math.abs(res.montant - c.output.aide_logement_montant)).toBeLessThanOrEqual(TOLERANCE);
    expect(i.ressources).toBe(c.output.intermediate.ressources_retenues_annuelles);
    expect(i.revenuPatrimoine).toBeCloseTo(extra.aide_logement_base_ressources_patrimoine as number, 2);
    expect(i.conventionne).toBe(extra.logement_conventionne);
    if (i.residence) {
      // Termes propres aux logements-foyers (la référence les donne à 4 décimales).
      expect(i.residence.coefficientK).toBeCloseTo(extra.aides_logement_k as number, 4);
      expect(i.residence.loyerMinimal).toBeCloseTo(extra.aides_logement_loyer_minimal as number, 3);
      expect(i.residence.nombreParts).toBeCloseTo(extra.aides_logement_nb_part as number, 6);
      expect(i.aideAvantSeuil).toBeCloseTo(extra.aides_logement_accedant_et_foyer as number, 3);
    } else {
      expect(i.abattementR0).toBe(c.output.intermediate.R0);
      expect(i.tauxFamille).toBeCloseTo(c.output.intermediate.TF as number, 6);
      expect(i.forfaitCharges).toBeCloseTo(c.output.intermediate.charges_forfait as number, 2);
    }
    const porteur = c.output.apl > 0 ? 'APL' : c.output.alf > 0 ? 'ALF' : c.output.als > 0 ? 'ALS' : null;
    if (porteur) expect(res.aidType).toBe(porteur);
    expect(res.isEligible).toBe(res.montantFinal > 0);
    expect(res.refusCode === null).toBe(res.isEligible);
  });
});

/* ------------------------------------------------------------------------------------------------------------
 * cases.dev.json : tests YAML d'OpenFisca-France. Six cas se décrivent entièrement avec les champs du
 * simulateur ; les neuf autres ont des ressources que le simulateur ne demande pas (revenus non salariés
 * de N − 2, salaire brut passé par le modèle de paie d'OpenFisca, AAH, ASS, revenu du conjoint, pension
 * alimentaire d'un enfant) : on les rejoue avec les ressources R calculées par OpenFisca
 * (`resources.openfisca_computed.aide_logement_base_ressources_R`), tout le reste par le moteur.
 * Aucun cas n'est écarté.
 * ---------------------------------------------------------------------------------------------------------- */

describe('cas OpenFisca (cases.dev.json)', () => {
  it('a la classification attendue', () => {
    expect(dev).toHaveLength(15);
    expect(dev.filter((c) => DEV_CASES_COMPLETE[c.id]).length).toBe(6);
  });

  it.each(dev.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const R = c.resources.openfisca_computed.aide_logement_base_ressources_R;
    const { result: res } = computed(replayDevCase(c));
    const ref = c.expected.openfisca_value_at_commit;
    record('dev', res.montant, ref);
    expect(res.intermediaires.ressources).toBe(R);
    expect(res.aidType.toLowerCase()).toBe(c.housing.aid_type);
    expect(Math.abs(res.montant - ref)).toBeLessThanOrEqual(TOLERANCE);
    const o = c.openfisca_intermediates;
    expect(res.intermediaires.loyerPlafond).toBe(Math.fround(o.aide_logement_loyer_plafond as number));
    expect(res.intermediaires.forfaitCharges).toBe(Math.fround(o.aide_logement_charges as number));
    expect(res.intermediaires.participationPersonnelle).toBe(
      Math.fround(o.aide_logement_participation_personnelle as number),
    );
    expect(res.intermediaires.reductionLoyerSolidarite).toBe(
      Math.fround(o.reduction_loyer_solidarite as number),
    );
    expect(res.intermediaires.aideApresRls).toBe(Math.fround(o.aide_logement_montant_brut_crds as number));
  });
});

describe('exigences globales', () => {
  it('tous les cas à 0,10 € près, au moins 99 % exacts au centime', () => {
    const t = Object.values(tally);
    const n = t.reduce((s, k) => s + k.n, 0);
    const exact = t.reduce((s, k) => s + k.exact, 0);
    expect(t.reduce((s, k) => s + k.within, 0)).toBe(n);
    expect(n).toBe(182);
    expect(exact / n).toBeGreaterThanOrEqual(0.99);
  });
});
