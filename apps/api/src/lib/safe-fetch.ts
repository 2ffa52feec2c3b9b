import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { blockedReason, isIpLiteral } from './ip.ts';

/** Resolves a host name to every address it has; tests inject their own. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /** The whole fetch, redirects and body included, must finish within this. */
  timeoutMs: number;
  maxBytes: number;
  /** Redirects followed before giving up. */
  maxRedirects?: number;
  /** Origins (`http://127.0.0.1:8081`) fetched although their address is not public: the demo's local feed. */
  allowedOrigins?: readonly string[];
  accept?: string;
  resolve?: Resolver;
}

export type SafeFetchResult = { ok: true; body: Buffer; url: string } | { ok: false; reason: string };

const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

class Refused extends Error {}

/** The origin of an http(s) URL as `new URL().origin` spells it; undefined for anything else. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
}

function checkUrl(text: string): URL {
  if (!URL.canParse(text)) throw new Refused('refused: not a URL');
  const url = new URL(text);
  if (!/^https?:$/.test(url.protocol)) throw new Refused(`refused: scheme ${url.protocol}`);
  if (url.username || url.password) throw new Refused('refused: credentials in the URL');
  return url;
}

/** Settles like `promise`, or rejects when `signal` aborts first (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Resolves the URL's host once and checks every address; the connection may only go to these. */
async function checkedAddresses(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<LookupAddress[]> {
  const isAllowed = options.allowedOrigins?.includes(url.origin) ?? false;
  const host = url.hostname;
  if (isIpLiteral(host)) {
    const bare = host.replace(/^\[|\]$/g, '');
    const reason = blockedReason(bare);
    if (reason && !isAllowed) throw new Refused(`refused: ${reason} address ${bare}`);
    return [{ address: bare, family: bare.includes(':') ? 6 : 4 }];
  }
  const addresses = await untilAborted((options.resolve ?? systemResolver)(host), signal);
  if (addresses.length === 0) throw new Refused(`refused: ${host} has no address`);
  if (!isAllowed)
    for (const { address } of addresses) {
      const reason = blockedReason(address);
      if (reason) throw new Refused(`refused: ${host} resolves to a ${reason} address (${address})`);
    }
  return addresses;
}

/** A lookup that answers only the addresses already checked, so no second DNS answer can swap them. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const all = typeof options === 'object' && options.all === true;
    const family = typeof options === 'object' ? options.family : options;
    const fitting = family === 4 || family === 6 ? addresses.filter((item) => item.family === family) : addresses;
    if (fitting.length === 0) {
      const error: NodeJS.ErrnoException = new Error('no checked address of the requested family');
      error.code = 'ENOTFOUND';
      return (callback as (error: NodeJS.ErrnoException) => void)(error);
    }
    if (all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, fitting);
    (callback as (error: null, address: string, family: number) => void)(null, fitting[0]!.address, fitting[0]!.family);
  };
}

function get(url: URL, addresses: LookupAddress[], options: SafeFetchOptions, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      // A fresh agent: a pooled socket must not outlive the check it was opened under.
      agent: false,
      lookup: pinnedLookup(addresses),
      signal,
      headers: { accept: options.accept ?? '*/*', 'user-agent': 'RP-portal (feed reader)' },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new Refused(`refused: a body of ${declared} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new Refused(`refused: a body over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs an http(s) URL the way a server must fetch an address a user gave it: the host is resolved once and
 * refused when any of its addresses is loopback, private, link-local or otherwise not public (unless its origin is
 * allowed explicitly), the connection goes to exactly the checked addresses, every redirect is checked the same
 * way, and the whole fetch is bounded in time and size. Never throws.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = url;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const target = checkUrl(current);
      const response = await get(target, await checkedAddresses(target, options, signal), options, signal);
      try {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          current = new URL(location, target).href;
          continue;
        }
        if (status < 200 || status >= 300) return { ok: false, reason: `HTTP ${status}` };
        return { ok: true, body: await readBody(response, options.maxBytes), url: target.href };
      } finally {
        response.destroy();
      }
    }
    return { ok: false, reason: `more than ${maxRedirects} redirects` };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    return { ok: false, reason: signal.aborted ? 'timed out' : String((error as Error).message ?? error) };
  }
}
