/** The wording for the person concerned (for-whom.ts): « Sa date de naissance » for a child, in both languages. */
import { describe, expect, it } from 'vitest';
import { simulatorMessages } from '../../i18n/simulator/index.ts';
import { forPerson, personKey } from './for-whom.ts';
import { type SimulatorKey, translator } from './locale.ts';

const fr = translator({ locale: 'fr', messages: simulatorMessages('fr') });
const en = translator({ locale: 'en', messages: simulatorMessages('en') });

describe('the wording for the person concerned', () => {
  it('asks a parent about the child, not about themself', () => {
    const t = forPerson(fr, 'enfant').t;
    expect(t('sim.birth.label')).toBe('Sa date de naissance');
    expect(t('sim.birth.title')).toBe('Quelle est la date de naissance de votre enfant ?');
    expect(t('sim.income.single')).toBe(
      'Ses revenus mensuels nets imposables (ceux de votre enfant, pas les vôtres)',
    );
    expect(t('sim.status.title')).toBe('Quelle est la situation de votre enfant ?');
    expect(t('sim.rent.title')).toBe('Quel est son loyer ?');
    expect(t('sim.status.label')).toBe('Votre enfant est…');
    // A key without a variant is worded as for « moi », its placeholders still filled.
    expect(t('sim.progress', { n: 7, total: 11 })).toBe('Étape 7 sur 11');
    expect(t('sim.rent.rent')).toBe(fr.t('sim.rent.rent'));
  });

  it('gives the result in the child’s name, and the recap as theirs', () => {
    const t = forPerson(fr, 'enfant').t;
    expect(t('sim.verdict.eligible')).toBe('Votre enfant est éligible aux APL');
    expect(t('sim.verdict.notEntitled')).toBe(
      'Pas d’aide au logement pour votre enfant d’après vos réponses',
    );
    expect(t('sim.recap.ownIncome')).toBe('Ses revenus');
    expect(t('sim.whatif.openingEnd', { amount: '120 €' })).toBe(
      ', votre enfant aurait droit à 120 € par mois (les autres réponses inchangées).',
    );
    expect(forPerson(en, 'proche').t('sim.verdict.eligible')).toBe(
      'Your relative is eligible for housing aid (APL)',
    );
  });

  it('says « votre proche » for someone close, and the visitor’s own words for « moi »', () => {
    expect(forPerson(fr, 'proche').t('sim.income.own')).toMatch(/ceux de votre proche, pas les vôtres/);
    expect(forPerson(fr, 'moi')).toBe(fr);
    expect(forPerson(fr, undefined)).toBe(fr);
    expect(fr.t('sim.birth.label')).toBe('Date de naissance');
  });

  it('words it in English too', () => {
    expect(forPerson(en, 'enfant').t('sim.birth.title')).toBe('What is your child’s date of birth?');
    expect(forPerson(en, 'enfant').t('sim.income.single')).toBe(
      'Their monthly net taxable income (your child’s, not yours)',
    );
  });

  it('picks the variant only where the catalogue has one', () => {
    const messages = simulatorMessages('fr');
    expect(personKey(messages, 'sim.birth.label', 'enfant')).toBe('sim.birth.label.them');
    expect(personKey(messages, 'sim.birth.label', 'moi')).toBe('sim.birth.label');
    expect(personKey(messages, 'sim.rent.rent', 'proche')).toBe('sim.rent.rent');
  });

  it('has, for each variant, the key it rewords, and leaves no placeholder unfilled', () => {
    for (const l of [fr, en]) {
      const variants = Object.keys(l.messages).filter((k) => k.endsWith('.them'));
      expect(variants.length).toBeGreaterThan(30);
      for (const forWhom of ['enfant', 'proche'] as const) {
        const t = forPerson(l, forWhom).t;
        for (const variant of variants) {
          const base = variant.slice(0, -'.them'.length) as SimulatorKey;
          expect(l.messages).toHaveProperty([base]);
          expect(t(base, { amount: '30 000 €', city: 'Lyon' })).not.toMatch(/\{\w+\}/);
        }
      }
    }
  });
});
