import { join } from 'node:path';
import { checkClusterName } from '../clusterfile/index.js';
import type { Logger } from '../log/logger.js';
import { assertNoSecrets } from './secret-guard.js';
import type { StateContent, StateStore, StoredState } from './state.js';
import { readStateFolder, writeStateFolder } from './state-folder.js';

export interface LocalStoreOptions {
  /** The folder holding one sub-folder per cluster; real sealos uses `~/.sealos`. */
  dir: string;
  cluster: string;
  logger: Logger;
  runId?: string;
  now?: () => Date;
}

/** State in `<dir>/<cluster>/`: for self-hosted runners and the CLI. */
export class LocalStateStore implements StateStore {
  readonly kind = 'local';
  readonly location: string;
  private readonly logger: Logger;
  private readonly runId?: string;
  private readonly now: () => Date;

  constructor(options: LocalStoreOptions) {
    this.location = join(options.dir, checkClusterName(options.cluster));
    this.logger = options.logger;
    this.runId = options.runId;
    this.now = options.now ?? (() => new Date());
  }

  async load(): Promise<StoredState | undefined> {
    const state = await readStateFolder(this.location);
    if (state === undefined) this.logger.info(`No saved state in ${this.location}`);
    else if (state.reset) this.logger.info(`State in ${this.location} says the cluster was reset`);
    else this.logger.info(`State loaded from ${this.location} (saved ${state.savedAt.toISOString()})`);
    return state;
  }

  async save(content: StateContent, secrets: readonly string[]): Promise<void> {
    assertNoSecrets(content, secrets);
    await writeStateFolder(this.location, { ...content, reset: false, ...this.stamp() });
    this.logger.info(`State saved to ${this.location}`);
  }

  async markReset(): Promise<void> {
    await writeStateFolder(this.location, { reset: true, ...this.stamp() });
    this.logger.info(`State in ${this.location} marked reset`);
  }

  private stamp(): { savedAt: Date; runId?: string } {
    return { savedAt: this.now(), ...(this.runId === undefined ? {} : { runId: this.runId }) };
  }
}
