import { describe, expect, it } from 'vitest';
import { EMBED_BASE, embedSnippet, embedUrl, isEmbedPath, readVille } from './embed.ts';

describe('the embedded simulator', () => {
  it('matches its own addresses only, by path segment', () => {
    for (const path of [EMBED_BASE, `${EMBED_BASE}/email`, `${EMBED_BASE}/resultats`])
      expect(isEmbedPath(path), path).toBe(true);
    for (const path of [
      '/integrer/simulateurs',
      '/integrer/simulateur-bis/email',
      '/integrer-le-simulateur',
      '/v2/simulateur/email',
      '/admin',
      '/',
    ])
      expect(isEmbedPath(path), path).toBe(false);
  });

  it('reads `ville` as an INSEE code or a city page slug, and ignores anything else', () => {
    expect(readVille('?ville=69123')).toEqual({ kind: 'insee', code: '69123' });
    expect(readVille('?ville=2a004')).toEqual({ kind: 'insee', code: '2A004' });
    expect(readVille('?ville=Saint-Etienne')).toEqual({ kind: 'slug', slug: 'saint-etienne' });
    expect(readVille(new URLSearchParams({ ville: 'apl-saint-denis-93' }))).toEqual({
      kind: 'slug',
      slug: 'apl-saint-denis-93',
    });
    for (const bad of [
      '',
      '?ville=',
      '?ville=%3Cscript%3E',
      '?ville=lyon%2F..',
      '?ville=a--b',
      `?ville=${'a'.repeat(121)}`,
    ])
      expect(readVille(bad), bad).toBeNull();
  });

  it('gives the snippet on the canonical origin, the city encoded in its address', () => {
    expect(embedUrl('https://www.apl-simulateur.fr')).toBe(
      'https://www.apl-simulateur.fr/integrer/simulateur',
    );
    const src = embedUrl(new URL('https://www.apl-simulateur.fr/'), 'lyon" onload="x');
    expect(src).toBe('https://www.apl-simulateur.fr/integrer/simulateur?ville=lyon%22+onload%3D%22x');
    expect(embedSnippet(embedUrl('https://www.apl-simulateur.fr', 'lyon'))).toBe(
      '<iframe src="https://www.apl-simulateur.fr/integrer/simulateur?ville=lyon" title="Simulateur APL" loading="lazy" style="width:100%;min-height:640px;border:0"></iframe>',
    );
  });
});
