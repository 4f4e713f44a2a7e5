import { stringify } from 'yaml';
import { writeFileAtomically } from '../files/write-stream.js';
import type { Clusterfile } from './schema.js';

/**
 * The Clusterfile as text: the Cluster, then the Configs, the kubeadm documents, the k3s one, each document's fields
 * in the order they were read (unknown ones included), so that save(load(x)) loses nothing.
 */
export function stringifyClusterfile(clusterfile: Clusterfile): string {
  const documents = [
    clusterfile.cluster,
    ...clusterfile.configs,
    ...clusterfile.kubeadm,
    ...(clusterfile.k3s ? [clusterfile.k3s] : []),
  ];
  // YAML 1.1 quoting (`"yes"`, `"2024-03-18T09:21:44Z"`) so that sealos's YAML 1.1 reader sees the same
  // strings; sequences unindented like Go's marshaller; lineWidth 0 keeps long values (commands) unfolded.
  const options = { version: '1.1', indentSeq: false, lineWidth: 0 } as const;
  return documents.map((document) => stringify(document, options)).join('---\n');
}

/**
 * Writes the Clusterfile atomically (temp file renamed into place: a crash never leaves half a file), mode 0600
 * because it may hold SSH secrets, as sealos's does.
 */
export async function writeClusterfile(path: string, clusterfile: Clusterfile): Promise<void> {
  await writeFileAtomically(path, stringifyClusterfile(clusterfile), { mode: 0o600 });
}
