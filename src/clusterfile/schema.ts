import { posix } from 'node:path';
import { z } from 'zod';
import { pathProblem } from '../files/input-path.js';
import { CLUSTER_NAME_RULE, isClusterName } from './cluster-name.js';

/**
 * The sealos `apps.sealos.io/v1beta1` documents, field for field (json tags of sealos's Go types), so a
 * Clusterfile moves between real sealos and this project. Objects are loose: sealos ignores fields it does
 * not know, so unknown fields are kept (and reported as warnings by the loader), never rejected.
 */

export const SEALOS_API_VERSION = 'apps.sealos.io/v1beta1';

const CLUSTER_PHASES = ['ClusterInProcess', 'ClusterSuccess', 'ClusterFailed'] as const;
const MOUNT_TYPES = ['rootfs', 'patch', 'application'] as const;
export const HOST_ROLES = ['master', 'node', 'registry', 'amd64', 'arm64'] as const;
/** How a Config's data meets the file it names; an image's own config.yml is checked against the same list. */
export const CONFIG_STRATEGIES = ['merge', 'override', 'insert', 'append'] as const;
export type ConfigStrategy = (typeof CONFIG_STRATEGIES)[number];
export const isConfigStrategy = (value: string): value is ConfigStrategy =>
  (CONFIG_STRATEGIES as readonly string[]).includes(value);

const stringMap = z.record(z.string(), z.string());

/** Kubernetes ObjectMeta, the fields a Clusterfile carries in practice. */
const ObjectMetaSchema = z.looseObject({
  name: z.string().optional(),
  generateName: z.string().optional(),
  namespace: z.string().optional(),
  uid: z.string().optional(),
  resourceVersion: z.string().optional(),
  generation: z.number().optional(),
  // `null` is what sealos writes for a cluster that was never applied.
  creationTimestamp: z.string().nullable().optional(),
  deletionTimestamp: z.string().nullable().optional(),
  labels: stringMap.optional(),
  annotations: stringMap.optional(),
  finalizers: z.array(z.string()).optional(),
});

/**
 * A Go string field as sealos decodes it: sigs.k8s.io/yaml turns a number or boolean written for a string field
 * into its text (`passwd: 123456` is the password "123456"), where a plain string schema would refuse it.
 */
const goString = z.preprocess(
  (value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value),
  z.string(),
);

const SshSchema = z.looseObject({
  user: goString.optional(),
  passwd: goString.optional(),
  pkName: z.string().optional(),
  pk: z.string().optional(),
  pkData: z.string().optional(),
  pkPasswd: goString.optional(),
  port: z.number().int().min(1).max(65535).optional(),
  /** Our extension: `[user@]host[:port]` of a jump host (bastion) the hosts are reached through. No secret. */
  jumpHost: z.string().optional(),
});
export type Ssh = z.infer<typeof SshSchema>;

const HostSchema = z.looseObject({
  ips: z.array(z.string()).optional(),
  roles: z.array(z.string()).optional(),
  env: z.array(z.string()).optional(),
  ssh: SshSchema.optional(),
});
export type Host = z.infer<typeof HostSchema>;

const ClusterSpecSchema = z.looseObject({
  image: z.array(z.string()).optional(),
  ssh: SshSchema.optional(),
  hosts: z.array(HostSchema).optional(),
  env: z.array(z.string()).optional(),
  command: z.array(z.string()).optional(),
});

const MountImageSchema = z.looseObject({
  name: z.string(),
  type: z.enum(MOUNT_TYPES),
  imageName: z.string(),
  mountPoint: z.string(),
  env: stringMap.optional(),
  labels: stringMap.optional(),
  cmd: z.array(z.string()).optional(),
  entrypoint: z.array(z.string()).optional(),
});

const ClusterConditionSchema = z.looseObject({
  type: z.string(),
  status: z.string(),
  lastHeartbeatTime: z.string().nullable().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
});
export type ClusterCondition = z.infer<typeof ClusterConditionSchema>;

const CommandConditionSchema = z.looseObject({
  type: z.string(),
  status: z.string(),
  lastHeartbeatTime: z.string().nullable().optional(),
  images: z.array(z.string()).nullable().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
});
export type CommandCondition = z.infer<typeof CommandConditionSchema>;

/** `SHA256:<base64>`, the form `ssh-keygen -lf` prints. */
const HostKeyFingerprintSchema = z
  .string()
  .regex(/^SHA256:[A-Za-z0-9+/]+=*$/, 'is not a SHA256:<base64> host key fingerprint');

/** An upgrade that stopped half-way (our extension; sealos ignores it): the next apply of `image` resumes it. */
const UpgradeRecordSchema = z.looseObject({
  from: z.string(),
  to: z.string(),
  image: z.string(),
  replaces: z.string().optional(),
  /** Hosts (`ip:port`) already at `to`. */
  upgraded: z.array(z.string()),
});

const ClusterStatusSchema = z.looseObject({
  phase: z.enum(CLUSTER_PHASES).optional(),
  mounts: z.array(MountImageSchema).optional(),
  conditions: z.array(ClusterConditionSchema).optional(),
  commandCondition: z.array(CommandConditionSchema).optional(),
  /**
   * Our extension: SSH host key fingerprints by `ip:port`, recorded on first use (policy accept-new) and
   * verified on every later run. sealos ignores the field.
   */
  hostKeys: z.record(z.string(), HostKeyFingerprintSchema).optional(),
  upgrade: UpgradeRecordSchema.optional(),
});

export const ClusterSchema = z.looseObject({
  apiVersion: z.literal(SEALOS_API_VERSION),
  kind: z.literal('Cluster'),
  metadata: ObjectMetaSchema.extend({
    name: z.string().refine(isClusterName, `is not a cluster name: ${CLUSTER_NAME_RULE}`).optional(),
  }).optional(),
  spec: ClusterSpecSchema.optional(),
  status: ClusterStatusSchema.optional(),
});
export type Cluster = z.infer<typeof ClusterSchema>;

/**
 * A Config's path inside the image (leading `/` dropped, as sealos joins it to the image root), normalised;
 * undefined when it leaves the image (`../../etc/passwd`) or is the root itself.
 */
export function configPathInImage(text: string): string | undefined {
  if (pathProblem(text)) return undefined;
  const normalized = posix.normalize(text.replace(/^\/+/, ''));
  if (normalized === '.' || normalized === '..' || normalized.startsWith('../')) return undefined;
  return normalized;
}

const ConfigSpecSchema = z.looseObject({
  // Required: a Config without a path would be accepted here and fail only on the hosts.
  path: z
    .string()
    .refine(
      (path) => configPathInImage(path) !== undefined,
      'is not a file inside the image (a path relative to the image root, without "..", without a NUL byte, at most 4,095 bytes)',
    ),
  data: z.string().optional(),
  match: z.string().optional(),
  // Empty means override, as in sealos.
  strategy: z.enum([...CONFIG_STRATEGIES, '']).optional(),
});

export const ConfigSchema = z.looseObject({
  apiVersion: z.literal(SEALOS_API_VERSION),
  kind: z.literal('Config'),
  metadata: ObjectMetaSchema.optional(),
  spec: ConfigSpecSchema,
});
export type Config = z.infer<typeof ConfigSchema>;

/** One kubeadm document as the Clusterfile (or the image's `etc/kubeadm.yml`) holds it, already parsed. */
export interface KubeadmDocument {
  apiVersion: string;
  kind: string;
  [field: string]: unknown;
}

/**
 * The k3s configuration document: k3s's flags as keys, no `apiVersion` or `kind` (sealos reads any document
 * that is neither a Cluster, a Config nor a kubeadm document as one, pkg/clusterfile `DecodeRuntimeConfig`).
 */
export type K3sDocument = Record<string, unknown>;

/**
 * k3s flags a document may not set: a token there would be saved with the Clusterfile (state, artifact). The
 * k3s runtime generates both tokens and keeps them in files on the hosts only.
 */
export const K3S_SECRET_KEYS: readonly string[] = ['token', 'agent-token'];

/** A whole Clusterfile: the Cluster, then its Configs, then kubeadm documents, then the k3s one, in that order. */
export interface Clusterfile {
  cluster: Cluster;
  configs: Config[];
  kubeadm: KubeadmDocument[];
  k3s?: K3sDocument;
}
