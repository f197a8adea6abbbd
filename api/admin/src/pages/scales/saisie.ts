/**
 * La saisie d'une version des barèmes, feuille à feuille : chaque montant tapé à la française (« 290,34 »)
 * sous le chemin de la valeur (« loyersPlafonds.2.personneSeule », celui des messages de l'API), les valeurs
 * reconstruites dans la forme de celles en vigueur, et ce qui a changé ou sort de la bande de ± 10 %.
 */
import { horsBande } from '../../../../../src/core/apl/parameters/edition/ecarts.ts';
import { feuilles } from '../../../../../src/core/apl/parameters/edition/valeurs.ts';
import { fieldLabel } from '../publishing/parameterLabels.ts';

/** Chemin → texte saisi. */
export type Saisie = Record<string, string>;

/** « 290,34 » pour 290.34. */
export const texte = (x: number) => String(x).replace('.', ',');

/** Le nombre d'un texte saisi (« 1 234,5 », « 0.085 ») ; NaN s'il n'en est pas un. */
export function nombre(t: string): number {
  const s = t.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return s === '' ? Number.NaN : Number(s);
}

/** Les textes de toutes les valeurs (série par série). */
export function saisieDe(valeurs: Record<string, unknown>): Saisie {
  const out: Saisie = {};
  for (const [cle, v] of Object.entries(valeurs))
    for (const [chemin, x] of feuilles(v, cle)) out[chemin] = texte(x);
  return out;
}

/** La valeur `v` d'une série avec les nombres saisis à la place des siens (même forme, listes comprises). */
export function avecSaisie(v: unknown, saisie: Saisie, chemin: string): unknown {
  if (typeof v === 'number') {
    const t = saisie[chemin];
    return t === undefined ? v : nombre(t);
  }
  if (v === null || typeof v !== 'object') return v;
  const enfants = Object.entries(v).map(([k, x]) => [k, avecSaisie(x, saisie, `${chemin}.${k}`)] as const);
  return Array.isArray(v) ? enfants.map(([, x]) => x) : Object.fromEntries(enfants);
}

/** Une feuille d'une série : son chemin, son libellé, sa clé (pour l'unité), sa valeur en vigueur. */
export type Feuille = { chemin: string; libelle: string; cle: string; avant: number };

/** Les feuilles d'une série, libellées en français (« Zone 2 › Personne seule »). */
export function feuillesDe(serie: string, v: unknown): Feuille[] {
  return feuilles(v, serie).map(([chemin, avant]) => {
    const parties = chemin.split('.').slice(1);
    const cle = [...parties].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
    const libelle = parties.map(fieldLabel).join(' › ') || 'Valeur';
    return { chemin, libelle, cle, avant };
  });
}

/** Une feuille modifiée : un nombre saisi différent de la valeur en vigueur (ou un texte qui n'en est pas un). */
export const modifiee = (f: Feuille, saisie: Saisie) => {
  const t = saisie[f.chemin];
  return t !== undefined && nombre(t) !== f.avant;
};

/** Une feuille dont le nombre saisi sort de la bande de ± 10 % : une raison est demandée. */
export const horsDeBande = (f: Feuille, saisie: Saisie) => {
  const x = nombre(saisie[f.chemin] ?? '');
  return Number.isFinite(x) && horsBande(f.avant, x);
};
