import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { azureHeaders, readBody, sendJson } from './artifact-service.js';

/**
 * A stand-in for GitHub's cache service (v2) on 127.0.0.1, close enough for the real `@actions/cache`
 * package to save and restore against it, written from that package's client
 * (`lib/internal/shared/cacheTwirpClient.js`, `lib/generated/results/api/v1/cache.js`, `lib/cache.js`):
 *
 * - the Twirp JSON routes of `github.actions.results.api.v1.CacheService`, with proto field names:
 *   CreateCacheEntry (`key`, `version` → `ok`, `signed_upload_url`), FinalizeCacheEntryUpload (`key`,
 *   `version`, `size_bytes` → `ok`, `entry_id`), GetCacheEntryDownloadURL (`key`, `restore_keys`, `version` →
 *   `ok`, `signed_download_url`, `matched_key`), authorised by the runtime token;
 * - the blob store the signed URLs point at: Azure's Put Blob (one PUT, what `BlockBlobClient.uploadFile`
 *   sends up to 128 MiB), Put Block and Put Block List above that, and a plain GET (the client downloads a
 *   URL outside `*.blob.core.windows.net` with its http-client).
 *
 * What the real service refuses, this refuses: an entry is immutable (a second CreateCacheEntry of a key and
 * version gives Twirp `already_exists`, 409); a finalize before the upload, or with a size that is not the
 * blob's, fails; a lookup matches the exact key, else the newest entry whose key starts with a restore key,
 * and only entries of the same `version` (the hash of the paths and the compression). Blobs are held in
 * memory: what a test caches is a few megabytes.
 */
export interface FakeCacheEntry {
  id: number;
  key: string;
  version: string;
  createdAt: number;
  finalized: boolean;
  blob?: Buffer;
  readonly blocks: Map<string, Buffer>;
  readonly signature: string;
}

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/';

class TwirpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export class FakeCacheService {
  /** Every request as `METHOD path`, for tests that check what the client called. */
  readonly requests: string[] = [];
  readonly entries: FakeCacheEntry[] = [];
  readonly runtimeToken = `${randomBytes(24).toString('base64url')}`;
  private nextId = 1;
  private clock = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeCacheService> {
    let service: FakeCacheService | undefined;
    const server = createServer((request, response) => {
      service?.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    service = new FakeCacheService(server, `http://127.0.0.1:${port}`);
    return service;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The variables the runner gives a node action step when the cache service (v2) is on. */
  env(): Record<string, string> {
    return {
      GITHUB_ACTIONS: 'true',
      ACTIONS_RUNTIME_TOKEN: this.runtimeToken,
      ACTIONS_RESULTS_URL: `${this.url}/`,
      ACTIONS_CACHE_SERVICE_V2: 'True',
      // @actions/cache falls back to the v1 service on GitHub Enterprise Server hosts.
      GITHUB_SERVER_URL: 'https://github.com',
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(`${request.method} ${url.pathname}`);
    const body = await readBody(request);
    try {
      if (request.method === 'POST' && url.pathname.startsWith(TWIRP_PREFIX)) {
        if (request.headers.authorization !== `Bearer ${this.runtimeToken}`)
          throw new TwirpFailure(401, { code: 'unauthenticated', msg: 'unknown runtime token' });
        const answer = this.twirp(url.pathname.slice(TWIRP_PREFIX.length), JSON.parse(body.toString('utf8')));
        sendJson(response, 200, answer);
      } else if (url.pathname.startsWith('/blob/')) {
        this.blob(request, response, url, body);
      } else {
        throw new TwirpFailure(404, { code: 'bad_route', msg: `no route ${url.pathname}` });
      }
    } catch (error) {
      if (!(error instanceof TwirpFailure)) throw error;
      sendJson(response, error.status, error.body);
    }
  }

  private twirp(method: string, request: Record<string, unknown>): unknown {
    const key = String(request.key ?? '');
    const version = String(request.version ?? '');
    if (!key || !version)
      throw new TwirpFailure(400, { code: 'invalid_argument', msg: 'key and version are required' });
    const same = this.entries.find((entry) => entry.key === key && entry.version === version);
    switch (method) {
      case 'CreateCacheEntry': {
        if (same)
          throw new TwirpFailure(409, {
            code: 'already_exists',
            msg: `cache entry with key ${key} and version ${version} already exists`,
          });
        const entry: FakeCacheEntry = {
          id: this.nextId++,
          key,
          version,
          createdAt: this.clock++,
          finalized: false,
          blocks: new Map(),
          signature: randomBytes(16).toString('hex'),
        };
        this.entries.push(entry);
        return { ok: true, signed_upload_url: this.signedUrl(entry) };
      }
      case 'FinalizeCacheEntryUpload': {
        if (same?.blob === undefined)
          throw new TwirpFailure(404, { code: 'not_found', msg: `no upload for key ${key}` });
        if (Number(request.size_bytes) !== same.blob.length)
          throw new TwirpFailure(400, {
            code: 'invalid_argument',
            msg: `size_bytes ${String(request.size_bytes)} is not the uploaded ${same.blob.length}`,
          });
        same.finalized = true;
        return { ok: true, entry_id: String(same.id) };
      }
      case 'GetCacheEntryDownloadURL': {
        const restoreKeys = Array.isArray(request.restore_keys) ? request.restore_keys.map(String) : [];
        const usable = this.entries.filter((entry) => entry.finalized && entry.version === version);
        const newest = (entries: FakeCacheEntry[]) => entries.sort((a, b) => b.createdAt - a.createdAt)[0];
        const found =
          usable.find((entry) => entry.key === key) ??
          restoreKeys
            .map((prefix) => newest(usable.filter((entry) => entry.key.startsWith(prefix))))
            .find((entry) => entry !== undefined);
        if (!found) return { ok: false };
        return { ok: true, signed_download_url: this.signedUrl(found), matched_key: found.key };
      }
      default:
        throw new TwirpFailure(404, { code: 'bad_route', msg: `no method ${method}` });
    }
  }

  private signedUrl(entry: FakeCacheEntry): string {
    return `${this.url}/blob/caches/${entry.id}.tzst?sig=${entry.signature}`;
  }

  private blob(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer): void {
    const entry = this.entries.find((candidate) => url.pathname === `/blob/caches/${candidate.id}.tzst`);
    if (entry === undefined || url.searchParams.get('sig') !== entry.signature)
      throw new TwirpFailure(403, { code: 'AuthenticationFailed', message: 'signature did not match' });
    const comp = url.searchParams.get('comp');
    const writable = !entry.finalized;
    if (request.method === 'PUT' && comp === null && writable) {
      if (request.headers['x-ms-blob-type'] !== 'BlockBlob')
        throw new TwirpFailure(400, { code: 'MissingRequiredHeader', message: 'x-ms-blob-type' });
      entry.blob = body;
      response.writeHead(201, azureHeaders()).end();
    } else if (request.method === 'PUT' && comp === 'block' && writable) {
      entry.blocks.set(url.searchParams.get('blockid') ?? '', body);
      response.writeHead(201, azureHeaders()).end();
    } else if (request.method === 'PUT' && comp === 'blocklist' && writable) {
      const ids = [...body.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(
        (match) => match[2] ?? '',
      );
      const missing = ids.filter((id) => !entry.blocks.has(id));
      if (missing.length > 0)
        throw new TwirpFailure(400, {
          code: 'InvalidBlockList',
          message: `unknown blocks ${missing.join(',')}`,
        });
      entry.blob = Buffer.concat(ids.map((id) => entry.blocks.get(id) as Buffer));
      entry.blocks.clear();
      response.writeHead(201, azureHeaders()).end();
    } else if (request.method === 'GET' && entry.finalized && entry.blob !== undefined) {
      response
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(entry.blob.length),
        })
        .end(entry.blob);
    } else {
      throw new TwirpFailure(409, {
        code: writable ? 'UnsupportedByFake' : 'BlobImmutable',
        message: `${request.method} comp=${comp ?? ''} on ${writable ? 'an open' : 'a finalized'} entry`,
      });
    }
  }
}
