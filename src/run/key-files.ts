import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Clusterfile, Ssh } from '../clusterfile/index.js';
import { UsageError } from '../errors.js';
import { pathExists } from '../files/path-exists.js';
import type { Logger } from '../log/logger.js';

/**
 * `ssh.pk` of a declared Clusterfile (spec.ssh and each host's ssh) naming a file that does not exist: sealos
 * skips such a key and logs in with the password (pkg/ssh), so it is dropped here with a warning when a password
 * (or the key's text, pkData) is there to log in with; otherwise it is an error naming the file and the field,
 * before any host is contacted. A leading `~/` is this user's home folder. (Cluster hosts are not reached
 * through an ssh-agent, so an agent does not count.)
 */
export async function dropMissingKeyFiles(
  clusterfile: Clusterfile,
  file: string,
  logger: Logger,
): Promise<Clusterfile> {
  const spec = clusterfile.cluster.spec;
  if (!spec) return clusterfile;
  const cluster = structuredClone(clusterfile.cluster);
  const shared = cluster.spec?.ssh;
  let changed = false;
  const check = async (ssh: Ssh | undefined, field: string, fallback: Ssh | undefined) => {
    if (!ssh?.pk || ssh.pkData) return;
    const path = ssh.pk.startsWith('~/') ? join(homedir(), ssh.pk.slice(2)) : ssh.pk;
    if (await pathExists(path)) return;
    if (ssh.passwd || fallback?.passwd || fallback?.pkData) {
      logger.warn(
        `${field}: the key file ${ssh.pk} does not exist; skipped, the password is used (as sealos does)`,
        {
          file,
        },
      );
      delete ssh.pk;
      changed = true;
      return;
    }
    throw new UsageError(
      `${file}: ${field}: the key file ${ssh.pk} does not exist, and there is no password to log in with instead`,
      { file },
    );
  };
  await check(shared, 'spec.ssh.pk', undefined);
  const hosts = cluster.spec?.hosts ?? [];
  for (const [index, host] of hosts.entries()) await check(host.ssh, `spec.hosts[${index}].ssh.pk`, shared);
  return changed ? { ...clusterfile, cluster } : clusterfile;
}
