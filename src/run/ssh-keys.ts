import { type Cluster, clusterHosts, sshSettingsFor } from '../clusterfile/index.js';
import { checkPrivateKeyText, readPrivateKeyFile } from '../hosts/private-key.js';

/**
 * Every private key the cluster's hosts log in with (the flags, the action's inputs and the Clusterfile all
 * land in `spec.ssh` or a host entry's `ssh`) is read and parsed before any host is contacted, dry runs
 * included: a missing file, a folder, a public key, garbage, or an encrypted key without its passphrase is a
 * UsageError naming the field. Each distinct key is checked once; the runner's own host logs in with none.
 */
export async function checkClusterKeys(cluster: Cluster, localHost?: string): Promise<void> {
  const checked = new Set<string>();
  for (const host of clusterHosts(cluster)) {
    if (host.address === localHost) continue;
    const settings = sshSettingsFor(cluster, host.address);
    const own = host.entry.ssh ?? {};
    const entry = cluster.spec?.hosts?.indexOf(host.entry) ?? 0;
    const where = (field: 'pk' | 'pkData') =>
      own[field] ? `spec.hosts[${entry}].ssh.${field}` : `spec.ssh.${field}`;
    const key = JSON.stringify([settings.pkData, settings.pk, settings.pkPasswd]);
    if (checked.has(key)) continue;
    checked.add(key);
    if (settings.pkData) checkPrivateKeyText(settings.pkData, settings.pkPasswd, where('pkData'));
    else if (settings.pk) await readPrivateKeyFile(settings.pk, settings.pkPasswd, where('pk'));
  }
}
