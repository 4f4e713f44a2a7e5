import { DEFAULT_REGISTRY, parseRegistryInfo } from '../cluster/registry-info.js';
import type { Executor } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';

/**
 * The registry domain Bootstrap wrote to /etc/hosts and the data folder it replaced by a link to the rootfs
 * `registry/`, from the rendered `etc/registry.yml` of the rootfs on a host (the registry host has it, custom
 * `data` included); sealos's defaults when the rootfs or the file is gone or does not parse (Bootstrap refused
 * such a file, so it made nothing else).
 */
export async function registryOnHost(
  executor: Executor,
  rootfs: string,
): Promise<{ domain: string; data: string }> {
  const file = shellQuote(`${rootfs}/etc/registry.yml`);
  const result = await executor.run(`if [ -f ${file} ]; then cat ${file}; fi`, { check: false });
  const defaults = { domain: DEFAULT_REGISTRY.domain, data: DEFAULT_REGISTRY.data };
  if (result.exitCode !== 0 || !result.stdout.trim()) return defaults;
  try {
    const { domain, data } = parseRegistryInfo(result.stdout);
    return { domain, data };
  } catch {
    return defaults;
  }
}
