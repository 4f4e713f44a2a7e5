import { z } from 'zod';
import { formatPath, KUBEADM_API_VERSIONS, readKubeadmDocument } from '../../clusterfile/index.js';
import { KubeadmConfigError } from '../errors.js';

export const kubeadmKinds = [
  'InitConfiguration',
  'ClusterConfiguration',
  'JoinConfiguration',
  'KubeletConfiguration',
  'KubeProxyConfiguration',
] as const;

export type KubeadmKind = (typeof kubeadmKinds)[number];

export type YamlMap = Record<string, unknown>;

/** Every kind's body without `apiVersion`/`kind`, kubeadm kinds in the v1beta3 shape (see extra-args.ts). */
export type KubeadmDocuments = Record<KubeadmKind, YamlMap>;

const documentSchema = z.looseObject({
  apiVersion: z.string({ error: 'apiVersion is missing' }),
  kind: z.enum(kubeadmKinds, {
    error: (issue) => `kind ${JSON.stringify(issue.input)} is not one of ${kubeadmKinds.join(', ')}`,
  }),
});

export interface CheckedDocument {
  apiVersion: string;
  kind: KubeadmKind;
  body: YamlMap;
}

/**
 * Checks kind and apiVersion of a document and reads it as the Clusterfile loader does (keys case-insensitively,
 * unknown keys dropped, v1beta2 converted to v1beta3: readKubeadmDocument); what that finds goes to `warn`
 * (a Clusterfile's documents were read so by the loader already, so only an image's documents have any).
 * `source` names where it came from in errors and warnings.
 */
export function checkDocument(
  document: unknown,
  source: string,
  warn: (message: string) => void = () => {},
): CheckedDocument {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new KubeadmConfigError(issue?.message ?? 'not a kubeadm document', { field: source });
  }
  const allowed = KUBEADM_API_VERSIONS[parsed.data.kind] ?? [];
  if (!allowed.includes(parsed.data.apiVersion)) {
    throw new KubeadmConfigError(
      `apiVersion ${parsed.data.apiVersion} is not supported for ${parsed.data.kind} (use ${allowed.join(' or ')})`,
      { field: `${source} ${parsed.data.kind}` },
    );
  }
  const read = readKubeadmDocument(parsed.data);
  for (const { at, message } of read.findings)
    warn(`${source} ${parsed.data.kind}.${formatPath(at)}: ${message}`);
  const { apiVersion, kind, ...body } = read.document;
  return { apiVersion, kind: kind as KubeadmKind, body };
}
