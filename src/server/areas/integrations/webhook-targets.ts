import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../core/errors.js';
import { WEBHOOK_URL_MAX, WEBHOOK_URL_MESSAGE } from '../../../common/schemas/integrations.js';

/**
 * Where a webhook may send (DECISIONS.md section 19): with WEBHOOK_TARGETS=public, https on an
 * address of the public internet only, so that a webhook cannot make the server reach its own
 * network (loopback, private, link-local, unique-local). A name is judged by the addresses it
 * resolves to, when saved and again at each connection, on the very address connected to.
 */
export type WebhookTargets = 'public' | 'any';

const notPublic = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) notPublic.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !notPublic.check(mapped[1]!, 'ipv4');
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function refused(): AppError {
  return new AppError('BAD_REQUEST', WEBHOOK_URL_MESSAGE, { url: WEBHOOK_URL_MESSAGE });
}

/** The URL as it will be called, or 400 errors.url: checked when a webhook is saved. */
export async function assertWebhookTarget(text: string, targets: WebhookTargets): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused();
  }
  if (url.username || url.password) throw refused();
  // The href is what is kept and called, and it can be longer than the text the schema checked:
  // non-ASCII characters are percent-encoded ("é" is "%C3%A9"), and a bare host gains its "/".
  if (url.href.length > WEBHOOK_URL_MAX) throw refused();
  if (targets === 'any') {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refused();
    return url.href;
  }
  if (url.protocol !== 'https:') throw refused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true, verbatim: true }).then((found) => found.map(({ address }) => address), () => []);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refused();
  return url.href;
}

/** DNS resolution that refuses a non-public address at connection time, when only public targets are allowed. */
function guardedLookup(targets: WebhookTargets): LookupFunction | undefined {
  if (targets === 'any') return undefined;
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true }).then(
      (found) => {
        const address = found.find(({ address: one }) => isPublicAddress(one));
        if (!address || found.some(({ address: one }) => !isPublicAddress(one))) callback(Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'ENOTPUBLIC' }), '', 0);
        else if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [address]);
        else callback(null, address.address, address.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface WebhookResponse {
  /** The status, or null when no answer came (refused, timed out, not a public address). */
  status: number | null;
}

/**
 * One POST, never following a redirect. Its answer is its status, as soon as the status line
 * arrives: what follows is not read. `timeoutMs` bounds the whole exchange up to that line, not
 * each silence in it, so a receiver that trickles bytes cannot hold a job slot past it.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, targets: WebhookTargets, timeoutMs: number, signal: AbortSignal): Promise<WebhookResponse> {
  return new Promise((resolve) => {
    const target = new URL(url);
    // An IP literal skips the lookup: judge it here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (targets === 'public' && (target.protocol !== 'https:' || (isIP(literal) && !isPublicAddress(literal)))) {
      resolve({ status: null });
      return;
    }
    const lookup = guardedLookup(targets);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, signal, ...(lookup ? { lookup } : {}) }, (response) => {
      clearTimeout(deadline);
      resolve({ status: response.statusCode ?? null });
      response.destroy();
    });
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), timeoutMs);
    request.on('error', () => {
      clearTimeout(deadline);
      resolve({ status: null });
    });
    request.end(body);
  });
}
