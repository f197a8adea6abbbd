/**
 * Aide en logement-foyer ou en résidence CROUS (variable OpenFisca `aides_logement_accedant_et_foyer`) et
 * montant versé selon le texte.
 *
 * - Formule : APL, Af = K × (E − E0) (CCH D. 832-24) ; AL, Af = K × (L + C − L0) (CCH D. 842-15), jamais
 *   négative. OpenFisca multiplie par K en float32.
 * - Le montant est ensuite minoré d'un forfait (arrêté du 27/09/2019, art. 28 pour l'APL, art. 41 pour l'AL).
 * - Dépense nette minimale : si E (ou L + C) moins l'aide est sous un minimum fixé par arrêté (art. 32 : APL ;
 *   art. 44 : AL), l'aide est abattue de la différence (CCH D. 832-27, D. 842-17). OpenFisca ne l'applique
 *   pas ; avec K plafonné elle ne joue que pour une redevance très basse.
 * - AL : l'aide ne dépasse jamais la redevance (CCH D. 842-15, dixième alinéa). OpenFisca prend
 *   l'équivalence L même quand la redevance est plus basse, sans ce plafond ; le moteur l'applique.
 * - Montant versé : diminué de la CRDS arrondie à l'euro inférieur ; rien sous le seuil de versement avant
 *   CRDS (art. 29 : APL ; art. 42 : AL).
 */
import { f32, round2 } from './float32.ts';

/** Aide issue de la formule, avant seuil et minoration (float32). */
export function aideFormuleResidence(K: number, L: number, C: number, L0: number): number {
  if (!(L > 0)) return 0;
  return f32(K * Math.max(0, f32(f32(L + C) - L0)));
}

/** Abattement au titre de la dépense nette minimale (0 si la dépense nette l'atteint). */
export function abattementDepenseNette(depense: number, aide: number, minimum: number): number {
  return Math.max(0, minimum - (depense - aide));
}

export type AideVersee = {
  /** Aide de la formule, au centime. */
  readonly aide: number;
  /** Après minoration forfaitaire. */
  readonly apresMinoration: number;
  /** Abattement au titre de la dépense nette minimale. */
  readonly abattementDepenseNette: number;
  /** Aide brute finale (avant CRDS), plafonnée à la redevance pour l'AL. */
  readonly aideBrute: number;
};

/** Le calcul du texte, en double précision, au centime, à partir d'un K déjà arrondi. */
export function aideVerseeResidence(a: {
  readonly K: number;
  /** E (APL) ou L + C (AL) : la dépense de logement prise en compte. */
  readonly depense: number;
  readonly minimale: number;
  readonly minoration: number;
  readonly depenseNetteMinimale: number;
  /** Redevance : plafond de l'AL (absent pour l'APL). */
  readonly plafondRedevance?: number;
}): AideVersee {
  const aide = round2(a.K * Math.max(0, a.depense - a.minimale));
  const apresMinoration = Math.max(0, round2(aide - a.minoration));
  const abattement = round2(abattementDepenseNette(a.depense, apresMinoration, a.depenseNetteMinimale));
  let aideBrute = Math.max(0, round2(apresMinoration - abattement));
  if (a.plafondRedevance !== undefined) aideBrute = Math.min(aideBrute, a.plafondRedevance);
  return { aide, apresMinoration, abattementDepenseNette: abattement, aideBrute };
}
