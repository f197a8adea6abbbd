/**
 * Prénom ou nom repris dans un e-mail : des lettres (accentuées comprises), des espaces, des tirets et des
 * apostrophes, 50 caractères au plus. Rien d'autre : un texte libre (chiffres, ponctuation, lien) ne doit
 * jamais arriver dans un message que le site envoie à une adresse.
 */
import * as z from 'zod/mini';

export const PERSON_NAME_MAX = 50;
const FORME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]+\p{L}[\p{L}\p{M}]*)*$/u;

export const personNameSchema = (libelle: 'prénom' | 'nom') =>
  z.string().check(
    z.trim(),
    z.maxLength(PERSON_NAME_MAX, {
      error: `Le ${libelle} est trop long (${PERSON_NAME_MAX} caractères au plus)`,
    }),
    z.refine((s) => s.length === 0 || FORME.test(s.normalize('NFC')), {
      error: `Le ${libelle} ne peut contenir que des lettres, des espaces, des tirets et des apostrophes`,
    }),
  );
