import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import type { Logger } from '../log/logger.js';
import { StateError } from './errors.js';
import {
  type ArtifactChoice,
  chooseNewest,
  type GitHubApi,
  listArtifactsNamed,
  type RestorableArtifact,
} from './github-artifacts.js';
import { assertNoSecrets } from './secret-guard.js';
import type { StateContent, StateStore, StoredState } from './state.js';
import { readStateFolder, writeStateFolder } from './state-folder.js';

export interface ArtifactStoreOptions {
  /** The artifact name, from `stateArtifactName`. */
  name: string;
  /** The REST API and job token used to find earlier runs' artifacts and download them. */
  api: GitHubApi;
  /** `GITHUB_RUN_ID`, recorded in the state. */
  runId?: string;
  /** How long GitHub keeps the artifact; the repository's setting when absent. */
  retentionDays?: number;
  /** Where the files are staged for upload and unpacked on download (`RUNNER_TEMP`). */
  tempDir: string;
  logger: Logger;
  now?: () => Date;
}

/**
 * State as a workflow artifact: what GitHub-hosted runners need, since nothing else survives a run.
 *
 * `@actions/artifact` reads its service address and credentials from the environment the runner gives a
 * node action (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_RESULTS_URL`, and `GITHUB_API_URL` when it is first loaded);
 * everything of ours comes in through `options`.
 *
 * An artifact name can be uploaded once per workflow run, and a run may save more than once (after the
 * apply, then again in the post step; or in a re-run attempt). A save therefore first deletes the artifact
 * this run already uploaded under the name, then uploads: the newest save wins, and a load by a later run
 * (or a later job of the same run) finds exactly one artifact per run.
 */
export class ArtifactStateStore implements StateStore {
  readonly kind = 'artifact';
  readonly location: string;
  private readonly client = new DefaultArtifactClient();
  private readonly now: () => Date;

  constructor(private readonly options: ArtifactStoreOptions) {
    const { owner, repo } = options.api.repository;
    this.location = `artifact "${options.name}" of ${owner}/${repo}`;
    this.now = options.now ?? (() => new Date());
  }

  async load(): Promise<StoredState | undefined> {
    const { logger, name } = this.options;
    const choice = chooseNewest(await listArtifactsNamed(this.options.api, name), this.now());
    const artifact = choice.newest;
    if (artifact === undefined) {
      logger.info(`No earlier state: no usable ${this.location}${describeIgnored(choice)}`);
      return undefined;
    }
    const dir = await mkdtemp(join(this.options.tempDir, 'sealos-state-'));
    try {
      await this.download(artifact, dir);
      const state = await readStateFolder(dir);
      if (state === undefined) {
        throw new StateError(
          `${this.location} (id ${artifact.id}, run ${artifact.runId}) holds no Clusterfile: it is not a state this action saved`,
          {
            phase: 'state',
          },
        );
      }
      logger.info(
        state.reset
          ? `State from run ${artifact.runId} says the cluster was reset`
          : `State loaded from ${this.location} (id ${artifact.id}, run ${artifact.runId}, saved ${state.savedAt.toISOString()})${describeIgnored(choice)}`,
      );
      return state;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async save(content: StateContent, secrets: readonly string[]): Promise<void> {
    assertNoSecrets(content, secrets);
    await this.upload({ ...content, reset: false, ...this.stamp() });
  }

  async markReset(): Promise<void> {
    await this.upload({ reset: true, ...this.stamp() });
  }

  private async download(artifact: RestorableArtifact, dir: string): Promise<void> {
    const { api } = this.options;
    try {
      await this.client.downloadArtifact(artifact.id, {
        path: dir,
        findBy: {
          token: api.token,
          repositoryOwner: api.repository.owner,
          repositoryName: api.repository.repo,
          workflowRunId: artifact.runId,
        },
      });
    } catch (error) {
      throw new StateError(
        `downloading ${this.location} (id ${artifact.id}, run ${artifact.runId}) failed: ${(error as Error).message}`,
        {
          phase: 'state',
          cause: error,
        },
      );
    }
  }

  private async upload(state: StoredState): Promise<void> {
    const { logger, name, retentionDays } = this.options;
    const dir = await mkdtemp(join(this.options.tempDir, 'sealos-state-'));
    try {
      const paths = await writeStateFolder(dir, state);
      try {
        await this.deleteThisRunsUpload();
        const uploaded = await this.client.uploadArtifact(
          name,
          paths.map((path) => join(dir, path)),
          dir,
          retentionDays === undefined ? {} : { retentionDays },
        );
        logger.info(
          `State ${state.reset ? 'marked reset' : 'saved'} as ${this.location} (id ${uploaded.id ?? '?'})`,
        );
      } catch (error) {
        throw new StateError(`uploading ${this.location} failed: ${(error as Error).message}`, {
          phase: 'state',
          cause: error,
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The one-upload-per-name-per-run rule: a second save in this run replaces the first. */
  private async deleteThisRunsUpload(): Promise<void> {
    const { artifacts } = await this.client.listArtifacts();
    if (!artifacts.some((artifact) => artifact.name === this.options.name)) return;
    this.options.logger.info(`Replacing the ${this.location} this run saved earlier`);
    await this.client.deleteArtifact(this.options.name);
  }

  private stamp(): { savedAt: Date; runId?: string } {
    return {
      savedAt: this.now(),
      ...(this.options.runId === undefined ? {} : { runId: this.options.runId }),
    };
  }
}

function describeIgnored(choice: ArtifactChoice): string {
  const parts = [
    choice.ignoredFromForks > 0 && `${choice.ignoredFromForks} from forks or unknown runs`,
    choice.ignoredExpired > 0 && `${choice.ignoredExpired} expired`,
  ].filter(Boolean);
  return parts.length > 0 ? ` (ignored ${parts.join(', ')})` : '';
}
