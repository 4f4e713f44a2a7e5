import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errorMessage } from '../errors.js';
import { clusterDataDir } from '../host-layout/cluster-folders.js';
import type { Executor } from '../hosts/executor.js';
import { settleEachHost } from '../hosts/fan-out.js';
import { shellQuote } from '../hosts/shell.js';
import type { Logger } from '../log/logger.js';
import { maskClusterSecrets } from './cluster-secrets.js';
import { MaskingStream } from './masking-stream.js';

/** Each collected output is cut at this size: logs of a failing host can be long. */
const MAX_BYTES_PER_ITEM = 1024 * 1024;

/** One piece of diagnostics, as the file name it is kept under and the script that prints it. */
interface DiagnosticItem {
  file: string;
  script: string;
}

/**
 * What is collected from a host: kubelet's journal, the registry and containerd units, the rendered configs
 * under the cluster's data folder `etc/` (never a kubeconfig, key, token or htpasswd file; certificate keys,
 * join tokens and passwords in the rest masked), disk and memory. Every
 * command tolerates what the host lacks (no systemd, no kubelet) and says so instead.
 */
function diagnosticItems(cluster: string): DiagnosticItem[] {
  const etc = shellQuote(`${clusterDataDir(cluster)}/etc`);
  const cap = `head -c ${MAX_BYTES_PER_ITEM}`;
  return [
    {
      file: 'kubelet-journal.txt',
      script: `if command -v journalctl >/dev/null 2>&1; then journalctl -u kubelet -n 200 --no-pager 2>&1 | ${cap}; else echo 'no journalctl on this host'; fi`,
    },
    {
      file: 'units.txt',
      script: [
        'if ! command -v systemctl >/dev/null 2>&1; then echo "no systemctl on this host"; exit 0; fi',
        'for unit in registry containerd kubelet; do',
        '  if systemctl cat "$unit" >/dev/null 2>&1; then systemctl status "$unit" --no-pager -l 2>&1 | head -n 60; else echo "$unit: not installed"; fi',
        '  echo',
        'done',
      ].join('\n'),
    },
    {
      file: 'configs.txt',
      script: [
        `if [ ! -d ${etc} ]; then echo "no ${clusterDataDir(cluster)}/etc on this host"; exit 0; fi`,
        // The admin kubeconfig, keys and registry passwords stay on the host.
        `find ${etc} -type f ! -name '*.conf' ! -name '*kubeconfig*' ! -name '*htpasswd*' ! -name '*token*' ! -name '*.key' ! -name '*.pem' ! -name '*.crt' -size -256k | sort | while read -r f; do echo "=== $f"; cat "$f"; echo; done | ${cap}`,
      ].join('\n'),
    },
    { file: 'disk.txt', script: 'df -h 2>&1' },
    { file: 'memory.txt', script: 'free -m 2>&1 || cat /proc/meminfo' },
  ];
}

export interface CollectOptions {
  cluster: string;
  /** The failed phase and its message, written at the top of the collection. */
  failure: string;
  /** Local folder to write into: `<dir>/<host>/<item>.txt`. */
  dir: string;
  logger: Logger;
}

/**
 * Collects the diagnostics of every host into `dir`, each output streamed through the logger's secret mask
 * into its file. A host that cannot be reached gets a file saying why. Returns the files written.
 */
export async function collectDiagnostics(
  hosts: readonly string[],
  executor: (host: string) => Promise<Executor>,
  options: CollectOptions,
): Promise<string[]> {
  const { dir } = options;
  // The run's secrets (the logger's) and those the cluster made (join tokens, certificate keys).
  const mask = (text: string) => maskClusterSecrets(options.logger.mask(text));
  await mkdir(dir, { recursive: true });
  const summary = path.join(dir, 'failure.txt');
  await writeFile(summary, `${mask(options.failure)}\n`);
  const files = [summary];
  const items = diagnosticItems(options.cluster);
  await settleEachHost(hosts, async (host) => {
    const hostDir = path.join(dir, host.replace(/[^A-Za-z0-9_.-]/g, '_'));
    await mkdir(hostDir, { recursive: true });
    let target: Executor;
    try {
      target = await executor(host);
    } catch (error) {
      const file = path.join(hostDir, 'unreachable.txt');
      await writeFile(file, `${mask(errorMessage(error))}\n`);
      files.push(file);
      return;
    }
    for (const item of items) {
      const file = path.join(hostDir, item.file);
      try {
        await collectItem(target, item.script, file, mask);
      } catch (error) {
        await writeFile(file, `not collected: ${mask(errorMessage(error))}\n`);
      }
      files.push(file);
    }
  });
  return files.sort();
}

/** Streams one command's output, stderr folded in, through the secret mask into `file`. */
async function collectItem(
  executor: Executor,
  script: string,
  file: string,
  mask: (text: string) => string,
): Promise<void> {
  const child = await executor.spawn(`{ ${script}\n} 2>&1`);
  child.stdin.end();
  child.stderr.resume();
  await Promise.all([
    pipeline(child.stdout, new MaskingStream(mask), createWriteStream(file)),
    child.finished,
  ]);
}
