import { z } from 'zod';
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

const apiVersionsOf: Record<KubeadmKind, readonly string[]> = {
  InitConfiguration: ['kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4'],
  ClusterConfiguration: ['kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4'],
  JoinConfiguration: ['kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4'],
  KubeletConfiguration: ['kubelet.config.k8s.io/v1beta1'],
  KubeProxyConfiguration: ['kubeproxy.config.k8s.io/v1alpha1'],
};

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

/** Checks kind and apiVersion of a document; `source` names where it came from in errors. */
export function checkDocument(document: unknown, source: string): CheckedDocument {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new KubeadmConfigError(issue?.message ?? 'not a kubeadm document', { field: source });
  }
  const { apiVersion, kind, ...body } = parsed.data;
  if (!apiVersionsOf[kind].includes(apiVersion)) {
    throw new KubeadmConfigError(
      `apiVersion ${apiVersion} is not supported for ${kind} (use ${apiVersionsOf[kind].join(' or ')})`,
      { field: `${source} ${kind}` },
    );
  }
  return { apiVersion, kind, body };
}
