import bcrypt from 'bcryptjs';
import { parse } from 'yaml';
import { SealosError } from '../errors.js';
import { readFileInRoot } from '../untrusted-tree/files.js';

/** The cluster registry as the rootfs describes it in `etc/registry.yml`, with sealos's defaults. */
export interface RegistryInfo {
  domain: string;
  port: number;
  username: string;
  password: string;
  /** Where the registry's data lives: a link to the rootfs `registry/` folder made there (sealos `data`). */
  data: string;
}

export const DEFAULT_REGISTRY: RegistryInfo = {
  domain: 'sealos.hub',
  port: 5000,
  username: 'admin',
  password: 'passw0rd',
  data: '/var/lib/registry',
};

/** Reads the rendered `etc/registry.yml` of a prepared rootfs tree; absent = the defaults. */
export async function readRegistryInfo(rootfs: string): Promise<RegistryInfo> {
  const file = await readFileInRoot(rootfs, 'etc/registry.yml');
  return file ? parseRegistryInfo(file.text) : DEFAULT_REGISTRY;
}

/** The registry a rendered `etc/registry.yml` describes (as read from a rootfs here or on master0). */
export function parseRegistryInfo(text: string): RegistryInfo {
  let doc: Record<string, unknown>;
  try {
    doc = (parse(text) ?? {}) as Record<string, unknown>;
  } catch (cause) {
    throw new SealosError(`etc/registry.yml of the rootfs is not YAML: ${(cause as Error).message}`, {
      file: 'etc/registry.yml',
      phase: 'bootstrap',
      cause,
    });
  }
  const port = Number(doc.port ?? DEFAULT_REGISTRY.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SealosError(`etc/registry.yml: port "${String(doc.port)}" is not a port`, {
      phase: 'bootstrap',
    });
  return {
    domain: String(doc.domain || DEFAULT_REGISTRY.domain),
    port,
    username: String(doc.username ?? DEFAULT_REGISTRY.username),
    password: String(doc.password ?? DEFAULT_REGISTRY.password),
    data: doc.data ? checkRegistryData(String(doc.data)) : DEFAULT_REGISTRY.data,
  };
}

/**
 * Bootstrap replaces whatever is at `data` with the link (sealos `rm -rf <data> && ln -s <rootfs>/registry
 * <data>`), so it must be a plain absolute path at least two folders deep, never `/` or `/var`.
 */
function checkRegistryData(data: string): string {
  const parts = data.split('/').slice(1);
  const plain = data.startsWith('/') && parts.every((part) => part !== '' && part !== '.' && part !== '..');
  if (plain && parts.length >= 2) return data;
  throw new SealosError(
    `etc/registry.yml: data "${data}" is not a plain absolute path at least two folders deep (it is replaced by a link to the rootfs registry/)`,
    { file: 'etc/registry.yml', phase: 'bootstrap' },
  );
}

/** One htpasswd line with a bcrypt hash, the only scheme docker-distribution accepts. */
export function htpasswdLine(username: string, password: string): string {
  return `${username}:${bcrypt.hashSync(password, 10)}\n`;
}
