/**
 * /api/admin/settings/legal-notice (issue 29): the operator fills the legal notice's identity block; the dashboard
 * reads what is missing. Roles, origin, validation in French, audit without the content, rebuild of the site.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/tables.ts';
import { EMPTY_LEGAL_NOTICE } from '../../../src/core/legal-notice.ts';
import { createTestApp, type TestApp } from '../../../tests/support/admin-app.ts';
import type { LegalNoticeState } from './legal-notice.ts';

let t: TestApp;
let editor: string;
let admin: string;
let nobody: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signIn('editrice@example.fr', ['editor'])).cookie;
  admin = (await t.signIn('admin@example.fr', ['admin'])).cookie;
  nobody = (await t.signIn('sans-role@example.fr', [])).cookie;
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api/admin/settings/legal-notice';
const FILLED = {
  publisherName: 'Association Logement Étudiant',
  publisherLegalForm: 'association loi 1901',
  publisherAddress: '12 rue de la République, 69002 Lyon',
  publisherRegistration: 'RNA W691234567',
  director: 'Camille Martin',
  hostName: 'OVH SAS',
  hostAddress: '2 rue Kellermann, 59100 Roubaix',
  hostPhone: '1007',
};
const put = (json: unknown, cookie = admin, headers: Record<string, string> = {}) =>
  t.request(PATH, { method: 'PUT', cookie, json, headers });
const state = async (cookie = editor) =>
  (await (await t.request(PATH, { cookie })).json()) as LegalNoticeState;

describe('the legal notice setting', () => {
  it('says every required field is missing before anything is saved, to any back-office user', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await t.request(PATH, { cookie: nobody })).status).toBe(403);
    const before = await state();
    expect(before.notice).toEqual(EMPTY_LEGAL_NOTICE);
    expect(before.missing).toEqual([
      'publisherName',
      'publisherAddress',
      'director',
      'hostName',
      'hostAddress',
      'hostPhone',
    ]);
  });

  it('is written by an admin only, from the site itself', async () => {
    expect((await put(FILLED, editor)).status).toBe(403);
    expect((await put(FILLED, admin, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await state()).missing).toHaveLength(6);
  });

  it('refuses in French what is not one line of bounded text, or an unknown field, never a 500', async () => {
    for (const body of [
      { ...FILLED, director: 'Camille\nMartin' },
      { ...FILLED, hostPhone: '1'.repeat(41) },
      { ...FILLED, extra: 'x' },
      { ...FILLED, hostName: 42 },
      'pas un objet',
    ]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { error: string };
      expect(error.error).toMatch(/[a-zé]/);
    }
    expect((await state()).missing).toHaveLength(6);
  });

  it('saves, says what is still missing, audits without the content and rebuilds the site', async () => {
    const partial = await put({ ...FILLED, hostPhone: '  ', director: '' });
    expect(partial.status).toBe(200);
    expect(((await partial.json()) as LegalNoticeState).missing).toEqual(['director', 'hostPhone']);
    const full = await put(FILLED);
    expect(((await full.json()) as LegalNoticeState).missing).toEqual([]);
    expect((await state()).notice).toEqual(FILLED);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'legal_notice'));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain('Camille');
    expect(JSON.stringify(audits)).not.toContain('Kellermann');
    await expect.poll(() => t.built.includes(null), { timeout: 10_000 }).toBe(true);
  });
});
