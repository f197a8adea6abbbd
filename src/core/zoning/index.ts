/**
 * Zone APL d'un logement, à partir d'un index de communes injecté (pur : aucune lecture de fichier).
 *
 * Les zones sont fixées commune par commune (arrêté du 17 mars 1978 modifié ; fichier du ministère repris
 * par OpenFisca-France, voir content/data/zonage-apl/README.md). Un code postal peut couvrir plusieurs
 * communes : si elles sont dans des zones différentes, la résolution est « ambiguë » et le formulaire
 * demande la commune. Règles retenues (voir README.md) :
 * - un arrondissement municipal (Paris, Lyon, Marseille) a la zone de sa commune et se confond avec elle ;
 * - une commune sans zone dans le zonage officiel (Culey, 55138, rétablie en 2014) ne décide pas de la zone
 *   d'un code postal ; demandée seule, elle donne une erreur qui invite à choisir la zone ;
 * - les départements d'outre-mer (971 Guadeloupe, 972 Martinique, 973 Guyane, 974 La Réunion, 976 Mayotte)
 *   sont calculés avec le barème d'outre-mer : la résolution le dit (`overseas`), leur zone est celle du
 *   zonage (zone 2 partout) ;
 * - les collectivités d'outre-mer (975, 977, 978, 984, 986 à 989) restent hors du champ du moteur : erreur
 *   explicite, jamais une zone par défaut ;
 * - un code inconnu donne une erreur, jamais la zone 2 par défaut d'OpenFisca.
 */
import type { Zone } from '../apl/types.ts';
import { MESSAGES_LIEU } from '../validation/messages.ts';

/** The three APL zones, in order (the type is the engine's, src/core/apl/types.ts). */
export const ZONES = [1, 2, 3] as const satisfies ReadonlyArray<Zone>;

/** Une commune (ou un arrondissement municipal) et sa zone APL. */
export type CommuneZoneRecord = {
  /** Code commune INSEE (COG). */
  readonly insee: string;
  readonly name: string;
  /** Code du département (« 75 », « 2A », « 971 »). */
  readonly department: string;
  readonly postalCodes: ReadonlyArray<string>;
  /** Population municipale (0 si inconnue). */
  readonly population: number;
  /** Zone APL, null si la commune n'est pas dans le zonage officiel. */
  readonly zone: Zone | null;
  /** COM : commune ; ARM : arrondissement municipal. */
  readonly type: 'COM' | 'ARM';
  /** Pour un arrondissement municipal : code INSEE de sa commune. */
  readonly parentInsee?: string;
};

export type ZoneIndex = {
  readonly byInsee: ReadonlyMap<string, CommuneZoneRecord>;
  readonly byPostalCode: ReadonlyMap<string, ReadonlyArray<CommuneZoneRecord>>;
};

/** Une commune proposée au visiteur. */
export type CommuneCandidate = {
  readonly insee: string;
  readonly name: string;
  readonly zone: Zone | null;
  readonly population: number;
};

export type CodeErreurZone =
  | 'FORMAT_INVALIDE'
  | 'CODE_POSTAL_INCONNU'
  | 'INSEE_INCONNU'
  | 'HORS_CHAMP'
  | 'ZONE_INCONNUE';

export type ZoneResolution =
  | {
      readonly kind: 'ok';
      readonly zone: Zone;
      /**
       * Commune d'un département d'outre-mer : le moteur applique le barème d'outre-mer (entrée
       * `overseas: true`). Faux pour une zone donnée directement.
       */
      readonly overseas: boolean;
      /** La commune retenue (la plus peuplée du code postal), null pour une zone donnée directement. */
      readonly commune: CommuneCandidate | null;
      /** Toutes les communes du code postal (une seule pour un code INSEE). */
      readonly candidates: ReadonlyArray<CommuneCandidate>;
    }
  | {
      readonly kind: 'ambiguous';
      readonly message: string;
      /** Toujours faux : les communes d'outre-mer sont toutes en zone 2. */
      readonly overseas: boolean;
      readonly zones: ReadonlyArray<Zone>;
      /** Communes à proposer, de la plus peuplée à la moins peuplée. */
      readonly candidates: ReadonlyArray<CommuneCandidate>;
      /** Commune la plus peuplée (convention des cas de référence quand on ne peut pas demander). */
      readonly defaultCommune: CommuneCandidate;
    }
  | {
      readonly kind: 'error';
      readonly code: CodeErreurZone;
      readonly field: string;
      readonly message: string;
    };

export function buildZoneIndex(records: Iterable<CommuneZoneRecord>): ZoneIndex {
  const byInsee = new Map<string, CommuneZoneRecord>();
  const byPostalCode = new Map<string, CommuneZoneRecord[]>();
  for (const r of records) {
    byInsee.set(r.insee, r);
    for (const cp of r.postalCodes) {
      const list = byPostalCode.get(cp);
      if (list) list.push(r);
      else byPostalCode.set(cp, [r]);
    }
  }
  return { byInsee, byPostalCode };
}

/** Départements d'outre-mer où les aides au logement suivent le barème d'outre-mer (arrêté du 27/09/2019, art. 46). */
export const DEPARTEMENTS_OUTRE_MER: ReadonlyArray<string> = ['971', '972', '973', '974', '976'];

/** Vrai pour une commune d'outre-mer (départements et collectivités). */
export function estOutreMer(r: Pick<CommuneZoneRecord, 'department'>): boolean {
  return r.department.length === 3 && (r.department.startsWith('97') || r.department.startsWith('98'));
}

/** Vrai pour une commune d'un département d'outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte). */
export function estDepartementOutreMer(r: Pick<CommuneZoneRecord, 'department'>): boolean {
  return DEPARTEMENTS_OUTRE_MER.includes(r.department);
}

/** Collectivité d'outre-mer, hors du champ du moteur. */
const estHorsChamp = (r: Pick<CommuneZoneRecord, 'department'>) =>
  estOutreMer(r) && !estDepartementOutreMer(r);

const candidat = (r: CommuneZoneRecord): CommuneCandidate => ({
  insee: r.insee,
  name: r.name,
  zone: r.zone,
  population: r.population,
});

const parPopulation = (a: CommuneZoneRecord, b: CommuneZoneRecord) =>
  b.population - a.population || (a.insee < b.insee ? -1 : 1);

const erreur = (code: CodeErreurZone, field: string, message: string): ZoneResolution => ({
  kind: 'error',
  code,
  field,
  message,
});

/** Pourquoi une collectivité d'outre-mer n'est pas calculée, dans les mots d'un visiteur. */
function messageHorsChamp(r: CommuneZoneRecord): string {
  // Saint-Barthélemy et Saint-Martin : barème d'outre-mer (arrêté du 27/09/2019, art. 46), mais pas de zone.
  const raison =
    r.department === '977' || r.department === '978'
      ? "n'a pas de zone APL dans le zonage officiel"
      : "a ses propres règles d'aide au logement";
  return `${r.name} (collectivité d'outre-mer) ${raison} : ce simulateur ne peut pas y calculer l'aide.`;
}

const horsChamp = (field: string, r: CommuneZoneRecord) => erreur('HORS_CHAMP', field, messageHorsChamp(r));

const zoneInconnue = (field: string, r: CommuneZoneRecord) =>
  erreur(
    'ZONE_INCONNUE',
    field,
    `La zone APL de ${r.name} n'est pas répertoriée dans le zonage officiel : indiquez votre zone (1, 2 ou 3) si vous la connaissez.`,
  );

/** Zone d'un code postal : ses communes, et une zone si elles sont toutes dans la même. */
export function resolveByPostalCode(index: ZoneIndex, postalCode: string): ZoneResolution {
  const code = typeof postalCode === 'string' ? postalCode.trim() : '';
  if (!/^\d{5}$/.test(code)) return erreur('FORMAT_INVALIDE', 'postalCode', MESSAGES_LIEU.codePostalFormat);
  const all = index.byPostalCode.get(code);
  if (!all || all.length === 0) {
    return erreur(
      'CODE_POSTAL_INCONNU',
      'postalCode',
      `Code postal inconnu : ${code}. Vérifiez-le ou indiquez votre commune.`,
    );
  }
  const inCodes = new Set(all.map((r) => r.insee));
  // Un arrondissement se confond avec sa commune quand elle porte aussi ce code postal.
  const communes = all.filter((r) => !(r.type === 'ARM' && r.parentInsee && inCodes.has(r.parentInsee)));
  communes.sort(parPopulation);
  const dansLeChamp = communes.filter((r) => !estHorsChamp(r));
  if (dansLeChamp.length === 0) return horsChamp('postalCode', communes[0] as CommuneZoneRecord);
  const zonees = dansLeChamp.filter((r) => r.zone !== null);
  if (zonees.length === 0) return zoneInconnue('postalCode', dansLeChamp[0] as CommuneZoneRecord);
  const zones = [...new Set(zonees.map((r) => r.zone as Zone))].sort();
  const candidates = dansLeChamp.map(candidat);
  const principale = zonees[0] as CommuneZoneRecord;
  const overseas = estDepartementOutreMer(principale);
  if (zones.length === 1) {
    return { kind: 'ok', zone: zones[0] as Zone, overseas, commune: candidat(principale), candidates };
  }
  return {
    kind: 'ambiguous',
    message: `Le code postal ${code} couvre des communes de zones différentes : choisissez votre commune.`,
    overseas,
    zones,
    candidates,
    defaultCommune: candidat(principale),
  };
}

/** Zone d'une commune donnée par son code INSEE (un arrondissement a la zone de sa commune). */
export function resolveByInsee(index: ZoneIndex, insee: string): ZoneResolution {
  const code = typeof insee === 'string' ? insee.trim().toUpperCase() : '';
  if (!/^(\d{5}|2[AB]\d{3})$/.test(code)) return erreur('FORMAT_INVALIDE', 'depcom', MESSAGES_LIEU.codeInsee);
  const r = index.byInsee.get(code);
  if (!r) return erreur('INSEE_INCONNU', 'depcom', `Code commune INSEE inconnu : ${code}.`);
  if (estHorsChamp(r)) return horsChamp('depcom', r);
  const zone = r.zone ?? (r.parentInsee ? (index.byInsee.get(r.parentInsee)?.zone ?? null) : null);
  if (zone === null) return zoneInconnue('depcom', r);
  return {
    kind: 'ok',
    zone,
    overseas: estDepartementOutreMer(r),
    commune: candidat(r),
    candidates: [candidat(r)],
  };
}

/** Zone donnée directement. */
export function resolveByZone(zone: unknown): ZoneResolution {
  if (zone === 1 || zone === 2 || zone === 3)
    return { kind: 'ok', zone, overseas: false, commune: null, candidates: [] };
  return erreur('FORMAT_INVALIDE', 'zone', MESSAGES_LIEU.zone);
}

/** Zone d'un logement décrit par une zone, un code INSEE ou un code postal (dans cet ordre de priorité). */
export function resolveZone(
  index: ZoneIndex | null,
  lieu: { readonly zone?: unknown; readonly depcom?: unknown; readonly postalCode?: unknown },
): ZoneResolution {
  if (lieu.zone !== undefined && lieu.zone !== null) return resolveByZone(lieu.zone);
  if (index && typeof lieu.depcom === 'string') return resolveByInsee(index, lieu.depcom);
  if (index && typeof lieu.postalCode === 'string') return resolveByPostalCode(index, lieu.postalCode);
  if (lieu.depcom !== undefined) return erreur('FORMAT_INVALIDE', 'depcom', MESSAGES_LIEU.codeInsee);
  if (lieu.postalCode !== undefined)
    return erreur('FORMAT_INVALIDE', 'postalCode', MESSAGES_LIEU.codePostalFormat);
  return erreur('FORMAT_INVALIDE', 'postalCode', MESSAGES_LIEU.codePostalRequis);
}
