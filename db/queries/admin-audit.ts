/** The audit log: who changed what, when. `details` never carries personal data (no e-mail, no name). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog, user } from '../tables.ts';

export type AuditEntry = Pick<
  typeof auditLog.$inferInsert,
  'userId' | 'action' | 'entity' | 'entityId' | 'details'
>;

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The last 200 entries, newest first, with the name of whoever wrote them (null once the account is gone). */
export async function auditTrail(db: Db) {
  const items = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      userName: user.name,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.userId))
    .orderBy(desc(auditLog.id))
    .limit(200);
  return { items };
}
