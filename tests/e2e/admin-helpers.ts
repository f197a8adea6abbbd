/** Accounts for the admin browser tests, written straight into the test server's database. */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Page } from 'playwright-core';
import { openDb } from '../../db/client.ts';
import { account, user, userRoles } from '../../db/schema.ts';

export const PASSWORD = 'mot-de-passe-de-test-42';

/** An account whose owner confirmed the address (`verified: false` for one that did not). */
export async function createAccount(
  databasePath: string,
  email: string,
  roles: Array<'admin' | 'editor'>,
  { verified = true }: { verified?: boolean } = {},
): Promise<string> {
  const db = openDb(databasePath);
  try {
    const id = randomUUID();
    const now = new Date();
    db.insert(user)
      .values({
        id,
        name: email.split('@')[0] as string,
        email,
        emailVerified: verified,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    db.insert(account)
      .values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await hashPassword(PASSWORD),
        createdAt: now,
        updatedAt: now,
      })
      .run();
    for (const role of roles) db.insert(userRoles).values({ userId: id, role }).run();
    return id;
  } finally {
    db.$client.close();
  }
}

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** A file for the media library's upload. */
export type UploadedFile = { name: string; mimeType: string; buffer: Buffer; alt?: string };

/**
 * Uploads files to the media library (/admin/media open), all in one choice as an editor would, waits for each to
 * be in, and types each image's alternative text in the upload list (Enter saves it).
 */
export async function uploadMedia(page: Page, files: UploadedFile[]): Promise<void> {
  await page
    .locator('#media-file')
    .setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
  for (const file of files) {
    const item = page.locator('.upload-item', { hasText: file.name }).last();
    await item.getByText('Téléversé', { exact: true }).waitFor({ timeout: 30_000 });
    if (!file.alt) continue;
    const field = item.getByLabel(`Texte alternatif de « ${file.name} »`);
    await field.fill(file.alt);
    await field.press('Enter');
    await item.getByRole('button', { name: 'Enregistré' }).waitFor();
  }
}
