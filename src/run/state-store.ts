import type { Logger } from '../log/logger.js';
import { createStateStore } from '../state/create-store.js';
import type { StateStore } from '../state/state.js';
import type { StateSettings } from './run-request.js';

/** The state store of a run or a reset, from the `state`, `state-dir`, `state-name` and token settings. */
export function openStateStore(
  settings: StateSettings,
  cluster: string,
  logger: Logger,
  env?: NodeJS.ProcessEnv,
): StateStore {
  return createStateStore({
    state: settings.choice,
    cluster,
    logger,
    ...(settings.dir ? { stateDir: settings.dir } : {}),
    ...(settings.name ? { stateName: settings.name } : {}),
    ...(settings.token ? { token: settings.token } : {}),
    ...(settings.retentionDays ? { retentionDays: settings.retentionDays } : {}),
    ...(env ? { env } : {}),
  });
}
