import { describe, expect, it } from 'vitest';
import { presenceItemOf } from '../../hooks/usePresence.ts';
import { namesText } from './PresenceBanner.tsx';

describe('presence in the editors', () => {
  it('finds the item of an editor’s API path, and none for a new item or another path', () => {
    expect(presenceItemOf('/api/admin/articles/12')).toEqual({ kind: 'article', id: 12 });
    expect(presenceItemOf('/api/admin/thematiques/3')).toEqual({ kind: 'guide', id: 3 });
    expect(presenceItemOf('/api/admin/cities/7')).toEqual({ kind: 'city', id: 7 });
    expect(presenceItemOf(null)).toBeNull();
    expect(presenceItemOf('/api/admin/users/7')).toBeNull();
    expect(presenceItemOf('/api/admin/articles/12/revisions')).toBeNull();
  });

  it('names the other editors in French', () => {
    expect(namesText(['Camille Martin'])).toBe('Camille Martin');
    expect(namesText(['Camille Martin', 'Dominique Bernard'])).toBe('Camille Martin et Dominique Bernard');
    expect(namesText(['A', 'B', 'C'])).toBe('A, B et C');
  });
});
