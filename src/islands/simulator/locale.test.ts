import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/validation/messages.ts';
import { simulatorMessages } from '../../i18n/simulator/index.ts';
import { translator } from './locale.ts';

const fr = translator({ locale: 'fr', messages: simulatorMessages('fr') });
const en = translator({ locale: 'en', messages: simulatorMessages('en') });

describe('the simulator’s language', () => {
  it('shows the schemas’ messages as they are in French, and every one of them in English', () => {
    for (const message of Object.values(MESSAGES)) {
      expect(fr.fieldError(message)).toBe(message);
      expect(en.fieldError(message)).not.toBe(message);
    }
    expect(en.fieldError(MESSAGES.emailFormat)).toBe('Invalid e-mail address');
    expect(en.fieldError('Un message inconnu')).toBe('Un message inconnu');
  });

  it('shows an API refusal as the server words it in French, and by its code in English', () => {
    expect(fr.apiError('Simulation introuvable', 'INTROUVABLE')).toBe('Simulation introuvable');
    expect(en.apiError('Simulation introuvable', 'INTROUVABLE')).not.toMatch(/introuvable/i);
    expect(en.apiError('Un refus inconnu', 'CODE_INCONNU')).toBe(en.t('sim.api.generic'));
  });

  it('writes the same amounts in each language’s way', () => {
    expect(fr.euros(1234)).toBe('1\u00a0234\u00a0€');
    expect(en.euros(1234)).toBe('€1,234');
    expect(en.euros(252.9, true)).toBe('€252.90');
  });

  it('fills the progress in each language', () => {
    expect(fr.t('sim.progress', { n: 3, total: 11 })).toBe('Étape 3 sur 11');
    expect(en.t('sim.progress', { n: 3, total: 11 })).toBe('Step 3 of 11');
  });
});
