import { parse } from 'yaml';
import type { ConfigChange } from '../../clusterfile/index.js';
import { sourceLinesOf } from '../../clusterfile/index.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { fieldDifferences } from '../../yaml/field-diff.js';
import { K3sConfigError } from '../errors.js';
import { sansWithoutMasters } from '../master-sans.js';
import type { K3sConfig } from './config.js';

/** What `document` says of a k3s change. */
export const K3S_DOCUMENT = 'k3s config.yaml';

/**
 * Flags a running cluster cannot take a new value for (docs.k3s.io cli/server: the cluster's networks and
 * data live by them), and what they hold on to.
 */
const FIXED_FLAGS: Record<string, string> = {
  'cluster-cidr': 'pods already use the old addresses',
  'service-cidr': 'services already use the old addresses',
  'cluster-dns': 'pods already resolve through the old address',
  'cluster-domain': 'DNS names already use the old domain',
  'data-dir': "k3s's data stays in the old folder",
  'datastore-endpoint': 'the cluster state stays in the old datastore',
  'container-runtime-endpoint': "the hosts' container runtime stays where it is (the CRI socket)",
};

/** A host's configuration as written and as the Clusterfile renders it now. */
export interface K3sHostConfigs {
  ip: string;
  have: K3sConfig;
  wanted: K3sConfig;
}

/**
 * Each host's `config.yaml` against what the Clusterfile renders for its role, flag by flag in both directions
 * (the file is ours whole: k3s adds nothing to it), one change per flag and values, with the hosts it reaches.
 * The masters' addresses are left out of `tls-san` (a master joining or leaving is not a change). A flag that
 * cannot change in place throws before anything is touched, with its Clusterfile line.
 */
export function k3sConfigDifferences(
  hosts: readonly K3sHostConfigs[],
  masters: readonly string[],
  userConfig: K3sConfig | undefined,
): ConfigChange[] {
  const changes = new Map<string, ConfigChange>();
  for (const { ip, have, wanted } of hosts) {
    for (const difference of fieldDifferences(
      withoutMasterTlsSans(wanted, masters),
      withoutMasterTlsSans(have, masters),
      [[]],
    )) {
      const flag = difference.path[0] as string;
      if (FIXED_FLAGS[flag]) refuse(flag, difference.from, difference.to, userConfig);
      const key = JSON.stringify([flag, difference.from ?? null, difference.to ?? null]);
      const change = changes.get(key);
      if (change) change.hosts.push(ip);
      else
        changes.set(key, {
          document: K3S_DOCUMENT,
          field: flag,
          path: [flag],
          from: difference.from,
          to: difference.to,
          hosts: [ip],
        });
    }
  }
  return [...changes.values()];
}

/** A host's `config.yaml`; an empty file is no configuration. */
export function parseK3sConfig(text: string, ip: string): K3sConfig {
  if (text.trim() === '') return {};
  try {
    const value: unknown = parse(text);
    if (isYamlMap(value)) return value;
  } catch {}
  throw new K3sConfigError(`${ip}: is not a YAML map of flags`, { field: '/etc/rancher/k3s/config.yaml' });
}

function withoutMasterTlsSans(config: K3sConfig, masters: readonly string[]): K3sConfig {
  const sans = config['tls-san'];
  return Array.isArray(sans) ? { ...config, 'tls-san': sansWithoutMasters(sans, masters) } : config;
}

function refuse(flag: string, from: unknown, to: unknown, userConfig: K3sConfig | undefined): never {
  const show = (value: unknown) =>
    value === undefined || value === null ? '(unset)' : JSON.stringify(value);
  const lines = userConfig ? sourceLinesOf(userConfig) : undefined;
  const line = lines?.lineOf(flag);
  const where =
    lines && line !== undefined
      ? `${lines.file}:${line}`
      : 'the rootfs image or the defaults (not the Clusterfile)';
  throw new K3sConfigError(
    `cannot change on a running cluster (${show(from)} → ${show(to)}, set in ${where}): ${FIXED_FLAGS[flag]}. Put back ${show(from)}, or reset the cluster and create it again with the new value`,
    {
      field: `${K3S_DOCUMENT} ${flag}`,
      phase: 'Compare configuration',
      ...(lines ? { file: lines.file } : {}),
      ...(line === undefined ? {} : { line }),
    },
  );
}
