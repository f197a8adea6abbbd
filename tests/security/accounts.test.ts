/**
 * Accounts (issue 26): what a deleted editor left scheduled does not run; an invitation never gives a role to
 * a password someone else chose; a stranger's reset requests do not keep the owner's e-mails from going out.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/security/limits.ts';
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

const SQUATTER = 'mot-de-passe-du-squatteur';

/** Someone signs up with the future editor's address; its owner follows the confirmation link received. */
async function preRegistered(email: string) {
  expect(
    (await post('/api/auth/sign-up/email', { name: 'Squatteur', email, password: SQUATTER })).status,
  ).toBe(200);
  const link = /verify-email\?token=[\w.-]+/.exec((await mailsTo(email)).at(-1)?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  expect((await t.request(`/api/auth/${link}`)).status).toBe(303);
  const squatter = await signIn(email, SQUATTER);
  expect(squatter.status).toBe(200);
  return t.cookieOf(squatter);
}

describe('invitation of a pre-registered address', () => {
  it("the admin cannot give a role to the confirmed account: its password may be the squatter's", async () => {
    const email = 'future-redactrice@apl.example';
    await preRegistered(email);
    const res = await t.request(`/api/admin/users/${await idOf(email)}/roles`, {
      method: 'PUT',
      cookie: admin,
      json: { roles: ['editor'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('Invitez plutôt') });
    expect((await signIn(email, SQUATTER)).status).toBe(200);
    const session = await t.request('/api/admin/session', {
      cookie: t.cookieOf(await signIn(email, SQUATTER)),
    });
    expect(session.status).toBe(403);
  });

  it('the invitation takes the account back: the squatter keeps neither password nor session', async () => {
    const email = 'futur-editeur@apl.example';
    const squatterCookie = await preRegistered(email);
    const res = await t.request('/api/admin/users', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Futur éditeur', email, roles: ['editor'] },
    });
    expect(res.status).toBe(201);
    expect((await signIn(email, SQUATTER)).status).toBe(401);
    expect((await t.request('/api/admin/session', { cookie: squatterCookie })).status).toBe(401);
    // The owner chooses a password from the activation link and only then is an editor.
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('Activez votre compte APL Simulateur');
    const token = /confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const chosen = await post('/api/auth/reset-password', { token, newPassword: 'la-phrase-du-titulaire' });
    expect(chosen.status).toBe(200);
    const owner = await signIn(email, 'la-phrase-du-titulaire');
    expect(owner.status).toBe(200);
    expect((await t.request('/api/admin/session', { cookie: t.cookieOf(owner) })).status).toBe(200);
    expect((await signIn(email, SQUATTER)).status).toBe(401);
  });

  it('an invitation to an account already in the back-office is refused with a message, and changes nothing', async () => {
    const editor = await t.signIn('deja-editrice@apl.example', ['editor']);
    const res = await t.request('/api/admin/users', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Encore', email: 'deja-editrice@apl.example', roles: ['admin'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('déjà accès au back-office') });
    expect((await t.request('/api/admin/session', { cookie: editor.cookie })).status).toBe(200);
  });
});

describe("a stranger does not keep the owner's account e-mails from going out", () => {
  const resets = async (email: string) =>
    (await mailsTo(email)).filter((m) => m.templateKey === 'reset-password').length;

  it("five reset requests from one client send a few e-mails; the owner's own click still sends one", async () => {
    const owner = 'proprietaire@apl.example';
    await t.signIn(owner, ['editor']);
    for (let i = 0; i < LIMITS.passwordReset.max; i++)
      expect((await post('/api/auth/request-password-reset', { email: owner }, '203.0.113.66')).status).toBe(
        200,
      );
    expect(await resets(owner)).toBe(LIMITS.accountEmailRequester.max);
    expect((await post('/api/auth/request-password-reset', { email: owner }, '198.51.100.200')).status).toBe(
      200,
    );
    expect(await resets(owner)).toBe(LIMITS.accountEmailRequester.max + 1);
  });

  it("strangers from many clients use up the address's day, yet an admin's invitation still goes", async () => {
    const email = 'invitee-visee@apl.example';
    const clients = Math.ceil(LIMITS.accountEmailRecipient.max / LIMITS.accountEmailRequester.max) + 1;
    for (let c = 0; c < clients; c++)
      for (let i = 0; i < LIMITS.accountEmailRequester.max + 1; i++)
        await post('/api/auth/sign-up/email', { name: 'X', email, password: SQUATTER }, `203.0.113.${c + 1}`);
    expect((await mailsTo(email)).length).toBe(LIMITS.accountEmailRecipient.max);
    const res = await t.request('/api/admin/users', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Invitée visée', email, roles: ['editor'] },
    });
    expect(res.status).toBe(201);
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Activez votre compte APL Simulateur');
  });
});
