import { describe, expect, it } from 'vitest';
import { ipv4InCidrs } from '../../../src/runtime/kubeadm/cidr.js';
import { forEachLimited } from '../../../src/runtime/parallel.js';

describe('forEachLimited', () => {
  it('never runs more than the limit at once, runs every item, and keeps failures in input order', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const gates: Array<() => void> = [];
    const work = forEachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      done.push(n);
      if (n % 2 === 0) throw new Error(`item ${n}`);
    });
    // Release the waiting items one by one; each release lets the next item start.
    while (done.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    const failures = await work;
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(failures.map((f) => f.item)).toEqual([2, 4]);
    expect(String(failures[0]?.error)).toBe('Error: item 2');
  });

  it('returns at once for no items', async () => {
    expect(await forEachLimited([], 4, async () => {})).toEqual([]);
  });
});

describe('ipv4InCidrs', () => {
  it('matches addresses inside any of the comma-separated ranges', () => {
    expect(ipv4InCidrs('100.64.0.5', '100.64.0.0/10')).toBe(true);
    expect(ipv4InCidrs('100.128.0.0', '100.64.0.0/10')).toBe(false);
    expect(ipv4InCidrs('10.96.3.255', '10.96.0.0/22')).toBe(true);
    expect(ipv4InCidrs('10.96.4.0', '10.96.0.0/22')).toBe(false);
    expect(ipv4InCidrs('10.103.97.2', 'fd00::/108, 10.103.97.2/32')).toBe(true);
    expect(ipv4InCidrs('1.2.3.4', '0.0.0.0/0')).toBe(true);
  });

  it('is false for IPv6 addresses and malformed ranges', () => {
    expect(ipv4InCidrs('fd00::1', 'fd00::/108')).toBe(false);
    expect(ipv4InCidrs('10.0.0.1', '10.0.0.0/33')).toBe(false);
    expect(ipv4InCidrs('10.0.0.1', 'nonsense')).toBe(false);
  });
});
