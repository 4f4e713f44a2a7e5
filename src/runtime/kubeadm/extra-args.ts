import { isYamlMap } from '../../yaml/deep-merge.js';
import { deleteAt, getAt, setAt } from '../../yaml/path.js';
import { KubeadmConfigError } from '../errors.js';
import type { CheckedDocument, KubeadmKind, YamlMap } from './documents.js';
import { mergeKubeadmDocument } from './merge.js';
import type { KubeadmApiVersion } from './version.js';

/**
 * kubeadm v1beta4 (Kubernetes 1.31+) changed two things our documents touch:
 * - extra arguments are lists of `{name, value}` (a flag may repeat) instead of `name: value` maps;
 * - `JoinConfiguration.discovery.timeout` moved to `JoinConfiguration.timeouts.discovery`, and
 *   `ClusterConfiguration.apiServer.timeoutForControlPlane` to
 *   `InitConfiguration.timeouts.controlPlaneComponentHealthCheck`.
 * Documents are merged in one neutral shape — the v1beta3 one, where extra arguments are maps so a user's
 * `feature-gates` replaces the default one instead of replacing the whole list — and converted to the
 * target apiVersion when written. A flag repeated in a v1beta4 list is kept as a list of values.
 */
type ArgValue = string | string[];

export const extraArgPaths: Partial<Record<KubeadmKind, string[][]>> = {
  ClusterConfiguration: [
    ['apiServer', 'extraArgs'],
    ['controllerManager', 'extraArgs'],
    ['scheduler', 'extraArgs'],
    ['etcd', 'local', 'extraArgs'],
  ],
  InitConfiguration: [['nodeRegistration', 'kubeletExtraArgs']],
  JoinConfiguration: [['nodeRegistration', 'kubeletExtraArgs']],
};

const V1BETA4 = 'kubeadm.k8s.io/v1beta4';

/** config.ts reaches into documents with these (one home: src/yaml/path.ts). */
export { deleteAt, getAt, setAt };

/** Brings one source's documents (a Clusterfile, an image's kubeadm.yml) into the neutral shape, by kind. */
export function toNeutral(
  documents: CheckedDocument[],
  source: string,
): Partial<Record<KubeadmKind, YamlMap>> {
  const byKind: Partial<Record<KubeadmKind, YamlMap>> = {};
  const add = (kind: KubeadmKind, body: YamlMap) => {
    const existing = byKind[kind];
    byKind[kind] = existing ? mergeKubeadmDocument(existing, body, `${source} ${kind}`) : body;
  };
  for (const document of documents) {
    const body = structuredClone(document.body);
    const v1beta4 = document.apiVersion === V1BETA4;
    for (const path of extraArgPaths[document.kind] ?? []) {
      const field = `${source} ${document.kind}.${path.join('.')}`;
      const value = getAt(body, path);
      if (value === undefined || value === null) continue;
      setAt(body, path, v1beta4 ? listToMap(value, field) : checkMap(value, field));
    }
    if (v1beta4 && document.kind === 'JoinConfiguration')
      moveTimeout(body, 'discovery', ['discovery', 'timeout']);
    if (v1beta4 && document.kind === 'InitConfiguration') {
      const cluster: YamlMap = {};
      const timeout = takeTimeout(body, 'controlPlaneComponentHealthCheck');
      if (timeout !== undefined) {
        setAt(cluster, ['apiServer', 'timeoutForControlPlane'], timeout);
        add('ClusterConfiguration', cluster);
      }
    }
    add(document.kind, body);
  }
  return byKind;
}

/** Converts neutral kubeadm documents to what `apiVersion` expects. Kubelet and kube-proxy pass unchanged. */
export function fromNeutral(kind: KubeadmKind, body: YamlMap, apiVersion: KubeadmApiVersion): YamlMap {
  const out = structuredClone(body);
  const v1beta4 = apiVersion === V1BETA4;
  for (const path of extraArgPaths[kind] ?? []) {
    const value = getAt(out, path);
    if (!isYamlMap(value)) continue;
    setAt(out, path, v1beta4 ? mapToList(value as Record<string, ArgValue>) : lastValues(value));
  }
  if (v1beta4 && kind === 'JoinConfiguration') {
    const timeout = deleteAt(out, ['discovery', 'timeout']);
    if (timeout !== undefined) setAt(out, ['timeouts', 'discovery'], timeout);
  }
  return out;
}

/** v1beta4 keeps the control-plane health timeout in InitConfiguration; v1beta3 in ClusterConfiguration. */
export function moveControlPlaneTimeout(
  init: YamlMap,
  cluster: YamlMap,
  apiVersion: KubeadmApiVersion,
): void {
  if (apiVersion !== V1BETA4) return;
  const timeout = deleteAt(cluster, ['apiServer', 'timeoutForControlPlane']);
  if (timeout !== undefined) setAt(init, ['timeouts', 'controlPlaneComponentHealthCheck'], timeout);
}

function listToMap(value: unknown, field: string): Record<string, ArgValue> {
  if (!Array.isArray(value)) {
    throw new KubeadmConfigError('kubeadm.k8s.io/v1beta4 extra arguments are a list of {name, value}', {
      field,
    });
  }
  const args: Record<string, ArgValue> = {};
  value.forEach((entry, index) => {
    if (!isYamlMap(entry) || typeof entry.name !== 'string' || !isScalar(entry.value)) {
      throw new KubeadmConfigError('each entry needs a string name and a scalar value', {
        field: `${field}[${index}]`,
      });
    }
    const text = String(entry.value);
    const previous = args[entry.name];
    if (previous === undefined) args[entry.name] = text;
    else args[entry.name] = [...(Array.isArray(previous) ? previous : [previous]), text];
  });
  return args;
}

function checkMap(value: unknown, field: string): Record<string, string> {
  if (!isYamlMap(value)) {
    throw new KubeadmConfigError('kubeadm.k8s.io/v1beta3 extra arguments are a map of flag: value', {
      field,
    });
  }
  const args: Record<string, string> = {};
  for (const [name, argument] of Object.entries(value)) {
    if (!isScalar(argument))
      throw new KubeadmConfigError('the value must be a scalar', { field: `${field}.${name}` });
    args[name] = String(argument);
  }
  return args;
}

/** kubeadm sorts converted extra arguments by name (convertToArgs); repeated flags keep their order. */
function mapToList(args: Record<string, ArgValue>): Array<{ name: string; value: string }> {
  return Object.keys(args)
    .sort()
    .flatMap((name) => {
      const value = args[name] as ArgValue;
      return (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v }));
    });
}

/**
 * v1beta3 holds one value per flag: of a flag repeated in a v1beta4 list the last is kept, as kubeadm's own
 * conversion does (v1beta3/conversion.go convertFromArgs); dropFieldsTheTargetLacks warns about it first.
 */
function lastValues(args: YamlMap): YamlMap {
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      Array.isArray(value) ? value[value.length - 1] : value,
    ]),
  );
}

function moveTimeout(body: YamlMap, name: string, to: string[]): void {
  const timeout = takeTimeout(body, name);
  if (timeout !== undefined) setAt(body, to, timeout);
}

function takeTimeout(body: YamlMap, name: string): unknown {
  const timeout = deleteAt(body, ['timeouts', name]);
  if (isYamlMap(body.timeouts) && Object.keys(body.timeouts).length === 0) delete body.timeouts;
  return timeout;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
