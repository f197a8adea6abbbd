/**
 * Brute force per account: after MAX_FAILURES wrong passwords for one e-mail within WINDOW_MS, sign-in
 * for that e-mail is refused for LOCK_MS, whatever the IP (better-auth's limiter counts per IP).
 * Keys are SHA-256 digests of the normalised e-mail: no address is kept in memory in clear.
 */
import { createHash } from 'node:crypto';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

type Entry = { failures: number; first: number; lockedUntil: number };

export class AccountLimiter {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  static key(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  }

  /** Milliseconds until the account may try again, or 0. */
  retryAfter(email: string): number {
    const entry = this.#entries.get(AccountLimiter.key(email));
    if (!entry) return 0;
    return Math.max(0, entry.lockedUntil - this.#now());
  }

  failure(email: string): void {
    const key = AccountLimiter.key(email);
    const now = this.#now();
    let entry = this.#entries.get(key);
    if (!entry || now - entry.first > WINDOW_MS) entry = { failures: 0, first: now, lockedUntil: 0 };
    entry.failures++;
    if (entry.failures >= MAX_FAILURES) entry.lockedUntil = now + LOCK_MS;
    this.#entries.set(key, entry);
    if (this.#entries.size > 10_000) this.#prune(now);
  }

  success(email: string): void {
    this.#entries.delete(AccountLimiter.key(email));
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.lockedUntil < now && now - entry.first > WINDOW_MS) this.#entries.delete(key);
    }
  }
}
