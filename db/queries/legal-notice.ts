/** The legal notice's identity block, a site setting (src/core/legal-notice.ts): read by the build and the back-office. */
import { eq } from 'drizzle-orm';
import { type LegalNotice, legalNoticeSchema } from '../../src/core/legal-notice.ts';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { tables as t } from '../tables.ts';

export const LEGAL_NOTICE_KEY = 'site.legal-notice';

/** The saved block, or null when nothing (or nothing valid) was saved. */
export async function legalNotice(db: Db): Promise<LegalNotice | null> {
  const row = await first(db.select().from(t.siteSettings).where(eq(t.siteSettings.key, LEGAL_NOTICE_KEY)));
  const parsed = legalNoticeSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function saveLegalNotice(db: Db, notice: LegalNotice): Promise<void> {
  await db
    .insert(t.siteSettings)
    .values({ key: LEGAL_NOTICE_KEY, value: notice })
    .onConflictDoUpdate({
      target: t.siteSettings.key,
      set: { value: notice, updatedAt: new Date().toISOString() },
    });
}
