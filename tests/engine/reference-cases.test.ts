/**
 * Table de référence : chaque cas des fichiers de tests/fixtures/apl (OpenFisca-France 176.0.7) rejoué par
 * le moteur : oracle-dev-cases.jsonl, oracle-situations-dev.jsonl et cases.dev.json. Exigence : écart ≤ 0,10 € pour tous, ≥ 99 % exacts au centime (comptes affichés).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeAid } from '#core/apl/explained.ts';
import { calculateAid } from '#core/apl/index.ts';
import type { EntreeMoteur, ResultatAide } from '#core/apl/types.ts';
import { buildZoneIndex, resolveZone } from '#core/zoning/index.ts';
import { loadCommuneZoneRecords } from '../../db/import/commune-zones.ts';

const dir = join(import.meta.dirname, '..', 'fixtures', 'apl');

type OracleCase = {
  id: string;
  input: Record<string, unknown> & { date: string; postalCode?: string; zone?: number };
  output: {
    aide_logement_montant: number;
    apl: number;
    als: number;
    alf: number;
    intermediate: Record<string, number | string | boolean>;
    mapping?: { depcom?: string; postal_zone_ambiguous?: boolean; zone_source?: string };
  };
};

const oracle: OracleCase[] = readFileSync(join(dir, 'oracle-dev-cases.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as OracleCase);

const index = buildZoneIndex(loadCommuneZoneRecords());
const TOLERANCE = 0.1;
const tally = {
  oracle: { n: 0, within: 0, exact: 0 },
  situations: { n: 0, within: 0, exact: 0 },
  dev: { n: 0, within: 0, exact: 0 },
};

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
    let zone = c.input.zone;
    if (zone === undefined) {
      const lieu = resolveZone(index, c.input);
      if (lieu.kind === 'error') throw new Error(lieu.message);
      const commune = lieu.kind === 'ambiguous' ? lieu.defaultCommune : lieu.commune;
      // Même commune que l'oracle (la plus peuplée du code postal).
      expect(commune?.insee).toBe(c.output.mapping?.depcom);
      expect(lieu.kind === 'ambiguous').toBe(c.output.mapping?.postal_zone_ambiguous === true);
      zone = lieu.kind === 'ambiguous' ? (lieu.defaultCommune.zone as number) : lieu.zone;
    }
    expect(`zone_${zone}`).toBe(inter.zone_apl);
    const r = calculateAid({ ...c.input, zone }, { date: c.input.date });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const res: ResultatAide = r.result;
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

type SituationCase = OracleCase & { output: { extra: Record<string, number | string | boolean> } };

const situations: SituationCase[] = readFileSync(join(dir, 'oracle-situations-dev.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as SituationCase);

describe('cas oracle des nouvelles situations (oracle-situations-dev.jsonl)', () => {
  it('couvre les quatre situations', () => {
    expect(situations).toHaveLength(67);
    for (const prefixe of ['dev-crous', 'dev-foyer', 'dev-dom97', 'dev-chom', 'dev-patr']) {
      expect(situations.some((c) => c.id.startsWith(prefixe))).toBe(true);
    }
  });

  it.each(situations.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { room, ...input } = c.input;
    let zone = input.zone;
    let overseas = false;
    if (zone === undefined) {
      const lieu = resolveZone(index, input);
      if (lieu.kind === 'error') throw new Error(lieu.message);
      const commune = lieu.kind === 'ambiguous' ? lieu.defaultCommune : lieu.commune;
      expect(commune?.insee).toBe(c.output.mapping?.depcom);
      zone = lieu.kind === 'ambiguous' ? (lieu.defaultCommune.zone as number) : lieu.zone;
      overseas = lieu.overseas;
    }
    const extra = c.output.extra;
    expect(overseas).toBe(extra.residence_dom);
    const r = calculateAid(
      { ...input, zone, ...(room === undefined ? {} : { chambre: room }), ...(overseas ? { overseas } : {}) },
      { date: input.date },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const res = r.result;
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

type DevCase = {
  id: string;
  period: string;
  zone: 1 | 2 | 3;
  rent: number;
  furnished: boolean;
  colocation: boolean;
  chambre: boolean;
  housing: { logement_conventionne: boolean; aid_type: string };
  household: { couple: boolean; children: number; applicant: { birthdate: string } };
  status: string;
  status_details: { handicap?: boolean };
  boursier: boolean | null;
  resources: {
    given_as: { applicant?: Record<string, { each?: number | string | boolean }> };
    openfisca_computed: { aide_logement_base_ressources_R: number };
  };
  expected: { openfisca_value_at_commit: number; value: number };
  openfisca_intermediates: Record<string, number>;
};

const dev = JSON.parse(readFileSync(join(dir, 'cases.dev.json'), 'utf8')) as DevCase[];

/** Cas entièrement décrits par les champs du simulateur : statut et revenu mensuel. */
const COMPLETS: Record<string, { status: EntreeMoteur['status']; income: number }> = {
  'of-aides_logement_etudiant-0-2021-02': { status: 'student', income: 583.33 },
  'of-aides_logement_reforme_janvier_2021-0-2021-01': { status: 'rsa', income: 0 },
  'of-aides_logement_reforme_janvier_2021-10-2021-01': { status: 'student', income: 150 },
  'of-Z_chomeur_célibataire_d1-0-2024-01': { status: 'rsa', income: 0 },
  'of-ass_01_personne_seule-0-2024-10': { status: 'unemployed', income: 0 },
  'of-rsa_02_seuil_rsa_chomeur-0-2024-01': { status: 'rsa', income: 0 },
};

describe('cas OpenFisca (cases.dev.json)', () => {
  it('a la classification attendue', () => {
    expect(dev).toHaveLength(15);
    expect(dev.filter((c) => COMPLETS[c.id]).length).toBe(6);
  });

  it.each(dev.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const complet = COMPLETS[c.id];
    const entree: EntreeMoteur = {
      zone: c.zone,
      rent: c.rent,
      furnished: c.furnished,
      chambre: c.chambre,
      colocation: c.colocation,
      conventionne: c.housing.logement_conventionne,
      birthDate: c.household.applicant.birthdate,
      status: complet?.status ?? 'employee',
      boursier: c.boursier === true,
      livingAlone: !c.household.couple,
      children: c.household.children,
      income: complet?.income ?? 0,
    };
    const R = c.resources.openfisca_computed.aide_logement_base_ressources_R;
    const r = complet
      ? calculateAid(entree, { date: c.period })
      : computeAid(entree, c.period, {
          ressourcesAnnuelles: R,
          exemptionDegressivite: c.status_details.handicap === true,
        });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const res = r.result;
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
