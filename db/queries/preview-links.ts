/**
 * Preview links for people without an account (issue 30): who made which link to which item, until when, and
 * whether it was revoked. A link is found by the SHA-256 of its token (the token itself is never stored), and
 * the item it shows is read as the back-office holds it: the stored row with its pending changes laid over.
 */
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import type { EditorialKind, RevisionData } from '../schema.ts';
import { articles, cityPages, pendingChanges, previewLinks, thematicPages, user } from '../tables.ts';

export type NewPreviewLink = {
  tokenHash: string;
  kind: EditorialKind;
  itemId: number;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
};

/** Records a link; its id. */
export async function createPreviewLink(db: Db, link: NewPreviewLink): Promise<number> {
  const [row] = await db.insert(previewLinks).values(link).returning({ id: previewLinks.id });
  if (!row) throw new Error('preview link not recorded');
  return row.id;
}

/** The links of an item still open at `now` (neither revoked nor expired), newest first, with their author's name. */
export async function activePreviewLinks(db: Db, kind: EditorialKind, itemId: number, now: string) {
  return db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      createdBy: user.name,
    })
    .from(previewLinks)
    .leftJoin(user, eq(user.id, previewLinks.createdBy))
    .where(
      and(
        eq(previewLinks.kind, kind),
        eq(previewLinks.itemId, itemId),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(previewLinks.id));
}

/** The link of a token's hash, whatever its state; null when there is none. */
export async function previewLinkByHash(db: Db, tokenHash: string) {
  return (
    (await first(
      db
        .select({
          id: previewLinks.id,
          kind: previewLinks.kind,
          itemId: previewLinks.itemId,
          expiresAt: previewLinks.expiresAt,
          revokedAt: previewLinks.revokedAt,
        })
        .from(previewLinks)
        .where(eq(previewLinks.tokenHash, tokenHash)),
    )) ?? null
  );
}

/** Revokes an open link of an item; false when there is none by that id (or it was already revoked). */
export async function revokePreviewLink(
  db: Db,
  link: { id: number; kind: EditorialKind; itemId: number },
  at: string,
): Promise<boolean> {
  const rows = await db
    .update(previewLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(previewLinks.id, link.id),
        eq(previewLinks.kind, link.kind),
        eq(previewLinks.itemId, link.itemId),
        isNull(previewLinks.revokedAt),
      ),
    )
    .returning({ id: previewLinks.id });
  return rows.length > 0;
}

/** Deletes the links that expired before `before` (they open nothing; the audit log keeps their story). */
export async function deleteExpiredPreviewLinks(db: Db, before: string): Promise<void> {
  await db.delete(previewLinks).where(lt(previewLinks.expiresAt, before));
}

/** What a preview link shows of an item: its title, introduction and body as the back-office holds them. */
export type PreviewedItem = {
  kind: EditorialKind;
  title: string;
  lead: string | null;
  /** Markdown (article, guide) or editor HTML (city page). */
  body: string;
  faq: Array<{ question: string; answer: string }>;
  status: string;
  /** Whether the text shown is the pending change of a live page. */
  pending: boolean;
};

const text = (data: RevisionData, key: string): string | undefined =>
  typeof data[key] === 'string' ? (data[key] as string) : undefined;

/** The FAQ of a form or row, the entries with both a question and an answer. */
function faqOf(value: unknown): PreviewedItem['faq'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const { question, answer } = (entry ?? {}) as Record<string, unknown>;
    return typeof question === 'string' && typeof answer === 'string' ? [{ question, answer }] : [];
  });
}

async function storedItem(db: Db, kind: EditorialKind, id: number) {
  if (kind === 'article') {
    const row = await first(db.select().from(articles).where(eq(articles.id, id)));
    return row && { title: row.title, lead: row.excerpt, body: row.content, faq: null, status: row.status };
  }
  if (kind === 'guide') {
    const row = await first(db.select().from(thematicPages).where(eq(thematicPages.id, id)));
    return (
      row && {
        title: row.h1Title || row.title,
        lead: null,
        body: row.content,
        faq: row.faq,
        status: row.status,
      }
    );
  }
  const row = await first(db.select().from(cityPages).where(eq(cityPages.id, id)));
  return (
    row && {
      title: `APL à ${row.cityName}`,
      lead: row.metaDescription,
      body: row.content ?? '',
      faq: row.faq,
      status: row.status,
    }
  );
}

/** Whether an article, guide or city page exists. */
export async function previewableItemExists(db: Db, kind: EditorialKind, id: number): Promise<boolean> {
  return (await storedItem(db, kind, id)) !== undefined;
}

/** The form field shown as the introduction (a guide has none). */
const LEAD: Record<EditorialKind, string> = { article: 'excerpt', guide: 'lead', city: 'metaDescription' };

/** The item as the back-office holds it (pending changes of a live page laid over the row); null when gone. */
export async function previewedItem(db: Db, kind: EditorialKind, id: number): Promise<PreviewedItem | null> {
  const stored = await storedItem(db, kind, id);
  if (!stored) return null;
  const pending = await first(
    db
      .select({ data: pendingChanges.data })
      .from(pendingChanges)
      .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, id))),
  );
  const data = pending?.data ?? {};
  const title =
    kind === 'city' ? stored.title : (text(data, 'h1Title') ?? text(data, 'title') ?? stored.title);
  return {
    kind,
    title,
    lead: LEAD[kind] in data ? (text(data, LEAD[kind]) ?? null) : stored.lead,
    body: text(data, 'content') ?? stored.body,
    faq: faqOf('faq' in data ? data.faq : stored.faq),
    status: stored.status,
    pending: pending !== undefined,
  };
}
