import { describe, expect, it } from 'vitest';
import { brokenInternalLinks, internalLinks, type KnownSite, pathResolves, sitePathOf } from './links.ts';
import { readingLine, readingMinutes, words } from './reading.ts';

const site: KnownSite = {
  paths: new Set(['/', '/faq', '/conseil/loyer-charges', '/guide/apl-etudiant', '/apl-lyon', '/guide']),
  patterns: [/^\/v2\/simulateur\/[^/]+$/],
  unchecked: ['/api', '/media', '/admin', '/_astro'],
};

describe('internalLinks', () => {
  it('reads Markdown links, reference links and HTML anchors, with their text', () => {
    const md = [
      'Voir [le guide **étudiant**](/guide/apl-etudiant "titre") et [la FAQ](</faq>).',
      'Lire [cet article][art] puis [Lyon].',
      '',
      '[art]: /conseil/loyer-charges',
      '[lyon]: /apl-lyon',
      '<p>En HTML : <a class="x" href="/conseil/absent">un <em>lien</em></a></p>',
    ].join('\n');
    expect(internalLinks(md)).toEqual([
      { path: '/guide/apl-etudiant', text: 'le guide étudiant' },
      { path: '/faq', text: 'la FAQ' },
      { path: '/conseil/loyer-charges', text: 'cet article' },
      { path: '/apl-lyon', text: 'Lyon' },
      { path: '/conseil/absent', text: 'un lien' },
    ]);
  });

  it('leaves out images, code, external addresses and anchors, and reads each link once', () => {
    const md = [
      '![photo](/media/photo.jpg) [site](https://exemple.fr/x) [autre](//exemple.fr/y) [ancre](#haut)',
      '[mail](mailto:a@b.fr) `[code](/conseil/dans-du-code)`',
      '```md',
      '[bloc](/conseil/dans-un-bloc)',
      '```',
      '[deux fois](/faq) [deux fois](/faq)',
    ].join('\n');
    expect(internalLinks(md)).toEqual([{ path: '/faq', text: 'deux fois' }]);
  });

  it('compares the canonical path: query, fragment and trailing slash dropped, escapes decoded', () => {
    expect(sitePathOf('/guide/apl-etudiant/?utm=x#section')).toBe('/guide/apl-etudiant');
    expect(sitePathOf('/conseil/d%C3%A9m%C3%A9nager')).toBe('/conseil/déménager');
    expect(sitePathOf('/#top')).toBe('/');
    expect(sitePathOf('https://exemple.fr/')).toBeNull();
    expect(sitePathOf('//exemple.fr')).toBeNull();
  });
});

describe('brokenInternalLinks', () => {
  it('reports the links to no page, and only them', () => {
    const md = [
      '[ok](/guide/apl-etudiant/) [absent](/conseil/xyz) [étape](/v2/simulateur/logement)',
      '[ancien guide](/thematiques/apl-etudiant) [ancien absent](/thematiques/rien)',
      '[fichier](/media/guide.pdf) [accueil](/) [ville inconnue](/apl-nulle-part)',
      '<a href="/guide/supprime">supprimé</a>',
    ].join('\n');
    expect(brokenInternalLinks(md, site)).toEqual([
      { path: '/conseil/xyz', text: 'absent' },
      { path: '/thematiques/rien', text: 'ancien absent' },
      { path: '/apl-nulle-part', text: 'ville inconnue' },
      { path: '/guide/supprime', text: 'supprimé' },
    ]);
  });

  it('resolves a redirect source once it is among the known paths', () => {
    expect(pathResolves('/ancienne-adresse', site)).toBe(false);
    const withRedirect = { ...site, paths: new Set([...site.paths, '/ancienne-adresse']) };
    expect(pathResolves('/ancienne-adresse', withRedirect)).toBe(true);
  });
});

describe('reading', () => {
  it('counts the words without the Markdown syntax and reads 220 words a minute', () => {
    expect(words('## Le **loyer** et les _charges_ — l’aide')).toBe(6);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1320)).toBe(6);
    expect(readingLine('un')).toBe('1 mot · 1 min de lecture');
    expect(readingLine(Array.from({ length: 1234 }, () => 'mot').join(' '))).toBe(
      '1 234 mots · 6 min de lecture',
    );
  });
});
