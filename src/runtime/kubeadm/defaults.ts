import type { KubeadmDocuments } from './documents.js';

export const defaultApiServerPort = 6443;
export const defaultPodSubnet = '100.64.0.0/10';
export const defaultServiceSubnet = '10.96.0.0/22';
/** What `sealctl cri socket` answers when no runtime socket is there (image-cri-shim pkg/cri DefaultCRISocket). */
export const defaultCriSocket = 'unix:///run/containerd/containerd.sock';
/** The image service the kubelet uses when the rootfs sets no SEALOS_SYS_IMAGE_ENDPOINT (sealos GetImageEndpoint). */
export const defaultImageEndpoint = '/var/run/image-cri-shim.sock';
export const defaultEtcdDataDir = '/var/lib/etcd';

export interface DefaultsInput {
  podSubnet: string;
  serviceSubnet: string;
}

/** sealos's default feature gates, for the three control-plane components and the kubelet alike. */
const DEFAULT_GATES = { TTLAfterFinished: true, EphemeralContainers: true };

/**
 * sealos's built-in kubeadm defaults (lifecycle/pkg/runtime/kubernetes/types/default_kubeadm_config.go, v5.1.1), in
 * the neutral v1beta3 shape. What depends on a host (CRI socket, cgroup driver, node-ip) is set per host when a
 * document is written (config.ts). The feature gates are sealos's as written; feature-gates.ts then treats them,
 * and the image's and the user's, as sealos does once everything is merged.
 */
export function defaultDocuments(input: DefaultsInput): KubeadmDocuments {
  const gateFlag = Object.keys(DEFAULT_GATES)
    .map((gate) => `${gate}=true`)
    .join(',');
  const withGates = (args: Record<string, string>) => ({ ...args, 'feature-gates': gateFlag });
  const localtime = {
    name: 'localtime',
    hostPath: '/etc/localtime',
    mountPath: '/etc/localtime',
    readOnly: true,
    pathType: 'File',
  };
  return {
    InitConfiguration: {
      localAPIEndpoint: { bindPort: 6443 },
    },
    ClusterConfiguration: {
      networking: { podSubnet: input.podSubnet, serviceSubnet: input.serviceSubnet },
      apiServer: {
        extraArgs: withGates({
          'audit-policy-file': '/etc/kubernetes/audit-policy.yml',
          'audit-log-path': '/var/log/kubernetes/audit.log',
          'audit-log-format': 'json',
          'audit-log-maxbackup': '10',
          'audit-log-maxsize': '100',
          'audit-log-maxage': '7',
          'enable-aggregator-routing': 'true',
        }),
        extraVolumes: [
          {
            name: 'audit',
            hostPath: '/etc/kubernetes',
            mountPath: '/etc/kubernetes',
            pathType: 'DirectoryOrCreate',
          },
          {
            name: 'audit-log',
            hostPath: '/var/log/kubernetes',
            mountPath: '/var/log/kubernetes',
            pathType: 'DirectoryOrCreate',
          },
          localtime,
        ],
      },
      controllerManager: {
        extraArgs: withGates({ 'bind-address': '0.0.0.0', 'cluster-signing-duration': '876000h' }),
        extraVolumes: [localtime],
      },
      scheduler: {
        extraArgs: withGates({ 'bind-address': '0.0.0.0' }),
        extraVolumes: [localtime],
      },
      etcd: { local: { extraArgs: { 'listen-metrics-urls': 'http://0.0.0.0:2381' } } },
    },
    KubeProxyConfiguration: {
      mode: 'ipvs',
      metricsBindAddress: '0.0.0.0',
    },
    KubeletConfiguration: {
      ...kubeletDefaults(),
      featureGates: { ...DEFAULT_GATES },
    },
    JoinConfiguration: {
      caCertPath: '/etc/kubernetes/pki/ca.crt',
      discovery: { timeout: '5m0s' },
      controlPlane: { localAPIEndpoint: { bindPort: 6443 } },
    },
  };
}

function kubeletDefaults(): Record<string, unknown> {
  return {
    authentication: {
      anonymous: { enabled: false },
      webhook: { cacheTTL: '2m0s', enabled: true },
      x509: { clientCAFile: '/etc/kubernetes/pki/ca.crt' },
    },
    authorization: {
      mode: 'Webhook',
      webhook: { cacheAuthorizedTTL: '5m0s', cacheUnauthorizedTTL: '30s' },
    },
    cgroupsPerQOS: true,
    configMapAndSecretChangeDetectionStrategy: 'Watch',
    containerLogMaxFiles: 5,
    containerLogMaxSize: '10Mi',
    contentType: 'application/vnd.kubernetes.protobuf',
    cpuCFSQuota: true,
    cpuCFSQuotaPeriod: '100ms',
    cpuManagerPolicy: 'none',
    cpuManagerReconcilePeriod: '10s',
    enableControllerAttachDetach: true,
    enableDebuggingHandlers: true,
    enableProfilingHandler: true,
    enableServer: true,
    enableSystemLogHandler: true,
    enforceNodeAllocatable: ['pods'],
    eventBurst: 100,
    eventRecordQPS: 50,
    evictionHard: {
      'imagefs.available': '10%',
      'memory.available': '100Mi',
      'nodefs.available': '10%',
      'nodefs.inodesFree': '5%',
    },
    evictionPressureTransitionPeriod: '5m0s',
    failSwapOn: true,
    fileCheckFrequency: '20s',
    hairpinMode: 'promiscuous-bridge',
    healthzBindAddress: '0.0.0.0',
    healthzPort: 10248,
    httpCheckFrequency: '20s',
    imageGCHighThresholdPercent: 85,
    imageGCLowThresholdPercent: 80,
    imageMinimumGCAge: '2m0s',
    iptablesDropBit: 15,
    iptablesMasqueradeBit: 14,
    kubeAPIBurst: 100,
    kubeAPIQPS: 50,
    makeIPTablesUtilChains: true,
    maxOpenFiles: 1000000,
    maxPods: 110,
    memoryThrottlingFactor: 0.8,
    nodeLeaseDurationSeconds: 40,
    nodeStatusMaxImages: 50,
    nodeStatusReportFrequency: '10s',
    nodeStatusUpdateFrequency: '10s',
    oomScoreAdj: -999,
    podPidsLimit: -1,
    port: 10250,
    registerNode: true,
    registryBurst: 100,
    registryPullQPS: 50,
    rotateCertificates: true,
    runtimeRequestTimeout: '2m0s',
    serializeImagePulls: false,
    staticPodPath: '/etc/kubernetes/manifests',
    streamingConnectionIdleTimeout: '4h0m0s',
    syncFrequency: '1m0s',
    volumeStatsAggPeriod: '1m0s',
    logging: { format: 'text', flushFrequency: 5000000000, verbosity: 0 },
  };
}
