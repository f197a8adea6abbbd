/**
 * A baseline revision for every article, guide and city page that has none (issue 26): content imported or
 * seeded before revisions existed had no version to go back to, so its first edit could not be undone. One
 * INSERT … SELECT per kind writes, for each item lacking revisions (or the given ones), the form its editor
 * would save: the fields of its kind's schema (api/routes/admin/{articles,thematiques,cities}.ts), read from its
 * row, a null field left out (the schema then gives its default, as for a form that omits it). Idempotent and
 * fast: run with the migrations (db/migrate.ts) and after each seed (db/import/seed-content.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, kindOf } from '../client.ts';
import { rawRun } from '../dialect.ts';
import type { EditorialKind } from '../schema.ts';
import { articles, cityPages, contentRevisions, thematicPages } from '../tables.ts';

/** How a column goes into the form: as it is, a JSON column, or a boolean (an integer on SQLite). */
type Field = readonly [key: string, column: { name: string }, type?: 'json' | 'boolean'];

const A = articles;
const G = thematicPages;
const C = cityPages;

/** The form's fields of each kind: the keys its schema reads, each from its column. */
const FORMS: Record<EditorialKind, { table: string; fields: readonly Field[]; tagIds?: true }> = {
  article: {
    table: 'articles',
    fields: [
      ['title', A.title],
      ['slug', A.slug],
      ['excerpt', A.excerpt],
      ['content', A.content],
      ['metaTitle', A.metaTitle],
      ['metaDescription', A.metaDescription],
      ['author', A.author],
      ['featuredImageId', A.featuredImageId],
      ['categoryId', A.categoryId],
      ['featured', A.featured, 'boolean'],
    ],
    tagIds: true,
  },
  guide: {
    table: 'thematic_pages',
    fields: [
      ['title', G.title],
      ['slug', G.slug],
      ['h1Title', G.h1Title],
      ['metaTitle', G.metaTitle],
      ['metaDescription', G.metaDescription],
      ['themeCategory', G.themeCategory],
      ['content', G.content],
      ['faq', G.faq, 'json'],
      ['testimonial', G.testimonial, 'json'],
      ['targetKeywords', G.targetKeywords, 'json'],
      ['relatedSlugs', G.relatedSlugs, 'json'],
      ['lang', G.lang],
      ['translationOf', G.translationOf],
      ['status', G.status],
    ],
  },
  city: {
    table: 'city_pages',
    fields: [
      ['slug', C.slug],
      ['metaTitle', C.metaTitle],
      ['metaDescription', C.metaDescription],
      ['content', C.content],
      ['populationEtudiante', C.populationEtudiante],
      ['averageRent', C.averageRent],
      ['averageRentYear', C.averageRentYear],
      ['averageRentSource', C.averageRentSource],
      ['featuredUniversities', C.featuredUniversities, 'json'],
      ['cafContact', C.cafContact, 'json'],
      ['faq', C.faq, 'json'],
      ['status', C.status],
    ],
  },
};

const R = contentRevisions;
const TARGET = [R.kind, R.itemId, R.version, R.action, R.data, R.pending, R.savedBy, R.savedAt].map((c) =>
  sql.identifier(c.name),
);

const column = (c: { name: string }) => sql`i.${sql.identifier(c.name)}`;

/** SQLite: json_patch onto {} drops every null member (RFC 7396), nested ones included. */
function sqliteForm(fields: readonly Field[], tagIds: boolean): SQL {
  const members = fields.map(([key, c, type]) => {
    const value =
      type === 'json'
        ? sql`json(${column(c)})`
        : type === 'boolean'
          ? sql`json(CASE WHEN ${column(c)} THEN 'true' ELSE 'false' END)`
          : column(c);
    return sql`${key}, ${value}`;
  });
  if (tagIds)
    members.push(
      sql`'tagIds', json(coalesce((SELECT json_group_array(tag_id) FROM (SELECT tag_id FROM article_tags WHERE article_id = i.id ORDER BY tag_id)), '[]'))`,
    );
  return sql`json_patch('{}', json_object(${sql.join(members, sql`, `)}))`;
}

/** PostgreSQL: keys as literals (an untyped bound key has no type for jsonb_build_object); nulls stripped. */
function pgForm(fields: readonly Field[], tagIds: boolean): SQL {
  const members = fields.map(([key, c]) => sql`${sql.raw(`'${key}'`)}, ${column(c)}`);
  if (tagIds)
    members.push(
      sql`'tagIds', coalesce((SELECT jsonb_agg(tag_id ORDER BY tag_id) FROM article_tags WHERE article_id = i.id), '[]'::jsonb)`,
    );
  return sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(members, sql`, `)}))`;
}

/**
 * Keeps the current form of items of `kind` as a revision (action 'save', by nobody, at the item's last
 * change): of every item that has no revision yet, or of the items `ids` whatever they have. How many.
 */
export async function snapshotRevisions(
  db: Db,
  kind: EditorialKind,
  ids?: readonly number[],
): Promise<number> {
  if (ids?.length === 0) return 0;
  const form = FORMS[kind];
  const pg = kindOf(db) === 'postgres';
  const data = pg ? pgForm(form.fields, form.tagIds === true) : sqliteForm(form.fields, form.tagIds === true);
  const which = ids
    ? sql`i.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`NOT EXISTS (SELECT 1 FROM content_revisions r WHERE r.kind = ${kind} AND r.item_id = i.id)`;
  return rawRun(
    db,
    sql`INSERT INTO content_revisions (${sql.join(TARGET, sql`, `)})
      SELECT ${kind}, i.id, i.version, 'save', ${data}, ${sql.raw(pg ? 'false' : '0')}, NULL, i.updated_at
      FROM ${sql.identifier(form.table)} i WHERE ${which}`,
  );
}

/** A baseline revision for every item of every kind that has none; how many were added. */
export async function addBaselineRevisions(db: Db): Promise<number> {
  let added = 0;
  for (const kind of Object.keys(FORMS) as EditorialKind[]) added += await snapshotRevisions(db, kind);
  return added;
}
