import { describe, expect, it } from 'vitest';
import { emailSchema, suggestionEmail } from './email.ts';
import { messageSuggestion } from './messages.ts';

const message = (v: unknown) => emailSchema.safeParse(v).error?.issues[0]?.message;

describe('e-mail', () => {
  it('est stocké sans espaces autour et en minuscules', () => {
    expect(emailSchema.safeParse('  Camille.Martin@Example.FR ').data).toBe('camille.martin@example.fr');
  });

  it('donne les messages du cahier des charges', () => {
    expect(message('')).toBe("L'email est requis");
    expect(message('   ')).toBe("L'email est requis");
    expect(message(undefined)).toBe("L'email est requis");
    expect(message(`${'a'.repeat(250)}@x.fr`)).toBe("L'email est trop long");
    expect(message('camille<martin>@example.fr')).toBe("L'email contient des caractères non autorisés");
    expect(message('camille martin@example.fr')).toBe("L'email contient des caractères non autorisés");
    expect(message('camille@example')).toBe("Format d'email invalide");
    expect(message('camille.example.fr')).toBe("Format d'email invalide");
  });

  it('suggère une correction des domaines courants', () => {
    expect(suggestionEmail('camille@gmial.com')).toBe('camille@gmail.com');
    expect(suggestionEmail('camille@hotmial.fr')).toBe('camille@hotmail.fr');
    expect(suggestionEmail('camille@gmail.com')).toBeNull();
    expect(suggestionEmail('camille@universite-paris.fr')).toBeNull();
    expect(messageSuggestion('camille@gmail.com')).toBe('Vouliez-vous dire : camille@gmail.com ?');
  });
});
