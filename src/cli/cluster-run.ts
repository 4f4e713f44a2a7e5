import { stat } from 'node:fs/promises';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_CLUSTER_NAME } from '../clusterfile/cluster-name.js';
import { defaultStateDir, hostIp } from '../clusterfile/index.js';
import { UsageError } from '../errors.js';
import { RELAY_AUTO_HOSTS, type RelayMode, relayModes } from '../hosts/relay.js';
import { planToText } from '../plan/index.js';
import { watchInterrupts } from '../run/interrupts.js';
import { reachableKubeconfig, writeKubeconfig } from '../run/kubeconfig.js';
import { runCluster } from '../run/run-cluster.js';
import type { RunOutcome } from '../run/run-outcome.js';
import type { DesiredSource, RunRequest } from '../run/run-request.js';
import { parseWaitDuration } from '../run/wait-duration.js';
import { confirmOrRefuse, savedClusterExists } from './confirm.js';
import type { CliContext, RegisterCommand } from './context.js';
import { clusterNameArgument, collect, hostListFlag, minutes } from './options.js';
import {
  addSshSecretSources,
  checkKeyFile,
  concurrencyOption,
  forgetHostKeyOption,
  type HostReachFlags,
  hostKeyPolicyOption,
  jumpHostOption,
  knownHostsOption,
  pkOption,
  portOption,
  readKnownHosts,
  sshInputsOf,
} from './ssh-flags.js';

/** The flags `run`, `apply`, `add` and `delete` share: SSH (sealos spelling), host keys, state, apply options. */
export interface ClusterFlags extends HostReachFlags {
  user: string;
  passwd?: string;
  pk?: string;
  pkPasswd?: string;
  allowExistingRuntime?: boolean;
  pruneRunner?: boolean;
  renewCertificates?: boolean;
  dryRun?: boolean;
  stateDir: string;
  timeout?: number;
  /** `--wait`, in milliseconds. */
  wait?: number;
  configFile: string[];
  registryConfig?: string;
  insecureRegistry: string[];
  registriesConf?: string;
  kubeconfig?: string;
  relay: RelayMode;
}

export function addClusterFlags(command: Command): Command {
  return addSshSecretSources(
    command
      .option('-u, --user <name>', 'SSH user (non-root users run commands through sudo)', 'root')
      .option('-p, --passwd <password>', 'SSH password (also given to sudo); never saved')
      .addOption(pkOption())
      .option('--pk-passwd <passphrase>', 'passphrase of the private key; never saved'),
  )
    .addOption(portOption())
    .addOption(jumpHostOption())
    .addOption(
      hostKeyPolicyOption(
        'strict: keys from --known-hosts or recorded in the state; accept-new: trust new hosts, refuse changed keys; insecure: no check',
      ),
    )
    .addOption(knownHostsOption())
    .addOption(forgetHostKeyOption())
    .option(
      '--allow-existing-runtime',
      'go on where a host about to join already has a container runtime (not one of ours)',
    )
    .option(
      '--prune-runner',
      "stop and purge this machine's Docker and containerd first when it joins the cluster now (a throwaway CI runner in single mode)",
    )
    .option(
      '--renew-certificates',
      'on a reconcile, renew the control-plane certificates of each master whose certificates end within 90 days, master by master',
    )
    .option('--dry-run', 'show the plan only: touch no host, save no state')
    .option('--state-dir <dir>', 'where clusters are kept (<dir>/<cluster>/Clusterfile)', defaultStateDir())
    .addOption(concurrencyOption())
    .addOption(
      new Option(
        '--relay <mode>',
        `rootfs copies host to host, the runner sending once: auto (from ${RELAY_AUTO_HOSTS} hosts), always, never`,
      )
        .choices([...relayModes])
        .default('auto'),
    )
    .option('--timeout <minutes>', 'fail when the whole apply takes longer', minutes('above zero'))
    .option(
      '--wait <duration>',
      'after the apply, wait until every node is Ready (90s, 5m, 1m30s, or seconds; default 0, no wait)',
      waitDuration,
    )
    .option('--config-file <path>', 'YAML file of kind: Config documents to append (repeatable)', collect, [])
    .option('--registry-config <file>', 'docker config.json with registry credentials (default ~/.docker)')
    .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', collect, [])
    .option(
      '--registries-conf <file>',
      'containers-registries.conf for pulls (default: the one buildah reads)',
    )
    .option(
      '--kubeconfig <path>',
      "write the admin kubeconfig there (0600), its server set to master0's address, once the cluster is up",
    );
}

function waitDuration(value: string): number {
  const ms = parseWaitDuration(value);
  if (ms === undefined) throw new InvalidArgumentError('give a duration such as 90s, 5m, 1m30s, or seconds');
  return ms;
}

/**
 * Runs one request from flags: state in `<state-dir>/<cluster>/Clusterfile`, the plan or the outcome on
 * stdout; a failed apply is thrown after the report, so the exit status is 1 with its phase and host.
 */
export async function runFromFlags(
  source: DesiredSource,
  flags: ClusterFlags,
  context: CliContext,
  reinstall: string[] = [],
): Promise<void> {
  context.logger.addSecret(flags.passwd);
  context.logger.addSecret(flags.pkPasswd);
  if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
    throw new UsageError('--host-key-policy strict needs --known-hosts FILE');
  await checkKeyFile(flags.pk, flags.pkPasswd);
  // Found out now, not after the cluster is up.
  if (flags.kubeconfig && (await stat(flags.kubeconfig).catch(() => undefined))?.isDirectory())
    throw new UsageError(`--kubeconfig ${flags.kubeconfig}: it is a folder; give the path of a file`);
  const request: RunRequest = {
    source,
    configFiles: flags.configFile,
    dryRun: flags.dryRun === true,
    // runReport prints a dry run's plan on stdout: once, not also in the log.
    planShownByCaller: flags.dryRun === true,
    force: flags.allowExistingRuntime === true,
    ...(flags.pruneRunner ? { pruneRunner: true } : {}),
    ...(flags.renewCertificates ? { renewCertificates: true } : {}),
    ...(reinstall.length > 0 ? { reinstall } : {}),
    concurrency: flags.concurrency,
    relay: flags.relay,
    ...(flags.timeout !== undefined ? { timeoutMinutes: flags.timeout } : {}),
    ...(flags.wait ? { waitMs: flags.wait } : {}),
    hostKeyPolicy: flags.hostKeyPolicy,
    ...(flags.knownHosts ? { knownHosts: await readKnownHosts(flags.knownHosts, flags.hostKeyPolicy) } : {}),
    forgetHostKeys: flags.forgetHostKey,
    state: { choice: 'local', dir: flags.stateDir },
    registry: flags.registryConfig ? { config: flags.registryConfig } : {},
    insecureRegistries: flags.insecureRegistry,
    ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
  };
  const interrupts = watchInterrupts(context.logger);
  let outcome: RunOutcome;
  try {
    outcome = await runCluster(request, context.logger, {
      signal: interrupts.signal,
      ...(context.apply ? { apply: context.apply } : {}),
    });
  } finally {
    interrupts.dispose();
  }
  if (flags.kubeconfig && outcome.kubeconfig) {
    const master0 = hostIp(outcome.plan.master0) ?? outcome.plan.master0;
    await writeKubeconfig(flags.kubeconfig, reachableKubeconfig(outcome.kubeconfig, master0));
    context.logger.info(`kubeconfig written to ${flags.kubeconfig}`);
  }
  context.stdout(`${runReport(outcome)}\n`);
  if (outcome.error) throw outcome.error;
}

/** What the CLI prints on stdout: the plan for a dry run, else the phase and where the state is. */
export function runReport(outcome: RunOutcome): string {
  if (outcome.dryRun) return `${planToText(outcome.plan)}\n(dry run: nothing applied, nothing saved)`;
  return [
    `cluster "${outcome.cluster}": ${outcome.phase}${outcome.unchanged ? ' (unchanged: this run failed before changing any host)' : ''}`,
    outcome.clusterfilePath ? `state: ${outcome.clusterfilePath}` : 'state: not saved',
  ].join('\n');
}

interface HostChangeFlags extends ClusterFlags {
  masters?: string;
  nodes?: string;
  cluster: string;
  force?: boolean;
}

/**
 * `add` and `delete`: the same flags and request, only the change and its description differ. `delete` asks
 * first, as sealos's (`--force` does not ask).
 */
export function hostChangeCommand(kind: 'add' | 'delete', description: string): RegisterCommand {
  return (program, context) => {
    const command = addClusterFlags(
      program
        .command(kind)
        .description(description)
        .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
        .option('--nodes <list>', 'node hosts, same forms')
        .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME),
    );
    if (kind === 'delete')
      command.option('--force', 'delete without asking for confirmation (needed when not on a terminal)');
    command.action(async (flags: HostChangeFlags) => {
      // Without hosts the engine refuses before anything is touched: nothing to confirm.
      if (
        kind === 'delete' &&
        flags.dryRun !== true &&
        (flags.masters || flags.nodes) &&
        savedClusterExists(flags.stateDir, flags.cluster)
      )
        await confirmOrRefuse(
          context,
          `delete ${[flags.masters, flags.nodes].filter(Boolean).join(',')} from cluster "${flags.cluster}"?`,
          flags.force === true,
        );
      await runFromFlags(
        {
          kind,
          cluster: flags.cluster,
          masters: hostListFlag(flags.masters, '--masters') ?? '',
          nodes: hostListFlag(flags.nodes, '--nodes') ?? '',
          ssh: sshInputsOf(flags),
        },
        flags,
        context,
      );
    });
  };
}
