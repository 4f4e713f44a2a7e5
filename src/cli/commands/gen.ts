import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import {
  desiredClusterFromInputs,
  hostIp,
  masters,
  parseEnvList,
  redactCluster,
  runnerAddress,
  stringifyClusterfile,
} from '../../clusterfile/index.js';
import { causeText, SealosError, UsageError } from '../../errors.js';
import { parseReference } from '../../image/reference.js';
import type { Logger } from '../../log/logger.js';
import { readConfigFiles } from '../../run/config-files.js';
import { buildKubeadmConfig, renderInitConfiguration } from '../../runtime/kubeadm/config.js';
import { defaultCriSocket } from '../../runtime/kubeadm/defaults.js';
import type { CliContext, RegisterCommand } from '../context.js';
import { clusterNameArgument, collect, commaList, hostListFlag, portArgument } from '../options.js';
import { pkOption, sshInputsOf } from '../ssh-flags.js';

interface GenFlags {
  masters?: string;
  nodes?: string;
  user: string;
  passwd?: string;
  pk?: string;
  pkPasswd?: string;
  port: number;
  env: string[];
  cmd: string[];
  cluster: string;
  kubernetesVersion?: string;
  configFile: string[];
  output?: string;
}

/**
 * `sealos gen` (cmd/sealos/cmd/gen.go, pkg/apply/gen.go): the Clusterfile the run-style flags describe (no
 * masters: this machine), followed by the kubeadm documents that cluster would get, from the same generator the
 * kubeadm runtime uses. It works offline: sealos reads the rootfs image for its Kubernetes version, here the
 * image's tag (`labring/kubernetes:v1.27.7`) or `--kubernetes-version` gives it, and the image's own
 * `etc/kubeadm.yml` is not merged in (the apply still merges it). Secrets are left out of what is printed.
 */
export const registerGen: RegisterCommand = (program, context) => {
  program
    .command('gen')
    .description(
      'Print the Clusterfile that run-style flags describe, with the kubeadm documents the cluster would get, as `sealos gen` (offline)',
    )
    .argument('<images...>', 'cluster images, rootfs first')
    .option(
      '--masters <list>',
      'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port (default: this machine)',
    )
    .option('--nodes <list>', 'node hosts, same forms')
    .option('-u, --user <name>', 'SSH user', 'root')
    .option('-p, --passwd <password>', 'SSH password (not written: give it to apply)')
    .addOption(pkOption())
    .option('--pk-passwd <passphrase>', 'passphrase of the private key (not written)')
    .option('--port <port>', 'SSH port for hosts given without one', portArgument, 22)
    .option('-e, --env <K=V,...>', 'environment (comma-separated, repeatable)', commaList, [])
    .option(
      '--cmd <command,...>',
      'replace the CMD of the first image (comma-separated, repeatable)',
      commaList,
      [],
    )
    .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME)
    .option(
      '--kubernetes-version <version>',
      "the rootfs image's Kubernetes version, when its tag does not say it (v1.27.7)",
    )
    .option(
      '--config-file <path>',
      'YAML file of kind: Config documents, written after the Cluster (repeatable)',
      collect,
      [],
    )
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .action(async (images: string[], flags: GenFlags) => {
      await emit(await generateClusterfile(images, flags, context.logger), flags.output, context);
    });
};

/** The Clusterfile the flags describe, secrets left out, then (for a kubeadm rootfs) master0's documents. */
async function generateClusterfile(images: string[], flags: GenFlags, logger: Logger): Promise<string> {
  const version = flags.kubernetesVersion ?? versionOfTag(images[0] as string);
  if (!version)
    throw new UsageError(
      `gen works offline and cannot read ${images[0]}: its tag is not a Kubernetes version; give --kubernetes-version v1.X.Y`,
    );
  const env = parseEnvList(flags.env);
  const masterList = hostListFlag(flags.masters, '--masters');
  const nodeList = hostListFlag(flags.nodes, '--nodes');
  const local = runnerAddress();
  const { clusterfile } = desiredClusterFromInputs(
    {
      images,
      // sealos gen: no masters means this machine's address (pkg/apply/gen.go).
      masters: masterList ?? local,
      ...(nodeList ? { nodes: nodeList } : {}),
      ...sshInputsOf(flags),
      env: flags.env,
      ...(flags.cmd.length > 0 ? { command: flags.cmd } : {}),
      clusterName: flags.cluster,
    },
    { localAddress: local },
  );
  const cluster = redactCluster(clusterfile.cluster);
  // sealos gen takes --config-file (RunArgs) and drops it; here its documents join the Clusterfile, checked as
  // run checks them, so `apply -f` of the output does what `run --config-file` would.
  const configs = await readConfigFiles(flags.configFile);
  const clusterText = stringifyClusterfile({ cluster, configs, kubeadm: [] });
  if (isK3sImage(images[0] as string)) {
    logger.info(`${images[0]} runs k3s: no kubeadm documents are added`);
    return clusterText;
  }
  const config = buildKubeadmConfig({
    kubernetesVersion: version,
    masters: masters(cluster).map((address) => hostIp(address) ?? address),
    hostCount: (cluster.spec?.hosts ?? []).reduce((count, host) => count + (host.ips?.length ?? 0), 0),
    ...(env.defaultVIP ? { vip: env.defaultVIP } : {}),
  });
  // Offline, master0's runtime cannot be asked: containerd with the systemd driver, what labring rootfs
  // images install. The run asks each host and uses what it answers.
  const master0 = { address: config.master0, criSocket: defaultCriSocket, cgroupDriver: 'systemd' };
  const certificateKey = randomBytes(32).toString('hex');
  return `${clusterText}---\n${renderInitConfiguration(config, master0, certificateKey)}`;
}

/** To stdout, or to `--output`, readable by its owner only. */
async function emit(text: string, file: string | undefined, context: CliContext): Promise<void> {
  if (!file) {
    context.stdout(text);
    return;
  }
  await writeFile(file, text, { mode: 0o600 }).catch((error: unknown) => {
    throw new SealosError(`cannot write ${file}: ${causeText(error)}`, { file, cause: error });
  });
  context.logger.info(`Clusterfile written to ${file}`);
}

/** `v1.27.7` from `labring/kubernetes:v1.27.7` or `…:v1.25.0-4.1.3` (labring's suffixed tags); else undefined. */
function versionOfTag(image: string): string | undefined {
  const tag = parseReference(image).tag ?? '';
  return /^(v?\d+\.\d+\.\d+)(-[0-9A-Za-z.-]+)?$/.exec(tag)?.[1];
}

/** A k3s rootfs, told offline by its repository's name (`labring/k3s`): it gets no kubeadm documents. */
function isK3sImage(image: string): boolean {
  return parseReference(image).repository.split('/').at(-1) === 'k3s';
}
