import type { Executor } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';
import type { Logger } from '../log/logger.js';
import {
  apiServerDomain,
  LVSCARE_DOMAIN,
  removeHostsEntriesScript,
  removeHostsEntryScript,
} from '../runtime/index.js';
import { scriptCommand } from './image-scripts.js';
import { registryDataUnlinkScript } from './registry-data.js';

export interface UndoBootstrapOptions {
  rootfs: string;
  labels: Record<string, string>;
  env: Record<string, string>;
  registryDomain: string;
  /** The registry's data link (`data` of etc/registry.yml). */
  registryData: string;
  isRegistry: boolean;
  /** Script output goes here; the executor prefixes each line with the host. */
  logger: Logger;
}

/**
 * Undoes Bootstrap on one host, in reverse: the clean script, the /etc/hosts names, clean-cri, and on a registry
 * host clean-registry and the data link. Scripts are skipped when the rootfs never reached the host.
 */
export async function undoBootstrap(executor: Executor, options: UndoBootstrapOptions): Promise<void> {
  const { rootfs, labels, env } = options;
  const scripts = `${rootfs}/scripts`;
  const present = (await executor.run(`test -d ${shellQuote(scripts)}`, { check: false })).exitCode === 0;
  const script = async (label: string) => {
    const command = scriptCommand(labels, label);
    if (!present || !command) return;
    await executor.run(`cd ${shellQuote(scripts)} && ${command}`, { env, logger: options.logger });
  };
  await script('clean');
  await executor.run(removeHostsEntriesScript([LVSCARE_DOMAIN, apiServerDomain]));
  if (labels['clean-cri']) await script('clean-cri');
  if (options.isRegistry) {
    await script('clean-registry');
    await executor.run(registryDataUnlinkScript(options.registryData));
  }
  await executor.run(removeHostsEntryScript(options.registryDomain));
}
