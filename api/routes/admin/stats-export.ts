/**
 * GET /api/admin/stats/export?chart=…&days=…: the CSV of each chart and table of the statistics screens
 * (issue 30), computed on the server over the same period as the screen, by the same queries. `;`-separated
 * with a BOM and CRLF like the simulations' export, every field through csvField (a leading =, +, - or @ is
 * neutralised). Aggregates only, never a visitor's data.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  amountByZone,
  pageViews,
  partnerClickThrough,
  simulationFunnel,
  simulationTotals,
  visitsByEntryPage,
  visitsBySource,
  webVitalsByPageType,
} from '../../../db/queries/audience.ts';
import { PAGE_VIEW_SORTS } from '../../../db/queries/stats-page-views.ts';
import { periodDays, periodStart } from '../../../src/core/audience/definitions.ts';
import { WEB_VITALS } from '../../../src/core/audience/payload.ts';
import { parisDay } from '../../../src/core/dates.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp } from './shared.ts';
import { csvField } from './simulations.ts';
import { partnerClickSeries, statsOverview } from './stats.ts';

export const STATS_CHARTS = [
  'simulations-par-jour',
  'entonnoir',
  'sources',
  'pages-entree',
  'clics-partenaires',
  'pages-vues-articles',
  'pages-vues-villes',
  'aide-par-zone',
  'partenaires',
  'vitesse-des-pages',
] as const;
export type StatsChart = (typeof STATS_CHARTS)[number];

const ExportQuery = z.object({
  chart: z.enum(STATS_CHARTS, { error: 'Graphique inconnu' }),
  days: z.coerce
    .number()
    .int()
    .min(1, 'Période invalide')
    .max(400, 'Période : 400 jours au plus')
    .default(30),
  sort: z.enum(PAGE_VIEW_SORTS, { error: 'Tri : views, visits ou title' }).default('views'),
  order: z.enum(['asc', 'desc'], { error: 'Ordre : asc ou desc' }).default('desc'),
});
type ExportInput = z.output<typeof ExportQuery>;

type Table = { headers: string[]; rows: unknown[][] };

async function pageViewTable(db: Db, q: ExportInput, since: string): Promise<Table> {
  const kind = q.chart === 'pages-vues-articles' ? 'article' : 'city';
  const { rows } = await pageViews(db, since, { kind, sort: q.sort, order: q.order });
  return {
    headers: [kind === 'article' ? 'Article' : 'Ville', 'Adresse', 'Pages vues', 'Visites'],
    rows: rows.map((r) => [r.title ?? '(page supprimée)', r.path, r.views, r.visits]),
  };
}

async function simulationTables(db: Db, q: ExportInput, since: string, now: Date): Promise<Table> {
  if (q.chart === 'simulations-par-jour') {
    const { perDay } = await statsOverview(db, q.days, now);
    return {
      headers: ['Jour', 'Visites', 'Simulations commencées', 'Terminées', 'Éligibles'],
      rows: perDay.map((d) => [d.day, d.visits, d.started, d.completed, d.eligible]),
    };
  }
  if (q.chart === 'entonnoir') {
    const funnel = await simulationFunnel(db, since);
    return {
      headers: ['Étape', 'Nom', "Simulations l'ayant atteinte", 'Abandon à cette étape (%)'],
      rows: funnel.map((f) => [f.step, f.name, f.sessions, f.dropOff]),
    };
  }
  if (q.chart === 'aide-par-zone') {
    const zones = await amountByZone(db, since);
    return {
      headers: ['Zone', 'Simulations éligibles', 'Montant moyen (€/mois)'],
      rows: zones.map((z) => [z.zone ?? 'inconnue', z.eligible, z.averageAmount]),
    };
  }
  const { completed } = await simulationTotals(db, since);
  const partners = await partnerClickThrough(db, since, completed);
  return {
    headers: ['Partenaire', 'Clics', 'Simulations terminées', 'Taux de clic (%)'],
    rows: partners.map((p) => [p.partner, p.clicks, p.simulations, p.clickThrough]),
  };
}

async function audienceTables(db: Db, q: ExportInput, since: string, now: Date): Promise<Table> {
  if (q.chart === 'sources' || q.chart === 'pages-entree') {
    const rows =
      q.chart === 'sources'
        ? (await visitsBySource(db, since)).map((r) => [r.source, r.visits])
        : (await visitsByEntryPage(db, since)).map((r) => [r.type, r.visits]);
    return { headers: [q.chart === 'sources' ? 'Source' : "Type de page d'entrée", 'Visites'], rows };
  }
  if (q.chart === 'clics-partenaires') {
    const { labels, series } = await partnerClickSeries(db, since, periodDays(q.days, now));
    return {
      headers: ['Jour', ...series.map((s) => s.partner)],
      rows: labels.map((day, i) => [day, ...series.map((s) => s.values[i])]),
    };
  }
  const vitals = await webVitalsByPageType(db, since);
  return {
    headers: ['Type de page', 'Indicateur', 'Mesures', 'p50', 'p75', 'p90'],
    rows: vitals.flatMap((v) =>
      WEB_VITALS.flatMap((name) => {
        const m = v.metrics[name];
        return m ? [[v.pageType, name, m.n, m.p50, m.p75, m.p90]] : [];
      }),
    ),
  };
}

/** The table of one chart over the screen's period. */
export async function chartTable(db: Db, q: ExportInput, now: Date): Promise<Table> {
  const since = periodStart(q.days, now);
  if (q.chart === 'pages-vues-articles' || q.chart === 'pages-vues-villes')
    return pageViewTable(db, q, since);
  if (['simulations-par-jour', 'entonnoir', 'aide-par-zone', 'partenaires'].includes(q.chart))
    return simulationTables(db, q, since, now);
  return audienceTables(db, q, since, now);
}

/** The CSV text of a table: BOM (spreadsheets read the accents as UTF-8), `;`, CRLF. */
export function toCsv({ headers, rows }: Table): string {
  const lines = [headers.map(csvField).join(';'), ...rows.map((r) => r.map(csvField).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function exportRoutes(ctx: AppContext) {
  const app = adminApp();
  app.get('/stats/export', validate('query', ExportQuery), async (c) => {
    const q = c.req.valid('query');
    const now = ctx.now?.() ?? new Date();
    const csv = toCsv(await chartTable(ctx.db, q, now));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistiques-${q.chart}-${q.days}j-${parisDay(now)}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
