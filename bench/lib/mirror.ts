/**
 * The registry mirror as src/apply/phases/mirror-registry.ts does it, without the apply context around it: list
 * the host's registry folder (path and size of every file), then send only the missing files of each source
 * with `sendFiles` (one tar stream). Blobs are named by digest, so same path and size means same content.
 */
import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../src/hosts/executor.js';
import { sendFiles } from '../../src/hosts/send-files.js';
import { shellQuote } from '../../src/hosts/shell.js';

export interface MirrorFacts {
  filesSent: number;
  bytesSent: number;
}

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
  await walk(dir, '');
  return files;
}

export async function mirrorRegistries(
  executor: Executor,
  sources: string[],
  target: string,
): Promise<MirrorFacts> {
  const listing = await executor.run(
    `cd ${shellQuote(target)} 2>/dev/null && find . -type f -printf '%P\\t%s\\n' || true`,
  );
  const present = new Map<string, number>();
  for (const line of listing.stdout.split('\n')) {
    const [file, size] = line.split('\t');
    if (file && size) present.set(file, Number(size));
  }
  const facts: MirrorFacts = { filesSent: 0, bytesSent: 0 };
  const claimed = new Set<string>();
  for (const source of sources) {
    const missing = [...(await listFiles(source))].filter(([file, size]) => {
      if (claimed.has(file) || present.get(file) === size) return false;
      claimed.add(file);
      return true;
    });
    facts.filesSent += missing.length;
    await sendFiles(
      executor,
      source,
      missing.map(([file]) => file),
      target,
      (bytes) => {
        facts.bytesSent += bytes;
      },
    );
  }
  return facts;
}
