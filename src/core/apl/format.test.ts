import { describe, expect, it } from 'vitest';
import { dateLongue, decalerMois, decimal, euros, moisLong, pourcentage } from './format.ts';

describe('mise en forme française', () => {
  it('formate les euros avec espaces insécables', () => {
    expect(euros(1234.5)).toBe('1\u00a0234,50\u00a0€');
    expect(euros(8600, 0)).toBe('8\u00a0600\u00a0€');
    expect(euros(-3)).toBe('-3,00\u00a0€');
  });

  it('formate taux, décimaux et dates', () => {
    expect(pourcentage(0.03135)).toBe('3,135\u00a0%');
    expect(pourcentage(0.005, 1)).toBe('0,5\u00a0%');
    expect(pourcentage(0.75, 0)).toBe('75\u00a0%');
    expect(decimal(0.57434)).toBe('0,574');
    expect(dateLongue('2025-10-01')).toBe('1er octobre 2025');
    expect(dateLongue('2024-03-15')).toBe('15 mars 2024');
    expect(moisLong('2025-08')).toBe('août 2025');
  });

  it('décale les mois à travers les années', () => {
    expect(decalerMois('2025-10', -13)).toBe('2024-09');
    expect(decalerMois('2024-01', -2)).toBe('2023-11');
    expect(decalerMois('2024-12', 1)).toBe('2025-01');
  });
});
