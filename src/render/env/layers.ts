import { parseEnvList } from '../../clusterfile/env.js';

/**
 * The env a host sees (docs/sealos-compatibility.md §3), lowest to highest: image ENV, spec.env, CLI --env, the built-in
 * SEALOS_SYS_KUBE_VERSION and SEALOS_SYS_SEALOS_VERSION, the host layer (spec.env + that host's env, SEALOS_SYS* keys stripped), then
 * SEALOS_SYS_RUN_MODE. Our choice: CLI --env also stays above spec.env inside the host layer.
 */
export type EnvMap = Record<string, string>;

export interface EnvLayers {
  /** The images' ENV, already merged in image order. */
  imageEnv?: Readonly<EnvMap>;
  /** Clusterfile spec.env (`K=V` items). */
  clusterEnv?: readonly string[];
  /** CLI `--env K=V` items. */
  cliEnv?: readonly string[];
  /** The rootfs image's `version` label. */
  kubeVersion?: string;
  host?: {
    /** spec.hosts[].env (`K=V` items). */
    env?: readonly string[];
    roles: readonly string[];
  };
}

const KUBE_VERSION_KEY = 'SEALOS_SYS_KUBE_VERSION';
const SEALOS_VERSION_KEY = 'SEALOS_SYS_SEALOS_VERSION';
/**
 * What SEALOS_SYS_SEALOS_VERSION says: the sealos release whose behaviour this tool follows (sealos sets its own
 * version, lifecycle/pkg/types/v1beta1/cluster.go MergeEnvWithBuiltinKeys), so an image's script that compares
 * it sees the sealos it was written for.
 */
const FOLLOWED_SEALOS_VERSION = 'v5.1.1';
const RUN_MODE_KEY = 'SEALOS_SYS_RUN_MODE';
const SYSTEM_PREFIX = 'SEALOS_SYS';

function withoutSystemKeys(env: EnvMap): EnvMap {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith(SYSTEM_PREFIX)));
}

function without(env: EnvMap, keys: EnvMap): EnvMap {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !Object.hasOwn(keys, key)));
}

/** The layered env of one host (or of the cluster as a whole when `host` is absent). */
export function layerEnv(layers: EnvLayers): EnvMap {
  const spec = parseEnvList(layers.clusterEnv);
  const cli = parseEnvList(layers.cliEnv);
  const env: EnvMap = { ...layers.imageEnv, ...spec, ...cli };
  if (layers.kubeVersion !== undefined) {
    env[KUBE_VERSION_KEY] = layers.kubeVersion;
    env[SEALOS_VERSION_KEY] = FOLLOWED_SEALOS_VERSION;
  }
  if (layers.host) {
    const hostLayer = withoutSystemKeys({ ...without(spec, cli), ...parseEnvList(layers.host.env) });
    Object.assign(env, hostLayer);
    env[RUN_MODE_KEY] = layers.host.roles.join(',');
  }
  return env;
}
