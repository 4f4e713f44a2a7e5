/** Hosts each host of a relay tree forwards to, unless the copy asks for another number. */
export const RELAY_FAN_OUT = 2;

/** Per host index, the index of the host that forwards to it; undefined for the root, which the runner feeds. */
export function relayParents(count: number, fanOut = RELAY_FAN_OUT): Array<number | undefined> {
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? undefined : Math.floor((index - 1) / fanOut),
  );
}

/** Per host index, the indices it forwards to, in order. */
export function relayChildren(parents: ReadonlyArray<number | undefined>): number[][] {
  return parents.map((_, at) => parents.flatMap((parent, child) => (parent === at ? [child] : [])));
}

/** How many levels the tree has, the root's included. */
export function treeDepth(parents: ReadonlyArray<number | undefined>): number {
  const level = (at: number): number => (parents[at] === undefined ? 1 : 1 + level(parents[at]!));
  return Math.max(...parents.map((_, at) => level(at)));
}

/**
 * Where a host that did not get the stream lost it: the nearest host above it that did receive it (`relay`, the one
 * that failed to forward; undefined: the runner's stream to the root failed) and that host's child on the way.
 */
export function lostAt(
  at: number,
  parents: ReadonlyArray<number | undefined>,
  received: (at: number) => boolean,
): { relay: number | undefined; child: number } {
  let child = at;
  let relay = parents[at];
  while (relay !== undefined && !received(relay)) {
    child = relay;
    relay = parents[relay];
  }
  return { relay, child };
}
