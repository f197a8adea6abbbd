/**
 * Lecture des feuilles YAML d'OpenFisca-France copiées dans `openfisca-residences-outre-mer.json`. Une série
 * reçoit une version à chaque début de période couverte et à chaque changement d'une de ses feuilles dans une
 * période couverte ; ses références sont celles des feuilles lues, en vigueur à cette date.
 */
import { EXTRACTEURS_FEUILLES, type Lecteur } from './extracteurs-feuilles.ts';
import {
  type Feuille,
  type ReferencesLues,
  refsOf,
  type SerieLue,
  type SeriesLues,
  type SourceFeuilles,
  type SourceRef,
} from './source.ts';

type Feuilles = Readonly<Record<string, Feuille>>;
type Couverture = ReadonlyArray<readonly [string, string | null]>;

/** Les feuilles avec les corrections sourcées (valeurs absentes d'OpenFisca, prises dans les textes). */
export function feuillesCorrigees(source: SourceFeuilles): Record<string, Feuille> {
  const feuilles: Record<string, Feuille> = structuredClone(source.parameters);
  for (const [chemin, c] of Object.entries(source.corrections)) {
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
  return feuilles;
}

const enVigueur = (valeurs: Record<string, number | null>, date: string): number | null | undefined => {
  let v: number | null | undefined;
  for (const d of Object.keys(valeurs).sort()) if (d <= date) v = valeurs[d];
  return v;
};

const feuilleDe = (feuilles: Feuilles, chemin: string): Feuille => {
  const f = feuilles[chemin];
  if (!f) throw new Error(`Paramètre absent du fichier des feuilles : ${chemin}`);
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

/** Le barème par tranches d'une feuille à une date, par seuil croissant. */
function tranchesAu(f: Feuille, chemin: string, date: string): Array<{ seuil: number; taux: number }> {
  const tranches = (f.brackets ?? [])
    .map((b) => ({ seuil: enVigueur(b.threshold, date), taux: enVigueur(b.rate, date) }))
    .filter((t): t is { seuil: number; taux: number } => typeof t.seuil === 'number')
    .map((t) => {
      if (typeof t.taux !== 'number') throw new Error(`${chemin} : tranche sans taux au ${date}`);
      return t;
    })
    .sort((a, b) => a.seuil - b.seuil);
  if (tranches.length === 0) throw new Error(`${chemin} : barème vide au ${date}`);
  return tranches;
}

/** Un lecteur des feuilles à `date` ; s'il est donné, `lues` reçoit le chemin de chaque feuille lue. */
function lecteur(feuilles: Feuilles, date: string, lues?: Set<string>): Lecteur {
  return {
    v: (chemin) => {
      lues?.add(chemin);
      const v = enVigueur(feuilleDe(feuilles, chemin).values ?? {}, date);
      if (typeof v !== 'number') throw new Error(`${chemin} : pas de valeur au ${date}`);
      return v;
    },
    tranches: (chemin) => {
      lues?.add(chemin);
      return tranchesAu(feuilleDe(feuilles, chemin), chemin, date);
    },
  };
}

/** Une série des feuilles : ses versions datées et leurs références. */
function serieDesFeuilles(
  feuilles: Feuilles,
  ex: (typeof EXTRACTEURS_FEUILLES)[string],
  couverture: Couverture,
): { serie: SerieLue; references: ReferencesLues } {
  const debutSerie = ex.depuis ?? '';
  const couvre = (d: string) =>
    d >= debutSerie && couverture.some(([debut, fin]) => debut <= d && (fin === null || d < fin));
  // Dates ISO : la plus tardive des deux est la dernière dans l'ordre lexicographique.
  const debuts = couverture.map(([debut]) => [debut, debutSerie].sort()[1] as string).filter(couvre);
  // Les feuilles lues par la série (un premier passage au début de la première période couverte).
  const lues = new Set<string>();
  ex.valeur(lecteur(feuilles, debuts[0] as string, lues));
  const dates = [
    ...new Set([...debuts, ...[...lues].flatMap((c) => datesDe(feuilleDe(feuilles, c))).filter(couvre)]),
  ].sort();
  const versions: SerieLue['versions'] = [];
  const references: ReferencesLues = {};
  for (const date of dates) {
    const valeur = ex.valeur(lecteur(feuilles, date));
    const last = versions.at(-1);
    if (last && JSON.stringify(last.valeur) === JSON.stringify(valeur)) continue;
    versions.push({ depuis: date, valeur });
    const refs = [...lues].flatMap((c) => referencesAu(feuilleDe(feuilles, c), date));
    references[date] = refsOf(refs).filter(
      (r, i, all) => all.findIndex((o) => o.titre === r.titre && o.url === r.url) === i,
    );
  }
  return {
    serie: { ...(ex.revalorisation ? { revalorisation: ex.revalorisation } : {}), versions },
    references,
  };
}

/** Toutes les séries des feuilles, sur les périodes couvertes par les blocs. */
export function seriesDesFeuilles(source: SourceFeuilles, couverture: Couverture): SeriesLues {
  const feuilles = feuillesCorrigees(source);
  const series: Record<string, SerieLue> = {};
  const references: Record<string, ReferencesLues> = {};
  for (const [cle, ex] of Object.entries(EXTRACTEURS_FEUILLES)) {
    const lu = serieDesFeuilles(feuilles, ex, couverture);
    references[cle] = lu.references;
    series[cle] = lu.serie;
  }
  return { series, references };
}
