/**
 * Who is asking: the client's address (the socket's, or the one a trusted reverse proxy reports in
 * CLIENT_IP_FROM), and a keyed hash of it or of an e-mail address to count hits under. Rate-limit rows
 * never hold an address in clear, and the key (derived from the auth secret, shared by every server)
 * keeps a hash from being reversed by hashing all 2³² IPv4 addresses.
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { authSecret } from '../auth/secret.ts';
import type { AppContext } from '../context.ts';

/** The client's address; null when the request came from no socket (tests calling app.fetch directly). */
export function clientAddress(c: Context, fromHeader: string | undefined): string | null {
  if (fromHeader) {
    // The proxy appends the address it saw: the last value is the one no client could forge.
    return c.req.header(fromHeader)?.split(',').pop()?.trim() || null;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * One client per IPv4 address and per IPv6 /64 (a single subscriber usually holds a whole /64, so
 * counting per address would let them rotate). IPv4-mapped IPv6 addresses count as IPv4.
 */
export function clientNetwork(address: string | null): string {
  if (!address) return 'inconnu';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return 'inconnu';
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const keys = new WeakMap<AppContext, Buffer>();

function hashKey(ctx: AppContext): Buffer {
  let key = keys.get(ctx);
  if (!key) {
    key = createHmac('sha256', authSecret(ctx)).update('apl-rate-limit-subjects').digest();
    keys.set(ctx, key);
  }
  return key;
}

const subject = (ctx: AppContext, kind: string, value: string) =>
  createHmac('sha256', hashKey(ctx)).update(kind).update('\0').update(value).digest('base64url').slice(0, 22);

/** The client a request comes from, as a rate-limit subject. */
export function clientSubject(ctx: AppContext, c: Context): string {
  return subject(ctx, 'client', clientNetwork(clientAddress(c, ctx.env.CLIENT_IP_FROM)));
}

/** An e-mail address, as a rate-limit subject (case and surrounding spaces do not make another one). */
export function recipientSubject(ctx: AppContext, email: string): string {
  return subject(ctx, 'recipient', email.trim().toLowerCase());
}

/** Any other value (an account e-mail paired with a client…), as a rate-limit subject. */
export function valueSubject(ctx: AppContext, kind: string, value: string): string {
  return subject(ctx, kind, value);
}
