import { markerScript, readMarker } from '../../cluster/host-marker.js';
import { scriptCommand } from '../../cluster/image-scripts.js';
import { onHosts } from '../../cluster/on-hosts.js';
import type { Phase } from '../../cluster/phase.js';
import { registryDataLinkScript } from '../../cluster/registry-data.js';
import { htpasswdLine, type RegistryInfo, readRegistryInfo } from '../../cluster/registry-info.js';
import { ipOf } from '../../cluster/topology.js';
import { rootfsDir } from '../../host-layout/cluster-folders.js';
import type { Executor } from '../../hosts/executor.js';
import { shellQuote } from '../../hosts/shell.js';
import {
  addHostsEntriesScript,
  addHostsEntryScript,
  apiServerDomain,
  LVSCARE_DOMAIN,
} from '../../runtime/index.js';
import { type ApplyContext, resultOf } from '../context.js';
import { clusterVip } from '../vip.js';

const DONE = 'bootstrap';

interface Step {
  title: string;
  hosts: (targets: string[]) => string[];
  run: (executor: Executor, host: string) => Promise<void>;
}

/**
 * Prepares joining hosts in sealos's order (docs/sealos-compatibility.md §5), each step on all its hosts in parallel before
 * the next: check script; sealos.hub in /etc/hosts; the registry on registry hosts; init-cri; the apiserver
 * and lvscare names (one command); the init script. A host that finished is marked and skipped when an apply is re-run.
 */
export const bootstrap: Phase<ApplyContext> = {
  title: 'Bootstrap',
  shouldRun: (context) => context.topology.joining.masters.length + context.topology.joining.nodes.length > 0,
  async run(context) {
    const { topology, clusterName } = context;
    const joining = [...topology.joining.masters, ...topology.joining.nodes];
    const pending = (
      await onHosts(context, joining, 'bootstrap', async (executor, host) =>
        (await readMarker(executor, clusterName, DONE)) ? undefined : host,
      )
    ).filter((host): host is string => host !== undefined);
    if (pending.length === 0) {
      context.logger.info('every joining host is bootstrapped already');
      return;
    }
    const registry = await readRegistryInfo((await resultOf(context, 'trees').rootfs(topology.master0)).dir);
    for (const step of bootstrapSteps(context, registry)) {
      const hosts = step.hosts(pending);
      if (hosts.length === 0) continue;
      context.logger.info(`${step.title} on ${hosts.join(', ')}`);
      await onHosts(context, hosts, step.title, step.run);
    }
  },
};

function bootstrapSteps(context: ApplyContext, registry: RegistryInfo): Step[] {
  const { topology, clusterName } = context;
  const images = resultOf(context, 'images');
  const trees = resultOf(context, 'trees');
  const rootfs = rootfsDir(clusterName);
  const all = (targets: string[]) => targets;
  /** The image's script for `label`, then `after` in the same command once it succeeded. */
  const script = (label: string, after?: string) => async (executor: Executor, host: string) => {
    const command = scriptCommand(images.labels, label);
    const line = command ? `cd ${shellQuote(`${rootfs}/scripts`)} && ${command}` : undefined;
    if (!line && !after) return;
    await executor.run([line, after].filter(Boolean).join(' && '), {
      env: trees.env(host),
      logger: context.logger,
    });
  };
  const registryIp = ipOf(topology.registries[0]!);
  const vip = clusterVip(images, trees.env(topology.master0));
  return [
    { title: 'check script', hosts: all, run: script('check') },
    {
      title: `${registry.domain} → ${registryIp} in /etc/hosts`,
      hosts: all,
      run: async (executor) => {
        await executor.run(addHostsEntryScript(registryIp, registry.domain));
      },
    },
    {
      title: 'registry',
      hosts: (targets) => targets.filter((host) => topology.registries.includes(host)),
      run: async (executor, host) => {
        await executor.run(registryDataLinkScript(rootfs, registry.data));
        if (registry.username && registry.password) {
          await executor.writeFile(
            `${rootfs}/etc/registry_htpasswd`,
            htpasswdLine(registry.username, registry.password),
            {
              mode: 0o644,
            },
          );
        }
        await script('init-registry')(executor, host);
        const probe = await executor.run(registryProbeScript(registry.port), { check: false });
        if (probe.exitCode !== 0) {
          context.logger
            .withPrefix(host)
            .warn(
              `nothing answers on port ${registry.port} yet after init-registry; going on (real images start the registry from systemd, and pulls through ${registry.domain}:${registry.port} are retried until it answers)`,
            );
        }
      },
    },
    {
      title: 'init-cri script',
      hosts: (targets) => (images.labels['init-cri'] ? targets : []),
      run: script('init-cri'),
    },
    {
      // sealos's two steps, one after the other with nothing between: one command per host.
      title: `${apiServerDomain} (and ${LVSCARE_DOMAIN} on nodes) in /etc/hosts`,
      hosts: all,
      run: async (executor, host) => {
        const master = topology.masters.includes(host);
        await executor.run(
          addHostsEntriesScript([
            { ip: master ? ipOf(topology.master0) : vip, domain: apiServerDomain },
            ...(topology.nodes.includes(host) ? [{ ip: ipOf(host), domain: LVSCARE_DOMAIN }] : []),
          ]),
        );
      },
    },
    // The host is marked bootstrapped by the command that ran its init script, once that succeeded.
    { title: 'init script', hosts: all, run: script('init', markerScript(clusterName, DONE, 'done')) },
  ];
}

/**
 * A brief look (up to 5 s) whether the registry accepts connections on the host itself. sealos does not wait
 * here at all: a quiet port is only worth a warning, never a failed run. Tried every 0.2 s (every second where
 * `sleep` takes no fractions): a registry starting a moment late costs a moment, not a second.
 */
function registryProbeScript(port: number): string {
  return [
    'end=$((SECONDS + 5))',
    'while :; do',
    `  if (exec 3<>/dev/tcp/127.0.0.1/${port}) 2>/dev/null; then exit 0; fi`,
    '  if [ "$SECONDS" -ge "$end" ]; then exit 1; fi',
    '  sleep 0.2 2>/dev/null || sleep 1',
    'done',
  ].join('\n');
}
