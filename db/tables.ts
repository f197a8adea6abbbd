/**
 * The tables of the store this process speaks, for db/queries: SQLite's (db/schema.ts) by default, PostgreSQL's
 * (db/schema.pg.ts) when DATABASE_URL is a postgres:// address. Both are typed as SQLite's: the two schemas
 * declare the same tables, columns and TypeScript row types (db/schema-parity.test.ts), and the query builder
 * calls the queries use (select, insert, update, delete, onConflict…, returning, awaited) are the same in both
 * dialects. openDb refuses a store of the other kind, so a query never meets another dialect's tables.
 */
import * as pg from './schema.pg.ts';
import * as sqlite from './schema.ts';
import { STORE_KIND } from './store-kind.ts';

const schema = (STORE_KIND === 'postgres' ? pg : sqlite) as unknown as typeof sqlite;

/** Every table, by its export name (drizzle's relational schema, the auth adapter). */
export const tables = {
  frenchCities: schema.frenchCities,
  higherEducationSites: schema.higherEducationSites,
  crousResidences: schema.crousResidences,
  cityPages: schema.cityPages,
  cityProximityLinks: schema.cityProximityLinks,
  cafOffices: schema.cafOffices,
  user: schema.user,
  session: schema.session,
  account: schema.account,
  verification: schema.verification,
  userRoles: schema.userRoles,
  auditLog: schema.auditLog,
  thematicPages: schema.thematicPages,
  articleCategories: schema.articleCategories,
  tags: schema.tags,
  media: schema.media,
  articles: schema.articles,
  articleTags: schema.articleTags,
  simulationSessions: schema.simulationSessions,
  simulationSteps: schema.simulationSteps,
  partnerClicks: schema.partnerClicks,
  visitorEvents: schema.visitorEvents,
  emailTemplates: schema.emailTemplates,
  emailLogs: schema.emailLogs,
  contactMessages: schema.contactMessages,
  siteSettings: schema.siteSettings,
  builds: schema.builds,
  rateLimits: schema.rateLimits,
  contentRevisions: schema.contentRevisions,
  pendingChanges: schema.pendingChanges,
  publicationSchedules: schema.publicationSchedules,
  redirects: schema.redirects,
  trash: schema.trash,
  previewLinks: schema.previewLinks,
  presence: schema.presence,
  scaleVersions: schema.scaleVersions,
};

export const {
  frenchCities,
  higherEducationSites,
  crousResidences,
  cityPages,
  cityProximityLinks,
  cafOffices,
  user,
  session,
  account,
  verification,
  userRoles,
  auditLog,
  thematicPages,
  articleCategories,
  tags,
  media,
  articles,
  articleTags,
  simulationSessions,
  simulationSteps,
  partnerClicks,
  visitorEvents,
  emailTemplates,
  emailLogs,
  contactMessages,
  siteSettings,
  builds,
  rateLimits,
  contentRevisions,
  pendingChanges,
  publicationSchedules,
  redirects,
  scaleVersions,
  trash,
  previewLinks,
  presence,
} = tables;
