/**
 * Who may read /metrics: METRICS_ALLOW, a comma-separated list of addresses and networks (CIDR), checked against
 * the socket's address (never a header a client could write). `none` closes the endpoint and stops collecting.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export const DEFAULT_METRICS_ALLOW = '127.0.0.1,::1';

export type AllowList = { readonly entries: string[]; allows(address: string | null | undefined): boolean };

const family = (ip: string): 'ipv4' | 'ipv6' | null => (isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null);

/** One entry: an address, or a network `address/prefix`; null when it is neither. */
function entryOf(entry: string): { ip: string; prefix: number | null; type: 'ipv4' | 'ipv6' } | null {
  const [ip = '', prefixText, extra] = entry.split('/');
  const type = family(ip);
  if (!type || extra !== undefined) return null;
  if (prefixText === undefined) return { ip, prefix: null, type };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (type === 'ipv4' ? 32 : 128) ? { ip, prefix, type } : null;
}

/** The entries of METRICS_ALLOW that are neither an address nor a network (empty: valid). */
export function invalidEntries(spec: string): string[] {
  if (spec.trim() === 'none') return [];
  return splitEntries(spec).filter((e) => entryOf(e) === null);
}

const splitEntries = (spec: string) =>
  spec
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** The allow list of METRICS_ALLOW; null when metrics are off (`none`). Invalid entries are ignored. */
export function allowListOf(spec: string = DEFAULT_METRICS_ALLOW): AllowList | null {
  if (spec.trim() === 'none') return null;
  const list = new BlockList();
  const entries: string[] = [];
  for (const raw of splitEntries(spec)) {
    const entry = entryOf(raw);
    if (!entry) continue;
    if (entry.prefix === null) list.addAddress(entry.ip, entry.type);
    else list.addSubnet(entry.ip, entry.prefix, entry.type);
    entries.push(raw);
  }
  return {
    entries,
    allows(address) {
      if (!address) return false;
      const bare = address.replace(/%.*$/, '');
      const type = family(bare);
      return type !== null && list.check(bare, type);
    },
  };
}
