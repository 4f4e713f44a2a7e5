import { parse } from 'yaml';
import { SealosError } from '../../errors.js';
import type { Executor } from '../../hosts/executor.js';
import type { Logger } from '../../log/logger.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { checkNodeName } from '../node-name.js';
import { stringifyDocuments } from '../yaml.js';
import { hostname, readClusterConfiguration, renewApiServerCertificate, uploadConfig } from './commands.js';
import { clusterPaths } from './paths.js';
import { apiServerCertificateScript } from './pki-scripts.js';

/**
 * Adds Subject Alternative Names as `sealos cert --alt-names` does (pkg/runtime/kubernetes/certs.go
 * UpdateCertSANs), in two steps the caller runs on master0, then on every master: the names go into
 * `apiServer.certSANs` of `kube-system/kubeadm-config`, and each master makes itself a new 100-year apiserver
 * certificate with the cluster CA it already holds, as a configuration rollout does (pki-scripts.ts
 * `apiServerCertificateScript`; sealos signs them on the runner and copies them).
 */

/** On master0: the stored ClusterConfiguration with the names added, written back with `upload-config`. */
export async function addCertSans(
  master0: Executor,
  cluster: string,
  altNames: readonly string[],
  logger: Logger,
): Promise<Record<string, unknown>> {
  const file = clusterPaths(cluster).updateConfig;
  const { stdout } = await master0.run(readClusterConfiguration());
  const updated = withAltNames(stdout, altNames, master0.host);
  await master0.writeFile(file, stringifyDocuments([updated]), { mode: 0o600 });
  await master0.run(uploadConfig('kubeadm', file), { logger });
  return updated;
}

/** On one master: a new apiserver certificate from its own InitConfiguration beside the updated configuration. */
export async function renewApiserverCert(
  master: Executor,
  ip: string,
  cluster: string,
  clusterConfiguration: Record<string, unknown>,
  logger: Logger,
): Promise<void> {
  const file = clusterPaths(cluster).updateConfig;
  const init = {
    apiVersion: clusterConfiguration.apiVersion,
    kind: 'InitConfiguration',
    localAPIEndpoint: { advertiseAddress: ip },
  };
  await master.writeFile(file, stringifyDocuments([init, clusterConfiguration]), { mode: 0o600 });
  const nodeName = checkNodeName((await master.run(hostname())).stdout, ip, 'Certificates');
  const make = apiServerCertificateScript(clusterConfiguration, { address: ip, nodeName });
  await master.run(renewApiserverCertScript(file, make), { logger });
}

/** The ClusterConfiguration of `kube-system/kubeadm-config` with the alt names added to `apiServer.certSANs`. */
function withAltNames(
  clusterConfiguration: string,
  altNames: readonly string[],
  host: string,
): Record<string, unknown> {
  const document: unknown = parse(clusterConfiguration);
  if (!isYamlMap(document) || document.kind !== 'ClusterConfiguration')
    throw new SealosError(
      'kube-system/kubeadm-config: data.ClusterConfiguration is not a ClusterConfiguration',
      {
        host,
      },
    );
  const apiServer = isYamlMap(document.apiServer) ? document.apiServer : {};
  const current = Array.isArray(apiServer.certSANs) ? apiServer.certSANs.map(String) : [];
  apiServer.certSANs = [...new Set([...current, ...altNames])];
  document.apiServer = apiServer;
  return document;
}

/**
 * One master's new apiserver certificate: the old key pair is kept aside and put back if making it fails, then the
 * apiserver's static pod is removed so the kubelet starts it again with the new certificate (sealos
 * `deleteStaticPod`).
 */
function renewApiserverCertScript(file: string, makeCertificate: string): string {
  return [
    renewApiServerCertificate(file, makeCertificate),
    'pods=$(crictl pods --name kube-apiserver -q)',
    '[ -n "$pods" ] || { echo "no kube-apiserver pod found to restart" >&2; exit 1; }',
    'crictl stopp $pods >/dev/null && crictl rmp $pods >/dev/null',
  ].join('\n');
}
