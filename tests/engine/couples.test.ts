/**
 * Couples, personne par personne (issue 29) : chaque conjoint a son statut et ses revenus (`partner`), et le
 * moteur applique à chacun ses règles (déduction de 10 %, abattement et neutralisation du chômage, RSA).
 *
 * - tests/fixtures/apl/oracle-couples-dev.jsonl : copie de ../shared/apl (OpenFisca-France 176.0.7) — deux
 *   étudiants, un étudiant et un salarié, un demandeur d'emploi et un salarié, RSA… ; montant exact au centime,
 *   ressources annuelles et neutralisation comme la référence.
 * - tests/fixtures/apl/openfisca-couples.json : couples des tests YAML d'OpenFisca-France eux-mêmes (source et
 *   commit dans le fichier) ; un cas que le moteur ne sait pas décrire y porte sa raison (`skip`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculateAid } from '#core/apl/index.ts';
import { buildZoneIndex, resolveZone } from '#core/zoning/index.ts';
import { loadCommuneZoneRecords } from '../../db/import/commune-zones.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'apl');

type Ligne = {
  id: string;
  input: Record<string, unknown> & { date: string; partner?: { status: string; income: number } };
  output: {
    aide_logement_montant: number;
    intermediate: { ressources_retenues_annuelles: number; neutralisation: boolean; couple: boolean };
  };
};

const oracle: Ligne[] = readFileSync(join(FIXTURES, 'oracle-couples-dev.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Ligne);

type CasYaml = {
  id: string;
  kind: string;
  source: { file: string; test_name: string; openfisca_france: { commit: string } };
  input?: Record<string, unknown> & { date: string };
  expected?: { openfisca_value_at_commit: number; aide_logement_base_ressources: number };
  skip?: string;
};
const yaml = JSON.parse(readFileSync(join(FIXTURES, 'openfisca-couples.json'), 'utf8')) as {
  openfisca_france: { commit: string };
  cases: CasYaml[];
};

const index = buildZoneIndex(loadCommuneZoneRecords());

function calcule(input: Record<string, unknown> & { date: string }) {
  const lieu = resolveZone(index, input as Parameters<typeof resolveZone>[1]);
  if (lieu.kind === 'error') throw new Error(lieu.message);
  const zone = lieu.kind === 'ambiguous' ? (lieu.defaultCommune.zone as number) : lieu.zone;
  const r = calculateAid({ ...input, zone }, { date: input.date });
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.field} : ${e.message}`).join(' ; '));
  return r.result;
}

describe('couples de la référence (oracle-couples-dev.jsonl)', () => {
  it('couvre deux étudiants, étudiant et salarié, demandeur d’emploi et salarié, RSA', () => {
    expect(oracle).toHaveLength(21);
    for (const sorte of ['stu-stu', 'stu-emp', 'emp-stu', 'job-emp', 'emp-job', 'emp-rsa', 'emp-emp']) {
      expect(oracle.some((c) => c.id.includes(`-${sorte}-`))).toBe(true);
    }
  });

  it.each(oracle.map((c) => [c.id, c] as const))('%s : exact au centime', (_id, c) => {
    const res = calcule(c.input);
    expect(res.montant).toBeCloseTo(c.output.aide_logement_montant, 2);
    expect(Math.abs(res.montant - c.output.aide_logement_montant)).toBeLessThan(0.005);
    const i = res.intermediaires;
    expect(i.ressources).toBe(c.output.intermediate.ressources_retenues_annuelles);
    expect(i.couple).toBe(true);
    expect(i.modeRessources.startsWith('neutralisation')).toBe(c.output.intermediate.neutralisation);
  });

  it('l’explication dit que le conjoint neutralise les revenus des deux, et donne les revenus de chacun', () => {
    const etape = (id: string) =>
      calcule((oracle.find((x) => x.id === id) as Ligne).input).steps.find(
        (e) => e.title === 'Ressources prises en compte',
      );
    expect(etape('cpl-2611-emp-job-009')?.description).toMatch(
      /Votre conjoint\(e\) est au chômage sans allocation/,
    );
    expect(etape('cpl-2606-emp-rsa-000')?.description).toMatch(
      /ceux de votre conjoint\(e\) sont comptés pour zéro/,
    );
    // 10 % par personne : 1 456 € × 12 − 10 % = 15 725 € pour le demandeur, 10 292 € pour son conjoint.
    expect(etape('cpl-2606-emp-job-003')?.details).toMatch(
      /vos revenus retenus 15\s725,00\s€, ceux de votre conjoint\(e\) 10\s292,00\s€/,
    );
  });

  it('sans `partner`, le même foyer est lu comme avant : `income` au nom du demandeur', () => {
    // Salarié dont le conjoint est demandeur d'emploi sans allocation : neutralisé avec le conjoint décrit,
    // revenus du foyer comptés sans lui (les sessions enregistrées avant gardent leur montant).
    const c = oracle.find((x) => x.id === 'cpl-2611-emp-job-009') as Ligne;
    const { partner: _p, ...sans } = c.input;
    expect(calcule(c.input).intermediaires.ressources).toBe(0);
    expect(calcule(sans).intermediaires.ressources).toBeGreaterThan(0);
  });
});

describe('couples des tests YAML d’OpenFisca-France (openfisca-couples.json)', () => {
  it('chaque cas dit sa source, le commit, et un cas non décrit dit pourquoi', () => {
    expect(yaml.openfisca_france.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const c of yaml.cases) {
      expect(c.source.file).toMatch(/^tests\/.+\.ya?ml$/);
      expect(c.source.openfisca_france.commit).toBe(yaml.openfisca_france.commit);
      expect(
        c.skip === undefined ? c.input !== undefined && c.expected !== undefined : c.skip.length > 20,
      ).toBe(true);
    }
    expect(yaml.cases.filter((c) => c.skip === undefined).length).toBeGreaterThanOrEqual(5);
  });

  const rejoues = yaml.cases.filter((c) => c.skip === undefined);
  it.each(rejoues.map((c) => [`${c.id} (${c.kind})`, c] as const))('%s : exact au centime', (_n, c) => {
    const input = c.input as Record<string, unknown> & { date: string };
    const expected = c.expected as NonNullable<CasYaml['expected']>;
    const res = calcule(input);
    expect(res.intermediaires.ressources).toBe(expected.aide_logement_base_ressources);
    expect(Math.abs(res.montant - expected.openfisca_value_at_commit)).toBeLessThan(0.005);
  });
});
