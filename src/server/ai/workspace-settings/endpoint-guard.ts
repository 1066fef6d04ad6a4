import dns from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { BlockList, isIP } from 'node:net';
import { HttpError } from '../../http-error.js';

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT and unspecified ranges. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Refuses a workspace's model endpoint on a private or loopback address when the server does not
 * allow them (AI_ALLOW_PRIVATE_ENDPOINTS=false): a workspace owner must not be able to make the
 * server call its own network. Checked when the endpoint is saved or tried, and again before each
 * use, since a name can point somewhere else later.
 */
export async function checkEndpoint(baseUrl: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const { hostname } = new URL(baseUrl);
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new HttpError(400, { error: `The base URL’s host “${host}” could not be found.`, field: 'baseUrl' });
  }
  if (addresses.some(isPrivate)) {
    throw new HttpError(400, {
      error: 'This server accepts only model endpoints on public addresses; the base URL points to a private or local one.',
      field: 'baseUrl',
    });
  }
}

/**
 * A DNS lookup that refuses private and loopback answers, used by the connection itself: a name
 * that pointed somewhere public when it was saved and points inside the network now (DNS
 * rebinding) is refused at the moment of connecting, not just when checked.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((entry) => isPrivate(entry.address));
    if (refused || list.length === 0) {
      const failure = Object.assign(new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'}); this server calls only public model endpoints.`), { code: 'EPRIVATEADDRESS' });
      return callback(failure, '', 0);
    }
    // Answer in the shape the caller asked for: a list when `all`, else the first address.
    if ((options as dns.LookupOptions).all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/** The HTTP client workspaces' own endpoints are reached through when private ones are not allowed. */
export function publicOnlyDispatcher(): Agent {
  return new Agent({ connect: { lookup: publicOnlyLookup } });
}
