/**
 * Admin takeover by signing up first (review, point 2): public sign-up verified nothing, then ADMIN_EMAIL at
 * start, or `npm run admin:create`, gave the admin role to the existing account with that address, which kept
 * its own password. Now no role ever goes to an address its owner did not prove, and the operator's password
 * replaces the squatter's. Also: sign-up tells nothing about which addresses have accounts (point 9), and
 * common passwords are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, ensureAdminFromEnv } from '../../api/auth/first-admin.ts';
import { first } from '../../db/dialect.ts';
import { rolesOf } from '../../db/queries/admin-users.ts';
import { emailLogs, user, userRoles } from '../../db/tables.ts';
import { createTestApp, type TestApp } from '../support/admin-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let ip = 0;
const post = (path: string, json: unknown, cookie?: string) =>
  t.request(path, { method: 'POST', json, cookie, ip: `192.0.2.${++ip}` });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const idOf = async (email: string) =>
  (await first(t.db.select().from(user).where(eq(user.email, email))))?.id as string;
const mailsTo = async (email: string) =>
  (await t.db.select().from(emailLogs).orderBy(emailLogs.id)).filter((m) => m.recipient === email);

const SQUATTER_PASSWORD = 'le-mot-de-passe-du-squatteur';

describe('pre-registration of the admin address', () => {
  it('an unconfirmed sign-up gets no session and no back-office', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'Squatteur',
      email: 'chef@apl.example',
      password: SQUATTER_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).not.toMatch(/session_token/);
    expect((await signIn('chef@apl.example', SQUATTER_PASSWORD)).status).toBe(403);
  });

  it('ADMIN_EMAIL at start takes the account over: the squatter keeps neither password nor session', async () => {
    // Even if the squatter had a session (say the owner clicked the confirmation link by mistake)…
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'chef@apl.example'));
    const squatter = await signIn('chef@apl.example', SQUATTER_PASSWORD);
    expect(squatter.status).toBe(200);
    const squatterCookie = t.cookieOf(squatter);
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'chef@apl.example'));

    const ctx = {
      ...t.ctx,
      env: { ...t.env, ADMIN_EMAIL: 'chef@apl.example', ADMIN_PASSWORD: 'phrase-secrete-de-l-operateur' },
    };
    await ensureAdminFromEnv(ctx, () => {});
    expect(await rolesOf(t.db, await idOf('chef@apl.example'))).toEqual(['admin']);
    expect((await signIn('chef@apl.example', SQUATTER_PASSWORD)).status).toBe(401);
    expect((await t.request('/api/admin/session', { cookie: squatterCookie })).status).toBe(401);
    const operator = await signIn('chef@apl.example', 'phrase-secrete-de-l-operateur');
    expect(operator.status).toBe(200);
    expect((await t.request('/api/admin/session', { cookie: t.cookieOf(operator) })).status).toBe(200);
  });

  it('admin:create on an existing account does the same (createAdmin)', async () => {
    await post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'ops@apl.example',
      password: SQUATTER_PASSWORD,
    });
    const res = await createAdmin(t.ctx, {
      email: 'ops@apl.example',
      password: 'autre-phrase-de-l-operateur',
    });
    expect(res.created).toBe(false);
    expect((await signIn('ops@apl.example', SQUATTER_PASSWORD)).status).toBe(401);
    expect((await signIn('ops@apl.example', 'autre-phrase-de-l-operateur')).status).toBe(200);
  });

  it('a restart does not reset the password of an admin already in place', async () => {
    const ctx = {
      ...t.ctx,
      env: { ...t.env, ADMIN_EMAIL: 'chef@apl.example', ADMIN_PASSWORD: 'ancienne-phrase-oubliee' },
    };
    await ensureAdminFromEnv(ctx, () => {});
    expect((await signIn('chef@apl.example', 'phrase-secrete-de-l-operateur')).status).toBe(200);
  });

  it('refuses a common password for the first admin', async () => {
    await expect(createAdmin(t.ctx, { email: 'faible@apl.example', password: '1234567890' })).rejects.toThrow(
      /trop courant/,
    );
  });
});

describe('roles only for owner-confirmed addresses', () => {
  it('an admin cannot give a role to an unconfirmed account', async () => {
    const { cookie } = await t.signIn('admin-roles@apl.example', ['admin']);
    await post('/api/auth/sign-up/email', {
      name: 'Y',
      email: 'redac@apl.example',
      password: SQUATTER_PASSWORD,
    });
    const res = await t.request(`/api/admin/users/${await idOf('redac@apl.example')}/roles`, {
      method: 'PUT',
      cookie,
      json: { roles: ['editor'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('pas encore été confirmée') });
    expect(await rolesOf(t.db, await idOf('redac@apl.example'))).toEqual([]);
  });

  it('a role row planted for an unconfirmed account is not in force', async () => {
    await post('/api/auth/sign-up/email', {
      name: 'Z',
      email: 'plante@apl.example',
      password: SQUATTER_PASSWORD,
    });
    await t.db.insert(userRoles).values({ userId: await idOf('plante@apl.example'), role: 'admin' });
    expect(await rolesOf(t.db, await idOf('plante@apl.example'))).toEqual([]);
  });

  it('an invitation gives its role only once the invitee chose a password from the e-mailed link', async () => {
    const { cookie } = await t.signIn('admin-invite@apl.example', ['admin']);
    const res = await t.request('/api/admin/users', {
      method: 'POST',
      cookie,
      json: { name: 'Invitée', email: 'invitee@apl.example', roles: ['editor'] },
    });
    expect(res.status).toBe(201);
    expect(await rolesOf(t.db, await idOf('invitee@apl.example'))).toEqual([]);
    const mail = (await mailsTo('invitee@apl.example')).at(-1);
    expect(mail?.subject).toBe('Activez votre compte APL Simulateur');
    const token = /confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'ma-phrase-a-moi-seule' })).status,
    ).toBe(200);
    expect(await rolesOf(t.db, await idOf('invitee@apl.example'))).toEqual(['editor']);
    expect((await signIn('invitee@apl.example', 'ma-phrase-a-moi-seule')).status).toBe(200);
  });
});

describe('sign-up tells nothing about who has an account', () => {
  it('answers the same for a taken address and a new one; the owner of the taken one is told by e-mail', async () => {
    await t.signIn('deja@apl.example', ['editor']);
    const taken = await post('/api/auth/sign-up/email', {
      name: 'Autre',
      email: 'deja@apl.example',
      password: 'encore-une-phrase-longue',
    });
    const fresh = await post('/api/auth/sign-up/email', {
      name: 'Autre',
      email: 'nouveau@apl.example',
      password: 'encore-une-phrase-longue',
    });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect((await mailsTo('deja@apl.example')).at(-1)?.subject).toBe(
      'Vous avez déjà un compte APL Simulateur',
    );
    expect((await mailsTo('nouveau@apl.example')).at(-1)?.subject).toBe('Confirmez votre adresse e-mail');
  });

  it.each(['1234567890', 'azertyuiop', 'motdepasse123', 'password123', 'soleil123456'])(
    'refuses the common password « %s » at sign-up and at reset',
    async (password) => {
      const res = await post('/api/auth/sign-up/email', { name: 'W', email: 'w@apl.example', password });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        fieldErrors: { password: [expect.stringMatching(/trop courant/)] },
      });
      const reset = await post('/api/auth/reset-password', { token: 'x'.repeat(24), newPassword: password });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toMatchObject({ fieldErrors: { newPassword: expect.any(Array) } });
    },
  );
});
