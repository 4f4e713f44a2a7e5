import { Option } from 'commander';
import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import { defaultStateDir } from '../../clusterfile/index.js';
import { ReportedFailure, UsageError } from '../../errors.js';
import { type HostKeyPolicy, hostKeyPolicies } from '../../hosts/host-key.js';
import { DEFAULT_LOCK_TIMEOUT_MINUTES } from '../../lock/cluster-lock.js';
import { type ResetOutcome, runReset } from '../../reset/reset-flow.js';
import { confirmOrRefuse, savedClusterExists } from '../confirm.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument, hostListFlag, minutes } from '../options.js';
import {
  addSshSecretSources,
  checkKeyFile,
  concurrencyOption,
  forgetHostKeyOption,
  jumpHostOption,
  pkOption,
  portOption,
  readKnownHosts,
  sshInputsOf,
} from '../ssh-flags.js';

interface ResetFlags {
  cluster: string;
  clusterfile?: string;
  masters?: string;
  nodes?: string;
  force?: boolean;
  forceUnlock?: boolean;
  user: string;
  passwd?: string;
  pk?: string;
  pkPasswd?: string;
  port: number;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  forgetHostKey: string[];
  stateDir: string;
  lockTimeout: number;
  concurrency: number;
}

export const registerReset: RegisterCommand = (program, context) => {
  addSshSecretSources(program.command('reset'))
    .description(
      'Tear the saved cluster down, as `sealos reset`: clean scripts, kubeadm reset (nodes, then masters), Bootstrap undone, the cluster data removed; the state is marked reset. Exit status 1 when a host is not clean',
    )
    .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME)
    .option('-f, --clusterfile <file>', 'reset the hosts of this Clusterfile (when no state is saved)')
    .option('--masters <list>', 'only these masters (not master0): a,b, ranges a-b, CIDR')
    .option('--nodes <list>', 'only these nodes, same forms')
    .option('--force', 'reset without asking for confirmation (needed when not on a terminal), as sealos')
    .option(
      '--force-unlock',
      "reset without taking the cluster's lock on master0 (master0 is gone, or a dead run holds it)",
    )
    .option('-u, --user <name>', 'SSH user (non-root users run commands through sudo)', 'root')
    .option('-p, --passwd <password>', 'SSH password (also given to sudo)')
    .addOption(pkOption())
    .option('--pk-passwd <passphrase>', 'passphrase of the private key')
    .addOption(portOption())
    .addOption(jumpHostOption())
    .addOption(
      new Option('--host-key-policy <policy>', 'strict, accept-new or insecure')
        .choices([...hostKeyPolicies])
        .default('accept-new'),
    )
    .option('--known-hosts <file>', 'known_hosts file to check host keys against')
    .addOption(forgetHostKeyOption())
    .option('--state-dir <dir>', 'where clusters are kept (<dir>/<cluster>/Clusterfile)', defaultStateDir())
    .option(
      '--lock-timeout <minutes>',
      "minutes to wait for another run's lock",
      minutes('zero allowed'),
      DEFAULT_LOCK_TIMEOUT_MINUTES,
    )
    .addOption(concurrencyOption())
    .action(async (flags: ResetFlags) => {
      context.logger.addSecret(flags.passwd);
      context.logger.addSecret(flags.pkPasswd);
      if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
        throw new UsageError('--host-key-policy strict needs --known-hosts FILE');
      await checkKeyFile(flags.pk, flags.pkPasswd);
      const masters = hostListFlag(flags.masters, '--masters') ?? '';
      const nodes = hostListFlag(flags.nodes, '--nodes') ?? '';
      const subset = [masters, nodes].filter(Boolean).join(',');
      // Nothing saved and no Clusterfile: nothing will be touched, so nothing to confirm (a cleanup may repeat).
      if (flags.clusterfile || savedClusterExists(flags.stateDir, flags.cluster))
        await confirmOrRefuse(
          context,
          subset
            ? `reset ${subset} of cluster "${flags.cluster}"?`
            : `reset cluster "${flags.clusterfile ?? flags.cluster}", everything on its hosts?`,
          flags.force === true,
        );
      const outcome = await runReset(
        {
          cluster: flags.cluster,
          ...(flags.clusterfile ? { clusterfile: flags.clusterfile } : {}),
          masters,
          nodes,
          ssh: sshInputsOf(flags),
          hostKeyPolicy: flags.hostKeyPolicy,
          ...(flags.knownHosts
            ? { knownHosts: await readKnownHosts(flags.knownHosts, flags.hostKeyPolicy) }
            : {}),
          forgetHostKeys: flags.forgetHostKey,
          state: { choice: 'local', dir: flags.stateDir },
          force: flags.forceUnlock === true,
          lockTimeoutMinutes: flags.lockTimeout,
          concurrency: flags.concurrency,
        },
        context.logger,
      );
      context.stdout(`${resetReport(outcome)}\n`);
      if (!outcome.clean) throw new ReportedFailure('the reset left some hosts not clean (listed above)');
    });
};

/** stdout: one line per host (`clean`, or `not clean: why`), then the state. */
function resetReport(outcome: ResetOutcome): string {
  if (!outcome.result)
    return `cluster "${outcome.cluster}": nothing saved, nothing to reset (state looked for in ${outcome.state.location})`;
  const lines = outcome.result.hosts.map((host) =>
    host.clean ? `${host.host}: clean` : `${host.host}: not clean: ${host.problems.join('; ')}`,
  );
  lines.push(
    `cluster "${outcome.cluster}": ${outcome.clean ? 'clean' : 'NOT clean'}${outcome.state.updated ? `; state updated in ${outcome.state.location}` : ''}`,
  );
  return lines.join('\n');
}
