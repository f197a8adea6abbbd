/** Content and visitors' data through the admin API: validation in French, privacy of e-mails, CSV, never a 500. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../../db/dialect.ts';
import {
  articleCategories,
  articles,
  cityPages,
  cityProximityLinks,
  simulationSessions,
  simulationSteps,
  thematicPages,
} from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { seoScore } from './guide-score.ts';
import { csvField } from './simulations.ts';

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  await t.db.insert(simulationSessions).values([
    {
      id: 'aaa-1',
      email: 'camille@example.fr',
      postalCode: '69001',
      inseeCode: '69123',
      zone: 2,
      currentStep: 12,
      isComplete: true,
      montantFinal: 210,
      isEligible: true,
      formData: { email: 'camille@example.fr', rent: 500 },
      finalResult: { montantFinal: 210, isEligible: true, steps: [] },
    },
    {
      id: 'bbb-2',
      email: '=cmd@example.fr',
      postalCode: '38000',
      zone: 2,
      currentStep: 4,
      formData: { rent: 700 },
    },
    {
      id: 'ccc-3',
      version: 'v1',
      postalCode: '75001',
      zone: 1,
      currentStep: 12,
      isComplete: true,
      montantFinal: 0,
      isEligible: false,
      formData: {},
    },
  ]);
  await t.db.insert(simulationSteps).values({
    sessionId: 'aaa-1',
    stepNumber: 1,
    stepName: 'email',
    stepData: { email: 'camille@example.fr' },
  });
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

describe('articles', () => {
  it('creates, previews and publishes an article; a taken slug is a French field error', async () => {
    const created = await t.request('/api/admin/articles', {
      method: 'POST',
      cookie: editor,
      json: { title: 'Étudiant : l’APL en 2026', content: '## Bonjour\n\n<script>alert(1)</script>Texte' },
    });
    expect(created.status).toBe(201);
    const a = await json<{ id: number; slug: string; status: string }>(created);
    expect(a).toMatchObject({ slug: 'etudiant-l-apl-en-2026', status: 'draft' });
    const preview = await json<{ html: string }>(
      await t.request('/api/admin/preview', {
        method: 'POST',
        cookie: editor,
        json: { markdown: '## Bonjour\n\n<script>alert(1)</script>Texte' },
      }),
    );
    expect(preview.html).toContain('<h2>Bonjour</h2>');
    expect(preview.html).not.toContain('<script');
    const figures = await json<{ html: string; unknownFigures: string[]; figures: string[] }>(
      await t.request('/api/admin/preview', {
        method: 'POST',
        cookie: editor,
        json: { markdown: 'Âge : {{ageMaxEtudiant}} ; {{chiffreInconnu}}' },
      }),
    );
    expect(figures.figures).toContain('ageMaxEtudiant');
    expect(figures.html).not.toContain('{{ageMaxEtudiant}}');
    expect(figures.unknownFigures).toEqual(['chiffreInconnu']);
    const published = await json<{ status: string; publishedAt: string }>(
      await t.request(`/api/admin/articles/${a.id}/publish`, { method: 'POST', cookie: editor }),
    );
    expect(published.status).toBe('published');
    expect(published.publishedAt).toMatch(/^\d{4}-/);
    const clash = await t.request('/api/admin/articles', {
      method: 'POST',
      cookie: editor,
      json: { title: 'Autre', slug: a.slug },
    });
    expect(clash.status).toBe(400);
    expect(await clash.json()).toMatchObject({
      fieldErrors: { slug: ['Cette adresse est déjà utilisée par un autre article'] },
    });
  });

  it('draws an address from the title as the site draws city addresses (œ → oe)', async () => {
    for (const [path, table, body] of [
      ['/api/admin/articles', articles, { title: 'Les cœurs de ville' }],
      [
        '/api/admin/thematiques',
        thematicPages,
        { title: 'Les cœurs de ville', themeCategory: 'guide', status: 'draft' },
      ],
      ['/api/admin/categories', articleCategories, { name: 'Les cœurs de ville' }],
    ] as const) {
      const res = await t.request(path, { method: 'POST', cookie: editor, json: body });
      expect(res.status).toBe(201);
      const { id } = await json<{ id: number }>(res);
      const row = await first(t.db.select({ slug: table.slug }).from(table).where(eq(table.id, id)));
      expect(row?.slug).toBe('les-coeurs-de-ville');
    }
  });

  it('answers bad input with 400 and French field errors, unknown ids with 404, never 500', async () => {
    const cases: Array<[string, RequestInit & { json?: unknown }, number]> = [
      ['/api/admin/articles', { method: 'POST', json: { title: '' } }, 400],
      ['/api/admin/articles', { method: 'POST', json: { title: 'x'.repeat(300) } }, 400],
      ['/api/admin/articles', { method: 'POST', json: { title: 'Ok', categoryId: 999 } }, 400],
      [
        '/api/admin/articles',
        { method: 'POST', body: 'pas du json', headers: { 'content-type': 'application/json' } },
        400,
      ],
      ['/api/admin/articles/abc', { method: 'GET' }, 400],
      ['/api/admin/articles/99999', { method: 'GET' }, 404],
      ['/api/admin/articles/99999', { method: 'PUT', json: { title: 'x', version: 1 } }, 404],
      [
        '/api/admin/cities/99999',
        { method: 'PUT', json: { slug: 'apl-x', status: 'draft', version: 1 } },
        404,
      ],
      [
        '/api/admin/cities/1',
        { method: 'PUT', json: { slug: 'lyon', status: 'published', populationEtudiante: -3 } },
        400,
      ],
      ['/api/admin/cities/1', { method: 'PUT', json: { slug: 'apl-zone-1', status: 'published' } }, 400],
      [
        '/api/admin/thematiques',
        { method: 'POST', json: { title: 'x', themeCategory: 'inconnue', status: 'draft' } },
        400,
      ],
      ['/api/admin/simulations/query', { method: 'POST', json: { from: '2026-13-45x' } }, 400],
      ['/api/admin/simulations/pas%20valide', { method: 'GET' }, 400],
      ['/api/admin/nimporte-quoi', { method: 'GET' }, 404],
      ['/api/admin/users/inconnu/roles', { method: 'PUT', json: { roles: ['admin'] } }, 404],
      ['/api/admin/users/x/roles', { method: 'PUT', json: { roles: ['superadmin'] } }, 400],
      ['/api/admin/stats?days=0', { method: 'GET' }, 400],
    ];
    for (const [path, init, status] of cases) {
      const res = await t.request(path, { ...init, cookie: admin });
      expect(res.status, `${init.method} ${path}`).toBe(status);
      const body = await json<{ success: boolean; error: string }>(res);
      expect(body.success).toBe(false);
      expect(body.error.length).toBeGreaterThan(0);
    }
    const bad = await json<{ fieldErrors: Record<string, string[]> }>(
      await t.request('/api/admin/cities/1', {
        method: 'PUT',
        cookie: admin,
        json: { slug: 'lyon', status: 'published', populationEtudiante: -3 },
      }),
    );
    expect(bad.fieldErrors.slug?.[0]).toMatch(/^L'adresse doit commencer par « apl- »/);
    expect(bad.fieldErrors.populationEtudiante).toEqual(['Nombre d’étudiants : pas de valeur négative']);
  });
});

describe('cities', () => {
  it('saves an editor’s content, CAF contact, student count and FAQ', async () => {
    const { version } = await json<{ version: number }>(
      await t.request('/api/admin/cities/1', { cookie: editor }),
    );
    const saved = await t.request('/api/admin/cities/1', {
      method: 'PUT',
      cookie: editor,
      json: {
        slug: 'apl-lyon',
        status: 'published',
        content: '<p>Lyon accueille de nombreux étudiants.</p>',
        populationEtudiante: 170000,
        featuredUniversities: ['Université Lyon 1'],
        cafContact: { address: '67 boulevard Vivier-Merle, Lyon', phone: '3230', hours: '', url: '' },
        faq: [{ question: 'Quelle zone ?', answer: 'Zone 2.' }],
        version,
      },
    });
    expect(saved.status).toBe(200);
    // The page is live: the save is pending until « Publier les modifications ».
    const res = await t.request('/api/admin/cities/1/publish-changes', {
      method: 'POST',
      cookie: editor,
      json: { version: version + 1 },
    });
    expect(res.status).toBe(200);
    const city = await json<{
      populationEtudiante: number;
      cafContact: Record<string, string>;
      faq: unknown[];
    }>(res);
    expect(city.populationEtudiante).toBe(170000);
    expect(city.cafContact).toEqual({ address: '67 boulevard Vivier-Merle, Lyon', phone: '3230' });
    expect(city.faq).toHaveLength(1);
  });

  it('writes the batch SEO of the cities that fit and refuses only the others, saying why', async () => {
    const [page] = await t.db.select({ id: cityPages.id }).from(cityPages).limit(1);
    const id = page?.id as number;
    const tooLong = `APL ${'Saint-Rémy-de-Provence-sur-Mer '.repeat(2)}{{annee}} : simulation`;
    const res = await t.request('/api/admin/cities/batch-seo', {
      method: 'POST',
      cookie: editor,
      json: {
        items: [
          { id, metaTitle: 'APL {{annee}} : simulation', metaDescription: 'Votre aide en {{annee}}.' },
          { id: 99_999, metaTitle: 'APL', metaDescription: null },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      updated: 1,
      refused: [{ id: 99_999, reasons: ['Ville introuvable.'] }],
    });
    // The year stays the build's figure: a title written in 2026 says 2027 once rebuilt in 2027.
    const [stored] = await t.db.select().from(cityPages).where(eq(cityPages.id, id));
    expect(stored?.metaTitle).toBe('APL {{annee}} : simulation');
    // Every item refused: nothing written, 400 with each city's reason.
    const refused = await t.request('/api/admin/cities/batch-seo', {
      method: 'POST',
      cookie: editor,
      json: { items: [{ id, metaTitle: tooLong, metaDescription: null }] },
    });
    expect(refused.status).toBe(400);
    const body = await json<{ error: string; fieldErrors: Record<string, string[]> }>(refused);
    expect(body.fieldErrors[`ville.${id}`]).toEqual([
      'Le titre SEO : 70 caractères au plus (83 avec l’année)',
    ]);
    const [after] = await t.db.select().from(cityPages).where(eq(cityPages.id, id));
    expect(after?.metaTitle).toBe('APL {{annee}} : simulation');
  });

  it('creates pages for communes that have none, with unique slugs and nearby links', async () => {
    const candidates = await json<{ items: Array<{ inseeCode: string }> }>(
      await t.request('/api/admin/city-generator/candidates?minPopulation=0', { cookie: editor }),
    );
    expect(candidates.items.map((c) => c.inseeCode)).toEqual(['69029']);
    const res = await t.request('/api/admin/city-generator', {
      method: 'POST',
      cookie: editor,
      json: { inseeCodes: ['69029'] },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ created: [{ slug: 'apl-bron', cityName: 'Bron' }] });
    const again = await t.request('/api/admin/city-generator', {
      method: 'POST',
      cookie: editor,
      json: { inseeCodes: ['69029'] },
    });
    expect(again.status).toBe(400);
    const links = await first(
      t.db
        .select({ n: count() })
        .from(cityProximityLinks)
        .where(eq(cityProximityLinks.sourceCityInsee, '69029')),
    );
    expect(links?.n).toBe(3);
  });
});

describe("visitors' e-mails", () => {
  it('are shown to admins and searchable by them', async () => {
    const res = await json<{ total: number; items: Array<{ email: string }> }>(
      await t.request('/api/admin/simulations/query', {
        method: 'POST',
        cookie: admin,
        json: { q: 'camille@' },
      }),
    );
    expect(res.total).toBe(1);
    expect(res.items[0]?.email).toBe('camille@example.fr');
  });

  it('are masked for editors, everywhere, and an editor cannot look a visitor up by e-mail', async () => {
    const search = await json<{ total: number }>(
      await t.request('/api/admin/simulations/query', {
        method: 'POST',
        cookie: editor,
        json: { q: 'camille' },
      }),
    );
    expect(search.total).toBe(0);
    const list = await t.request('/api/admin/simulations/query', {
      method: 'POST',
      cookie: editor,
      json: {},
    });
    const detail = await t.request('/api/admin/simulations/aaa-1', { cookie: editor });
    const dashboard = await t.request('/api/admin/dashboard', { cookie: editor });
    for (const res of [list, detail, dashboard]) expect(await res.text()).not.toContain('@example.fr');
  });

  it('filter by version and completion', async () => {
    const v1 = await json<{ items: Array<{ id: string }> }>(
      await t.request('/api/admin/simulations/query', {
        method: 'POST',
        cookie: admin,
        json: { version: 'v1' },
      }),
    );
    expect(v1.items.map((i) => i.id)).toEqual(['ccc-3']);
    const open = await json<{ items: Array<{ id: string }> }>(
      await t.request('/api/admin/simulations/query', {
        method: 'POST',
        cookie: admin,
        json: { status: 'incomplete' },
      }),
    );
    expect(open.items.map((i) => i.id)).toEqual(['bbb-2']);
  });

  it('export as CSV for admins, with formulas neutralised', async () => {
    const res = await t.request('/api/admin/simulations/export', { method: 'POST', cookie: admin, json: {} });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id;version;email;createdAt;completedAt;currentStep;isComplete;postalCode;inseeCode;zone;montantFinal;isEligible;sessionDuration',
    );
    expect(lines).toHaveLength(4);
    expect(text).toContain("'=cmd@example.fr");
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('+33 6')).toBe("'+33 6");
  });
});

describe('users', () => {
  it('lists accounts with their roles and last activity', async () => {
    const res = await json<{ items: Array<{ email: string; roles: string[]; lastSeen: string | null }> }>(
      await t.request('/api/admin/users', { cookie: admin }),
    );
    expect(res.items.map((u) => [u.email, u.roles])).toEqual([
      ['admin@example.fr', ['admin']],
      ['editrice@example.fr', ['editor']],
    ]);
    expect(res.items[0]?.lastSeen).toMatch(/^\d{4}-/);
  });

  it('an admin cannot remove their own admin role', async () => {
    const me = await json<{ user: { id: string } }>(await t.request('/api/admin/session', { cookie: admin }));
    const res = await t.request(`/api/admin/users/${me.user.id}/roles`, {
      method: 'PUT',
      cookie: admin,
      json: { roles: ['editor'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fieldErrors: { roles: ['Vous ne pouvez pas retirer votre propre rôle administrateur'] },
    });
  });
});

describe('thematic pages', () => {
  it('score SEO with visible rules, and flag broken internal links', async () => {
    expect(
      seoScore({
        title: 'Court',
        metaTitle: null,
        metaDescription: null,
        content: '',
        faq: [],
        targetKeywords: [],
        h1Title: null,
      }),
    ).toBe(0);
    const created = await t.request('/api/admin/thematiques', {
      method: 'POST',
      cookie: editor,
      json: {
        title: 'Calcul de l’APL',
        themeCategory: 'calcul',
        status: 'published',
        content: 'Voir [le guide](/guide/inexistant) et [Lyon](/apl-lyon).',
      },
    });
    expect(created.status).toBe(201);
    const links = await json<{ items: Array<{ slug: string; broken: string[] }> }>(
      await t.request('/api/admin/thematiques/links', { cookie: editor }),
    );
    expect(links.items.find((i) => i.slug === 'calcul-de-l-apl')?.broken).toEqual(['/guide/inexistant']);
  });
});

describe('publishing', () => {
  it('refuses rebuild and rollback without a back-office role, and says when there is nothing to roll back to', async () => {
    const visitor = (await t.signIn('lecteur@example.fr', [])).cookie;
    for (const path of ['/api/admin/ssg/rebuild', '/api/admin/ssg/rollback']) {
      expect((await t.request(path, { method: 'POST', json: {} })).status).toBe(401);
      expect((await t.request(path, { method: 'POST', json: {}, cookie: visitor })).status).toBe(403);
    }
    const res = await t.request('/api/admin/ssg/rollback', { method: 'POST', json: {}, cookie: admin });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Aucune build précédente à restaurer' });
  });

  it("refuses an editor's rollback of the whole site (issue 26): only an admin puts the previous build back", async () => {
    const res = await t.request('/api/admin/ssg/rollback', { method: 'POST', json: {}, cookie: editor });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
