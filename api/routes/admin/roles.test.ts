/**
 * Every admin endpoint, for each role: anonymous → 401, editor → 403 where admin-only (else allowed),
 * admin → 2xx. Resources that an endpoint needs are created first, so a 404 never hides a missing check.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../../db/dialect.ts';
import { STORE_KIND } from '../../../db/store-kind.ts';
import {
  articleCategories,
  articles,
  auditLog,
  cityPages,
  contactMessages,
  emailLogs,
  emailTemplates,
  simulationSessions,
  simulationSteps,
  tags,
  thematicPages,
  user,
} from '../../../db/tables.ts';
import { SERIES_IRL } from '../../../src/core/apl/parameters/edition/index.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import { ensureEmailTemplates } from '../../services/result-email.ts';

let t: TestApp;
let admin: string;
let editor: string;
let visitor: string;
let extraUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  visitor = (await t.signIn('visiteur@example.fr', [])).cookie;
  extraUserId = (await t.signIn('autre@example.fr', ['editor'])).id;
  const { db } = t;
  await db.insert(articleCategories).values({ slug: 'droits', name: 'Droits' });
  await db.insert(tags).values({ slug: 'etudiant', name: 'étudiant' });
  await db.insert(thematicPages).values({ slug: 'guide-apl', title: 'Guide APL', content: 'Texte' });
  await db
    .insert(contactMessages)
    .values({ name: 'Camille', email: 'camille@example.fr', subject: 'Question', message: 'Bonjour' });
  await ensureEmailTemplates(db);
  await db.insert(emailTemplates).values({
    key: 'resultats',
    name: 'Résultats',
    subject: 'Votre APL',
    html: '<p>{{firstName}}</p>',
    text: '{{firstName}}',
  });
  await db.insert(emailLogs).values({
    templateKey: 'resultats',
    recipient: 'camille@example.fr',
    subject: 'Votre APL',
    status: 'outbox',
    html: '<p>x</p>',
  });
  await db.insert(simulationSessions).values({
    id: 'session-1',
    email: 'camille@example.fr',
    postalCode: '69001',
    inseeCode: '69123',
    zone: 2,
    currentStep: 12,
    isComplete: true,
    montantFinal: 210,
    isEligible: true,
    formData: { email: 'camille@example.fr', rent: 500 },
  });
  await db.insert(simulationSteps).values({
    sessionId: 'session-1',
    stepNumber: 1,
    stepName: 'email',
    stepData: { email: 'camille@example.fr' },
  });
}, 60_000);

afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; json?: unknown };
/** `call` may first create what the endpoint needs (an article), hence a promise. */
type Endpoint = {
  name: string;
  adminOnly: boolean;
  /** Only SQLite has this feature: on PostgreSQL the endpoint answers 409 SAUVEGARDE_EXTERNE to an admin. */
  sqliteOnly?: boolean;
  call: () => Call | Promise<Call>;
};

let counter = 0;
const fresh = () => ++counter;
const newArticle = async () =>
  (
    await first(
      t.db
        .insert(articles)
        .values({ slug: `a-${fresh()}`, title: 'Article' })
        .returning({ id: articles.id }),
    )
  )?.id;

/** A fictitious + 1 % IRL revaluation, with one source for each series the IRL indexes. */
const scaleDraft = {
  effectiveDate: '2026-12-01',
  tauxIrl: 1,
  sources: Object.fromEntries(
    Object.keys(SERIES_IRL).map((cle) => [
      cle,
      { titre: 'Arrêté fictif', url: 'https://www.legifrance.gouv.fr/' },
    ]),
  ),
};

const ENDPOINTS: Endpoint[] = [
  { name: 'session', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/session' }) },
  { name: 'dashboard', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/dashboard' }) },
  { name: 'stats', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/stats?days=7' }) },
  {
    name: 'stats/sources',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/stats/sources' }),
  },
  { name: 'articles list', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/articles' }) },
  {
    name: 'article get',
    adminOnly: false,
    call: async () => ({ method: 'GET', path: `/api/admin/articles/${await newArticle()}` }),
  },
  {
    name: 'article create',
    adminOnly: false,
    call: () => ({
      method: 'POST',
      path: '/api/admin/articles',
      json: { title: `Nouvel article ${fresh()}` },
    }),
  },
  {
    name: 'article update',
    adminOnly: false,
    call: async () => ({
      method: 'PUT',
      path: `/api/admin/articles/${await newArticle()}`,
      json: { title: `Titre ${fresh()}`, version: 1 },
    }),
  },
  {
    name: 'article revisions',
    adminOnly: false,
    call: async () => ({ method: 'GET', path: `/api/admin/articles/${await newArticle()}/revisions` }),
  },
  {
    name: 'article schedule',
    adminOnly: false,
    call: async () => ({
      method: 'POST',
      path: `/api/admin/articles/${await newArticle()}/schedules`,
      json: { action: 'publish', runAt: '2031-01-01T08:00:00Z' },
    }),
  },
  {
    name: 'article publish',
    adminOnly: false,
    call: async () => ({ method: 'POST', path: `/api/admin/articles/${await newArticle()}/publish` }),
  },
  {
    name: 'article unpublish',
    adminOnly: false,
    call: async () => ({ method: 'POST', path: `/api/admin/articles/${await newArticle()}/unpublish` }),
  },
  {
    name: 'article delete',
    adminOnly: false,
    call: async () => ({ method: 'DELETE', path: `/api/admin/articles/${await newArticle()}` }),
  },
  {
    name: 'preview',
    adminOnly: false,
    call: () => ({ method: 'POST', path: '/api/admin/preview', json: { markdown: '# Titre' } }),
  },
  { name: 'categories', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/categories' }) },
  {
    name: 'category create',
    adminOnly: false,
    call: () => ({ method: 'POST', path: '/api/admin/categories', json: { name: `Catégorie ${fresh()}` } }),
  },
  { name: 'tags', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/tags' }) },
  {
    name: 'tag create',
    adminOnly: false,
    call: () => ({ method: 'POST', path: '/api/admin/tags', json: { name: `Étiquette ${fresh()}` } }),
  },
  { name: 'media list', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/media' }) },
  {
    name: 'simulations query',
    adminOnly: false,
    call: () => ({ method: 'POST', path: '/api/admin/simulations/query', json: {} }),
  },
  {
    name: 'simulation detail',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/simulations/session-1' }),
  },
  {
    name: 'simulations export',
    adminOnly: true,
    call: () => ({ method: 'POST', path: '/api/admin/simulations/export', json: {} }),
  },
  { name: 'cities', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/cities' }) },
  { name: 'city get', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/cities/1' }) },
  {
    name: 'city update',
    adminOnly: false,
    call: async () => ({
      method: 'PUT',
      path: '/api/admin/cities/2',
      json: {
        slug: 'apl-villeurbanne',
        status: 'published',
        populationEtudiante: fresh(),
        version: (
          await first(t.db.select({ v: cityPages.version }).from(cityPages).where(eq(cityPages.id, 2)))
        )?.v,
      },
    }),
  },
  {
    name: 'city unpublish',
    adminOnly: false,
    call: () => ({ method: 'POST', path: '/api/admin/cities/3/unpublish' }),
  },
  {
    name: 'cities batch-seo',
    adminOnly: false,
    call: () => ({
      method: 'POST',
      path: '/api/admin/cities/batch-seo',
      json: {
        items: [{ id: 3, metaTitle: 'APL Grenoble', metaDescription: 'Simulez votre APL à Grenoble.' }],
      },
    }),
  },
  {
    name: 'route health',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/cities/route-health' }),
  },
  {
    name: 'generator candidates',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/city-generator/candidates?minPopulation=0' }),
  },
  {
    name: 'thematiques',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/thematiques?status=all' }),
  },
  {
    name: 'thematique get',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/thematiques/1' }),
  },
  {
    name: 'thematique create',
    adminOnly: false,
    call: () => ({
      method: 'POST',
      path: '/api/admin/thematiques',
      json: { title: `Guide ${fresh()}`, themeCategory: 'guide', status: 'draft' },
    }),
  },
  {
    name: 'thematiques categories',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/thematiques/categories' }),
  },
  {
    name: 'thematiques analytics',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/thematiques/analytics' }),
  },
  {
    name: 'thematiques links',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/thematiques/links' }),
  },
  {
    name: 'email templates',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/email/templates' }),
  },
  {
    name: 'email template get',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/email/templates/resultats' }),
  },
  {
    name: 'email template put',
    adminOnly: false,
    call: () => ({
      method: 'PUT',
      path: '/api/admin/email/templates/apl-results',
      json: { name: 'Résultats', subject: 'Votre APL', blocks: { hello: 'Bonjour' } },
    }),
  },
  {
    name: 'email template structure put',
    adminOnly: true,
    call: () => ({
      method: 'PUT',
      path: '/api/admin/email/templates/apl-results/structure',
      json: { html: '<p>{{bloc:hello}} {{prenom}}</p>', text: '{{bloc:hello}} {{prenom}}' },
    }),
  },
  {
    name: 'email preview',
    adminOnly: false,
    call: () => ({
      method: 'POST',
      path: '/api/admin/email/preview',
      json: { key: 'apl-results', subject: 'S', blocks: {}, html: '<p>{{prenom}}</p>', text: 'T' },
    }),
  },
  { name: 'email logs', adminOnly: true, call: () => ({ method: 'GET', path: '/api/admin/email/logs' }) },
  {
    name: 'email log get',
    adminOnly: true,
    call: () => ({ method: 'GET', path: '/api/admin/email/logs/1' }),
  },
  {
    name: 'contact messages',
    adminOnly: true,
    call: () => ({ method: 'GET', path: '/api/admin/contact/messages' }),
  },
  {
    name: 'contact message get',
    adminOnly: true,
    call: () => ({ method: 'GET', path: '/api/admin/contact/messages/1' }),
  },
  {
    name: 'contact message status',
    adminOnly: true,
    call: () => ({
      method: 'POST',
      path: '/api/admin/contact/messages/1/status',
      json: { status: 'handled' },
    }),
  },
  { name: 'users', adminOnly: true, call: () => ({ method: 'GET', path: '/api/admin/users' }) },
  {
    name: 'user create',
    adminOnly: true,
    call: () => ({
      method: 'POST',
      path: '/api/admin/users',
      json: {
        name: 'Nouvel',
        email: `nouvel${fresh()}@example.fr`,
        password: 'un-mot-de-passe-long',
        roles: ['editor'],
      },
    }),
  },
  {
    name: 'user roles',
    adminOnly: true,
    call: () => ({
      method: 'PUT',
      path: `/api/admin/users/${extraUserId}/roles`,
      json: { roles: ['editor'] },
    }),
  },
  { name: 'audit', adminOnly: true, call: () => ({ method: 'GET', path: '/api/admin/audit' }) },
  { name: 'ssg', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/ssg' }) },
  { name: 'ssg status', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/ssg/status' }) },
  { name: 'parameters', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/parameters' }) },
  { name: 'scales', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/scales' }) },
  { name: 'scale', adminOnly: false, call: () => ({ method: 'GET', path: '/api/admin/scales/1' }) },
  {
    name: 'scale prefill',
    adminOnly: false,
    call: () => ({ method: 'GET', path: '/api/admin/scales/prefill?date=2026-12-01&taux=1' }),
  },
  {
    name: 'scale preview',
    adminOnly: false,
    call: () => ({ method: 'POST', path: '/api/admin/scales/1/preview', json: {} }),
  },
  {
    name: 'scale draft',
    adminOnly: true,
    call: () => ({ method: 'POST', path: '/api/admin/scales', json: scaleDraft }),
  },
  { name: 'security', adminOnly: true, call: () => ({ method: 'GET', path: '/api/admin/security' }) },
  { name: 'system', adminOnly: true, call: () => ({ method: 'GET', path: '/api/admin/system' }) },
  {
    name: 'backup',
    adminOnly: true,
    // Downloading a copy of the store exists only on SQLite (its file); on PostgreSQL the admin is told to
    // use pg_dump or the provider's snapshots instead (409 SAUVEGARDE_EXTERNE).
    sqliteOnly: true,
    call: () => ({ method: 'GET', path: '/api/admin/system/backup' }),
  },
];

const send = async (pending: Call | Promise<Call>, cookie?: string) => {
  const call = await pending;
  return t.request(call.path, { method: call.method, json: call.json, cookie });
};

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('answers 401 to an anonymous visitor', async () => {
    const res = await send(endpoint.call());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: 'NON_CONNECTE' });
  });

  it('answers 403 to a signed-in account without a back-office role', async () => {
    const res = await send(endpoint.call(), visitor);
    expect(res.status).toBe(403);
  });

  it(endpoint.adminOnly ? 'answers 403 to an editor' : 'is open to an editor', async () => {
    const res = await send(endpoint.call(), editor);
    if (endpoint.adminOnly) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'INTERDIT' });
    } else expect(res.status, await res.clone().text()).toBeLessThan(300);
  });

  it('is open to an admin', async () => {
    const res = await send(endpoint.call(), admin);
    if (endpoint.sqliteOnly && STORE_KIND === 'postgres') {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ success: false, code: 'SAUVEGARDE_EXTERNE' });
    } else expect(res.status, await res.clone().text()).toBeLessThan(300);
  });
});

describe('audit log', () => {
  it('records every write with who, what and when, and never an e-mail address', async () => {
    const rows = await t.db
      .select({
        userId: auditLog.userId,
        action: auditLog.action,
        entity: auditLog.entity,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog);
    const writes: Endpoint[] = [];
    for (const e of ENDPOINTS)
      if (
        (await e.call()).method !== 'GET' &&
        !['preview', 'email preview', 'simulations query'].includes(e.name)
      )
        writes.push(e);
    expect(rows.length).toBeGreaterThanOrEqual(writes.length);
    const ids = new Set((await t.db.select({ id: user.id }).from(user)).map((u) => u.id));
    for (const row of rows) {
      expect(ids.has(row.userId as string)).toBe(true);
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row.details ? JSON.stringify(row.details) : '').not.toMatch(/@/);
    }
    expect(rows.map((r) => `${r.action} ${r.entity}`)).toEqual(
      expect.arrayContaining([
        'create article',
        'publish article',
        'update city_page',
        'set-roles user',
        'export simulations',
        // The backup download exists only on SQLite (see the 'backup' endpoint above).
        ...(STORE_KIND === 'sqlite' ? ['backup database'] : []),
      ]),
    );
  });
});
