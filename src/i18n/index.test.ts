import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { guidePath, homePath, localeOf, localeOfPath, localePath, otherLocale, t } from './index.ts';

const placeholders = (s: string) => [...s.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the same keys in both languages, and the same placeholders in each message', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const key of Object.keys(fr) as Array<keyof typeof fr>)
      expect(placeholders(en[key]), key).toEqual(placeholders(fr[key]));
  });

  it('leave no message empty but the French « in French » marker', () => {
    const empty = [
      ...Object.entries(fr)
        .filter(([, v]) => v === '')
        .map(([k]) => `fr:${k}`),
      ...Object.entries(en)
        .filter(([, v]) => v === '')
        .map(([k]) => `en:${k}`),
    ];
    expect(empty).toEqual(['fr:footer.inFrench']);
  });

  it('name the other language in that language for the switch', () => {
    expect(t('fr', 'language.switch')).toBe('English');
    expect(t('en', 'language.switch')).toBe('Français');
  });
});

describe('t', () => {
  it('fills every placeholder, numbers included', () => {
    expect(t('fr', 'header.zone', { zone: 2, label: 'Grandes agglomérations' })).toBe(
      'Zone 2 : Grandes agglomérations',
    );
    expect(t('en', 'footer.disclaimer', { year: 2026 })).toMatch(/^© 2026 APL Simulateur — an independent/);
  });

  it('keeps a placeholder without a value visible, and what looks like a pattern in a value as is', () => {
    expect(t('en', 'header.zone', { zone: 1 })).toBe('Zone 1: {label}');
    expect(t('en', 'footer.zone', { zone: '$& $1 {zone}' })).toBe('Zone $& $1 {zone}');
  });

  it('returns the message as written without parameters', () => {
    expect(t('en', 'layout.skipLink')).toBe('Skip to content');
    expect(t('fr', 'layout.skipLink')).toBe('Aller au contenu');
  });
});

describe('locale paths', () => {
  it('keep French at the usual addresses and put English under /en', () => {
    expect(homePath('fr')).toBe('/');
    expect(homePath('en')).toBe('/en');
    expect(localePath('fr', '/guide')).toBe('/guide');
    expect(localePath('en', '/guide')).toBe('/en/guide');
    expect(localePath('en', '/')).toBe('/en');
    expect(guidePath('calcul-montant-apl', 'fr')).toBe('/guide/calcul-montant-apl');
    expect(guidePath('how-apl-is-calculated', 'en')).toBe('/en/guide/how-apl-is-calculated');
  });

  it('tell the language of a path and of Astro’s current locale', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/guide/x')).toBe('en');
    expect(localeOfPath('/entreprise')).toBe('fr');
    expect(localeOfPath('/guide/x')).toBe('fr');
    expect(localeOf('en')).toBe('en');
    expect(localeOf(undefined)).toBe('fr');
    expect(localeOf('de')).toBe('fr');
    expect(otherLocale('fr')).toBe('en');
  });
});
