import { join } from 'node:path';
import {
  type Clusterfile,
  clusterfileSecrets,
  clusterName,
  DEFAULT_CLUSTER_NAME,
  findHost,
  forgetHostKeys,
  parseClusterfile,
  parseIpList,
  redactClusterfile,
  runnerAddress,
  stringifyClusterfile,
  withOwnHostKeys,
} from '../clusterfile/index.js';
import { fillSsh } from '../clusterfile/ssh-inputs.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import type { Logger } from '../log/logger.js';
import { readDeclaredClusterfile } from '../run/desired.js';
import { withoutHosts } from '../run/host-changes.js';
import type { SshInputs, StateSettings } from '../run/run-request.js';
import { openStateStore } from '../run/state-store.js';
import { CLUSTERFILE } from '../state/secret-guard.js';
import type { StateKind, StateStore } from '../state/state.js';
import type { ResetResult } from './request.js';
import { resetCluster } from './reset-cluster.js';

/** One reset, as the reset action and `sealos-action reset` give it. */
export interface ResetFlowRequest {
  /** The cluster name; the Clusterfile's name when `clusterfile` is given. */
  cluster: string;
  /** A Clusterfile to reset when no state is saved (or to reset hosts the state does not know). */
  clusterfile?: string;
  /** sealos host lists (`a,b`, ranges, CIDR): only these hosts. Both empty = the whole cluster. */
  masters: string;
  nodes: string;
  ssh: SshInputs;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  /** Hosts whose recorded host key is forgotten (reinstalled machines); the state keeps them forgotten. */
  forgetHostKeys?: string[];
  state: StateSettings;
  force: boolean;
  lockTimeoutMinutes: number;
  concurrency?: number;
}

export interface ResetOutcome {
  cluster: string;
  /** Every host reset is clean; true when there was nothing to reset. */
  clean: boolean;
  /** Undefined when nothing was saved for the cluster and no Clusterfile was given (nothing to reset). */
  result?: ResetResult;
  state: { kind: StateKind; location: string; updated: boolean };
}

/**
 * The cluster to reset comes from the saved state (or a given Clusterfile), with the SSH secrets of the
 * inputs; after a whole, clean reset the state is marked reset (the next run creates anew); after a subset,
 * the hosts that are clean leave the saved Clusterfile. A cluster with nothing saved is already reset.
 */
export async function runReset(
  request: ResetFlowRequest,
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ResetOutcome> {
  for (const secret of [
    request.ssh.password,
    request.ssh.privateKey,
    request.ssh.passphrase,
    request.state.token,
  ])
    logger.addSecret(secret);
  const declared = request.clusterfile
    ? await readDeclaredClusterfile(request.clusterfile, logger)
    : undefined;
  const cluster = declared ? clusterName(declared.cluster) : request.cluster || DEFAULT_CLUSTER_NAME;
  const store = openStateStore(request.state, cluster, logger, env);
  const kept = await loadSaved(store);
  const recorded = declared ? withRecordedStatus(declared, kept) : kept;
  const saved = recorded && {
    ...recorded,
    cluster: forgetHostKeys(recorded.cluster, request.forgetHostKeys ?? [], logger),
  };
  const stateOf = (updated: boolean) => ({ kind: store.kind, location: store.location, updated });
  if (!saved) {
    logger.info(
      `no saved cluster named "${cluster}" (state looked for in ${store.location}): nothing to reset; give its Clusterfile to reset its hosts`,
    );
    return { cluster, clean: true, state: stateOf(false) };
  }
  const clusterfile = fillSsh(saved, request.ssh);
  for (const secret of clusterfileSecrets(clusterfile)) logger.addSecret(secret);
  const subset = request.masters.trim() || request.nodes.trim();
  const result = await resetCluster({
    clusterfile,
    ...(subset
      ? {
          hosts: {
            masters: parseIpList(request.masters, 'masters'),
            nodes: parseIpList(request.nodes, 'nodes'),
          },
        }
      : {}),
    force: request.force,
    ...(localHost(clusterfile) ? { localHost: localHost(clusterfile) } : {}),
    hostKeyPolicy: request.hostKeyPolicy,
    ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
    lockTimeoutMinutes: request.lockTimeoutMinutes,
    ...(request.concurrency ? { concurrency: request.concurrency } : {}),
    logger,
    env,
  });
  const updated = await updateState(store, saved, result, [...clusterfileSecrets(clusterfile)], logger);
  return { cluster, clean: result.clean, result, state: stateOf(updated) };
}

async function loadSaved(store: StateStore): Promise<Clusterfile | undefined> {
  const state = await store.load();
  if (state === undefined || state.reset) return undefined;
  return parseClusterfile(state.clusterfile, join(store.location, CLUSTERFILE)).clusterfile;
}

/**
 * A given Clusterfile lists the hosts; the saved one, when it is the same cluster, knows the images'
 * labels and env (`status.mounts`, for the clean scripts) and the recorded host keys.
 */
function withRecordedStatus(declared: Clusterfile, kept: Clusterfile | undefined): Clusterfile {
  if (!kept || clusterName(kept.cluster) !== clusterName(declared.cluster)) return declared;
  const cluster = structuredClone(declared.cluster);
  cluster.status = {
    ...cluster.status,
    ...(kept.cluster.status?.mounts ? { mounts: kept.cluster.status.mounts } : {}),
    hostKeys: { ...kept.cluster.status?.hostKeys, ...cluster.status?.hostKeys },
  };
  return { ...declared, cluster };
}

function localHost(clusterfile: Clusterfile): string | undefined {
  return findHost(clusterfile.cluster, runnerAddress())?.address;
}

/** Whole and clean: marked reset. Subset: the clean hosts leave the saved cluster. Else left as it was. */
async function updateState(
  store: StateStore,
  saved: Clusterfile,
  result: ResetResult,
  secrets: string[],
  logger: Logger,
): Promise<boolean> {
  if (result.whole) {
    if (!result.clean) {
      logger.warn('state kept: not every host is clean; run the reset again once they can be reached');
      return false;
    }
    await store.markReset();
    return store.kind !== 'none';
  }
  const clean = result.hosts.filter((host) => host.clean).map((host) => host.host);
  if (clean.length === 0) return false;
  const masters = clean.filter((host) => findHost(saved.cluster, host)?.roles.includes('master'));
  const nodes = clean.filter((host) => !masters.includes(host));
  const cluster = withOwnHostKeys(
    withoutHosts(saved.cluster, { masters: masters.join(','), nodes: nodes.join(',') }),
  );
  const text = stringifyClusterfile(redactClusterfile({ ...saved, cluster }));
  await store.save({ clusterfile: text, files: {} }, secrets);
  return store.kind !== 'none';
}
