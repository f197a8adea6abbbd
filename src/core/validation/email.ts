/**
 * Adresse e-mail : requise, 254 caractères au plus, caractères autorisés, format ; stockée sans espaces
 * autour et en minuscules. Les fautes de frappe courantes sur les domaines donnent une suggestion.
 */
import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';

const INTERDITS = /[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]/;
const FORMAT = /^[^@.][^@]*@[^@.]+(\.[^@.]+)*\.[A-Za-z]{2,}$/;

export const emailSchema = z.pipe(
  z.string({ error: MESSAGES.emailRequis }).check(
    z.trim(),
    z.minLength(1, { error: MESSAGES.emailRequis }),
    z.maxLength(254, { error: MESSAGES.emailTropLong }),
    z.refine((s) => s.length === 0 || s.length > 254 || !INTERDITS.test(s), {
      error: MESSAGES.emailCaracteres,
    }),
    z.refine((s) => s.length === 0 || s.length > 254 || INTERDITS.test(s) || FORMAT.test(s), {
      error: MESSAGES.emailFormat,
    }),
  ),
  z.transform((s) => s.toLowerCase()),
);
export type Email = z.output<typeof emailSchema>;

// La suggestion est à part (sans zod) : le simulateur la charge avec la page, les schémas seulement à la saisie.
export { suggestionEmail } from './email-suggestion.ts';
