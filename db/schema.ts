/**
 * The content store: one SQLite database, every table of the product.
 * Shapes follow docs/product-spec.md §3 as amended by docs/DECISIONS.md
 * (legal parameters are NOT here: they are versioned data in src/core/apl).
 * Migrations are generated from this file by drizzle-kit (db/migrations), never hand-edited.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { SourceLegale } from '../src/core/apl/parameters/edition/sources.ts';
import type { Baremes } from '../src/core/apl/parameters/types.ts';
import type { FormData } from '../src/core/simulation/form.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import type { BuildScope } from '../src/lib/server/build-scope.ts';

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

// ───────────────────────── Value lists of the text enum columns ─────────────────────────
// Declared once: the columns below and their PostgreSQL twins (db/schema.pg.ts) both take them.

/** COM = commune, ARM = arrondissement municipal (Paris, Lyon, Marseille). */
export const CITY_TYPES = ['COM', 'ARM'] as const;
export const ROLES = ['admin', 'editor'] as const;
export const THEME_CATEGORIES = ['guide', 'calcul', 'eligibilite', 'demarches', 'faq', 'autre'] as const;
export const SIMULATION_VERSIONS = ['v1', 'v2'] as const;
export const EMAIL_STATUSES = ['sent', 'outbox', 'error'] as const;
export const CONTACT_STATUSES = ['new', 'handled'] as const;
export const BUILD_STATUSES = ['queued', 'running', 'success', 'failed'] as const;
/** What an editor edits with revisions, pending changes and schedules (issue 15). */
export const EDITORIAL_KINDS = ['article', 'guide', 'city'] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];
/** How a revision came to be: a save, an autosave while typing, a restore of an older one, a publication. */
export const REVISION_ACTIONS = ['save', 'autosave', 'restore', 'publish'] as const;
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export const SCHEDULE_STATUSES = ['scheduled', 'done', 'cancelled', 'failed'] as const;
export const REDIRECT_SOURCES = ['slug', 'manual'] as const;
/** The languages of editorial content: the site's (src/i18n/locales.ts). */
export const CONTENT_LANGS = LOCALES;

// ───────────────────────── Communes (imported from content/data, never edited) ─────────────────────────

/** Every commune and municipal arrondissement of France (COG 2026), with the sourced facts we show. */
export const frenchCities = sqliteTable(
  'french_cities',
  {
    inseeCode: text('insee_code').primaryKey(),
    name: text('name').notNull(),
    /** COM = commune, ARM = arrondissement municipal (Paris, Lyon, Marseille). */
    type: text('type', { enum: CITY_TYPES }).notNull(),
    /** INSEE code of the parent commune for an arrondissement. */
    parentInsee: text('parent_insee'),
    department: text('department').notNull(),
    region: text('region'),
    postalCodes: text('postal_codes', { mode: 'json' }).$type<string[]>().notNull(),
    population: integer('population'),
    /** 1, 2 or 3 (1bis counted as 1); null when the zoning file has no value. */
    zoneApl: integer('zone_apl'),
    lat: real('lat'),
    lon: real('lon'),
    /** Advertised rent 2022, €/m² charges included (Carte des loyers, loypredm2). */
    rentM2Apartment: real('rent_m2_apartment'),
    rentM2House: real('rent_m2_house'),
    /** A/B/C housing-market zoning (Abis, A, B1, B2, C), July 2024. */
    abcZone: text('abc_zone'),
    /** Décret 2013-392 as amended by 2023-822: 1 = first table (« zone tendue »), 2 = second table, null = none. */
    tlvTable: integer('tlv_table'),
    /** 1 = largest cities … 4 = default (spec §3 french_cities.priority_tier). */
    priorityTier: integer('priority_tier').notNull().default(4),
  },
  (t) => [
    index('french_cities_department').on(t.department),
    index('french_cities_population').on(t.population),
  ],
);

export const higherEducationSites = sqliteTable(
  'higher_education_sites',
  {
    /** UAI identifier of the establishment. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    acronym: text('acronym'),
    kind: text('kind').notNull(),
    sector: text('sector'),
    inseeCode: text('insee_code').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    website: text('website'),
    /** Students enrolled 2022-23 at the establishment (all sites), when published. */
    students: integer('students'),
    lat: real('lat'),
    lon: real('lon'),
  },
  (t) => [index('higher_education_sites_insee').on(t.inseeCode)],
);

export const crousResidences = sqliteTable(
  'crous_residences',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address'),
    inseeCode: text('insee_code').notNull(),
    /** Free text « Tarif de 333 € à 537 € » as published (end 2022), parsed when possible. */
    rentMin: real('rent_min'),
    rentMax: real('rent_max'),
    bookingUrl: text('booking_url'),
    website: text('website'),
    lat: real('lat'),
    lon: real('lon'),
  },
  (t) => [index('crous_residences_insee').on(t.inseeCode)],
);

// ───────────────────────── City pages (editorial, one per commune that has a page) ─────────────────────────

export type CafContact = { address?: string; phone?: string; hours?: string; url?: string };
export type FaqItem = { question: string; answer: string };

/** Publication states of city pages and articles; guides can also be archived. Listed once, here. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export const GUIDE_STATUSES = [...PUBLICATION_STATUSES, 'archived'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

export const cityPages = sqliteTable(
  'city_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inseeCode: text('insee_code')
      .notNull()
      .references(() => frenchCities.inseeCode),
    cityName: text('city_name').notNull(),
    /** apl-<normalised name>[-<department>] */
    slug: text('slug').notNull(),
    zoneApl: integer('zone_apl'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Editor-entered; never invented. */
    populationEtudiante: integer('population_etudiante'),
    /** Editor-entered average rent €/month, with its year and source. */
    averageRent: real('average_rent'),
    averageRentYear: integer('average_rent_year'),
    averageRentSource: text('average_rent_source'),
    /** Editor Markdown (HTML until issue 30, converted once by db/queries/city-markdown.ts), sanitized at build. */
    content: text('content'),
    featuredUniversities: text('featured_universities', { mode: 'json' }).$type<string[]>(),
    simulatorPrefill: text('simulator_prefill', { mode: 'json' }).$type<Record<string, unknown>>(),
    cafContact: text('caf_contact', { mode: 'json' }).$type<CafContact>(),
    housingMarketData: text('housing_market_data', { mode: 'json' }).$type<{
      price_evolution?: number;
      tension_index?: number;
    }>(),
    studentProfileData: text('student_profile_data', { mode: 'json' }).$type<{
      crous_residences?: number;
      average_crous_rent?: number;
      private_student_housing?: string;
    }>(),
    neighborhoodData: text('neighborhood_data', { mode: 'json' }).$type<Record<string, unknown>>(),
    localTransport: text('local_transport', { mode: 'json' }).$type<Record<string, unknown>>(),
    faq: text('faq', { mode: 'json' }).$type<FaqItem[]>(),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
    /** Bumped by every save: a save based on an older version is refused (409, issue 15). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('city_pages_slug').on(t.slug), uniqueIndex('city_pages_insee').on(t.inseeCode)],
);

/** The 4 nearest communes that have a page, by great-circle distance. */
export const cityProximityLinks = sqliteTable(
  'city_proximity_links',
  {
    sourceCityInsee: text('source_city_insee').notNull(),
    targetCityInsee: text('target_city_insee').notNull(),
    distanceKm: real('distance_km').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceCityInsee, t.targetCityInsee] })],
);

/** CAF contact per department, entered by editors (shown only when present). */
export const cafOffices = sqliteTable('caf_offices', {
  department: text('department').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  phone: text('phone'),
  hours: text('hours'),
  url: text('url'),
  updatedAt: updatedAt(),
});

// ───────────────────────── Accounts (better-auth core tables) and roles ─────────────────────────

export const user = sqliteTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  image: text('image'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const session = sqliteTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user').on(t.userId)],
);

export const account = sqliteTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: integer('access_token_expires_at', { mode: 'timestamp_ms' }),
    refreshTokenExpiresAt: integer('refresh_token_expires_at', { mode: 'timestamp_ms' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('account_user').on(t.userId)],
);

export const verification = sqliteTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Who changed what, when (every admin write). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt)],
);

// ───────────────────────── Editorial content ─────────────────────────

export const thematicPages = sqliteTable(
  'thematic_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    h1Title: text('h1_title'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    themeCategory: text('theme_category', { enum: THEME_CATEGORIES }).notNull().default('guide'),
    /** Markdown, rendered with marked and sanitized at build. */
    content: text('content').notNull().default(''),
    faq: text('faq', { mode: 'json' }).$type<FaqItem[]>(),
    testimonial: text('testimonial', { mode: 'json' }).$type<{
      text: string;
      author: string;
      location?: string;
      amount?: number;
    }>(),
    wordCount: integer('word_count'),
    readingTime: integer('reading_time'),
    targetKeywords: text('target_keywords', { mode: 'json' }).$type<string[]>(),
    structuredData: text('structured_data', { mode: 'json' }).$type<Record<string, unknown>>(),
    relatedSlugs: text('related_slugs', { mode: 'json' }).$type<string[]>(),
    /** The page's language: French at /guide/<slug>, English at /en/guide/<slug> (slugs stay unique across both). */
    lang: text('lang', { enum: CONTENT_LANGS }).notNull().default('fr'),
    /** For a translation: the slug of the French guide it translates (the pages link each other, hreflang). */
    translationOf: text('translation_of'),
    status: text('status', { enum: GUIDE_STATUSES }).notNull().default('draft'),
    seoScore: integer('seo_score'),
    /** Bumped by every save: a save based on an older version is refused (409, issue 15). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('thematic_pages_slug').on(t.slug)],
);

export const articleCategories = sqliteTable(
  'article_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('article_categories_slug').on(t.slug)],
);

export const tags = sqliteTable(
  'tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_slug').on(t.slug)],
);

export const media = sqliteTable('media', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Stored file name (random, safe); served from /media/<fileName>. */
  fileName: text('file_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  alt: text('alt').notNull().default(''),
  uploadedBy: text('uploaded_by'),
  /** Resized copies for srcset (smaller widths only), each served from /media/<fileName>. */
  variants: text('variants', { mode: 'json' }).$type<MediaVariant[]>(),
  /** The focal point an editor chose (0–1 from the left, from the top); null: the centre. Cropped views keep it. */
  focalX: real('focal_x'),
  focalY: real('focal_y'),
  createdAt: createdAt(),
});

export type MediaVariant = { width: number; height: number; fileName: string; sizeBytes: number };

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    /** Markdown, rendered with marked and sanitized at build. */
    content: text('content').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    featuredImageId: integer('featured_image_id').references(() => media.id, { onDelete: 'set null' }),
    author: text('author'),
    categoryId: integer('category_id').references(() => articleCategories.id, { onDelete: 'set null' }),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('draft'),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    publishedAt: text('published_at'),
    /** Bumped by every save: a save based on an older version is refused (409, issue 15). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('articles_slug').on(t.slug), index('articles_status').on(t.status)],
);

export const articleTags = sqliteTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] })],
);

// ───────────────────────── Editorial history, pending changes, schedules, redirects ─────────────────────────

/** The editable fields of an article, guide or city page as saved, one row per save (issue 15). */
export type RevisionData = Record<string, unknown>;

/** Every save of an article, guide or city page: who, when, and the full editable fields then. */
export const contentRevisions = sqliteTable(
  'content_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: EDITORIAL_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The record's version this save produced. */
    version: integer('version').notNull(),
    action: text('action', { enum: REVISION_ACTIONS }).notNull(),
    data: text('data', { mode: 'json' }).$type<RevisionData>().notNull(),
    /** Whether this save went to the pending version of a live page rather than to the page itself. */
    pending: integer('pending', { mode: 'boolean' }).notNull().default(false),
    savedBy: text('saved_by'),
    savedAt: createdAt(),
  },
  (t) => [index('content_revisions_item').on(t.kind, t.itemId, t.id)],
);

/** Changes prepared on a live page: the page stays as it is until « Publier les modifications ». */
export const pendingChanges = sqliteTable(
  'pending_changes',
  {
    kind: text('kind', { enum: EDITORIAL_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    data: text('data', { mode: 'json' }).$type<RevisionData>().notNull(),
    savedBy: text('saved_by'),
    savedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/** Publication or unpublication at a date and time, run by the publisher (one builder). */
export const publicationSchedules = sqliteTable(
  'publication_schedules',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: EDITORIAL_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    action: text('action', { enum: SCHEDULE_ACTIONS }).notNull(),
    /** ISO 8601 instant (UTC). */
    runAt: text('run_at').notNull(),
    status: text('status', { enum: SCHEDULE_STATUSES }).notNull().default('scheduled'),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    doneAt: text('done_at'),
  },
  (t) => [index('publication_schedules_due').on(t.status, t.runAt)],
);

/** The kinds an editor deletes to the trash (city pages are generated, never deleted from a form). */
export const TRASH_KINDS = ['article', 'guide'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** What the trash keeps of an item: its row, its tags (articles), its revisions and its pending change. */
export type TrashSnapshot = {
  row: Record<string, unknown>;
  tagIds: number[];
  revisions: Array<Record<string, unknown>>;
  pending: Record<string, unknown> | null;
};

/** A deleted article or guide as it was (row, tags, revisions, pending changes), restorable for 30 days (issue 30). */
export const trash = sqliteTable(
  'trash',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: TRASH_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    snapshot: text('snapshot', { mode: 'json' }).$type<TrashSnapshot>().notNull(),
    deletedBy: text('deleted_by'),
    deletedAt: createdAt(),
    /** ISO 8601 instant after which the retention purge removes it for good. */
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('trash_expires').on(t.expiresAt)],
);

/**
 * Preview links for people without an account (issue 30): `/apercu/<token>` shows an article, guide or city page
 * as it stands in the back-office, until `expiresAt` or revocation. Only the SHA-256 of the token is kept.
 */
export const previewLinks = sqliteTable(
  'preview_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: EDITORIAL_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    /** ISO 8601 instants (UTC). */
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [
    uniqueIndex('preview_links_token').on(t.tokenHash),
    index('preview_links_item').on(t.kind, t.itemId),
  ],
);

/**
 * Who has an article, guide or city page open in its editor (issue 30): one row per editor and item, refreshed by
 * the editor's heartbeat and past once `expiresAt` is (ISO 8601, UTC); expired rows are deleted by the next
 * heartbeat on the item and by the retention purge.
 */
export const presence = sqliteTable(
  'presence',
  {
    kind: text('kind', { enum: EDITORIAL_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    userId: text('user_id').notNull(),
    seenAt: text('seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.userId] }), index('presence_expires').on(t.expiresAt)],
);

/** Old addresses answered with a 301 to a path of this site (a slug change, or added by an editor). */
export const redirects = sqliteTable(
  'redirects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A path of this site, starting with « / », without query or fragment. */
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    source: text('source', { enum: REDIRECT_SOURCES }).notNull().default('manual'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('redirects_from').on(t.fromPath)],
);

// ───────────────────────── Simulations ─────────────────────────

export const simulationSessions = sqliteTable(
  'simulation_sessions',
  {
    /**
     * SHA-256 (base64url) of the visitor's private resume secret, a random UUID that the browser creates at
     * the first step and keeps (it is the `sessionId` of the API bodies). The secret itself is never stored,
     * so this id, shown in the back-office, opens nothing.
     */
    id: text('id').primaryKey(),
    /**
     * Random id of the shareable results link (/resultats/<id>), given with the first stored result: the link
     * shows the result and the recap only.
     */
    resultsId: text('results_id'),
    version: text('version', { enum: SIMULATION_VERSIONS }).notNull().default('v2'),
    email: text('email'),
    currentStep: integer('current_step').notNull().default(1),
    /** Latest answers, merged step by step. */
    formData: text('form_data', { mode: 'json' }).$type<FormData>().notNull().default({}),
    trackingData: text('tracking_data', { mode: 'json' }).$type<Record<string, unknown>>(),
    postalCode: text('postal_code'),
    inseeCode: text('insee_code'),
    zone: integer('zone'),
    isComplete: integer('is_complete', { mode: 'boolean' }).notNull().default(false),
    /** Result recomputed by the server with the shared engine. */
    // Stored as computed then: a result of an earlier version of the engine may lack today's fields.
    finalResult: text('final_result', { mode: 'json' }).$type<Record<string, unknown>>(),
    montantFinal: integer('montant_final'),
    isEligible: integer('is_eligible', { mode: 'boolean' }),
    sessionDuration: integer('session_duration'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    calculatedAt: text('calculated_at'),
    completedAt: text('completed_at'),
  },
  (t) => [
    index('simulation_sessions_created').on(t.createdAt),
    index('simulation_sessions_email').on(t.email),
    // Partial: the step saves of simulations without a result (most rows, the hottest write) skip it.
    uniqueIndex('simulation_sessions_results').on(t.resultsId).where(sql`${t.resultsId} IS NOT NULL`),
  ],
);

export const simulationSteps = sqliteTable(
  'simulation_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id')
      .notNull()
      .references(() => simulationSessions.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    stepName: text('step_name').notNull(),
    stepData: text('step_data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Random id the browser gives each save, so a save sent twice (retry after a lost answer) is stored once. */
    saveId: text('save_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('simulation_steps_session').on(t.sessionId),
    uniqueIndex('simulation_steps_save').on(t.saveId),
  ],
);

export const partnerClicks = sqliteTable(
  'partner_clicks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerName: text('partner_name').notNull(),
    pageType: text('page_type').notNull(),
    sessionId: text('session_id').notNull().default('unknown'),
    source: text('source').notNull().default('page'),
    trackingId: text('tracking_id'),
    userData: text('user_data', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_clicks_created').on(t.createdAt)],
);

/** Audience events (consented), no IP, no full user agent. */
export const visitorEvents = sqliteTable(
  'visitor_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    visitorId: text('visitor_id').notNull(),
    sessionId: text('session_id').notNull(),
    eventType: text('event_type').notNull(),
    eventData: text('event_data', { mode: 'json' }).$type<Record<string, unknown>>(),
    pagePath: text('page_path'),
    landingPage: text('landing_page'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    trafficSource: text('traffic_source'),
    entryPageType: text('entry_page_type'),
    deviceType: text('device_type'),
    screenResolution: text('screen_resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitor_events_created').on(t.createdAt),
    index('visitor_events_type').on(t.eventType),
    index('visitor_events_session').on(t.sessionId),
  ],
);

// ───────────────────────── E-mail, contact, settings ─────────────────────────

/** The editable words of an e-mail template, by block name. */
export type EmailTemplateBlocks = Record<string, string>;

export const emailTemplates = sqliteTable('email_templates', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** The words of each block, edited by editors (the layout in `html` and `text` is an admin's): issue 26. */
  blocks: text('blocks', { mode: 'json' }).$type<EmailTemplateBlocks>(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

export const emailLogs = sqliteTable(
  'email_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    templateKey: text('template_key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** sent = accepted by Resend; outbox = kept locally (no RESEND_API_KEY); error = refused. */
    status: text('status', { enum: EMAIL_STATUSES }).notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    /** Kept only for the outbox, so an admin can read what would have been sent. */
    html: text('html'),
    text: text('text'),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('email_logs_created').on(t.createdAt)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    handledBy: text('handled_by'),
    handledAt: text('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * What a queued build will cover: the reasons of the changes that joined it, and the pages (null: the whole
 * site). The queue lives in the store, so that any server can add to it and the elected builder runs it.
 */
/** An item a build left out because it could not be rendered: what it is, its address, and why. */
export type BuildSkippedItem = { kind: string; id?: number | null; path?: string | null; cause: string };

export type BuildRequest = { reasons: string[]; scope: BuildScope | null };

/** Static builds of the public site (publishing). */
export const builds = sqliteTable(
  'builds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    status: text('status', { enum: BUILD_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    folder: text('folder'),
    pageCount: integer('page_count'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    log: text('log'),
    createdAt: createdAt(),
    startedAt: text('started_at'),
    finishedAt: text('finished_at'),
    request: text('request', { mode: 'json' }).$type<BuildRequest>(),
    /** A queued build waits until then (ms since the epoch): edits made in a row join it. */
    runAfter: integer('run_after'),
    /** Pages written so far and expected, while it runs (any server's admin follows it). */
    progressDone: integer('progress_done'),
    progressExpected: integer('progress_expected'),
    /** The server process that ran it (host:pid). */
    builder: text('builder'),
    /** Items the build could not render and left out, each with its cause (issue 26). */
    skipped: text('skipped', { mode: 'json' }).$type<BuildSkippedItem[]>(),
  },
  (t) => [
    index('builds_created').on(t.createdAt),
    // At most one queued build: every change joins it (enforced by the store, whichever server asks).
    uniqueIndex('builds_one_queued').on(t.status).where(sql`${t.status} = 'queued'`),
  ],
);

// ───────────────────────── Rate limits ─────────────────────────

/**
 * Rate-limit counters shared by every server process (db/queries/rate-limits.ts): one row per limited
 * subject and fixed window. `key` is `<limit>:<subject>`, the subject a keyed hash of the client's address
 * or of an e-mail address, never the address itself.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    /** Start of the window, in ms since the epoch. */
    windowStart: integer('window_start').notNull(),
    hits: integer('hits').notNull(),
    /** End of the window (ms): the row is useless after it and purged. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires').on(t.expiresAt)],
);

// ───────────────────────── Scale versions (issue 27) ─────────────────────────

/** The life of a version of the legal scales: drafted, active (at most one), withdrawn, or replaced. */
export const SCALE_VERSION_STATES = ['draft', 'active', 'withdrawn', 'replaced'] as const;

/**
 * Versions of the legal scales (db/queries/scale-versions.ts): each holds the complete `Baremes`, every series
 * with all its dated versions, so that values dated after today apply only from their date (an active version
 * with future values is « scheduled »). The repository's generated scales are version 1 (db/queries/
 * scale-baseline.ts). Every process installs the active one at start (installerBaremes).
 */
export const scaleVersions = sqliteTable(
  'scale_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    label: text('label').notNull(),
    /** AAAA-MM-JJ: the date of its new values. */
    effectiveDate: text('effective_date').notNull(),
    state: text('state', { enum: SCALE_VERSION_STATES }).notNull(),
    data: text('data', { mode: 'json' }).$type<Baremes>().notNull(),
    /** Per changed series, its legal source. */
    sources: text('sources', { mode: 'json' }).$type<Record<string, SourceLegale>>().notNull(),
    /** Per series, why it moves outside the ± 10 % band. */
    reasons: text('reasons', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: text('proposed_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    activatedBy: text('activated_by'),
    activatedAt: text('activated_at'),
    withdrawnBy: text('withdrawn_by'),
    withdrawnAt: text('withdrawn_at'),
  },
  (t) => [
    // At most one active version: the one every process computes with.
    uniqueIndex('scale_versions_one_active').on(t.state).where(sql`${t.state} = 'active'`),
  ],
);
