import { tmpdir } from 'node:os';
import { checkClusterName } from '../clusterfile/index.js';
import { defaultStateDir } from '../clusterfile/paths.js';
import { UsageError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { ArtifactStateStore } from './artifact-store.js';
import { parseRepository } from './github-artifacts.js';
import { LocalStateStore } from './local-store.js';
import { stateArtifactName } from './naming.js';
import { NoStateStore } from './none-store.js';
import type { StateKind, StateStore } from './state.js';

export type StateChoice = StateKind | 'auto';

const CHOICES: readonly StateChoice[] = ['auto', 'artifact', 'local', 'none'];

export interface StateStoreOptions {
  /** The `state` input / `--state` flag. */
  state: StateChoice;
  cluster: string;
  logger: Logger;
  /** `state-dir`: the local folder; `~/.sealos` when absent. */
  stateDir?: string;
  /** `state-name`: the artifact name; `sealos-<cluster>` when absent. */
  stateName?: string;
  /** `github-token`: the job token for the REST API; `GITHUB_TOKEN` from `env` when absent. */
  token?: string;
  /** `state-retention-days` for the artifact. */
  retentionDays?: number;
  /** Where the runner's variables are read from; `process.env` when absent. */
  env?: NodeJS.ProcessEnv;
}

export function parseStateChoice(value: string): StateChoice {
  const choice = CHOICES.find((candidate) => candidate === value.trim());
  if (choice === undefined) {
    throw new UsageError(`state "${value}" is not one of ${CHOICES.join(', ')}`, { phase: 'state' });
  }
  return choice;
}

/**
 * `auto` means an artifact where the step can reach the artifact service (a GitHub Actions node step with a
 * runtime token and a results URL), a folder elsewhere: the CLI, or a runner without the service (GitHub
 * Enterprise Server before artifacts v4, `act`), which has the token but no `ACTIONS_RESULTS_URL`.
 */
function resolveStateKind(choice: StateChoice, env: NodeJS.ProcessEnv): StateKind {
  if (choice !== 'auto') return choice;
  return env.GITHUB_ACTIONS === 'true' && env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL
    ? 'artifact'
    : 'local';
}

export function createStateStore(options: StateStoreOptions): StateStore {
  const env = options.env ?? process.env;
  const cluster = checkClusterName(options.cluster);
  const kind = resolveStateKind(options.state, env);
  if (options.state === 'auto' && kind === 'local' && env.GITHUB_ACTIONS === 'true')
    options.logger.info(
      'state: auto keeps the state in a local folder: this runner offers no artifact service (ACTIONS_RESULTS_URL is not set); a runner that does not keep its disk loses it after the job',
    );
  switch (kind) {
    case 'none':
      return new NoStateStore(options.logger);
    case 'local':
      return new LocalStateStore({
        dir: options.stateDir || defaultStateDir(),
        cluster,
        logger: options.logger,
        ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
      });
    case 'artifact': {
      if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
        throw new UsageError(
          'state: artifact works only in a GitHub Actions node action step (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set); use state: local on other machines',
          { phase: 'state' },
        );
      }
      const token = options.token || env.GITHUB_TOKEN;
      if (!token) {
        throw new UsageError(
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression the user types, not ours
          'state: artifact needs the job token to find earlier runs: pass `github-token: ${{ github.token }}`',
          {
            phase: 'state',
          },
        );
      }
      return new ArtifactStateStore({
        name: stateArtifactName(cluster, options.stateName),
        api: {
          apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
          token,
          repository: parseRepository(env.GITHUB_REPOSITORY),
        },
        ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
        ...(options.retentionDays === undefined ? {} : { retentionDays: options.retentionDays }),
        tempDir: env.RUNNER_TEMP || tmpdir(),
        logger: options.logger,
      });
    }
  }
}
