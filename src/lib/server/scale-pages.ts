/**
 * Combien de pages une nouvelle version des barèmes changera (issue 27) : ce que chaque page montre des barèmes,
 * calculé au mois de sa date d'effet avec la version active puis avec la version, comparé.
 * - une page ville montre les exemples chiffrés et le tableau de sa zone (valeurs d'outre-mer pour un DROM) ;
 * - l'accueil, les pages de zone et « Précision du simulateur » montrent les tableaux et les barèmes en vigueur ;
 * - un guide, un article, la FAQ ou une page légale montrent les chiffres `{{…}}` qu'ils citent.
 * Les deux jeux sont installés tour à tour, le temps d'un calcul synchrone, puis le jeu d'avant est remis.
 */
import type { Db } from '../../../db/client.ts';
import { publishedCityZones } from '../../../db/queries/city-zones.ts';
import { publishedPagesWithMarkers } from '../../../db/queries/dated-content.ts';
import { baremesDuMois, baremesInstalles, installerBaremes } from '../../core/apl/parameters/index.ts';
import type { Baremes } from '../../core/apl/parameters/types.ts';
import {
  engineComputesOverseas,
  figureNames,
  legalFigures,
  workedExamples,
  zoneTable,
} from '../build/apl-figures.ts';
import { territoryOf } from '../build/city-page.ts';
import { isZone, type Zone } from '../build/zones.ts';

const ZONES_APL = [1, 2, 3] as const;

/** Ce que les pages montrent des barèmes au mois `mois`, avec le jeu installé. */
function empreinte(mois: string) {
  const outreMer = engineComputesOverseas(mois);
  const zone = (z: Zone, overseas: boolean) =>
    JSON.stringify([workedExamples(z, mois, overseas), zoneTable(z, mois, overseas)]);
  const b = baremesDuMois(mois);
  return {
    villes: Object.fromEntries(
      ZONES_APL.flatMap((z) => [
        [`${z}:metropole`, zone(z, false)],
        [`${z}:outre-mer`, outreMer ? zone(z, true) : ''],
      ]),
    ),
    tableaux: Object.fromEntries(ZONES_APL.map((z) => [z, JSON.stringify(zoneTable(z, mois))])),
    enVigueur: JSON.stringify(b ? [b.valeurs, b.depuis] : null),
    figures: legalFigures(mois),
  };
}
type Empreinte = ReturnType<typeof empreinte>;

/** L'empreinte de `jeu` : installé le temps du calcul, puis le jeu d'avant remis. */
function avec(jeu: Baremes, mois: string): Empreinte {
  const installe = baremesInstalles();
  installerBaremes(jeu);
  try {
    return empreinte(mois);
  } finally {
    installerBaremes(installe);
  }
}

export type PagesChangees = {
  total: number;
  /** Par sorte de page, celles qui changent (les textes : leurs adresses). */
  villes: number;
  zones: number;
  accueil: boolean;
  precision: boolean;
  textes: string[];
};

/** Les pages que la version `apres` changera par rapport à `avant`, au mois de `date` (AAAA-MM-JJ). */
export async function pagesChangees(
  db: Db,
  avant: Baremes,
  apres: Baremes,
  date: string,
): Promise<PagesChangees> {
  const mois = date.slice(0, 7);
  const [a, b] = [avec(avant, mois), avec(apres, mois)];
  const villes = (await publishedCityZones(db))
    .filter(({ zone, department }) => {
      const t = territoryOf(department);
      if (!isZone(zone) || t === 'com') return false;
      const cle = `${zone}:${t === 'drom' ? 'outre-mer' : 'metropole'}`;
      return a.villes[cle] !== b.villes[cle];
    })
    .reduce((n, c) => n + c.pages, 0);
  const zones = ZONES_APL.filter((z) => a.tableaux[z] !== b.tableaux[z]).length;
  const change = (nom: string) => a.figures[nom] !== b.figures[nom];
  const textes = (await publishedPagesWithMarkers(db))
    .filter((p) => p.texts.some((t) => figureNames(t).some(change)))
    .map((p) => p.page);
  const precision = a.enVigueur !== b.enVigueur;
  const accueil = zones > 0;
  // A city page citing a figure is already counted with its zone (its own text changes with it, or not at all).
  const autres = [...new Set(textes)].filter((p) => !p.startsWith('/apl-'));
  const total = villes + zones + Number(accueil) + Number(precision) + autres.length;
  return { total, villes, zones, accueil, precision, textes: autres.sort() };
}
