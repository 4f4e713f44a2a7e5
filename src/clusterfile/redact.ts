import type { Cluster, Clusterfile, Ssh } from './schema.js';

const SECRET_SSH_FIELDS = ['passwd', 'pkData', 'pkPasswd'] as const;

/**
 * A copy of the Clusterfile without any secret (`passwd`, `pkData`, `pkPasswd`, in `spec.ssh` and in every
 * host's `ssh`): the form for anything that leaves the process (artifacts, logs, outputs, summaries).
 * The key path `pk` stays: it names a file, it is not the key.
 */
export function redactClusterfile(clusterfile: Clusterfile): Clusterfile {
  return { ...structuredClone(clusterfile), cluster: redactCluster(clusterfile.cluster) };
}

export function redactCluster(cluster: Cluster): Cluster {
  const copy = structuredClone(cluster);
  if (copy.spec?.ssh) copy.spec.ssh = withoutSecrets(copy.spec.ssh);
  for (const host of copy.spec?.hosts ?? []) if (host.ssh) host.ssh = withoutSecrets(host.ssh);
  return copy;
}

/** Every secret value in the Clusterfile, to register with the logger's masking before anything is logged. */
export function clusterfileSecrets(clusterfile: Clusterfile): string[] {
  const sshBlocks = [
    clusterfile.cluster.spec?.ssh,
    ...(clusterfile.cluster.spec?.hosts ?? []).map((h) => h.ssh),
  ];
  const values = sshBlocks.flatMap((ssh) => SECRET_SSH_FIELDS.map((field) => ssh?.[field]));
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

function withoutSecrets(ssh: Ssh): Ssh {
  const copy = { ...ssh };
  for (const field of SECRET_SSH_FIELDS) delete copy[field];
  return copy;
}
