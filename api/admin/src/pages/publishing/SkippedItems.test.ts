import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editPath } from './SkippedItems.tsx';

describe('an item left out of a build links to the screen where it is fixed', () => {
  it('article, guide, city page and redirect, each to a route of the back-office', () => {
    const paths = [
      editPath({ kind: 'article', id: 3, path: '/conseil/x', cause: 'c' }),
      editPath({ kind: 'guide', id: 4, path: '/guide/x', cause: 'c' }),
      editPath({ kind: 'city', id: 5, path: '/apl-x', cause: 'c' }),
      editPath({ kind: 'redirect', path: '/x', cause: 'c' }),
    ];
    expect(paths).toEqual(['/articles/3/edit', '/thematiques/4/edit', '/cities/5/edit', '/redirections']);
    // Each is a route the back-office declares (router.tsx, under /admin).
    const router = readFileSync(new URL('../../router.tsx', import.meta.url), 'utf8');
    for (const path of paths)
      expect(router).toContain(`path: '${(path ?? '').slice(1).replace(/\/\d+\//, '/:id/')}'`);
  });

  it('an item without a screen (the site FAQ) or without a number has no link', () => {
    expect(editPath({ kind: 'faq', id: 1, path: '/faq', cause: 'c' })).toBeNull();
    expect(editPath({ kind: 'article', id: null, path: '/conseil/x', cause: 'c' })).toBeNull();
  });
});
