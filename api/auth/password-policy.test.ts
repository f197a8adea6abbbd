import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it.each([
    '1234567890',
    'azertyuiop',
    'qwertyuiop',
    'password123',
    'motdepasse123',
    'aaaaaaaaaaaa',
    'soleil123456',
    '0000000000',
    'Azerty1234!',
  ])('refuses the common or guessable « %s »', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.guessable);
  });

  it("refuses a password made of the account's own address", () => {
    expect(passwordProblem('durandcamille1', ['camille.durand@exemple.fr'])).toBe(
      PASSWORD_MESSAGES.guessable,
    );
  });

  it('refuses a short or an overlong one', () => {
    expect(passwordProblem('Xq7#vB2')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('a'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it.each(['mot-de-passe-solide-42', 'jaimelesfrites', 'correct horse battery', 'T9v!kq2#Lm0z'])(
    'accepts « %s »',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );
});
