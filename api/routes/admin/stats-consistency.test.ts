/**
 * Issue 30 « Statistics that agree with themselves »: the same events give the same number of visits and
 * simulations on the dashboard, Statistiques, Sources de trafic and Audience et parcours, for the same period;
 * page views per article and city page come from the consented events; each chart exports as CSV, safe
 * against formulas. On SQLite (`unit`) and PostgreSQL (`store-pg`).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  partnerClicks,
  simulationSessions,
  thematicPages,
  visitorEvents,
} from '../../../db/tables.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

let t: TestApp;
let editor: string;

type Ev = { s: string; type: string; at: string; path?: string; source?: string; entry?: string };
const ev = ({ s, type, at, path = '/', source, entry }: Ev) => ({
  visitorId: `v_${s}`,
  sessionId: s,
  eventType: type,
  pagePath: path,
  trafficSource: source ?? null,
  entryPageType: entry ?? null,
  eventData: type === 'web_vital' ? { name: 'LCP', value: 1800 } : null,
  createdAt: at,
});

/** The consented events of five tracking sessions around the 30-day period ending on NOW. */
const EVENTS = [
  // A: starts in the period from Google on the Lyon page, then reads an article.
  ev({
    s: 'visit_A1',
    type: 'session_start',
    at: '2026-11-20T08:00:00.000Z',
    path: '/apl-lyon',
    source: 'google_organic',
    entry: 'city_page',
  }),
  ev({
    s: 'visit_A1',
    type: 'pageview',
    at: '2026-11-20T08:02:00.000Z',
    path: '/conseil/mon-article',
    source: 'google_organic',
    entry: 'city_page',
  }),
  ev({
    s: 'visit_A1',
    type: 'pageview',
    at: '2026-11-20T08:05:00.000Z',
    path: '/apl-lyon',
    source: 'google_organic',
    entry: 'city_page',
  }),
  ev({ s: 'visit_A1', type: 'web_vital', at: '2026-11-20T08:05:01.000Z', path: '/apl-lyon' }),
  // B: today, direct, two articles.
  ev({
    s: 'visit_B1',
    type: 'session_start',
    at: '2026-11-27T09:00:00.000Z',
    path: '/',
    source: 'direct',
    entry: 'homepage',
  }),
  ev({
    s: 'visit_B1',
    type: 'pageview',
    at: '2026-11-27T09:01:00.000Z',
    path: '/conseil/mon-article',
    source: 'direct',
    entry: 'homepage',
  }),
  ev({
    s: 'visit_B1',
    type: 'pageview',
    at: '2026-11-27T09:02:00.000Z',
    path: '/conseil/formule',
    source: 'direct',
    entry: 'homepage',
  }),
  // E: first day of the 30-day period (from 29 October 00:00 UTC).
  ev({
    s: 'visit_E1',
    type: 'session_start',
    at: '2026-10-29T00:10:00.000Z',
    path: '/guide/loyer',
    source: 'referral',
    entry: 'guide',
  }),
  // C: started before the period (28 October 12:00, within « now − 30 × 24 h »): not a visit of the period,
  // though its later page is a page view of it.
  ev({
    s: 'visit_C1',
    type: 'session_start',
    at: '2026-10-28T12:00:00.000Z',
    path: '/',
    source: 'bing',
    entry: 'homepage',
  }),
  ev({
    s: 'visit_C1',
    type: 'pageview',
    at: '2026-10-29T00:05:00.000Z',
    path: '/apl-lyon',
    source: 'bing',
    entry: 'homepage',
  }),
  // D: events without a start in the store (lost beacon): pages seen, not a visit.
  ev({
    s: 'visit_D1',
    type: 'pageview',
    at: '2026-11-10T10:00:00.000Z',
    path: '/apl-lyon',
    source: 'social',
    entry: 'city_page',
  }),
  ev({ s: 'visit_D1', type: 'web_vital', at: '2026-11-10T10:00:01.000Z', path: '/apl-lyon' }),
  ev({
    s: 'visit_D1',
    type: 'simulation_start',
    at: '2026-11-10T10:00:02.000Z',
    path: '/simulateur',
    source: 'social',
    entry: 'city_page',
  }),
];

async function seed() {
  const db = t.db;
  await db.insert(articles).values([
    { slug: 'mon-article', title: 'Mon article', status: 'published' },
    // A title an attacker could have typed: the CSV must not let a spreadsheet run it.
    { slug: 'formule', title: '=HYPERLINK("http://x.test";"clic")', status: 'published' },
  ]);
  await db.insert(thematicPages).values({ slug: 'loyer', title: 'Le loyer', status: 'published' });
  await db.insert(visitorEvents).values(EVENTS);
  const sim = (step: number, at: string, done?: { eligible: boolean; amount: number }) => ({
    id: randomUUID(),
    currentStep: step,
    zone: done ? 1 : null,
    isComplete: Boolean(done),
    isEligible: done ? done.eligible : null,
    montantFinal: done?.amount ?? null,
    sessionDuration: done ? 180 : null,
    createdAt: at,
  });
  await db.insert(simulationSessions).values([
    sim(12, '2026-11-20T08:10:00.000Z', { eligible: true, amount: 200 }),
    sim(12, '2026-11-27T09:10:00.000Z', { eligible: false, amount: 0 }),
    sim(5, '2026-10-29T00:20:00.000Z'),
    sim(3, '2026-10-28T12:05:00.000Z'), // before the period
  ]);
  await db
    .insert(partnerClicks)
    .values({ partnerName: 'assureur', pageType: 'v2_results', createdAt: '2026-11-20T08:11:00.000Z' });
}

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => NOW;
  editor = (await t.signIn('redaction@exemple.fr', ['editor'])).cookie;
  await seed();
}, 60_000);
afterAll(() => t?.close());

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path, { cookie: editor });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

type Visits = { visits: number };
type Row = { visits: number };

describe('one definition of a visit on every screen', () => {
  it('the same 30 days give the same visits and simulations on the four screens', async () => {
    const dashboard = await get<{
      today: Visits & { started: number };
      last30Days: Visits & { started: number; completed: number };
    }>('/api/admin/dashboard');
    const stats = await get<
      Visits & {
        started: number;
        completed: number;
        perDay: Array<{ visits: number; started: number }>;
        funnel: Array<{ sessions: number }>;
      }
    >('/api/admin/stats?days=30');
    const sources = await get<Visits & { sources: Row[]; entryPages: Row[] }>(
      '/api/admin/stats/sources?days=30',
    );
    const audience = await get<
      Visits & {
        sources: Row[];
        entryPages: Row[];
        completion: { started: number; completed: number };
        funnel: Array<{ sessions: number }>;
      }
    >('/api/admin/stats/audience?days=30');
    const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.visits, 0);

    // A, B and E start in the period; C started the day before it, D has no start.
    for (const visits of [
      dashboard.last30Days.visits,
      stats.visits,
      sum(stats.perDay),
      sources.visits,
      sum(sources.sources),
      sum(sources.entryPages),
      audience.visits,
      sum(audience.sources),
      sum(audience.entryPages),
    ])
      expect(visits).toBe(3);
    expect(dashboard.today.visits).toBe(1);
    expect(sources.sources.map((s) => (s as unknown as { source: string }).source).sort()).toEqual([
      'direct',
      'google_organic',
      'referral',
    ]);

    for (const started of [
      dashboard.last30Days.started,
      stats.started,
      stats.perDay.reduce((s, d) => s + d.started, 0),
      audience.completion.started,
    ])
      expect(started).toBe(3);
    expect([dashboard.last30Days.completed, stats.completed, audience.completion.completed]).toEqual([
      2, 2, 2,
    ]);
    expect(stats.funnel.map((f) => f.sessions)).toEqual(audience.funnel.map((f) => f.sessions));
  });

  it('a shorter period counts from the start of its first day on every screen', async () => {
    // 8 days: from 20 November 00:00 UTC (A and B); 7 days: from 21 November (B only).
    for (const [days, expected] of [
      [8, 2],
      [7, 1],
    ]) {
      const stats = await get<Visits>(`/api/admin/stats?days=${days}`);
      const sources = await get<Visits>(`/api/admin/stats/sources?days=${days}`);
      const audience = await get<Visits>(`/api/admin/stats/audience?days=${days}`);
      expect([stats.visits, sources.visits, audience.visits]).toEqual([expected, expected, expected]);
    }
  });
});

type Pages = {
  totalViews: number;
  pages: number;
  rows: Array<{ slug: string; title: string | null; id: number | null; views: number; visits: number }>;
};

describe('page views of the articles and city pages', () => {
  it('counts the entry page and the further pages of consented visits, per page', async () => {
    const a = await get<Pages>('/api/admin/stats/pages?days=30&kind=article');
    expect(a.rows.map((r) => [r.slug, r.views, r.visits])).toEqual([
      ['mon-article', 2, 2],
      ['formule', 1, 1],
    ]);
    expect(a.rows[0]?.title).toBe('Mon article');
    expect(a.totalViews).toBe(3);
    const c = await get<Pages>('/api/admin/stats/pages?days=30&kind=city');
    // A's entry and later page, C's and D's pages: the event day decides, not the visit's.
    expect(c.rows).toEqual([
      { path: '/apl-lyon', slug: 'apl-lyon', title: 'Lyon', id: expect.any(Number), views: 4, visits: 3 },
    ]);
  });

  it('sorts and cuts on the server', async () => {
    const byTitle = await get<Pages>(
      '/api/admin/stats/pages?days=30&kind=article&sort=title&order=asc&limit=1',
    );
    expect(byTitle.rows.map((r) => r.slug)).toEqual(['formule']);
    expect(byTitle.pages).toBe(2);
    const fewest = await get<Pages>('/api/admin/stats/pages?days=30&kind=article&sort=views&order=asc');
    expect(fewest.rows.map((r) => r.slug)).toEqual(['formule', 'mon-article']);
  });

  it('gives one article’s or city page’s views for its editor', async () => {
    const a = await get<Pages>('/api/admin/stats/pages?days=30&kind=article');
    const mine = a.rows.find((r) => r.slug === 'mon-article');
    expect(await get(`/api/admin/stats/pages/article/${mine?.id}`)).toEqual({
      days: 30,
      path: '/conseil/mon-article',
      views: 2,
      visits: 2,
    });
    const c = await get<Pages>('/api/admin/stats/pages?days=30&kind=city');
    expect(await get(`/api/admin/stats/pages/city/${c.rows[0]?.id}`)).toMatchObject({ views: 4, visits: 3 });
    const missing = await t.request('/api/admin/stats/pages/article/999999', { cookie: editor });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('Article introuvable');
  });

  it('refuses a bad query with a French message', async () => {
    const res = await t.request('/api/admin/stats/pages?kind=guide', { cookie: editor });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/Type de page/);
    expect((await t.request('/api/admin/stats/pages')).status).toBe(401);
  });
});

describe('the guides report', () => {
  it('counts page views as the statistics do: the entry page of a visit too, over the same period', async () => {
    const g = await get<{ items: Array<{ slug: string; views: number }> }>(
      '/api/admin/thematiques/analytics?days=30',
    );
    // E entered on /guide/loyer on the first day of the period (a session_start, no later pageview).
    expect(g.items.find((i) => i.slug === 'loyer')?.views).toBe(1);
    const shorter = await get<{ items: Array<{ slug: string; views: number }> }>(
      '/api/admin/thematiques/analytics?days=29',
    );
    expect(shorter.items.find((i) => i.slug === 'loyer')?.views).toBe(0);
  });
});

describe('CSV export of each chart', () => {
  const csv = async (query: string) => {
    const res = await t.request(`/api/admin/stats/export?${query}`, { cookie: editor });
    expect(res.status, query).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="statistiques-[a-z-]+-\d+j-/,
    );
    // The BOM that makes spreadsheets read UTF-8 (res.text() would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    return text.slice(1).trimEnd().split('\r\n');
  };

  it('every chart exports, with French headers, the screen’s period and the same figures', async () => {
    const perDay = await csv('chart=simulations-par-jour&days=30');
    expect(perDay[0]).toBe('Jour;Visites;Simulations commencées;Terminées;Éligibles');
    expect(perDay).toHaveLength(31);
    expect(perDay[1]).toBe('2026-10-29;1;1;0;0');
    const rows = perDay.slice(1).map((l) => l.split(';').map(Number));
    expect(rows.reduce((s, r) => s + (r[1] ?? 0), 0)).toBe(3);
    expect(await csv('chart=sources&days=30')).toEqual([
      'Source;Visites',
      'direct;1',
      'google_organic;1',
      'referral;1',
    ]);
    expect((await csv('chart=pages-vues-villes&days=30'))[1]).toBe('Lyon;/apl-lyon;4;3');
    expect((await csv('chart=entonnoir&days=30'))[0]).toBe(
      "Étape;Nom;Simulations l'ayant atteinte;Abandon à cette étape (%)",
    );
    for (const chart of [
      'pages-entree',
      'clics-partenaires',
      'aide-par-zone',
      'partenaires',
      'vitesse-des-pages',
    ])
      expect((await csv(`chart=${chart}&days=30`)).length).toBeGreaterThan(1);
    expect(await csv('chart=aide-par-zone&days=30')).toEqual([
      'Zone;Simulations éligibles;Montant moyen (€/mois)',
      '1;1;200',
    ]);
  });

  it('a title that is a formula reaches the spreadsheet as text', async () => {
    const lines = await csv('chart=pages-vues-articles&days=30&sort=title&order=asc');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x.test"";""clic"")";/conseil/formule;1;1`);
    expect(lines.join('\n')).not.toMatch(/(^|;)=/m);
  });

  it('refuses an unknown chart in French, and anonymous callers', async () => {
    const res = await t.request('/api/admin/stats/export?chart=secret', { cookie: editor });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/Graphique inconnu/);
    expect((await t.request('/api/admin/stats/export?chart=sources')).status).toBe(401);
  });
});
