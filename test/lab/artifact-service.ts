import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for GitHub's artifact service on 127.0.0.1, close enough for the real `@actions/artifact`
 * package to upload, list, delete and download against it:
 *
 * - the Twirp JSON routes of `github.actions.results.api.v1.ArtifactService` (CreateArtifact,
 *   FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact), authorised by a JWT-shaped
 *   runtime token whose `scp` claim names the run and job, as the runner's is;
 * - the blob store the signed URLs point at: Azure's Put Block / Put Block List (what
 *   `BlockBlobClient.uploadStream` does) and a plain GET;
 * - the REST routes used across runs: `GET /repos/{owner}/{repo}/actions/artifacts` (name filter,
 *   pagination, `expired`, `workflow_run.head_repository_id` for forks) and
 *   `GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip` (a 302 to the signed blob URL), authorised by API
 *   tokens that do or do not carry `actions: read`.
 *
 * It keeps several runs; a run may model a pull request from a fork (its head repository differs). Artifact
 * creation times come from a clock that advances one minute per artifact, so "newest" never depends on how
 * fast a test runs. Blobs are held in memory: test artifacts are a few kilobytes.
 */
export interface FakeRun {
  id: number;
  backendRunId: string;
  backendJobId: string;
  /** The runtime token a node action of this run gets (`ACTIONS_RUNTIME_TOKEN`). */
  runtimeToken: string;
  headRepositoryId: number;
}

export interface FakeArtifact {
  id: number;
  name: string;
  run: FakeRun;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
  finalized: boolean;
  size: number;
  digest?: string;
  /** The zip as uploaded; undefined until the block list is committed. */
  blob?: Buffer;
  contentType: string;
  readonly blocks: Map<string, Buffer>;
  readonly signature: string;
}

export interface FakeServiceOptions {
  owner?: string;
  repo?: string;
  repositoryId?: number;
  /** GitHub caps `per_page` at 100; a smaller cap makes tests paginate with few artifacts. */
  maxPerPage?: number;
}

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
const DEFAULT_RETENTION_MS = 90 * 24 * 3600 * 1000;

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export class FakeArtifactService {
  readonly owner: string;
  readonly repo: string;
  readonly repositoryId: number;
  /** Every request as `METHOD path?query`, for tests that check what the client called. */
  readonly requests: string[] = [];
  private readonly maxPerPage: number;
  private readonly runs: FakeRun[] = [];
  private readonly stored: FakeArtifact[] = [];
  private readonly apiTokens = new Map<string, { actionsRead: boolean }>();
  private clock = Date.now() - 24 * 3600 * 1000;
  private nextId = 1000;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    options: FakeServiceOptions,
  ) {
    this.owner = options.owner ?? 'labring';
    this.repo = options.repo ?? 'lab-clusters';
    this.repositoryId = options.repositoryId ?? 4242;
    this.maxPerPage = options.maxPerPage ?? 100;
  }

  static async start(options: FakeServiceOptions = {}): Promise<FakeArtifactService> {
    let service: FakeArtifactService | undefined;
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
    service = new FakeArtifactService(server, `http://127.0.0.1:${port}`, options);
    return service;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A new workflow run; `headRepositoryId` other than the repository's models a pull request from a fork. */
  startRun(options: { headRepositoryId?: number } = {}): FakeRun {
    const backendRunId = randomUUID();
    const backendJobId = randomUUID();
    const run: FakeRun = {
      id: 9_000_000 + this.runs.length + 1,
      backendRunId,
      backendJobId,
      runtimeToken: jwt({
        scp: `Actions.GenericRead:${randomUUID()} Actions.Results:${backendRunId}:${backendJobId}`,
      }),
      headRepositoryId: options.headRepositoryId ?? this.repositoryId,
    };
    this.runs.push(run);
    return run;
  }

  /** A REST token; without `actionsRead` it is what a job gets when `permissions:` leaves out `actions: read`. */
  apiToken(permissions: { actionsRead: boolean }): string {
    const token = `ghs_${randomBytes(18).toString('hex')}`;
    this.apiTokens.set(token, permissions);
    return token;
  }

  /** The variables the runner gives a node action step of `run`. */
  env(run: FakeRun, apiToken: string): Record<string, string> {
    return {
      GITHUB_ACTIONS: 'true',
      ACTIONS_RUNTIME_TOKEN: run.runtimeToken,
      ACTIONS_RESULTS_URL: `${this.url}/`,
      GITHUB_API_URL: this.url,
      // @actions/artifact refuses GitHub Enterprise Server hosts; the fake stands in for github.com.
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: `${this.owner}/${this.repo}`,
      GITHUB_REPOSITORY_ID: String(this.repositoryId),
      GITHUB_RUN_ID: String(run.id),
      GITHUB_TOKEN: apiToken,
    };
  }

  get artifacts(): readonly FakeArtifact[] {
    return this.stored;
  }

  /** Marks an artifact expired the way GitHub lists one past its retention. */
  expire(id: number): void {
    const artifact = this.byId(id);
    artifact.expired = true;
    artifact.expiresAt = new Date(this.clock);
  }

  private byId(id: number): FakeArtifact {
    const artifact = this.stored.find((candidate) => candidate.id === id);
    if (artifact === undefined) throw new Error(`fake artifact service: no artifact ${id}`);
    return artifact;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(`${request.method} ${url.pathname}${url.search}`);
    const body = await readBody(request);
    try {
      if (request.method === 'POST' && url.pathname.startsWith(TWIRP_PREFIX)) {
        const run = this.runOfRuntimeToken(request);
        const answer = this.twirp(
          url.pathname.slice(TWIRP_PREFIX.length),
          run,
          JSON.parse(body.toString('utf8')),
        );
        sendJson(response, 200, answer);
      } else if (url.pathname.startsWith('/blob/')) {
        this.blob(request, response, url, body);
      } else if (url.pathname.startsWith('/repos/')) {
        this.rest(request, response, url);
      } else {
        throw new HttpFailure(404, { message: 'Not Found' });
      }
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      sendJson(response, error.status, error.body);
    }
  }

  private runOfRuntimeToken(request: IncomingMessage): FakeRun {
    const token = bearer(request);
    const run = this.runs.find((candidate) => candidate.runtimeToken === token);
    if (run === undefined)
      throw new HttpFailure(401, { code: 'unauthenticated', msg: 'unknown runtime token' });
    return run;
  }

  private twirp(method: string, run: FakeRun, request: Record<string, unknown>): unknown {
    // The runtime token only works for its own run and job, as the real service checks.
    if (
      request.workflow_run_backend_id !== run.backendRunId ||
      request.workflow_job_run_backend_id !== run.backendJobId
    ) {
      throw new HttpFailure(403, {
        code: 'permission_denied',
        msg: 'backend ids do not match the runtime token',
      });
    }
    const name = typeof request.name === 'string' ? request.name : undefined;
    const ofRun = this.stored.filter((artifact) => artifact.run === run);
    switch (method) {
      case 'CreateArtifact': {
        if (name === undefined)
          throw new HttpFailure(400, { code: 'invalid_argument', msg: 'name is required' });
        if (ofRun.some((artifact) => artifact.name === name)) {
          throw new HttpFailure(409, {
            code: 'already_exists',
            msg: `an artifact named ${name} already exists in this workflow run`,
          });
        }
        this.clock += 60_000;
        const createdAt = new Date(this.clock);
        const expiresAt =
          typeof request.expires_at === 'string'
            ? new Date(request.expires_at)
            : new Date(this.clock + DEFAULT_RETENTION_MS);
        const artifact: FakeArtifact = {
          id: this.nextId++,
          name,
          run,
          createdAt,
          expiresAt,
          expired: false,
          finalized: false,
          size: 0,
          contentType: 'application/zip',
          blocks: new Map(),
          signature: randomBytes(16).toString('hex'),
        };
        this.stored.push(artifact);
        return { ok: true, signed_upload_url: this.signedUrl(artifact) };
      }
      case 'FinalizeArtifact': {
        const artifact = ofRun.find((candidate) => candidate.name === name);
        if (artifact?.blob === undefined)
          throw new HttpFailure(404, { code: 'not_found', msg: `no uploaded artifact named ${name}` });
        artifact.finalized = true;
        artifact.size = Number(request.size ?? 0);
        if (typeof request.hash === 'string') artifact.digest = request.hash;
        return { ok: true, artifact_id: String(artifact.id) };
      }
      case 'ListArtifacts': {
        const nameFilter = typeof request.name_filter === 'string' ? request.name_filter : undefined;
        const idFilter = typeof request.id_filter === 'string' ? Number(request.id_filter) : undefined;
        const listed = ofRun.filter(
          (artifact) =>
            artifact.finalized &&
            (nameFilter === undefined || artifact.name === nameFilter) &&
            (idFilter === undefined || artifact.id === idFilter),
        );
        return {
          artifacts: listed.map((artifact) => ({
            workflow_run_backend_id: run.backendRunId,
            workflow_job_run_backend_id: run.backendJobId,
            database_id: String(artifact.id),
            name: artifact.name,
            size: String(artifact.size),
            created_at: artifact.createdAt.toISOString(),
            ...(artifact.digest === undefined ? {} : { digest: artifact.digest }),
          })),
        };
      }
      case 'GetSignedArtifactURL': {
        const artifact = ofRun.find((candidate) => candidate.finalized && candidate.name === name);
        if (artifact === undefined)
          throw new HttpFailure(404, { code: 'not_found', msg: `no artifact named ${name}` });
        return { signed_url: this.signedUrl(artifact) };
      }
      case 'DeleteArtifact': {
        const artifact = ofRun.find((candidate) => candidate.name === name);
        if (artifact === undefined)
          throw new HttpFailure(404, { code: 'not_found', msg: `no artifact named ${name}` });
        this.stored.splice(this.stored.indexOf(artifact), 1);
        return { ok: true, artifact_id: String(artifact.id) };
      }
      default:
        throw new HttpFailure(404, { code: 'bad_route', msg: `no method ${method}` });
    }
  }

  private signedUrl(artifact: FakeArtifact): string {
    return `${this.url}/blob/${artifact.id}/${encodeURIComponent(artifact.name)}.zip?sig=${artifact.signature}`;
  }

  private blob(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer): void {
    const artifact = this.stored.find((candidate) => url.pathname.startsWith(`/blob/${candidate.id}/`));
    if (artifact === undefined || url.searchParams.get('sig') !== artifact.signature) {
      throw new HttpFailure(403, { code: 'AuthenticationFailed', message: 'signature did not match' });
    }
    const comp = url.searchParams.get('comp');
    if (request.method === 'PUT' && comp === 'block') {
      artifact.blocks.set(url.searchParams.get('blockid') ?? '', body);
      response.writeHead(201, azureHeaders()).end();
    } else if (request.method === 'PUT' && comp === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(
        (match) => match[2] ?? '',
      );
      const missing = ids.filter((id) => !artifact.blocks.has(id));
      if (missing.length > 0)
        throw new HttpFailure(400, {
          code: 'InvalidBlockList',
          message: `unknown blocks ${missing.join(',')}`,
        });
      artifact.blob = Buffer.concat(ids.map((id) => artifact.blocks.get(id) as Buffer));
      artifact.blocks.clear();
      artifact.contentType = headerValue(request, 'x-ms-blob-content-type') ?? 'application/octet-stream';
      response
        .writeHead(201, {
          ...azureHeaders(),
          etag: `"${createHash('sha256').update(artifact.blob).digest('hex').slice(0, 16)}"`,
        })
        .end();
    } else if (request.method === 'GET' && artifact.blob !== undefined) {
      response
        .writeHead(200, {
          'content-type': artifact.contentType,
          'content-length': String(artifact.blob.length),
        })
        .end(artifact.blob);
    } else {
      // Put Blob (one request) and other operations are not what @actions/artifact does; say so loudly.
      throw new HttpFailure(400, {
        code: 'UnsupportedByFake',
        message: `${request.method} comp=${comp ?? ''} is not implemented by the fake`,
      });
    }
  }

  private rest(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const token = bearer(request);
    const permissions = token === undefined ? undefined : this.apiTokens.get(token);
    if (permissions === undefined) throw new HttpFailure(401, { message: 'Bad credentials', status: '401' });
    const prefix = `/repos/${this.owner}/${this.repo}/actions/artifacts`;
    if (!url.pathname.startsWith(prefix)) throw new HttpFailure(404, { message: 'Not Found', status: '404' });
    if (!permissions.actionsRead) {
      throw new HttpFailure(403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/actions/artifacts#list-artifacts-for-a-repository',
        status: '403',
      });
    }
    const rest = url.pathname.slice(prefix.length);
    if (request.method === 'GET' && rest === '') {
      this.listForRepository(response, url);
      return;
    }
    const zip = /^\/(\d+)\/zip$/.exec(rest);
    if (request.method === 'GET' && zip) {
      const artifact = this.stored.find(
        (candidate) => candidate.id === Number(zip[1]) && candidate.finalized,
      );
      if (artifact === undefined) throw new HttpFailure(404, { message: 'Not Found', status: '404' });
      if (artifact.expired) throw new HttpFailure(410, { message: 'Artifact has expired', status: '410' });
      response.writeHead(302, { location: this.signedUrl(artifact), 'content-length': '0' }).end();
      return;
    }
    throw new HttpFailure(404, { message: 'Not Found', status: '404' });
  }

  private listForRepository(response: ServerResponse, url: URL): void {
    const name = url.searchParams.get('name');
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.maxPerPage);
    const page = Number(url.searchParams.get('page') ?? 1);
    // GitHub lists newest first.
    const matching = this.stored
      .filter((artifact) => artifact.finalized && (name === null || artifact.name === name))
      .sort((a, b) => b.id - a.id);
    const pageItems = matching.slice((page - 1) * perPage, page * perPage);
    sendJson(response, 200, {
      total_count: matching.length,
      artifacts: pageItems.map((artifact) => ({
        id: artifact.id,
        node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
        name: artifact.name,
        size_in_bytes: artifact.size,
        url: `${this.url}/repos/${this.owner}/${this.repo}/actions/artifacts/${artifact.id}`,
        archive_download_url: `${this.url}/repos/${this.owner}/${this.repo}/actions/artifacts/${artifact.id}/zip`,
        expired: artifact.expired,
        digest: artifact.digest ?? null,
        created_at: artifact.createdAt.toISOString(),
        updated_at: artifact.createdAt.toISOString(),
        expires_at: artifact.expiresAt.toISOString(),
        workflow_run: {
          id: artifact.run.id,
          repository_id: this.repositoryId,
          head_repository_id: artifact.run.headRepositoryId,
          head_branch: 'main',
          head_sha: '0'.repeat(40),
        },
      })),
    });
  }
}

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ typ: 'JWT', alg: 'RS256' })}.${part({ ...claims, iat: now, exp: now + 6 * 3600 })}.${randomBytes(32).toString('base64url')}`;
}

function bearer(request: IncomingMessage): string | undefined {
  const match = /^(?:Bearer|token)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function azureHeaders(): Record<string, string> {
  return {
    'x-ms-request-id': randomUUID(),
    'x-ms-version': '2025-11-05',
    'x-ms-request-server-encrypted': 'true',
    'content-length': '0',
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
    })
    .end(text);
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
