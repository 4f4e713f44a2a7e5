import { stringifyDocuments } from './yaml.js';

/** The lvscare image when the rootfs has no `image` label (sealos's constant). */
export const defaultLvscareImage = 'sealos.hub:5000/sealos/lvscare:latest';

export interface LvscareInput {
  vip: string;
  port: number;
  masters: readonly string[];
  image: string;
  nodeIp: string;
  /** More `care` flags: k3s's apiserver answers an anonymous /healthz with 401, which counts as healthy there. */
  extraArgs?: readonly string[];
}

/**
 * The static pod sealos runs on every node (`kube-sealos-lvscare`): it keeps the IPVS rule VIP → masters and
 * health-checks each master's /healthz. Same fields as sealos's pkg/ipvs/lvscare.go; kubeadm and k3s nodes
 * both run it, from their own static pod folder.
 */
export function lvscareManifest(input: LvscareInput): string {
  const name = 'kube-sealos-lvscare';
  return stringifyDocuments([
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { creationTimestamp: null, name, namespace: 'kube-system' },
      spec: {
        containers: [
          {
            args: [
              'care',
              '--vs',
              `${input.vip}:${input.port}`,
              '--health-path',
              '/healthz',
              '--health-schem',
              'https',
              ...input.masters.flatMap((master) => ['--rs', `${master}:${input.port}`]),
              ...(input.extraArgs ?? []),
            ],
            command: ['/usr/bin/lvscare'],
            env: [{ name: 'LVSCARE_NODE_IP', value: input.nodeIp }],
            image: input.image,
            imagePullPolicy: 'IfNotPresent',
            name,
            resources: {},
            securityContext: { privileged: true },
            volumeMounts: [{ mountPath: '/lib/modules', name: 'lib-modules', readOnly: true }],
          },
        ],
        hostNetwork: true,
        priorityClassName: 'system-node-critical',
        volumes: [{ hostPath: { path: '/lib/modules', type: '' }, name: 'lib-modules' }],
      },
      status: {},
    },
  ]);
}
