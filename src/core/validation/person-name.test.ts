import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { personNameSchema } from './person-name.ts';

const ok = (v: string) => z.safeParse(personNameSchema('prénom'), v).success;

describe('personNameSchema', () => {
  it('accepts real first and last names', () => {
    for (const name of ['Zoé', "D'Artagnan", 'Jean-Pierre', 'Marie Christine', 'N’Diaye', 'Łukasz', 'Ngọc']) {
      expect(ok(name), name).toBe(true);
    }
    expect(ok('')).toBe(true);
  });

  it('refuses free text: digits, punctuation, links, markup', () => {
    for (const text of [
      'Dossier CAF suspendu, rappelez le 0899 00 00 00',
      'Jean 2',
      'https://evil.example',
      'evil.example',
      '<b>x</b>',
      'a@b',
      '--',
      "' OR 1=1",
      'x'.repeat(51),
    ]) {
      expect(ok(text), text).toBe(false);
    }
  });
});
