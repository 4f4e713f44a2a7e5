import { z } from 'zod';
import { UsageError } from '../errors.js';
import { StateError, StatePermissionError } from './errors.js';

/**
 * Finding an earlier run's artifact through the GitHub REST API. `@actions/artifact` only lists the current
 * run (or one given run), so the search across runs is ours: `GET /repos/{owner}/{repo}/actions/artifacts`.
 */
export interface Repository {
  owner: string;
  repo: string;
}

export interface GitHubApi {
  /** `GITHUB_API_URL`, e.g. https://api.github.com */
  apiUrl: string;
  /** The job token (`github.token`); it needs `actions: read`. */
  token: string;
  repository: Repository;
}

export interface RepositoryArtifact {
  id: number;
  name: string;
  /** The workflow run that uploaded it; absent when GitHub does not say. */
  runId?: number;
  createdAt?: Date;
  expiresAt?: Date;
  expired: boolean;
  /** Uploaded by a run of this repository's own code, not by a pull request from a fork. */
  sameRepository: boolean;
}

/** An artifact a run may restore: GitHub named the run that uploaded it. */
export type RestorableArtifact = RepositoryArtifact & { runId: number };

export interface ArtifactChoice {
  newest?: RestorableArtifact;
  ignoredFromForks: number;
  ignoredExpired: number;
}

const PER_PAGE = 100;

const restArtifactSchema = z.object({
  id: z.number(),
  name: z.string(),
  expired: z.boolean(),
  created_at: z.string().nullable().optional(),
  expires_at: z.string().nullable().optional(),
  workflow_run: z
    .object({
      id: z.number().optional(),
      repository_id: z.number().optional(),
      head_repository_id: z.number().optional(),
    })
    .nullable()
    .optional(),
});
const artifactListSchema = z.object({ total_count: z.number(), artifacts: z.array(restArtifactSchema) });
const errorBodySchema = z.object({ message: z.string() });

export function parseRepository(value: string | undefined): Repository {
  const [owner, repo, ...rest] = (value ?? '').split('/');
  if (!owner || !repo || rest.length > 0) {
    throw new UsageError(`repository "${value ?? ''}" is not of the form owner/name (GITHUB_REPOSITORY)`, {
      phase: 'state',
    });
  }
  return { owner, repo };
}

/** Every artifact of the repository with exactly this name, all pages. */
export async function listArtifactsNamed(api: GitHubApi, name: string): Promise<RepositoryArtifact[]> {
  const found: RepositoryArtifact[] = [];
  let seen = 0;
  for (let page = 1; ; page++) {
    const url = new URL(
      `${api.apiUrl.replace(/\/+$/, '')}/repos/${api.repository.owner}/${api.repository.repo}/actions/artifacts`,
    );
    url.search = new URLSearchParams({ name, per_page: String(PER_PAGE), page: String(page) }).toString();
    const parsed = artifactListSchema.safeParse(await getJson(api, url));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new StateError(
        `unexpected answer from ${url.origin} listing artifacts: field ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
        { phase: 'state' },
      );
    }
    const body = parsed.data;
    for (const artifact of body.artifacts) if (artifact.name === name) found.push(toArtifact(artifact));
    // Count what came back rather than trusting per_page: the server may send smaller pages.
    seen += body.artifacts.length;
    if (body.artifacts.length === 0 || seen >= body.total_count) return found;
  }
}

/**
 * The newest artifact a run may restore: not expired, and uploaded by this repository's own runs. A fork's
 * pull request can upload an artifact with the same name; taking it would let the fork choose our state.
 */
export function chooseNewest(artifacts: readonly RepositoryArtifact[], now: Date): ArtifactChoice {
  let ignoredFromForks = 0;
  let ignoredExpired = 0;
  let newest: RestorableArtifact | undefined;
  for (const artifact of artifacts) {
    if (artifact.expired || (artifact.expiresAt !== undefined && artifact.expiresAt <= now)) {
      ignoredExpired++;
    } else if (!artifact.sameRepository || !isRestorable(artifact)) {
      ignoredFromForks++;
    } else if (newest === undefined || isNewer(artifact, newest)) {
      newest = artifact;
    }
  }
  return { newest, ignoredFromForks, ignoredExpired };
}

function isRestorable(artifact: RepositoryArtifact): artifact is RestorableArtifact {
  return artifact.runId !== undefined;
}

function isNewer(a: RepositoryArtifact, b: RepositoryArtifact): boolean {
  const at = a.createdAt?.getTime() ?? 0;
  const bt = b.createdAt?.getTime() ?? 0;
  return at !== bt ? at > bt : a.id > b.id;
}

function toArtifact(artifact: z.infer<typeof restArtifactSchema>): RepositoryArtifact {
  const run = artifact.workflow_run ?? undefined;
  return {
    id: artifact.id,
    name: artifact.name,
    ...(run?.id === undefined ? {} : { runId: run.id }),
    ...(artifact.created_at ? { createdAt: new Date(artifact.created_at) } : {}),
    ...(artifact.expires_at ? { expiresAt: new Date(artifact.expires_at) } : {}),
    expired: artifact.expired,
    sameRepository: run?.repository_id !== undefined && run.head_repository_id === run.repository_id,
  };
}

async function getJson(api: GitHubApi, url: URL): Promise<unknown> {
  const repository = `${api.repository.owner}/${api.repository.repo}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${api.token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'sealos-action',
      },
    });
  } catch (error) {
    throw new StateError(
      `cannot reach the GitHub API at ${url.origin} to find the state of earlier runs: ${(error as Error).message}`,
      {
        phase: 'state',
        cause: error,
      },
    );
  }
  const text = await response.text();
  if (response.ok) return safeJson(text);
  const parsed = errorBodySchema.safeParse(safeJson(text));
  const detail = parsed.success ? parsed.data.message : response.statusText;
  if (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0') {
    throw new StateError(
      `GitHub API rate limit reached while listing the artifacts of ${repository}: ${detail}`,
      { phase: 'state' },
    );
  }
  if (response.status === 403 || response.status === 404) {
    throw new StatePermissionError(
      `the job token may not list the artifacts of ${repository} (HTTP ${response.status}: ${detail}); add \`permissions: actions: read\` to the job (or the workflow) so this run can find the state earlier runs kept`,
      { phase: 'state' },
    );
  }
  if (response.status === 401) {
    throw new StatePermissionError(
      `the GitHub token was refused (HTTP 401: ${detail}); pass the job token, e.g. \`github-token: \${{ github.token }}\``,
      { phase: 'state' },
    );
  }
  throw new StateError(`listing the artifacts of ${repository} failed: HTTP ${response.status}: ${detail}`, {
    phase: 'state',
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
