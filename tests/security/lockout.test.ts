/**
 * Anyone could lock any account (review, point 7): five wrong passwords from any client locked it, the
 * admin's included, for 15 minutes, again and again. Now the client that guesses waits; the owner, from
 * another client, signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/security/limits.ts';
import { createTestApp, PASSWORD, type TestApp } from '../support/admin-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_RATE_LIMIT: '1000' });
  await t.signIn('admin-cible@apl.example', ['admin']);
});
afterAll(() => t?.close());

const signIn = (email: string, password: string, ip: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip });

describe('guessing a password locks out the guesser, not the owner', () => {
  it('after many wrong passwords from many clients, the owner still signs in', async () => {
    for (let client = 0; client < 4; client++)
      for (let i = 0; i < LIMITS.signInFailures.max + 2; i++)
        await signIn('admin-cible@apl.example', `essai-${client}-${i}`, `198.51.100.${client + 1}`);
    expect((await signIn('admin-cible@apl.example', PASSWORD, '203.0.113.50')).status).toBe(200);
  });

  it('the guessing client is refused, even with the right password, for that account', async () => {
    const res = await signIn('admin-cible@apl.example', PASSWORD, '198.51.100.1');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'TROP_DE_TENTATIVES' });
  });

  it('a client spraying many accounts is stopped for all of them after its failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInClientFailures.max + 3; i++)
      statuses.push((await signIn(`compte${i}@apl.example`, 'mauvais-mot-de-passe', '198.51.100.77')).status);
    expect(statuses.slice(0, LIMITS.signInClientFailures.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.signInClientFailures.max).every((s) => s === 429)).toBe(true);
    // The owner of an account is not affected.
    expect((await signIn('admin-cible@apl.example', PASSWORD, '203.0.113.51')).status).toBe(200);
  });
});
