import { deleteAt, getAt } from '../yaml/path.js';
import { KUBE_PROXY_CONFIGURATION, KUBELET_CONFIGURATION } from './fields/components.js';
import { KUBEADM_FIELDS, KUBEADM_V1BETA2, KUBEADM_V1BETA3 } from './fields/kubeadm.js';
import { matchKeys } from './fields/match-keys.js';
import type { FieldSet } from './fields/shape.js';
import { type FieldPath, formatPath } from './problems.js';
import type { KubeadmDocument } from './schema.js';

export const KUBELET_API_VERSION = 'kubelet.config.k8s.io/v1beta1';
export const KUBE_PROXY_API_VERSION = 'kubeproxy.config.k8s.io/v1alpha1';

/** The fields of `kind` in `apiVersion`; undefined when that apiVersion has no such kind. */
export function kubeadmKindFieldsOf(kind: string, apiVersion: string): FieldSet | undefined {
  if (kind === 'KubeletConfiguration')
    return apiVersion === KUBELET_API_VERSION ? KUBELET_CONFIGURATION : undefined;
  if (kind === 'KubeProxyConfiguration')
    return apiVersion === KUBE_PROXY_API_VERSION ? KUBE_PROXY_CONFIGURATION : undefined;
  return KUBEADM_FIELDS[apiVersion]?.[kind];
}

/** Every kind a Clusterfile may carry besides Cluster and Config, with the apiVersions sealos reads for it. */
export const KUBEADM_API_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  InitConfiguration: Object.keys(KUBEADM_FIELDS),
  ClusterConfiguration: Object.keys(KUBEADM_FIELDS),
  JoinConfiguration: Object.keys(KUBEADM_FIELDS),
  KubeletConfiguration: [KUBELET_API_VERSION],
  KubeProxyConfiguration: [KUBE_PROXY_API_VERSION],
};

/** Something worth a warning about a kubeadm document, at a field as written. */
export interface KubeadmFinding {
  at: FieldPath;
  message: string;
}

export interface ReadKubeadmDocument {
  /** Keys in their canonical spelling, unknown keys dropped, a v1beta2 document converted to v1beta3. */
  document: KubeadmDocument;
  findings: KubeadmFinding[];
  /** Canonical field path → the path as written (see matchKeys). */
  written: ReadonlyMap<string, FieldPath>;
}

/**
 * Reads a kubeadm or component document as sealos does (pkg/runtime/decode, Go's encoding/json under
 * sigs.k8s.io/yaml): keys case-insensitively, unknown keys dropped — each reported here, never silently.
 * `kubeadm.k8s.io/v1beta2` becomes v1beta3 as kubeadm's conversion does it: the two fields v1beta3 removed
 * (`useHyperKubeImage`, `dns.type`) are dropped with a finding; every other v1beta2 field is a v1beta3 field.
 * `kind` and `apiVersion` must already be canonical and known (KUBEADM_API_VERSIONS).
 */
export function readKubeadmDocument(value: Record<string, unknown>): ReadKubeadmDocument {
  const { kind, apiVersion } = value as KubeadmDocument;
  const fields = kubeadmKindFieldsOf(kind, apiVersion);
  if (!fields) throw new Error(`no fields known for ${apiVersion} ${kind}`);
  const matched = matchKeys(value, fields, { dropUnknown: true });
  const document = dropEmptyStrings(matched.value) as KubeadmDocument;
  const findings: KubeadmFinding[] = [
    ...matched.unknown.map((at) => ({
      at,
      message: `not a field of ${apiVersion} ${kind}; ignored, as sealos and kubeadm ignore it`,
    })),
    ...matched.repeated.map(({ at, field }) => ({
      at,
      message: `names ${field} again (keys are read case-insensitively); this later one is used`,
    })),
  ];
  if (apiVersion === KUBEADM_V1BETA2) {
    for (const { path, why } of V1BETA2_REMOVED[kind] ?? []) {
      if (getAt(document, path) === undefined) continue;
      deleteAt(document, path);
      findings.push({
        at: writtenOf(path, matched.written),
        message: `removed in ${KUBEADM_V1BETA3} (${why}); dropped`,
      });
    }
    document.apiVersion = KUBEADM_V1BETA3;
  }
  return { document, findings, written: matched.written };
}

/** What kubeadm's v1beta3 removed from v1beta2 (cmd/kubeadm/app/apis/kubeadm/v1beta3/doc.go). */
const V1BETA2_REMOVED: Readonly<Record<string, { path: string[]; why: string }[]>> = {
  ClusterConfiguration: [
    { path: ['useHyperKubeImage'], why: 'kubeadm no longer supports the hyperkube image' },
    { path: ['dns', 'type'], why: 'CoreDNS is the only DNS server kubeadm installs' },
  ],
};

function writtenOf(path: string[], written: ReadonlyMap<string, FieldPath>): FieldPath {
  return written.get(formatPath(path)) ?? path;
}

/**
 * An empty string is Go's zero value: decoded, it is as if the field were not written, and sealos merges the
 * user's documents over its defaults with mergo, which skips zero values (`sealos gen` writes `dataDir: ""`).
 */
function dropEmptyStrings(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const map = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(map)) {
    if (field === '') delete map[key];
    else dropEmptyStrings(field);
  }
  return map;
}
