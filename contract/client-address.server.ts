import { BlockList, isIP } from 'node:net';

/**
 * TRUSTED_PROXIES when unset: only this machine (a reverse proxy beside the storefront, the
 * storefront beside the provider). A load balancer elsewhere must be listed.
 */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1';

/** An address as written in X-Forwarded-For or by a socket, without port, brackets or the IPv4-in-IPv6 prefix. */
function plainAddress(raw: string): string {
  const value = raw.trim();
  const unwrapped = /^\[([^\]]+)\](?::\d+)?$/.exec(value)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value)?.[1];
  if (unwrapped !== undefined) return unwrapped;
  return value.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** `10.0.0.0/8, 192.168.1.7, fd00::/8`: addresses and CIDR ranges; throws naming an entry that is neither. */
export function parseTrustedProxies(list: string): BlockList {
  const trusted = new BlockList();
  for (const entry of list.split(',').map((item) => item.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = familyOf(address);
    const bits = prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix);
    if (!family || !/^\d*$/.test(prefix ?? '') || !Number.isInteger(bits) || bits < 0 || bits > (family === 'ipv4' ? 32 : 128)) {
      throw new Error(`TRUSTED_PROXIES: ${JSON.stringify(entry)} is not an IP address or CIDR range`);
    }
    trusted.addSubnet(address, bits, family);
  }
  return trusted;
}

/** Whether an address (as a socket gives it) is one of the trusted proxies. */
export function isTrustedProxy(address: string, trusted: BlockList): boolean {
  const plain = plainAddress(address);
  const family = familyOf(plain);
  return family !== null && trusted.check(plain, family);
}

/**
 * The client's address for rate limits: the peer that connected, or, as long as that hop is a
 * trusted proxy, the address it names in X-Forwarded-For (read from the right, the end the
 * proxy wrote; whatever a client put at the left is never believed). A `null` peer is an
 * in-process caller (the storefront calling its embedded provider), trusted like a proxy.
 */
export function clientAddressFrom(peer: string | null, forwardedFor: string | null | undefined, trusted: BlockList): string {
  const hops = (forwardedFor ?? '').split(',').map(plainAddress).filter(Boolean);
  let address = peer === null ? null : plainAddress(peer);
  while (address === null || isTrustedProxy(address, trusted)) {
    const next = hops.pop();
    if (next === undefined || !familyOf(next)) break;
    address = next;
  }
  return address ?? 'unknown';
}
