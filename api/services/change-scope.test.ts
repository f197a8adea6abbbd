import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db } from '../../db/client.ts';
import type { PublicationState } from '../../db/queries/admin-publishing.ts';
import { publishedAddresses } from '../../db/queries/builds.ts';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { type ItemChange, type ScopeLookups, scopeOfItemChange, storeLookups } from './change-scope.ts';

/** A store seen through the lookups: two categories of articles, three guides, cities near each other. */
const lookups: ScopeLookups = {
  state: async (kind, slug) =>
    kind === 'article' && slug === 'visale'
      ? { slug, published: true, listing: 'Visale', group: '1' }
      : kind === 'city' && slug === 'apl-vienne'
        ? { slug, published: true, listing: 'Vienne', group: '38544' }
        : null,
  articlesIn: async (ids) =>
    ids.flatMap((id) => (id === 1 ? ['visale', 'garant'] : id === 2 ? ['caution', 'loca-pass'] : [])),
  guides: async () => ['apl-etudiant', 'guide-apl-2025', 'calcul-montant-apl'],
  citiesShowing: async (insee) =>
    insee === '75056'
      ? { nearby: ['apl-boulogne-billancourt'], everywhere: true }
      : { nearby: ['apl-lyon', 'apl-villeurbanne'], everywhere: false },
};

const state = (slug: string, group: string | null, listing = 't', published = true): PublicationState => ({
  slug,
  published,
  listing,
  group,
});
const scope = (change: Omit<ItemChange, 'reason'>) =>
  scopeOfItemChange({ ...change, reason: 'test' }, lookups);

describe('scope of a change (the pages it rebuilds; those no longer published are removed)', () => {
  it('an edit in place that other pages do not show: its own page only', async () => {
    expect(
      await scope({
        kind: 'article',
        slug: 'visale',
        before: state('visale', '1'),
        after: state('visale', '1'),
      }),
    ).toEqual({ articles: ['visale'] });
    expect(
      await scope({
        kind: 'city',
        slug: 'apl-vienne',
        before: state('apl-vienne', '38544'),
        after: state('apl-vienne', '38544'),
      }),
    ).toEqual({ cities: ['apl-vienne'] });
    expect(
      await scope({
        kind: 'guide',
        slug: 'apl-etudiant',
        before: state('apl-etudiant', null),
        after: state('apl-etudiant', null),
      }),
    ).toEqual({ guides: ['apl-etudiant'] });
  });

  it('a new title shows in the lists: the articles of its category, every guide, the nearby cities', async () => {
    expect(
      await scope({
        kind: 'article',
        slug: 'visale',
        before: state('visale', '1', 'a'),
        after: state('visale', '1', 'b'),
      }),
    ).toEqual({ articles: ['visale', 'garant'] });
    expect(
      await scope({
        kind: 'guide',
        slug: 'apl-etudiant',
        before: state('apl-etudiant', null, 'a'),
        after: state('apl-etudiant', null, 'b'),
      }),
    ).toEqual({ guides: ['apl-etudiant', 'guide-apl-2025', 'calcul-montant-apl'] });
    expect(
      await scope({
        kind: 'city',
        slug: 'apl-vienne',
        before: state('apl-vienne', '38544', 'a'),
        after: state('apl-vienne', '38544', 'b'),
      }),
    ).toEqual({ cities: ['apl-vienne', 'apl-lyon', 'apl-villeurbanne'] });
  });

  it('an article moved to another category: the related articles of both', async () => {
    expect(
      await scope({
        kind: 'article',
        slug: 'visale',
        before: state('visale', '1'),
        after: state('visale', '2'),
      }),
    ).toEqual({ articles: ['visale', 'garant', 'caution', 'loca-pass'] });
  });

  it('a new item, published: its page and the pages that list it', async () => {
    expect(
      await scope({ kind: 'article', slug: 'nouveau', before: null, after: state('nouveau', '2') }),
    ).toEqual({
      articles: ['nouveau', 'caution', 'loca-pass'],
    });
  });

  it('a publication and an unpublication: the same pages (rendered, or removed when no longer published)', async () => {
    const draft = state('visale', '1', 't', false);
    const published = state('visale', '1');
    const expected = { articles: ['visale', 'garant'] };
    expect(await scope({ kind: 'article', slug: 'visale', before: draft, after: published })).toEqual(
      expected,
    );
    expect(await scope({ kind: 'article', slug: 'visale', before: published, after: draft })).toEqual(
      expected,
    );
  });

  it('a deletion: its last address and the pages that listed it', async () => {
    expect(
      await scope({ kind: 'city', slug: 'apl-vienne', before: state('apl-vienne', '38544'), after: null }),
    ).toEqual({ cities: ['apl-vienne', 'apl-lyon', 'apl-villeurbanne'] });
    expect(
      await scope({ kind: 'guide', slug: 'apl-etudiant', before: state('apl-etudiant', null), after: null }),
    ).toEqual({ guides: ['apl-etudiant', 'guide-apl-2025', 'calcul-montant-apl'] });
  });

  it('a rename: the old address (removed, or its redirect) and the new one, with the pages that list it', async () => {
    expect(
      await scope({
        kind: 'article',
        slug: 'visale-2',
        before: state('visale', '1'),
        after: state('visale-2', '1'),
      }),
    ).toEqual({ articles: ['visale-2', 'visale', 'garant'] });
  });

  it('a city page compared on every city page (one of the largest): the whole site', async () => {
    expect(
      await scope({ kind: 'city', slug: 'apl-paris', before: state('apl-paris', '75056'), after: null }),
    ).toBeNull();
  });

  it('a change known by its address only: taken as a change the lists may show', async () => {
    expect(await scope({ kind: 'article', slug: 'visale' })).toEqual({ articles: ['visale', 'garant'] });
    expect(await scope({ kind: 'city', slug: 'apl-vienne' })).toEqual({
      cities: ['apl-vienne', 'apl-lyon', 'apl-villeurbanne'],
    });
    // Gone from the store: its page is removed.
    expect(await scope({ kind: 'guide', slug: 'disparu' })).toEqual({ guides: ['disparu'] });
  });
});

describe('scope lookups on the store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'apl-scope-'));
  let store: TestStore;
  let db: Db;
  beforeAll(async () => {
    store = await testStore(dir);
    db = await prepareDatabase(store.target, () => {});
  }, 60_000);
  afterAll(async () => {
    await closeDb(db);
    await store.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds the city pages listing a city, and whether every city page compares itself with it', async () => {
    const real = storeLookups(db);
    const villeurbanne = await real.state('city', 'apl-villeurbanne');
    expect(villeurbanne?.published).toBe(true);
    const showing = await real.citiesShowing(villeurbanne?.group as string);
    expect(showing.nearby).toContain('apl-lyon');
    expect(showing.everywhere).toBe(false);
    const paris = await real.state('city', 'apl-paris');
    expect((await real.citiesShowing(paris?.group as string)).everywhere).toBe(true);
  });

  it('lists the published articles of a category and the published guides', async () => {
    const real = storeLookups(db);
    const { articles, guides } = await publishedAddresses(db);
    expect(await real.guides()).toEqual([...guides].sort());
    const withCategory = [];
    for (const slug of articles) {
      const s = await real.state('article', slug);
      if (s?.group) withCategory.push(s);
    }
    expect(withCategory.length).toBeGreaterThan(0);
    const first = withCategory[0] as PublicationState;
    expect(await real.articlesIn([Number(first.group)])).toContain(first.slug);
    expect(await real.articlesIn([])).toEqual([]);
  });
});
