/**
 * Passwords of the back-office accounts: 10 to 128 characters, and not a common or easily guessed one
 * (« 1234567890 », « azertyuiop », « motdepasse123 »…, or one made of the account's own name or address).
 * The judgement is zxcvbn's (@zxcvbn-ts, with its common and French dictionaries, offline): a score of 3
 * out of 4 at least, « safely unguessable », as its authors advise for accounts worth protecting.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as fr from '@zxcvbn-ts/language-fr';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
const MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  tooLong: `Le mot de passe est trop long (${MAX_PASSWORD_LENGTH} caractères au plus)`,
  guessable:
    'Ce mot de passe est trop courant ou trop facile à deviner : allongez-le avec des mots sans rapport entre eux',
} as const;

let factory: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries take a moment to index. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: fr.translations,
  });
  return factory;
}

/** Why this password is refused (French), or null. `userInputs`: the account's e-mail, name… */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  return estimator().check(password, inputs).score < MIN_SCORE ? PASSWORD_MESSAGES.guessable : null;
}
