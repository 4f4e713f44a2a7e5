import type { Phase } from '../../cluster/phase.js';
import { SealosError } from '../../errors.js';
import { clusterDataDir } from '../../host-layout/cluster-folders.js';
import { shellQuote } from '../../hosts/shell.js';
import type { ApplyContext } from '../context.js';

/**
 * The container runtimes GitHub's Ubuntu runner images install (Docker's packages, and Microsoft's moby
 * builds on older images). The cluster image brings its own containerd and would find theirs holding the
 * CRI socket and `/usr/bin/containerd`.
 */
const RUNNER_RUNTIME_PACKAGES = [
  'docker-ce',
  'docker-ce-cli',
  'docker-ce-rootless-extras',
  'docker-buildx-plugin',
  'docker-compose-plugin',
  'containerd.io',
  'moby-engine',
  'moby-cli',
  'moby-buildx',
  'moby-compose',
  'moby-containerd',
  'moby-runc',
] as const;

const RUNNER_RUNTIME_UNITS = ['docker.socket', 'docker.service', 'containerd.service'] as const;

/**
 * Stops the active units, then purges the installed packages (dpkg-query's `ii` ones: apt-get refuses a name
 * it cannot find, and these lists differ between runner images), then names what is still on PATH. Nothing
 * when the cluster's data folder is there: a create that failed half way set up its own containerd, under the
 * same unit name.
 */
function pruneRunnerScript(dataDir: string): string {
  const units = RUNNER_RUNTIME_UNITS.map(shellQuote).join(' ');
  const packages = RUNNER_RUNTIME_PACKAGES.map(shellQuote).join(' ');
  return [
    `if [ -d ${shellQuote(dataDir)} ]; then echo "ours:"; exit 0; fi`,
    'active=""',
    `for unit in ${units}; do systemctl is-active --quiet "$unit" && active="$active $unit"; done`,
    'if [ -n "$active" ]; then echo "stopped:$active"; systemctl stop $active; fi',
    `installed=$(dpkg-query -W -f='\${db:Status-Abbrev} \${Package}\\n' ${packages} 2>/dev/null | awk '$1 == "ii" { print $2 }' | tr '\\n' ' ')`,
    'if [ -n "$installed" ]; then echo "purged: $installed"; DEBIAN_FRONTEND=noninteractive apt-get remove -y --purge $installed >&2; fi',
    'left=""',
    'for binary in containerd dockerd; do command -v "$binary" >/dev/null 2>&1 && left="$left $(command -v "$binary")"; done',
    'echo "left:$left"',
  ].join('\n');
}

/**
 * A GitHub-hosted runner in single mode (or any runner, asked for by name): after Check, this machine's
 * Docker and containerd are stopped and purged, as `sealos run` users did by hand before the action. Only a
 * runner that joins the cluster now: on a reconcile the containerd there is the cluster's own.
 */
export const pruneRunner: Phase<ApplyContext> = {
  title: 'Prune the runner',
  shouldRun(context) {
    const { localHost, joining } = context.topology;
    return (
      context.pruneRunner &&
      localHost !== undefined &&
      [...joining.masters, ...joining.nodes].includes(localHost)
    );
  },
  async run(context) {
    const host = context.topology.localHost as string;
    const executor = await context.executor(host);
    const result = await executor.run(pruneRunnerScript(clusterDataDir(context.clusterName)));
    const said = (label: string) =>
      result.stdout
        .split('\n')
        .find((line) => line.startsWith(`${label}:`))
        ?.slice(label.length + 1)
        .trim() ?? '';
    if (result.stdout.startsWith('ours:')) {
      context.logger.info(
        `${host}: holds cluster "${context.clusterName}" from an earlier run already: not pruned`,
      );
      return;
    }
    const [stopped, purged, left] = [said('stopped'), said('purged'), said('left')];
    context.logger.info(`${host}: stopped ${stopped || 'no unit'}; purged ${purged || 'no package'}`);
    if (!left) return;
    const problem = `${left} still on this runner after purging ${RUNNER_RUNTIME_PACKAGES.join(', ')}: installed some other way`;
    if (context.force) context.logger.warn(`${host}: ${problem}; installing over it (force)`);
    else
      throw new SealosError(`${problem}; remove it before the run, or set force: true to install over it`, {
        host,
        phase: 'prune the runner',
      });
  },
};
