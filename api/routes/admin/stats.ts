/**
 * Dashboard and statistics from the real tables: simulations per day, completion, funnel by step,
 * top cities, traffic sources (consented audience events), partner clicks. Editors and admins; the
 * recent contact messages on the dashboard carry names and e-mails, so only admins get them.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  cityPages,
  contactMessages,
  frenchCities,
  partnerClicks,
  simulationSessions,
  visitorEvents,
} from '../../../db/schema.ts';
import { STEP_SLUGS } from '../../../src/core/simulation/steps.ts';
import { isAdmin } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp } from './shared.ts';

const Days = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, 'Période invalide')
    .max(365, 'Période : 365 jours au plus')
    .default(30),
});

/** Step names of the v2 simulator (spec §2), for the funnel. */
export const STEP_NAMES = STEP_SLUGS;

const dayOf = (iso: string) => iso.slice(0, 10);

export function daysBack(days: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(dayOf(new Date(now.getTime() - i * 86_400_000).toISOString()));
  return out;
}

export function statsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();

  app.get('/dashboard', (c) => {
    const today = dayOf(new Date().toISOString());
    const todayRow = db
      .select({
        started: count(),
        completed: sql<number>`coalesce(sum(${simulationSessions.isComplete}), 0)`,
      })
      .from(simulationSessions)
      .where(gte(simulationSessions.createdAt, today))
      .get();
    const since30 = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const month = db
      .select({
        started: count(),
        completed: sql<number>`coalesce(sum(${simulationSessions.isComplete}), 0)`,
      })
      .from(simulationSessions)
      .where(gte(simulationSessions.createdAt, since30))
      .get();
    const topCities = db
      .select({
        inseeCode: simulationSessions.inseeCode,
        name: frenchCities.name,
        slug: cityPages.slug,
        simulations: count(),
      })
      .from(simulationSessions)
      .innerJoin(frenchCities, eq(frenchCities.inseeCode, simulationSessions.inseeCode))
      .leftJoin(cityPages, eq(cityPages.inseeCode, simulationSessions.inseeCode))
      .where(gte(simulationSessions.createdAt, since30))
      .groupBy(simulationSessions.inseeCode)
      .orderBy(desc(count()))
      .limit(10)
      .all();
    const unread =
      db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')).get()?.n ?? 0;
    const recentMessages = isAdmin(c.get('user'))
      ? db
          .select({
            id: contactMessages.id,
            name: contactMessages.name,
            subject: contactMessages.subject,
            status: contactMessages.status,
            createdAt: contactMessages.createdAt,
          })
          .from(contactMessages)
          .orderBy(desc(contactMessages.id))
          .limit(5)
          .all()
      : null;
    const content = db.get<{ articles: number; published: number; guides: number; cities: number }>(
      sql`SELECT (SELECT count(*) FROM articles) AS articles,
          (SELECT count(*) FROM articles WHERE status = 'published') AS published,
          (SELECT count(*) FROM thematic_pages WHERE status = 'published') AS guides,
          (SELECT count(*) FROM city_pages WHERE status = 'published') AS cities`,
    );
    const rate = (r: { started: number; completed: number } | undefined) =>
      r && r.started > 0 ? Math.round((1000 * r.completed) / r.started) / 10 : null;
    return c.json({
      today: {
        started: todayRow?.started ?? 0,
        completed: todayRow?.completed ?? 0,
        completionRate: rate(todayRow),
      },
      last30Days: {
        started: month?.started ?? 0,
        completed: month?.completed ?? 0,
        completionRate: rate(month),
      },
      topCities,
      unreadMessages: unread,
      recentMessages,
      content,
    });
  });

  app.get('/stats', validate('query', Days), (c) => {
    const { days } = c.req.valid('query');
    const labels = daysBack(days);
    const since = labels[0] as string;
    const perDay = db
      .select({
        day: sql<string>`substr(${simulationSessions.createdAt}, 1, 10)`,
        started: count(),
        completed: sql<number>`coalesce(sum(${simulationSessions.isComplete}), 0)`,
        eligible: sql<number>`coalesce(sum(${simulationSessions.isEligible}), 0)`,
      })
      .from(simulationSessions)
      .where(gte(simulationSessions.createdAt, since))
      .groupBy(sql`1`)
      .all();
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    // Funnel: sessions that reached at least step N.
    const reached = db
      .select({ step: simulationSessions.currentStep, n: count() })
      .from(simulationSessions)
      .where(gte(simulationSessions.createdAt, since))
      .groupBy(simulationSessions.currentStep)
      .all();
    const funnel = STEP_NAMES.map((name, i) => ({
      step: i + 1,
      name,
      sessions: reached.filter((r) => r.step >= i + 1).reduce((s, r) => s + r.n, 0),
    }));
    const amounts = db.get<{ avg: number | null; n: number }>(
      sql`SELECT avg(montant_final) AS avg, count(*) AS n FROM simulation_sessions WHERE is_complete = 1 AND montant_final > 0 AND created_at >= ${since}`,
    );
    return c.json({
      days,
      perDay: labels.map((day) => ({
        day,
        started: byDay.get(day)?.started ?? 0,
        completed: byDay.get(day)?.completed ?? 0,
        eligible: byDay.get(day)?.eligible ?? 0,
      })),
      funnel,
      averageAmount: amounts?.avg == null ? null : Math.round(amounts.avg),
      eligibleCount: amounts?.n ?? 0,
    });
  });

  app.get('/stats/sources', validate('query', Days), (c) => {
    const { days } = c.req.valid('query');
    const labels = daysBack(days);
    const since = labels[0] as string;
    const sources = db
      .select({
        source: sql<string>`coalesce(${visitorEvents.trafficSource}, 'direct')`,
        sessions: sql<number>`count(DISTINCT ${visitorEvents.sessionId})`,
      })
      .from(visitorEvents)
      .where(gte(visitorEvents.createdAt, since))
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .all();
    const entryPages = db
      .select({
        type: sql<string>`coalesce(${visitorEvents.entryPageType}, 'other')`,
        sessions: sql<number>`count(DISTINCT ${visitorEvents.sessionId})`,
      })
      .from(visitorEvents)
      .where(and(gte(visitorEvents.createdAt, since), eq(visitorEvents.eventType, 'session_start')))
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .all();
    const clicks = db
      .select({
        day: sql<string>`substr(${partnerClicks.createdAt}, 1, 10)`,
        partner: partnerClicks.partnerName,
        n: count(),
      })
      .from(partnerClicks)
      .where(gte(partnerClicks.createdAt, since))
      .groupBy(sql`1`, partnerClicks.partnerName)
      .all();
    const partners = [...new Set(clicks.map((r) => r.partner))];
    return c.json({
      days,
      sources,
      entryPages,
      partnerClicks: {
        labels,
        series: partners.map((partner) => ({
          partner,
          values: labels.map((day) => clicks.find((r) => r.day === day && r.partner === partner)?.n ?? 0),
        })),
        total: clicks.reduce((s, r) => s + r.n, 0),
      },
    });
  });

  return app;
}
