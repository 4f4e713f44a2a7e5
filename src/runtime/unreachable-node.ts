import { shellQuote } from '../hosts/shell.js';
import { adminKubectl } from './admin-kubectl.js';
import type { Distribution } from './distribution.js';
import { RuntimeError } from './errors.js';
import type { RuntimeContext } from './executor.js';
import type { HostSteps } from './host-steps.js';
import { checkMastersToDelete, checkNodesToDelete } from './topology-checks.js';

/** The Nodes with their addresses, as master0's API server holds them. */
function listNodesCommand(distribution: Distribution): string {
  return adminKubectl(distribution, 'get nodes -o json');
}

/** The name of the Node whose InternalIP is `ip` in `kubectl get nodes -o json`; undefined when none is. */
function nodeNameAt(json: string, ip: string): string | undefined {
  const list = JSON.parse(json) as {
    items?: Array<{
      metadata?: { name?: string };
      status?: { addresses?: Array<{ type?: string; address?: string }> };
    }>;
  };
  const node = (list.items ?? []).find((item) =>
    (item.status?.addresses ?? []).some((entry) => entry.type === 'InternalIP' && entry.address === ip),
  );
  return node?.metadata?.name;
}

/**
 * A leaving host that does not answer SSH, taken out of Kubernetes through master0: its Node found by address
 * (the host cannot say its name) and deleted without a drain, which would wait for pods that cannot be
 * evicted from a dead kubelet; the pods are recreated elsewhere once the Node is gone.
 */
export async function deleteUnreachableNode(
  context: RuntimeContext,
  steps: HostSteps<'Delete'>,
  distribution: Distribution,
  ip: string,
  role: 'master' | 'node',
): Promise<void> {
  if (role === 'master') checkMastersToDelete(context.topology, [ip]);
  else checkNodesToDelete(context.topology, [ip]);
  const master0 = context.topology.masters[0] as string;
  const log = context.logger.withPrefix(ip);
  const listed = await steps.mustRun(master0, listNodesCommand(distribution), 'Delete');
  let name: string | undefined;
  try {
    name = nodeNameAt(listed.stdout, ip);
  } catch (error) {
    throw new RuntimeError(`kubectl get nodes -o json on ${master0} did not print JSON`, {
      host: ip,
      phase: 'Delete',
      cause: error,
    });
  }
  if (!name) {
    log.warn(`no Node has the address ${ip}: nothing to delete from Kubernetes`);
    return;
  }
  log.warn(
    `does not answer SSH: node ${name} is deleted without a drain; its pods are recreated on other nodes`,
  );
  await steps.mustRun(
    master0,
    adminKubectl(distribution, `delete node ${shellQuote(name)} --ignore-not-found`),
    'Delete',
  );
}
