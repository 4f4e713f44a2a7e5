import type { Phase } from '../cluster/phase.js';
import type { ResetContext } from './context.js';
import { connectHosts } from './phases/connect-hosts.js';
import { resetRuntime } from './phases/reset-runtime.js';
import { releaseLock, takeLock } from './phases/take-lock.js';
import { removeEmptyFolders, undoHosts } from './phases/undo-host.js';

/**
 * A reset as a flat list of phases, lock and unlock among them (as k0sctl's reset action): the runtime reset
 * while the programs are still installed, then Bootstrap undone, then the lock released before the folder
 * that holds it may go.
 */
export const resetPipeline: readonly Phase<ResetContext>[] = [
  connectHosts,
  takeLock,
  resetRuntime,
  undoHosts,
  releaseLock,
  removeEmptyFolders,
];
