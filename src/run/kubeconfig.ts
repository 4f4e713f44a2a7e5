import { chmod, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The admin kubeconfig as a later step uses it from the runner: its server `apiserver.cluster.local` (a name
 * only the cluster's hosts resolve, through /etc/hosts) replaced by master0's address, which the API
 * server's certificate also names.
 */
export function reachableKubeconfig(text: string, master0Ip: string): string {
  const host = master0Ip.includes(':') ? `[${master0Ip}]` : master0Ip;
  return text.replace(/^(\s*server:\s*https:\/\/)apiserver\.cluster\.local(?=[:/\s]|$)/gm, `$1${host}`);
}

/** Writes the kubeconfig readable by its owner only (0600), also when the file was there before. */
export async function writeKubeconfig(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, 'w', 0o600);
  try {
    await file.chmod(0o600);
    await file.writeFile(text);
  } finally {
    await file.close();
  }
  await chmod(path, 0o600);
}
