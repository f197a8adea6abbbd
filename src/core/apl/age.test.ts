import { describe, expect, it } from 'vitest';
import { ageCivil, ageOpenFisca, joursEntre } from './age.ts';

describe('âge au premier jour du mois', () => {
  it('reproduit la règle OpenFisca (jours + 1) / 365,2425', () => {
    expect(ageOpenFisca('1997-10-02', '2025-10-01')).toBe(28); // un jour d'avance sur l'état civil
    expect(ageCivil('1997-10-02', '2025-10-01')).toBe(27);
    expect(ageOpenFisca('1998-10-02', '2025-10-01')).toBe(27);
    expect(ageOpenFisca('1997-10-01', '2025-10-01')).toBe(28);
    expect(ageOpenFisca('1997-10-03', '2025-10-01')).toBe(27);
    expect(ageOpenFisca('2000-01-10', '2021-02-01')).toBe(21);
  });

  it('compte les jours sans fuseau horaire', () => {
    expect(joursEntre('2024-02-28', '2024-03-01')).toBe(2);
    expect(joursEntre('2025-03-30', '2025-03-31')).toBe(1);
  });
});
