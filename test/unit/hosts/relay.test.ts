import { describe, expect, it } from 'vitest';
import { RELAY_AUTO_HOSTS, relayWanted } from '../../../src/hosts/relay.js';
import { relayParents } from '../../../src/hosts/relay-tree.js';

describe('relay tree', () => {
  it('feeds each host from one above it, at most two per host, the runner feeding the first', () => {
    expect(relayParents(1)).toEqual([undefined]);
    expect(relayParents(10)).toEqual([undefined, 0, 0, 1, 1, 2, 2, 3, 3, 4]);
    expect(relayParents(7, 3)).toEqual([undefined, 0, 0, 0, 1, 1, 1]);
  });

  it('stays shallow at 1,000 hosts: 10 levels', () => {
    const parents = relayParents(1000);
    const level = (at: number): number => (parents[at] === undefined ? 1 : 1 + level(parents[at]!));
    expect(Math.max(...parents.map((_, at) => level(at)))).toBe(10);
    const fed = new Map<number, number>();
    for (const parent of parents) if (parent !== undefined) fed.set(parent, (fed.get(parent) ?? 0) + 1);
    expect(Math.max(...fed.values())).toBe(2);
  });

  it('relays from RELAY_AUTO_HOSTS hosts under auto, from 2 under always, never under never', () => {
    expect(relayWanted('auto', RELAY_AUTO_HOSTS - 1)).toBe(false);
    expect(relayWanted('auto', RELAY_AUTO_HOSTS)).toBe(true);
    expect(relayWanted('always', 1)).toBe(false);
    expect(relayWanted('always', 2)).toBe(true);
    expect(relayWanted('never', 1000)).toBe(false);
  });
});
