/** GET /api/admin/cities sorts on the server, across all pages (issue 30: the browser only holds one page). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { CityList } from './cities.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
});
afterAll(async () => {
  await t?.close();
});

/** The cities of each page of one row, in order. */
async function pages(query: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await t.request(`/api/admin/cities?pageSize=1&page=${page}&${query}`, { cookie: editor });
    expect(res.status).toBe(200);
    names.push(...((await res.json()) as CityList).items.map((c) => c.cityName));
  }
  return names;
}

describe('the city list sorted by the server', () => {
  it('orders every page, in both directions, each sort with its natural direction by default', async () => {
    expect(await pages('sort=name')).toEqual(['Grenoble', 'Lyon', 'Villeurbanne']);
    expect(await pages('sort=name&dir=desc')).toEqual(['Villeurbanne', 'Lyon', 'Grenoble']);
    expect(await pages('sort=population')).toEqual(['Lyon', 'Villeurbanne', 'Grenoble']);
    expect(await pages('sort=population&dir=asc')).toEqual(['Grenoble', 'Villeurbanne', 'Lyon']);
    expect(await pages('sort=department&dir=asc')).toEqual(['Grenoble', 'Lyon', 'Villeurbanne']);
  });

  it('refuses an unknown sort or direction in French (400)', async () => {
    for (const [query, message] of [
      ['sort=password', 'Tri inconnu'],
      ['sort=name&dir=sideways', 'Sens de tri inconnu'],
    ] as const) {
      const res = await t.request(`/api/admin/cities?${query}`, { cookie: editor });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
  });
});
