/** The back-office in Chromium: login, the guard (spec §2 texts), header and sidebar. */
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { siteServer } from '../support/site.ts';
import { createAccount, signIn } from './admin-helpers.ts';

const base = siteServer().baseUrl;
const databasePath = siteServer().databasePath;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await createAccount(databasePath, 'admin.e2e@example.fr', ['admin']);
  await createAccount(databasePath, 'editeur.e2e@example.fr', ['editor']);
  await createAccount(databasePath, 'visiteur.e2e@example.fr', []);
});
afterAll(async () => {
  await browser?.close();
});

describe('admin login and guard', () => {
  it('sends an anonymous visitor to the login screen, which keeps the e-mail after a wrong password', async () => {
    const page = await newPage(browser, 'desktop');
    await page.goto(`${base}/admin/articles`);
    await page.waitForURL(`${base}/admin/login`);
    await signIn(page, base, 'admin.e2e@example.fr', 'pas-le-bon-mot');
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Email ou mot de passe incorrect',
    );
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('admin.e2e@example.fr');
    // No personal data in the address bar, ever.
    expect(page.url()).not.toContain('@');
    await page.context().close();
  });

  it('shows « Vérification des permissions... » then the dashboard, with the e-mail and logout in the header', async () => {
    const page = await newPage(browser, 'desktop');
    await signIn(page, base, 'admin.e2e@example.fr');
    await page.waitForURL(`${base}/admin`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tableau de bord');
    await expect(page.getByTestId('user-email').textContent()).resolves.toBe('admin.e2e@example.fr');
    // Reloading shows the guard's text while the session is checked.
    await page.route('**/api/admin/session', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Vérification des permissions...').isVisible()).resolves.toBe(true);
    await page.getByTestId('user-email').waitFor();
    await page.unroute('**/api/admin/session');

    // Sidebar: Ctrl+B collapses it to 3rem and the choice is kept in a 7-day cookie.
    const sidebar = page.locator('aside.sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.keyboard.press('Control+b');
    await page.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getBoundingClientRect().width === 48,
    );
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    await page.reload();
    await page.getByTestId('user-email').waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(48);
    await page.keyboard.press('Control+b');
    await page.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getBoundingClientRect().width === 256,
    );

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL(`${base}/admin/login`);
    await page.goto(`${base}/admin`);
    await page.waitForURL(`${base}/admin/login`);
    await page.context().close();
  });

  it('refuses an account without a role with « Accès refusé », and an editor on admin-only screens', async () => {
    const page = await newPage(browser, 'mobile');
    await signIn(page, base, 'visiteur.e2e@example.fr');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await expect(
      page.getByText('Demandez à un administrateur de vous attribuer un rôle', { exact: false }).isVisible(),
    ).resolves.toBe(true);
    await page.context().close();

    const editor = await newPage(browser, 'mobile');
    await signIn(editor, base, 'editeur.e2e@example.fr');
    await editor.waitForURL(`${base}/admin`);
    await editor.goto(`${base}/admin/users`);
    await editor.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    // On a phone the sidebar is an 18rem sheet opened from the header.
    await editor.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    const sheet = editor.locator('aside.sidebar');
    await editor.waitForFunction(
      () => document.querySelector('aside.sidebar')?.getBoundingClientRect().left === 0,
    );
    expect((await sheet.boundingBox())?.width).toBe(288);
    // Admin-only entries are not offered to an editor.
    await expect(sheet.getByRole('link', { name: 'Utilisateurs' }).count()).resolves.toBe(0);
    await expect(sheet.getByRole('link', { name: 'Articles' }).count()).resolves.toBe(1);
    await editor.context().close();
  });

  it('/auth?mode=signup shows French errors under the fields and keeps what was typed', async () => {
    const page = await newPage(browser, 'mobile');
    await page.goto(`${base}/auth?mode=signup`);
    await expect(page.locator('#signin').isVisible()).resolves.toBe(false);
    await page.getByLabel('Nom affiché').fill('Camille');
    await page.locator('#signup-email').fill('camille@exemple');
    await page.locator('#signup-password').fill('court');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText("Format d'email invalide").waitFor();
    await page.getByText('Le mot de passe doit contenir au moins 10 caractères').waitFor();
    await expect(page.locator('#signup-email').inputValue()).resolves.toBe('camille@exemple');
    await expect(page.getByLabel('Nom affiché').inputValue()).resolves.toBe('Camille');
    expect(page.url()).toBe(`${base}/auth?mode=signup`);
    await page.context().close();
  });

  it('signs up, confirms the address from the e-mailed link, then signs in (with JavaScript and without)', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const email = `inscrite-${javaScriptEnabled ? 'js' : 'sans-js'}@exemple.fr`;
      const context = await browser.newContext({ javaScriptEnabled, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${base}/auth?mode=signup`);
      await page.getByLabel('Nom affiché').fill('Inès');
      await page.locator('#signup-email').fill(email);
      await page.locator('#signup-password').fill('une phrase de passe assez longue');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL(`${base}/auth/inscription`);
      await expect(page.getByRole('status').textContent()).resolves.toContain('un lien de confirmation');
      const db = new Database(databasePath, { readonly: true });
      const mail = db
        .prepare(`SELECT text FROM email_logs WHERE recipient = ? AND template_key = 'verify-email'`)
        .get(email) as { text: string };
      db.close();
      const link = new URL(/https?:\/\/\S+verify-email\?token=[\w.-]+/.exec(mail.text)?.[0] as string);
      await page.goto(`${base}${link.pathname}${link.search}`);
      await page.waitForURL(`${base}/auth/adresse-confirmee`);
      await page.getByRole('link', { name: 'Se connecter' }).click();
      await page.locator('#signin-email').fill(email);
      await page.locator('#signin-password').fill('une phrase de passe assez longue');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      // An account without a role goes back to the site, signed in.
      await page.waitForURL(`${base}/`);
      const cookies = await context.cookies();
      expect(cookies.some((c) => c.name.includes('session_token'))).toBe(true);
      await context.close();
    }
  });

  it('serves the SPA for every /admin client route, its hashed assets with a long cache, and never indexes it', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/cities/12/edit', '/admin/reset-password/confirm']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      const html = await res.text();
      expect(html).toContain("Chargement du module d'administration...");
      expect(html).toContain('Si cette page reste blanche, vérifiez la console.');
    }
    const html = await (await fetch(`${base}/admin`)).text();
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/admin/assets/absent.js`)).status).toBe(404);
  });
});
