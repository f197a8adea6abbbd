/**
 * Who asked for the account e-mail being sent (issue 26): better-auth calls our senders deep inside its own
 * handler, where the request's client is no longer known. Our routes run better-auth within a requester
 * scope (no header a client sends can set it), so the e-mail limits count per requester as well as per address.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A client of the public auth routes (its rate-limit subject), or an admin inviting someone. */
export type Requester = { kind: 'client'; subject: string } | { kind: 'admin'; userId: string };

const scope = new AsyncLocalStorage<Requester>();

/** Runs `fn` with `requester` as the one who asked for what it sends. */
export function asRequester<T>(requester: Requester, fn: () => T): T {
  return scope.run(requester, fn);
}

/** The requester of the e-mail being sent; null outside any scope (counted as one unknown client). */
export function currentRequester(): Requester | null {
  return scope.getStore() ?? null;
}
