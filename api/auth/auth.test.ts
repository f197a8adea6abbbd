/**
 * Accounts: French field errors, address confirmation, cookies, brute-force limits (per client, and per
 * client and account), CSRF, password reset, first admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../db/client.ts';
import { STORE_KIND } from '../../db/store-kind.ts';
import { account, emailLogs, user, userRoles } from '../../db/tables.ts';
import { createTestApp, PASSWORD, type TestApp } from '../../tests/support/admin-app.ts';
import { createApp } from '../app.ts';
import { SIGN_UP_MESSAGE } from '../routes/auth.ts';
import { LIMITS } from '../security/limits.ts';
import { createAdmin, ensureAdminFromEnv } from './first-admin.ts';

const MAX_FAILURES = LIMITS.signInFailures.max;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, json: unknown, init: { ip?: string; origin?: string; cookie?: string } = {}) =>
  t.request(path, {
    method: 'POST',
    json,
    ip: init.ip ?? '192.0.2.1',
    cookie: init.cookie,
    headers: init.origin ? { origin: init.origin } : undefined,
  });

describe('sign-up and sign-in', () => {
  it('answers bad input with 400 and a French message per field', async () => {
    const res = await post(
      '/api/auth/sign-up/email',
      { name: '', email: 'pas-un-email', password: 'court' },
      { ip: '192.0.2.10' },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.name).toEqual(['Le nom est requis']);
    expect(body.fieldErrors.email).toEqual(["Format d'email invalide"]);
    expect(body.fieldErrors.password).toEqual(['Le mot de passe doit contenir au moins 10 caractères']);
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: '{pas du json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'Corps JSON invalide' });
  });

  it('signs up, confirms the address by the e-mailed link, then signs in with a session cookie that is HttpOnly, Secure and SameSite=Strict', async () => {
    const up = await post(
      '/api/auth/sign-up/email',
      { name: 'Lou', email: 'Lou@Example.fr ', password: PASSWORD },
      { ip: '192.0.2.11' },
    );
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ success: true, message: SIGN_UP_MESSAGE });
    // No session before the address is confirmed.
    expect(up.headers.getSetCookie().join()).not.toMatch(/session_token/);
    const early = await post(
      '/api/auth/sign-in/email',
      { email: 'lou@example.fr', password: PASSWORD },
      { ip: '192.0.2.12' },
    );
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const mail = (await t.db.select().from(emailLogs).orderBy(emailLogs.id)).findLast(
      (m) => m.recipient === 'lou@example.fr' && m.templateKey === 'verify-email',
    );
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const followed = await t.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/auth/adresse-confirmee');
    // A forged or altered link confirms nothing.
    const forged = await t.request(`/api/auth/verify-email?token=${'x'.repeat(40)}`);
    expect(forged.headers.get('location')).toBe('/auth/lien-invalide');

    const res = await post(
      '/api/auth/sign-in/email',
      { email: 'lou@example.fr', password: PASSWORD },
      { ip: '192.0.2.12' },
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    // A signed-in visitor without a role is refused by the back-office.
    const session = await t.request('/api/admin/session', { cookie: t.cookieOf(res) });
    expect(session.status).toBe(403);
  });

  it('refuses a wrong password in French, without saying whether the account exists', async () => {
    const wrong = await post(
      '/api/auth/sign-in/email',
      { email: 'lou@example.fr', password: 'mauvais-mot' },
      { ip: '192.0.2.13' },
    );
    const unknown = await post(
      '/api/auth/sign-in/email',
      { email: 'personne@example.fr', password: 'mauvais-mot' },
      { ip: '192.0.2.13' },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('signs out: the cookie no longer opens a session', async () => {
    const { cookie } = await t.signIn('sortie@example.fr', ['editor']);
    expect((await t.request('/api/admin/session', { cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/admin/session', { cookie })).status).toBe(401);
  });
});

describe('brute force', () => {
  it(`stops the client that guessed ${MAX_FAILURES} wrong passwords for an account; the owner still signs in from elsewhere`, async () => {
    await t.signIn('cible@example.fr', ['admin']);
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: 'cible@example.fr', password: `essai-${i}` },
        { ip: '198.51.100.1' },
      );
      expect(res.status).toBe(401);
    }
    // The guessing client waits, even with the right password…
    const guesser = await post(
      '/api/auth/sign-in/email',
      { email: 'cible@example.fr', password: PASSWORD },
      { ip: '198.51.100.1' },
    );
    expect(guesser.status).toBe(429);
    expect(guesser.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await guesser.json()).toMatchObject({
      code: 'TROP_DE_TENTATIVES',
      error: expect.stringMatching(/^Trop de tentatives\. Réessayez dans \d+ minutes\.$/),
    });
    // …the owner, from another client, is not locked out.
    const owner = await post(
      '/api/auth/sign-in/email',
      { email: 'cible@example.fr', password: PASSWORD },
      { ip: '198.51.100.99' },
    );
    expect(owner.status).toBe(200);
  });

  it('lets the guessing client try again once the Retry-After it was given has passed, not a second earlier', async () => {
    await t.signIn('patience@example.fr', ['editor']);
    // A fixed clock, one minute into a 15-minute window: the sliding count still weighs these failures in
    // the next window, so « the window has passed » is not the promise — Retry-After is.
    const t0 = Date.UTC(2026, 10, 23, 10, 1);
    const at = (ms: number, password: string) =>
      createApp({ ...t.ctx, now: () => new Date(ms) }).request(
        'http://localhost/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { origin: 'http://localhost', 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'patience@example.fr', password }),
        },
        { incoming: { socket: { remoteAddress: '198.51.100.50', remotePort: 1, remoteFamily: 'IPv4' } } },
      );
    for (let i = 0; i < MAX_FAILURES; i++) expect((await at(t0 + i * 1000, `essai-${i}`)).status).toBe(401);
    const refused = await at(t0 + 10_000, PASSWORD);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // One window later is still too early for a limit reached at the start of a window…
    expect((await at(t0 + 10_000 + LIMITS.signInFailures.windowMs + 1000, PASSWORD)).status).toBe(429);
    expect((await at(t0 + 10_000 + (retryAfter - 1) * 1000, PASSWORD)).status).toBe(429);
    // …and the wait the client was told is enough.
    expect((await at(t0 + 10_000 + retryAfter * 1000, PASSWORD)).status).toBe(200);
  });

  it('limits sign-in attempts per IP (10 a minute), whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: `inconnu${i}@example.fr`, password: 'mauvais-mot' },
        { ip: '203.0.113.7' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another IP still gets through.
    expect(
      (
        await post(
          '/api/auth/sign-in/email',
          { email: 'inconnu@example.fr', password: 'x' },
          { ip: '203.0.113.8' },
        )
      ).status,
    ).toBe(401);
  });

  it('behind a proxy, counts per client address from CLIENT_IP_FROM (last value, the one the proxy added)', async () => {
    const proxied = await createTestApp({ CLIENT_IP_FROM: 'x-forwarded-for' });
    try {
      let n = 0;
      const attempt = (forwarded: string) =>
        proxied.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: `personne${++n}@example.fr`, password: 'mauvais-mot' },
          headers: { 'x-forwarded-for': forwarded },
        });
      // Twelve different clients behind the same proxy socket: none is limited.
      for (let i = 0; i < 12; i++) expect((await attempt(`192.0.2.${100 + i}`)).status).toBe(401);
      // One client forging a first value is still counted by the value the proxy appended.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt(`10.0.0.${i}, 198.51.100.200`)).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      proxied.close();
    }
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated admin write from another origin, or with no origin at all', async () => {
    const { cookie } = await t.signIn('csrf@example.fr', ['admin']);
    const foreign = await t.request('/api/admin/articles', {
      method: 'POST',
      cookie,
      json: { title: 'x' },
      headers: { origin: 'https://attaquant.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'ORIGINE_REFUSEE' });
    const bare = await t.app.request('http://localhost/api/admin/articles', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"title":"x"}',
    });
    expect(bare.status).toBe(403);
    const fetchMeta = await t.app.request('http://localhost/api/admin/articles', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"title":"Écrit depuis le site"}',
    });
    expect(fetchMeta.status).toBe(201);
  });

  it('refuses a sign-in posted from another origin', async () => {
    const res = await post(
      '/api/auth/sign-in/email',
      { email: 'lou@example.fr', password: PASSWORD },
      { ip: '192.0.2.40', origin: 'https://attaquant.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('password reset', () => {
  it('sends a link by e-mail (outbox without Resend), answers the same for unknown accounts, and the link works once', async () => {
    await t.signIn('oubli@example.fr', ['editor']);
    const known = await post(
      '/api/auth/request-password-reset',
      { email: 'oubli@example.fr' },
      { ip: '192.0.2.50' },
    );
    const unknown = await post(
      '/api/auth/request-password-reset',
      { email: 'fantome@example.fr' },
      { ip: '192.0.2.50' },
    );
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = (await t.db.select().from(emailLogs).orderBy(emailLogs.id)).filter(
      (m) => m.templateKey === 'reset-password',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('oubli@example.fr');
    const token = /reset-password\/confirm\?token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    // The link carries a token, never the e-mail address.
    expect(mails[0]?.text).not.toMatch(/confirm\?[^\s]*oubli/);

    const short = await post(
      '/api/auth/reset-password',
      { token, newPassword: 'court' },
      { ip: '192.0.2.51' },
    );
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      fieldErrors: { newPassword: ['Le mot de passe doit contenir au moins 10 caractères'] },
    });
    const ok = await post(
      '/api/auth/reset-password',
      { token, newPassword: 'nouveau-mot-de-passe' },
      { ip: '192.0.2.51' },
    );
    expect(ok.status).toBe(200);
    const again = await post(
      '/api/auth/reset-password',
      { token, newPassword: 'encore-un-autre-mot' },
      { ip: '192.0.2.51' },
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'Lien de réinitialisation invalide ou expiré' });
    expect(
      (
        await post(
          '/api/auth/sign-in/email',
          { email: 'oubli@example.fr', password: PASSWORD },
          { ip: '192.0.2.52' },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await post(
          '/api/auth/sign-in/email',
          { email: 'oubli@example.fr', password: 'nouveau-mot-de-passe' },
          { ip: '192.0.2.52' },
        )
      ).status,
    ).toBe(200);
  });
});

describe('form posts of the public /auth page (no JavaScript)', () => {
  it('redirects with the session cookie, or back to the form with an error code and no personal data', async () => {
    const form = (path: string, fields: Record<string, string>) =>
      t.request(path, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ip: '192.0.2.60',
      });
    const up = await form('/api/auth/form/sign-up', {
      name: 'Sam',
      email: 'sam@example.fr',
      password: PASSWORD,
    });
    expect(up.status).toBe(303);
    expect(up.headers.get('location')).toBe('/auth/inscription');
    expect(up.headers.getSetCookie().join()).not.toMatch(/session_token/);
    const unconfirmed = await form('/api/auth/form/sign-in', { email: 'sam@example.fr', password: PASSWORD });
    expect(unconfirmed.headers.get('location')).toBe('/auth?mode=signin&erreur=EMAIL_NOT_VERIFIED');
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'sam@example.fr'));
    const bad = await form('/api/auth/form/sign-in', { email: 'sam@example.fr', password: 'mauvais-mot' });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/auth?mode=signin&erreur=INVALID_EMAIL_OR_PASSWORD');
    const visitor = await form('/api/auth/form/sign-in', { email: 'sam@example.fr', password: PASSWORD });
    expect(visitor.headers.get('location')).toBe('/');
    await t.signIn('redac@example.fr', ['editor']);
    const editor = await form('/api/auth/form/sign-in', { email: 'redac@example.fr', password: PASSWORD });
    expect(editor.headers.get('location')).toBe('/admin');
  });
});

describe('first admin', () => {
  it.skipIf(STORE_KIND !== 'postgres')(
    'servers starting together with ADMIN_EMAIL on one PostgreSQL all start, and make one admin account',
    async () => {
      // Scale-out: every server runs ensureAdminFromEnv at start. Each found no account, and all but the first
      // to create it stopped on the unique e-mail (CI, scale test). The worst interleaving, made certain: another
      // connection holds the user table against inserts until every start has had time to reach its insert.
      const email = 'ensemble@exemple.fr';
      const password = 'phrase-de-passe-des-serveurs';
      const env = { ...t.ctx.env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password };
      const blocker = await poolOf(t.db).connect();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE "user" IN SHARE MODE');
      const starts = Promise.allSettled(
        Array.from({ length: 4 }, () => ensureAdminFromEnv({ ...t.ctx, env }, () => {})),
      );
      const waitingInserts = async () =>
        Number(
          // From another connection: inside a transaction, pg_stat_activity stays as it was first read.
          (
            await poolOf(t.db).query<{ n: string }>(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into "user"%'`,
            )
          ).rows[0]?.n,
        );
      for (let i = 0; i < 100 && (await waitingInserts()) === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await waitingInserts()).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1000));
      await blocker.query('COMMIT');
      blocker.release();

      expect((await starts).map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(
        Array(4).fill('fulfilled'),
      );
      const users = await t.db.select().from(user).where(eq(user.email, email));
      expect(users).toHaveLength(1);
      const id = users[0]?.id as string;
      const accounts = await t.db.select().from(account).where(eq(account.userId, id));
      expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
      const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, id));
      expect(roles.map((r) => r.role)).toEqual(['admin']);
      const res = await post('/api/auth/sign-in/email', { email, password }, { ip: '192.0.2.80' });
      expect(res.status).toBe(200);
    },
  );

  it('creates the account with the admin role; on an existing account, the new password replaces the old one', async () => {
    const created = await createAdmin(t.ctx, { email: 'Chef@Example.fr', password: 'autre-mot-de-passe' });
    expect(created.created).toBe(true);
    const again = await createAdmin(t.ctx, { email: 'chef@example.fr', password: 'mot-de-passe-du-chef' });
    expect(again).toEqual({ created: false, userId: created.userId });
    const roles = (await t.db.select().from(userRoles)).filter((r) => r.userId === created.userId);
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    const res = await post(
      '/api/auth/sign-in/email',
      { email: 'chef@example.fr', password: 'mot-de-passe-du-chef' },
      { ip: '192.0.2.70' },
    );
    expect(res.status).toBe(200);
  });
});
