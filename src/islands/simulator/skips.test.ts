import { describe, expect, it } from 'vitest';
import type { FormData } from '../../core/simulation/form.ts';
import { nextAsked, previousAsked } from './skips.ts';

const crous: FormData = { housing: 'crous', redevance: 271, zone: 2 };
const rental: FormData = { housing: 'ordinary', rent: 450, zone: 2 };

describe('steps with nothing to ask (issue 29)', () => {
  it('pass over « charges » and « colocation » in a residence, with the answers the steps would have saved', async () => {
    expect(await nextAsked('loyer', crous, null)).toEqual({
      next: 'meuble',
      inferred: [['charges', { charges: 0 }]],
    });
    expect(await nextAsked('meuble', crous, null)).toEqual({
      next: 'naissance',
      inferred: [['colocation', { colocation: false }]],
    });
    expect(await previousAsked('meuble', crous)).toBe('loyer');
    expect(await previousAsked('naissance', crous)).toBe('meuble');
  });

  it('ask them for a rental', async () => {
    expect(await nextAsked('loyer', rental, null)).toEqual({ next: 'charges', inferred: [] });
    expect(await nextAsked('meuble', rental, null)).toEqual({ next: 'colocation', inferred: [] });
    expect(await previousAsked('naissance', rental)).toBe('colocation');
  });
});
