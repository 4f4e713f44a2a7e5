import {
  formatPath,
  type KubeadmDocument,
  kubeadmKindFieldsOf,
  matchKeys,
  sourceLinesOf,
} from '../../clusterfile/index.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { deleteAt, getAt } from '../../yaml/path.js';
import type { KubeadmDocuments, KubeadmKind } from './documents.js';
import { extraArgPaths, fromNeutral } from './extra-args.js';
import type { KubeadmApiVersion, KubernetesVersion } from './version.js';

/**
 * Takes out of the merged documents every field the cluster's kubeadm apiVersion lacks (a v1beta4 field such
 * as `timeouts.kubeletHealthCheck` or `extraEnvs` on Kubernetes below 1.31), each with a warning naming the
 * field and, when it came from the Clusterfile, its line. A flag repeated in a v1beta4 list keeps its last
 * value on v1beta3, as kubeadm's conversion does, also with a warning. Kubelet and kube-proxy documents have
 * one version and were checked when read.
 */
export function dropFieldsTheTargetLacks(
  documents: KubeadmDocuments,
  apiVersion: KubeadmApiVersion,
  version: KubernetesVersion,
  userDocuments: readonly KubeadmDocument[],
  warn: (message: string) => void,
): void {
  const where = (kind: KubeadmKind, path: (string | number)[]) => {
    for (const document of userDocuments) {
      if (document.kind !== kind || getAt(document, path.map(String)) === undefined) continue;
      const lines = sourceLinesOf(document);
      const line = lines?.lineOf(formatPath(path));
      if (lines) return `${lines.file}${line === undefined ? '' : `:${line}`}: `;
    }
    return '';
  };
  const target = `${apiVersion}, which Kubernetes ${version.text} reads`;
  for (const kind of ['InitConfiguration', 'ClusterConfiguration', 'JoinConfiguration'] as const) {
    const body = documents[kind];
    if (apiVersion !== 'kubeadm.k8s.io/v1beta4')
      keepLastOfRepeatedFlags(kind, body, (path, message) =>
        warn(`${where(kind, path)}${kind}.${formatPath(path)}: ${message}`),
      );
    const fields = kubeadmKindFieldsOf(kind, apiVersion);
    if (!fields) continue;
    const converted = fromNeutral(kind, body, apiVersion);
    for (const path of matchKeys(converted, fields, { dropUnknown: true }).unknown) {
      // Moved to InitConfiguration.timeouts when the init file is written (moveControlPlaneTimeout).
      if (kind === 'ClusterConfiguration' && formatPath(path) === 'apiServer.timeoutForControlPlane')
        continue;
      if (!path.every((segment) => typeof segment === 'string')) continue;
      warn(`${where(kind, path)}${kind}.${formatPath(path)}: not a field of ${target}; dropped`);
      deleteAt(body, path as string[]);
    }
  }
}

function keepLastOfRepeatedFlags(
  kind: KubeadmKind,
  body: Record<string, unknown>,
  warn: (path: string[], message: string) => void,
): void {
  for (const path of extraArgPaths[kind] ?? []) {
    const args = getAt(body, path);
    if (!isYamlMap(args)) continue;
    for (const [name, value] of Object.entries(args)) {
      if (!Array.isArray(value)) continue;
      warn(
        [...path, name],
        `given ${value.length} times; kubeadm.k8s.io/v1beta3 takes one value per flag, so the last (${JSON.stringify(value[value.length - 1])}) is used, as kubeadm's own conversion does`,
      );
    }
  }
}
