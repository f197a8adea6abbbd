import { describe, expect, it } from 'vitest';
import { numberOrTyped, numberText, toNumber } from './forms.ts';

describe('numbers in form inputs', () => {
  it('shows a stored amount with a French comma, and reads it back', () => {
    expect(numberText(333.14)).toBe('333,14');
    expect(numberText(2024)).toBe('2024');
    expect(numberText(null)).toBe('');
    for (const n of [333.14, 2024, 0.5, 12000]) expect(toNumber(numberText(n))).toBe(n);
  });

  it('reads what an editor types, with a comma, a dot or spaces', () => {
    expect(toNumber('333,14')).toBe(333.14);
    expect(toNumber('333.14')).toBe(333.14);
    expect(toNumber('12 000')).toBe(12000);
    expect(toNumber('')).toBeNull();
    expect(numberOrTyped('douze')).toBe('douze');
  });
});
