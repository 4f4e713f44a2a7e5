import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { errorMessage, SealosError } from '../errors.js';
import { formatDuration, type Logger } from '../log/logger.js';
import { adminKubectl } from '../runtime/index.js';

/** The phase name a readiness failure reports. */
const WAIT_PHASE = 'wait for nodes';

/** One node as the wait reports it: what `kubectl get nodes -o wide` shows, and every condition. */
export interface NodeReadiness {
  name: string;
  /** `node-role.kubernetes.io/<role>` labels, comma separated; `<none>` as kubectl prints it. */
  roles: string;
  /** The kubelet's version. */
  version: string;
  /** The status of the `Ready` condition: `True`, `False`, `Unknown`, or `Unknown` when there is none yet. */
  ready: string;
  internalIp: string;
  conditions: Array<{ type: string; status: string; reason?: string; message?: string }>;
}

/** The part of `kubectl get nodes -o json` read here; anything else in it is ignored. */
const nodeListSchema = z.object({
  items: z.array(
    z.object({
      metadata: z.object({ name: z.string(), labels: z.record(z.string(), z.string()).optional() }),
      status: z
        .object({
          nodeInfo: z.object({ kubeletVersion: z.string().optional() }).optional(),
          conditions: z
            .array(
              z.object({
                type: z.string(),
                status: z.string(),
                reason: z.string().optional(),
                message: z.string().optional(),
              }),
            )
            .optional(),
          addresses: z.array(z.object({ type: z.string(), address: z.string() })).optional(),
        })
        .optional(),
    }),
  ),
});

const ROLE_LABEL = 'node-role.kubernetes.io/';

/** The nodes of `kubectl get nodes -o json` output. */
export function parseNodeList(json: string): NodeReadiness[] {
  const list = nodeListSchema.parse(JSON.parse(json));
  return list.items.map((item) => {
    const conditions = item.status?.conditions ?? [];
    const roles = Object.keys(item.metadata.labels ?? {})
      .filter((label) => label.startsWith(ROLE_LABEL))
      .map((label) => label.slice(ROLE_LABEL.length))
      .filter((role) => role !== '')
      .sort();
    return {
      name: item.metadata.name,
      roles: roles.length > 0 ? roles.join(',') : '<none>',
      version: item.status?.nodeInfo?.kubeletVersion ?? '',
      ready: conditions.find((condition) => condition.type === 'Ready')?.status ?? 'Unknown',
      internalIp: item.status?.addresses?.find((address) => address.type === 'InternalIP')?.address ?? '',
      conditions,
    };
  });
}

/** The node list as master0's admin kubectl gives it. */
export function getNodesCommand(runtime: string | undefined): string {
  return adminKubectl(runtime === 'k3s' ? 'k3s' : 'kubeadm', 'get nodes -o json');
}

/** Some nodes were not Ready when the wait ended: each is named with its conditions. */
export class NodesNotReadyError extends SealosError {
  constructor(
    readonly nodes: NodeReadiness[],
    waitMs: number,
    lastProblem: string | undefined,
  ) {
    const notReady = nodes.filter((node) => node.ready !== 'True');
    const detail =
      nodes.length === 0
        ? `no node could be listed${lastProblem ? ` (${lastProblem})` : ''}`
        : `not Ready: ${notReady.map(describeNode).join('; ')}`;
    super(`the cluster's nodes were not all Ready within ${formatDuration(waitMs)}: ${detail}`, {
      phase: WAIT_PHASE,
    });
  }
}

/** `name (Ready=False KubeletNotReady: message; MemoryPressure=True …)`: the conditions that explain it. */
function describeNode(node: NodeReadiness): string {
  const telling = node.conditions.filter(
    (condition) => condition.type === 'Ready' || condition.status !== 'False',
  );
  if (telling.length === 0) return `${node.name} (no conditions reported yet)`;
  const text = telling.map(
    (condition) =>
      `${condition.type}=${condition.status}${condition.reason ? ` ${condition.reason}` : ''}${condition.message ? `: ${condition.message}` : ''}`,
  );
  return `${node.name} (${text.join(', ')})`;
}

export interface WaitForNodesOptions {
  /** Runs the command on master0 and gives its stdout; throws when it fails. */
  run: (command: string) => Promise<string>;
  runtime: string | undefined;
  timeoutMs: number;
  /** Time between two looks; 5 s when absent. */
  pollMs?: number;
  logger: Logger;
  signal?: AbortSignal;
}

/**
 * Asks master0's kubectl for the nodes until every node is Ready, and returns them. An answer that fails
 * (the API server restarting, say) counts as not Ready yet. At the end of `timeoutMs` with a node still not
 * Ready (or none listed), NodesNotReadyError names them with their conditions.
 */
export async function waitForNodes(options: WaitForNodesOptions): Promise<NodeReadiness[]> {
  const command = getNodesCommand(options.runtime);
  const deadline = Date.now() + options.timeoutMs;
  let nodes: NodeReadiness[] = [];
  let lastProblem: string | undefined;
  let reported = '';
  for (;;) {
    try {
      nodes = parseNodeList(await options.run(command));
      lastProblem = undefined;
    } catch (error) {
      lastProblem = errorMessage(error);
    }
    if (nodes.length > 0 && nodes.every((node) => node.ready === 'True')) return nodes;
    const waiting = nodes.filter((node) => node.ready !== 'True').map((node) => node.name);
    const status = lastProblem ?? `not Ready yet: ${waiting.join(', ') || 'no node listed'}`;
    if (status !== reported) options.logger.info(`Waiting for the nodes: ${status}`);
    reported = status;
    const left = deadline - Date.now();
    if (left <= 0) throw new NodesNotReadyError(nodes, options.timeoutMs, lastProblem);
    await sleep(Math.min(options.pollMs ?? 5_000, left), undefined, { signal: options.signal });
  }
}

/** The nodes as the log shows them, columns aligned as `kubectl get nodes` aligns its own. */
export function nodeTableLines(nodes: NodeReadiness[]): string[] {
  const rows = [NODE_COLUMNS, ...nodes.map(nodeRow)];
  const widths = NODE_COLUMNS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('   ')
      .trimEnd(),
  );
}

/** The table's columns, for the log and the job summary. */
export const NODE_COLUMNS = ['name', 'roles', 'version', 'Ready', 'internal IP'];

export function nodeRow(node: NodeReadiness): string[] {
  return [node.name, node.roles, node.version, node.ready, node.internalIp];
}
