import { onHosts } from '../cluster/on-hosts.js';
import { type HostFailure, HostsError, SealosError } from '../errors.js';
import { shellQuote } from '../hosts/shell.js';
import { formatBytes } from '../log/logger.js';
import type { ApplyContext } from './context.js';
import type { TreeListing } from './tree-manifest.js';

/** File systems hand out whole blocks: a file takes its size rounded up to 4 KiB, a folder one block. */
const BLOCK = 4096;

/** What one host is about to receive under `dir`, and what it will take there. */
export interface SpaceNeed {
  host: string;
  dir: string;
  bytes: number;
  /** What the bytes are, for the message: "the rootfs". */
  what: string;
}

export interface FreeSpace {
  /** Bytes a writer may still use (`df`'s Available column). */
  available: number;
  /** The mount point holding `dir` (or its nearest existing parent). */
  mountPoint: string;
}

/** The space `paths` of `listing` take once written (every path when none are given). */
export function spaceOf(listing: TreeListing, paths?: readonly string[]): number {
  let bytes = 0;
  for (const rel of paths ?? listing.keys()) {
    const entry = listing.get(rel);
    if (!entry) continue;
    if (entry.type === 'd') bytes += BLOCK;
    else bytes += Math.ceil(entry.size / BLOCK) * BLOCK;
  }
  return bytes;
}

/**
 * `df` of the folder, or of its nearest existing parent (a first copy goes where nothing is yet). Prints the
 * available KiB and the mount point; `-P` keeps each file system on one line whatever its name's length.
 */
export function freeSpaceScript(dir: string): string {
  return [
    `d=${shellQuote(dir)}`,
    'while [ ! -e "$d" ] && [ "$d" != / ]; do d=$(dirname -- "$d"); done',
    `df -P -k -- "$d" | awk 'NR == 2 { avail = $4; $1 = $2 = $3 = $4 = $5 = ""; sub(/^ +/, ""); print avail " " $0 }'`,
  ].join('\n');
}

/** Reads what `freeSpaceScript` printed; undefined when it is not `KiB mountpoint`. */
export function parseFreeSpace(output: string): FreeSpace | undefined {
  const match = /^(\d+) (.+)$/.exec(output.trim());
  if (!match) return undefined;
  return { available: Number(match[1]) * 1024, mountPoint: match[2]! };
}

/** A host has less free space than a copy needs; said before the copy starts, never as a dozen `tar:` lines. */
class NoSpaceError extends SealosError {}

/**
 * Before a copy: every host has room for what it is about to receive. One line per host that has not (needed
 * vs available, and where), all of them in one error, so the user frees space everywhere at once.
 */
export async function checkFreeSpace(
  context: ApplyContext,
  needs: readonly SpaceNeed[],
  phase: string,
  /** Hosts in the phase, for "failed on N of TOTAL hosts". */
  total: number,
): Promise<void> {
  const failures: HostFailure[] = [];
  await onHosts(
    context,
    needs.map((need) => need.host),
    phase,
    async (executor, host) => {
      const need = needs.find((entry) => entry.host === host)!;
      const probe = await executor.run(freeSpaceScript(need.dir));
      const free = parseFreeSpace(probe.stdout);
      if (!free) {
        context.logger.warn(
          `${host}: cannot tell the free space of ${need.dir} (df printed "${probe.stdout.trim()}")`,
        );
        return;
      }
      context.logger.debug(
        `${host}: ${formatBytes(need.bytes)} needed in ${need.dir}, ${formatBytes(free.available)} free on ${free.mountPoint}`,
      );
      if (free.available >= need.bytes) return;
      failures.push({
        host,
        error: new NoSpaceError(
          `not enough disk space for ${need.what}: needs ${formatBytes(need.bytes)} in ${need.dir}, ${formatBytes(free.available)} free on ${free.mountPoint}`,
          { host, phase },
        ),
      });
    },
  );
  if (failures.length > 0) {
    const order = (failure: HostFailure) => needs.findIndex((need) => need.host === failure.host);
    throw new HostsError(
      failures.sort((a, b) => order(a) - order(b)),
      total,
      phase,
    );
  }
}
