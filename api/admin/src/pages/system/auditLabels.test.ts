import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, actionLabel, detailsOf, ENTITY_LABELS, itemOf } from './auditLabels.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the audit log in words', () => {
  it('names an item that still exists, with the screen that shows it', () => {
    expect(
      itemOf({ entity: 'article', entityId: '12', target: { exists: true, label: 'Le loyer' } }),
    ).toEqual({
      text: 'Article « Le loyer »',
      to: '/articles/12/edit',
    });
    expect(itemOf({ entity: 'city_page', entityId: '3', target: { exists: true, label: 'Lyon' } })).toEqual({
      text: 'Page ville « Lyon »',
      to: '/cities/3/edit',
    });
    expect(
      itemOf({ entity: 'thematic_page', entityId: '5', target: { exists: true, label: 'APL 2025' } }).text,
    ).toBe('Guide « APL 2025 »');
  });

  it('says when the item is gone, and links nowhere', () => {
    expect(itemOf({ entity: 'media', entityId: '9', target: { exists: false, label: null } })).toEqual({
      text: 'Média n° 9 (supprimé)',
      to: null,
    });
  });

  it('names whole-site actions without an item', () => {
    expect(itemOf({ entity: 'site', entityId: null, target: null })).toEqual({ text: 'Site', to: null });
    expect(itemOf({ entity: 'database', entityId: null, target: null }).text).toBe('Base de données');
  });

  it('has a French name for every action and kind the server writes', () => {
    for (const a of [
      'create',
      'update',
      'delete',
      'publish',
      'restore',
      'publish-changes',
      'discard-pending',
      'preview-link.create',
      'preview-link.revoke',
    ])
      expect(actionLabel(a)).not.toBe(a);
    expect(Object.values(ACTION_LABELS).every((l) => /^[A-ZÉ]/.test(l))).toBe(true);
    for (const e of ['article', 'thematic_page', 'city_page', 'redirect', 'media', 'article_category', 'tag'])
      expect(ENTITY_LABELS[e]).toBeDefined();
  });

  it('writes the details in French units', () => {
    expect(plain(detailsOf({ mimeType: 'image/png', sizeBytes: 1_258_291, variants: 2 }))).toBe('1,2 Mo');
    expect(plain(detailsOf({ count: 1200 }))).toBe('1 200 éléments');
    expect(detailsOf({ roles: ['admin', 'editor'] })).toBe('rôles : administrateur, éditeur');
    expect(detailsOf({ fromPath: '/conseil/ancien', toPath: '/conseil/nouveau' })).toBe(
      '/conseil/ancien → /conseil/nouveau',
    );
    expect(detailsOf({ scheduleId: 4, action: 'publish', runAt: '2026-11-23T13:05:00Z' })).toBe(
      'publication · le 23 nov. 2026 à 14 h 05',
    );
    expect(detailsOf({ link: 7, hours: 24 })).toBe('lien n° 7 · valable 24 h');
    expect(detailsOf(null)).toBe('');
  });
});
