import type { Logger } from '../log/logger.js';
import type { StateContent, StateStore, StoredState } from './state.js';

/** Keeps nothing: every run is a create. For throwaway clusters, and when the user asks for it. */
export class NoStateStore implements StateStore {
  readonly kind = 'none';
  readonly location = 'nowhere (state: none)';

  constructor(private readonly logger: Logger) {}

  async load(): Promise<StoredState | undefined> {
    this.logger.info('State is not kept (state: none): nothing saved to load');
    return undefined;
  }

  async save(_content: StateContent, _secrets: readonly string[]): Promise<void> {
    this.logger.info('State is not kept (state: none): a later run will not know this cluster');
  }

  async markReset(): Promise<void> {
    this.logger.info('State is not kept (state: none): nothing to mark reset');
  }
}
