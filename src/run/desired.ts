import {
  type Clusterfile,
  ClusterfileError,
  clusterfileSecrets,
  clusterName,
  DEFAULT_CLUSTER_NAME,
  desiredClusterFromInputs,
  findHost,
  logClusterfileProblems,
  type ReadOptions,
  type RunInputs,
} from '../clusterfile/index.js';
import { fillSsh } from '../clusterfile/ssh-inputs.js';
import { UsageError } from '../errors.js';
import { InvalidReferenceError } from '../image/errors.js';
import { parseReference } from '../image/reference.js';
import type { Logger } from '../log/logger.js';
import { type ClusterfileTemplateInputs, readClusterfileTemplate } from '../render/index.js';
import { appendConfigs, readConfigFiles } from './config-files.js';
import { addHosts, withoutHosts } from './host-changes.js';
import { dropMissingKeyFiles } from './key-files.js';
import type { DesiredSource } from './run-request.js';

/** The cluster a run declares, secrets included, and which of its hosts is this machine. */
export interface Desired {
  clusterfile: Clusterfile;
  /** `ip:port` of the host that is this machine (commands run locally), if any. */
  localHost: string | undefined;
}

/**
 * Reads a Clusterfile given as input, rendered as the template sealos takes every Clusterfile for (with the
 * run's values, sets and env): its secrets are masked first, then its warnings and, when it is invalid, every
 * problem are logged as located annotations (file and line); see located().
 */
export async function readDeclaredClusterfile(
  path: string,
  logger: Logger,
  template: ClusterfileTemplateInputs = {},
  options: ReadOptions = {},
): Promise<Clusterfile> {
  const loaded = await located(
    readClusterfileTemplate(path, { osEnv: process.env, ...template }, options),
    `the Clusterfile ${path}`,
    logger,
  );
  for (const secret of clusterfileSecrets(loaded.clusterfile)) logger.addSecret(secret);
  logClusterfileProblems(logger, loaded.warnings, 'warn');
  return loaded.clusterfile;
}

/**
 * `work`'s result; when it fails with a ClusterfileError, each problem is logged as its own annotation on its
 * line and a one-line UsageError takes its place, so the failure is not annotated a second time (on the
 * first problem's line) by the action frame.
 */
async function located<T>(work: Promise<T>, what: string, logger: Logger): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ClusterfileError)) throw error;
    logClusterfileProblems(logger, error.problems, 'error');
    throw new UsageError(`${what}: ${error.problems.length} problem(s), each reported above with its line`, {
      cause: error,
    });
  }
}

/** The name of the cluster a source is about: it chooses the saved state to load. */
export function sourceClusterName(source: DesiredSource, declared: Clusterfile | undefined): string {
  switch (source.kind) {
    case 'inputs':
      return source.inputs.clusterName || DEFAULT_CLUSTER_NAME;
    case 'add':
    case 'delete':
      return source.cluster;
    case 'clusterfile': {
      const name = clusterName((declared as Clusterfile).cluster);
      if (source.cluster && source.cluster !== name)
        throw new UsageError(
          `cluster: "${source.cluster}" but the Clusterfile ${source.path} is cluster "${name}"`,
          {
            file: source.path,
          },
        );
      return name;
    }
  }
}

export interface DesiredOptions {
  /** The Clusterfile read for a `clusterfile` source. */
  declared?: Clusterfile;
  /** The saved cluster, if any. */
  current?: Clusterfile;
  /** This machine's address (runnerAddress()). */
  localAddress: string;
  configFiles: readonly string[];
  /** Where the saved state lives, for messages. */
  stateLocation: string;
  logger: Logger;
}

/**
 * The desired Clusterfile of a run:
 * - inputs: desiredClusterFromInputs over the saved cluster (`sealos run`);
 * - clusterfile: the file as read, with SSH inputs filling what its `spec.ssh` leaves empty (`sealos apply`);
 * - add / delete: the saved cluster with the hosts added or removed, SSH inputs filling what the redacted
 *   state leaves empty (`sealos add` / `sealos delete`); a saved cluster is required.
 * Then the Config documents of the config files are appended.
 */
export async function desiredCluster(source: DesiredSource, options: DesiredOptions): Promise<Desired> {
  const built = buildDesired(source, options);
  const desired =
    source.kind === 'clusterfile'
      ? { ...built, clusterfile: await dropMissingKeyFiles(built.clusterfile, source.path, options.logger) }
      : built;
  checkImageReferences(desired.clusterfile, source);
  const configs = await located(readConfigFiles(options.configFiles), 'config-files', options.logger);
  return { ...desired, clusterfile: appendConfigs(desired.clusterfile, configs) };
}

/** Every image must parse before anything is planned: a dry run that lists a broken reference would mislead. */
function checkImageReferences(clusterfile: Clusterfile, source: DesiredSource): void {
  (clusterfile.cluster.spec?.image ?? []).forEach((image, i) => {
    try {
      parseReference(image);
    } catch (error) {
      if (!(error instanceof InvalidReferenceError)) throw error;
      const field = source.kind === 'clusterfile' ? `${source.path}: spec.image[${i}]` : 'images';
      throw new UsageError(`${field}: ${error.message}`, {
        ...(source.kind === 'clusterfile' ? { file: source.path } : {}),
        cause: error,
      });
    }
  });
}

function buildDesired(source: DesiredSource, options: DesiredOptions): Desired {
  const local = (clusterfile: Clusterfile): Desired => ({
    clusterfile,
    localHost: findHost(clusterfile.cluster, options.localAddress)?.address,
  });
  switch (source.kind) {
    case 'inputs':
      if (source.singleOnlyWhenAsked && !options.current) refuseUnaskedSingle(source.inputs);
      return desiredClusterFromInputs(source.inputs, {
        ...(options.current ? { current: options.current } : {}),
        localAddress: options.localAddress,
      });
    case 'clusterfile':
      return local(fillSsh(options.declared as Clusterfile, source.ssh));
    case 'add':
    case 'delete': {
      const current = options.current;
      if (!current)
        throw new UsageError(
          `no saved cluster "${source.cluster}" in ${options.stateLocation}: create it first (run or apply)`,
          { phase: 'state' },
        );
      const change = source.kind === 'add' ? addHosts : withoutHosts;
      const cluster = change(current.cluster, source);
      return local(fillSsh({ ...current, cluster }, source.ssh));
    }
  }
}

/**
 * On a self-hosted runner, empty `masters` and `nodes` are more often variables that were not set than a wish
 * to turn the runner itself into a cluster: that takes `single: true`. Checked before any lock, pull or file.
 */
function refuseUnaskedSingle(inputs: RunInputs): void {
  if (inputs.single || inputs.masters || inputs.nodes) return;
  throw new UsageError(
    `no hosts: the masters and nodes inputs are empty and cluster "${inputs.clusterName || DEFAULT_CLUSTER_NAME}" has no saved state. On a self-hosted runner that would install Kubernetes on the runner itself; set single: true for that, or give the hosts in masters (and nodes)`,
  );
}
