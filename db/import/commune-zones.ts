/**
 * Charge les communes et arrondissements municipaux avec leur zone APL, pour construire l'index de
 * src/core/zoning (et pour l'import des communes).
 *
 * - Zones : content/data/zonage-apl/zone-apl-cog2026.csv (COG 2026, dérivé du zonage OpenFisca ; voir son README).
 * - Codes postaux, population, arrondissements : @etalab/decoupage-administratif 6.0.0 (communes.json).
 * Les communes du référentiel absentes du fichier de zonage (collectivités d'outre-mer) sont gardées avec
 * une zone nulle : le code postal est reconnu, la résolution dit pourquoi aucune zone ne s'applique.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommuneZoneRecord } from '#core/zoning/index.ts';
import { readAplZones } from './sources.ts';

export type { CommuneZoneRecord } from '#core/zoning/index.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMMUNES = join(root, 'node_modules/@etalab/decoupage-administratif/data/communes.json');

type CommuneEtalab = {
  code: string;
  nom: string;
  type: string;
  departement: string;
  codesPostaux?: string[];
  population?: number;
  commune?: string;
};

export function loadCommuneZoneRecords(): CommuneZoneRecord[] {
  // The same reader as the import of the communes (sources.ts): one parser of the zoning file.
  const zones = readAplZones();
  const communes = JSON.parse(readFileSync(COMMUNES, 'utf8')) as CommuneEtalab[];
  const records: CommuneZoneRecord[] = [];
  for (const c of communes) {
    const type = c.type === 'commune-actuelle' ? 'COM' : c.type === 'arrondissement-municipal' ? 'ARM' : null;
    if (!type) continue;
    records.push({
      insee: c.code,
      name: c.nom,
      department: c.departement,
      postalCodes: c.codesPostaux ?? [],
      population: c.population ?? 0,
      zone: zones.get(c.code) ?? null,
      type,
      ...(type === 'ARM' && c.commune ? { parentInsee: c.commune } : {}),
    });
  }
  return records;
}
