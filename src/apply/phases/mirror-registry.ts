import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sendFiles } from '../../hosts/send-files.js';
import { shellQuote } from '../../hosts/shell.js';
import { tarStreamSize } from '../../hosts/tar-pipe.js';
import { Progress } from '../../log/progress.js';
import type { ApplyContext } from '../context.js';
import { rootfsDir } from '../host-paths.js';
import { onHosts } from '../on-hosts.js';
import type { Phase } from '../phase.js';

/**
 * Each image's `registry/` (docker-distribution storage) into the registry hosts' registry folder, sending only
 * the files that are not there yet: blobs are named by digest, so a file of the same path and size is the same.
 */
export const mirrorRegistry: Phase<ApplyContext> = {
  title: 'Mirror registry',
  shouldRun: (context) =>
    context.plan.action === 'create' ||
    context.plan.imagesToInstall.length > 0 ||
    context.topology.registries.some(
      (host) =>
        context.topology.joining.nodes.includes(host) || context.topology.joining.masters.includes(host),
    ),
  async run(context) {
    const sources: Array<{ image: string; dir: string; files: Map<string, number> }> = [];
    for (const image of context.images!.all) {
      const dir = path.join(image.stored.rootfs, 'registry');
      const files = await listFiles(dir);
      if (files.size > 0) sources.push({ image: image.reference, dir, files });
    }
    if (sources.length === 0) {
      context.logger.info('no image carries a registry/ folder');
      return;
    }
    const target = `${rootfsDir(context.clusterName)}/registry`;
    await onHosts(context, context.topology.registries, 'mirror registry', async (executor, host) => {
      const listing = await executor.run(
        `cd ${shellQuote(target)} 2>/dev/null && find . -type f -printf '%P\\t%s\\n' || true`,
      );
      const present = new Map<string, number>();
      for (const line of listing.stdout.split('\n')) {
        const [file, size] = line.split('\t');
        if (file && size) present.set(file, Number(size));
      }
      const claimed = new Set<string>();
      for (const source of sources) {
        const missing = [...source.files].filter(([file, size]) => {
          if (claimed.has(file) || present.get(file) === size) return false;
          claimed.add(file);
          return true;
        });
        if (missing.length === 0) continue;
        const bytes = tarStreamSize(missing.map(([, size]) => size));
        const progress = new Progress(context.logger.withPrefix(host), `registry of ${source.image}`, bytes);
        await sendFiles(
          executor,
          source.dir,
          missing.map(([file]) => file),
          target,
          (n) => progress.add(n),
        );
        progress.finish();
      }
      context.logger.info(`${host}: ${claimed.size} registry file(s) sent, ${present.size} already there`);
    });
  },
};

/** Relative path → size of every file under `dir`; empty when there is no such folder. */
async function listFiles(dir: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (current: string, relative: string): Promise<void> => {
    for await (const entry of await opendir(current)) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full, rel);
      else if (entry.isFile()) files.set(rel, (await stat(full)).size);
    }
  };
  try {
    await walk(dir, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}
