import { onHosts } from '../../cluster/on-hosts.js';
import type { Phase } from '../../cluster/phase.js';
import { SealosError } from '../../errors.js';
import { clusterDataDir, DATA_ROOT } from '../../host-layout/cluster-folders.js';
import type { ApplyContext } from '../context.js';

const MAX_CLOCK_SKEW_SECONDS = 5;

interface HostFacts {
  host: string;
  system: string;
  uid: string;
  hostname: string;
  /** Seconds the host's clock was outside the window between asking and its answer. */
  skew: number;
  runtime: string;
  ours: boolean;
  /** The other clusters whose data folder is on the host (sealos's or ours): the host is theirs. */
  others: string[];
}

/**
 * Every host of the desired cluster answers, is Linux, runs our commands as root, has its own hostname and a
 * clock within 5 s of ours. A host about to join must not already run a container runtime (unless forced, or
 * the runner about to be pruned), except one this cluster set up in an earlier, interrupted apply; nor hold
 * another cluster's data folder, forced or not: installing over it would break that cluster.
 */
export const checkHosts: Phase<ApplyContext> = {
  title: 'Check hosts',
  readOnly: true,
  async run(context) {
    const { topology } = context;
    const hosts = [...topology.masters, ...topology.nodes];
    const dataDir = clusterDataDir(context.clusterName);
    const facts = await onHosts(context, hosts, 'check hosts', async (executor, host) => {
      const asked = Math.floor(Date.now() / 1000);
      const probe = await executor.run(
        [
          'uname -s',
          'id -u',
          'hostname',
          'date +%s',
          'for b in containerd dockerd crio; do command -v "$b" >/dev/null 2>&1 && printf "%s " "$b"; done; echo',
          `test -d ${dataDir} && echo ours || echo new`,
          // A data folder, or the lock a run of that cluster holds before it made its folder.
          `for d in ${DATA_ROOT}/*/ ${DATA_ROOT}/*.lock; do [ -e "$d" ] && printf "%s " "$(basename "$d" .lock)"; done; echo`,
        ].join('; '),
      );
      const [system = '', uid = '', hostname = '', epoch = '0', runtime = '', ours = '', folders = ''] =
        probe.stdout.split('\n');
      // The host's clock is read somewhere between asking and the answer (a login, a loaded runner and other
      // hosts' answers can take seconds): only a reading outside that window is skew.
      const answered = Math.ceil(Date.now() / 1000);
      const read = Number(epoch);
      return {
        host,
        skew: read < asked ? asked - read : read > answered ? read - answered : 0,
        system,
        uid,
        hostname,
        runtime: runtime.trim(),
        ours: ours === 'ours',
        others: [...new Set(folders.split(' '))].filter(
          (name) => name !== '' && name !== context.clusterName,
        ),
      };
    });
    const joining = new Set([...topology.joining.masters, ...topology.joining.nodes]);
    // The runner about to be pruned: its runtime is removed after the checks, and the Prune phase names any left.
    const pruned = context.pruneRunner ? topology.localHost : undefined;
    const problems = facts.flatMap((fact) =>
      problemsOf(fact, joining.has(fact.host), context.force || fact.host === pruned),
    );
    const byName = new Map<string, string[]>();
    for (const fact of facts) byName.set(fact.hostname, [...(byName.get(fact.hostname) ?? []), fact.host]);
    for (const [name, owners] of byName) {
      if (owners.length > 1)
        problems.push(
          `hostname "${name}" is used by ${owners.join(', ')}: Kubernetes needs unique node names`,
        );
    }
    if (problems.length > 0)
      throw new SealosError(`hosts are not ready:\n  ${problems.join('\n  ')}`, { phase: 'check hosts' });
    for (const fact of facts) context.logger.info(`${fact.host}: ${fact.hostname}, ${fact.system}, ready`);
  },
};

function problemsOf(fact: HostFacts, joining: boolean, force: boolean): string[] {
  const problems: string[] = [];
  if (fact.system !== 'Linux') problems.push(`${fact.host}: not Linux (uname -s says "${fact.system}")`);
  if (fact.uid !== '0')
    problems.push(
      `${fact.host}: commands do not run as root (id -u says ${fact.uid}): use root or a user with sudo`,
    );
  if (fact.skew >= MAX_CLOCK_SKEW_SECONDS)
    problems.push(
      `${fact.host}: clock is ${fact.skew} s off this machine's (at most ${MAX_CLOCK_SKEW_SECONDS - 1} s): fix NTP`,
    );
  if (joining)
    for (const other of fact.others)
      problems.push(
        `${fact.host}: belongs to cluster "${other}" (${DATA_ROOT}/${other} or its lock is there): reset that cluster (sealos-action reset -c ${other}, or sealos reset), or take another host`,
      );
  if (joining && fact.runtime && !fact.ours && !force)
    problems.push(
      `${fact.host}: a container runtime is already installed (${fact.runtime}); remove it or use force (a runner of its own cluster: prune-runner: true)`,
    );
  return problems;
}
