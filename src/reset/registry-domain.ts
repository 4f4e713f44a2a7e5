import { parse } from 'yaml';
import { DEFAULT_REGISTRY } from '../cluster/registry-info.js';
import type { Executor } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';

/**
 * The registry domain Bootstrap wrote to /etc/hosts, from the rendered `etc/registry.yml` of the rootfs on a
 * host; sealos's default when the rootfs or the file is gone (the name is then removed by its default).
 */
export async function registryDomainOn(executor: Executor, rootfs: string): Promise<string> {
  const file = shellQuote(`${rootfs}/etc/registry.yml`);
  const result = await executor.run(`if [ -f ${file} ]; then cat ${file}; fi`, { check: false });
  if (result.exitCode !== 0 || !result.stdout.trim()) return DEFAULT_REGISTRY.domain;
  try {
    const doc = parse(result.stdout) as { domain?: unknown } | null;
    return typeof doc?.domain === 'string' && doc.domain ? doc.domain : DEFAULT_REGISTRY.domain;
  } catch {
    return DEFAULT_REGISTRY.domain;
  }
}
