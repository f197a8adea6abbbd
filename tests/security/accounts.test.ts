/**
 * Accounts (issue 26): what a deleted editor left scheduled does not run; an invitation never gives a role to
 * a password someone else chose; a stranger's reset requests do not keep the owner's e-mails from going out.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/dialect.ts';
import { dueSchedules } from '../../db/queries/editorial.ts';
import { articles, emailLogs, publicationSchedules, user } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../support/admin-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin-comptes@apl.example', ['admin'])).cookie;
}, 60_000);
afterAll(() => t?.close());

let ip = 0;
const post = (path: string, json: unknown, from = `198.51.100.${++ip}`) =>
  t.request(path, { method: 'POST', json, ip: from });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const idOf = async (email: string) =>
  (await first(t.db.select().from(user).where(eq(user.email, email))))?.id as string;
const mailsTo = async (email: string) =>
  (await t.db.select().from(emailLogs).orderBy(emailLogs.id)).filter((m) => m.recipient === email);

describe('a deleted account', () => {
  it('takes its scheduled publications with it: they are cancelled and never run', async () => {
    const editor = await t.signIn('partante@apl.example', ['editor']);
    const [article] = await t.db
      .insert(articles)
      .values({ slug: 'programme-par-une-partante', title: 'Programmé' })
      .returning({ id: articles.id });
    const scheduled = await t.request(`/api/admin/articles/${article?.id}/schedules`, {
      method: 'POST',
      cookie: editor.cookie,
      json: { action: 'publish', runAt: '2030-01-01T09:00:00+01:00' },
    });
    expect(scheduled.status).toBe(201);
    const deleted = await t.request(`/api/admin/users/${editor.id}`, { method: 'DELETE', cookie: admin });
    expect(deleted.status).toBe(200);
    const rows = await t.db
      .select({ status: publicationSchedules.status })
      .from(publicationSchedules)
      .where(eq(publicationSchedules.createdBy, editor.id));
    expect(rows).toEqual([{ status: 'cancelled' }]);
    expect(await dueSchedules(t.db, '2031-01-01T00:00:00.000Z')).toEqual([]);
  });
});
