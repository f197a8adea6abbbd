/**
 * What the statistics count, defined once (issue 30 « Statistics that agree with themselves »). Every stats query
 * (db/queries/audience.ts, admin-stats.ts, admin-dashboard.ts) and every screen (Tableau de bord, Statistiques,
 * Sources de trafic, Audience et parcours) counts with these, over the same period.
 *
 * - A **visite** (a visit, also called a session): one tracking session id of a visitor who accepted audience
 *   measurement, counted on the period where it starts, i.e. by its `session_start` event. The browser keeps the
 *   same session id until 30 minutes pass without any event (src/islands/tracking/tracker.ts), then starts a new
 *   visit. Events of a visit started before the period do not make a new visit.
 * - A **visiteur**: one random visitor id among the visits of the period (renewed after 13 months).
 * - A **page vue**: the first page of a visit (`session_start`) or a later page of it (`pageview`), consented.
 * - A **simulation commencée**: a simulation record created in the period (the service's own data, whatever
 *   the consent); **terminée**: one of them that reached the result.
 * - The **period** of « N jours »: the N UTC days ending today, today included (from 00:00 UTC N − 1 days ago),
 *   the same days the charts show one by one.
 */

import { utcDay } from '../dates.ts';
import type { EventType } from './payload.ts';

/** Minutes without an event after which the browser starts a new visit. */
export const VISIT_IDLE_MINUTES = 30;

/** The event that starts a visit: one per visit, the one visits are counted by. */
export const VISIT_START_EVENT = 'session_start' satisfies EventType;

/** The events that are a page seen: the entry page of a visit, then each further page. */
export const PAGE_VIEW_EVENTS = ['session_start', 'pageview'] as const satisfies readonly EventType[];

/** The words of each figure, shown beside it on the screens (the same sentence everywhere). */
export const DEFINITIONS = {
  visite: `Une visite : les pages vues par un visiteur qui a accepté la mesure d'audience, jusqu'à ${VISIT_IDLE_MINUTES} minutes sans activité ; comptée le jour où elle commence.`,
  visiteur: 'Un visiteur : un navigateur, identifié par un numéro aléatoire renouvelé au bout de 13 mois.',
  pageVue: "Une page vue : la page d'entrée d'une visite ou une page suivante, avec consentement.",
  simulation:
    'Une simulation commencée : un parcours du simulateur ouvert sur la période (sans condition de consentement) ; terminée : arrivée au résultat.',
} as const;

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => utcDay(instant.getTime());

/** The UTC days (AAAA-MM-JJ) of a period of `days` days ending on `now`'s day, oldest first. */
export function periodDays(days: number, now: Date): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(dayOf(new Date(now.getTime() - i * DAY_MS)));
  return out;
}

/** The first instant of the period, as the stores compare it (`created_at >= since`): its first day. */
export function periodStart(days: number, now: Date): string {
  return dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
}

/** The editorial page a path is, for page views: an article (/conseil/<slug>) or a city page (/<apl-…>). */
export type ViewedPage = { kind: 'article' | 'city'; slug: string };

export const VIEWED_PAGE_KINDS = ['article', 'city'] as const;
export type ViewedPageKind = (typeof VIEWED_PAGE_KINDS)[number];

/** The path prefix a kind's pages share in the store (for the query's LIKE), and its page's path. */
export const PAGE_PATH_PREFIX: Record<ViewedPageKind, string> = { article: '/conseil/', city: '/apl-' };

export function pathOfPage(page: ViewedPage): string {
  return page.kind === 'article' ? `/conseil/${page.slug}` : `/${page.slug}`;
}

/** The article or city page of a stored (normalised) path, or null. */
export function viewedPageOf(path: string | null | undefined): ViewedPage | null {
  if (!path) return null;
  const article = /^\/conseil\/([a-z0-9][a-z0-9-]*)$/.exec(path);
  if (article) return { kind: 'article', slug: article[1] as string };
  const city = /^\/(apl-(?!zone-)[a-z0-9-]+)$/.exec(path);
  return city ? { kind: 'city', slug: city[1] as string } : null;
}
