import { describe, expect, it } from 'vitest';
import { Semaphore } from '../../../src/concurrency/semaphore.js';
import { HostsError, SealosError } from '../../../src/errors.js';
import { CommandError } from '../../../src/hosts/errors.js';
import { failuresIn, onEachHost, settleEachHost } from '../../../src/hosts/fan-out.js';

const hosts = ['10.0.0.1:22', '10.0.0.2:22', '10.0.0.3:22', '10.0.0.4:22', '10.0.0.5:22'];

/** Work that finishes only when the test says so: concurrency is observed, not timed. */
function gate() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  return {
    work: async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running--;
    },
    get running() {
      return running;
    },
    get most() {
      return most;
    },
    openOne: () => waiting.shift()?.(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('onEachHost', () => {
  it('returns values in the hosts order', async () => {
    expect(await onEachHost(hosts, async (host, index) => `${index}:${host}`)).toEqual(
      hosts.map((host, index) => `${index}:${host}`),
    );
  });

  it('never runs more than the concurrency bound at once', async () => {
    const g = gate();
    const done = onEachHost(hosts, g.work, { concurrency: 2 });
    for (let i = 0; i < hosts.length; i++) {
      await settle();
      expect(g.running).toBeLessThanOrEqual(2);
      g.openOne();
    }
    await done;
    expect(g.most).toBe(2);
  });

  it('aggregates failures into one error that keeps each host cause, after every host finished', async () => {
    const finished: string[] = [];
    const error = await onEachHost(
      hosts,
      async (host) => {
        finished.push(host);
        if (host === '10.0.0.2:22')
          throw new CommandError({ host, command: 'kubeadm join', exitCode: 1, stderr: 'refused\n' });
        if (host === '10.0.0.4:22') throw new Error('socket hang up');
      },
      { phase: 'join' },
    ).catch((e: unknown) => e);
    expect(finished).toHaveLength(5);
    expect(error).toBeInstanceOf(HostsError);
    const hostsError = error as HostsError;
    expect(hostsError.describe()).toBe(
      '[join] failed on 2 of 5 hosts: 10.0.0.2:22: `kubeadm join` exited 1: refused; 10.0.0.4:22: socket hang up',
    );
    expect(hostsError.failures.map((f) => f.host)).toEqual(['10.0.0.2:22', '10.0.0.4:22']);
    expect(hostsError.failures[0]!.error).toBeInstanceOf(CommandError);
    expect(hostsError.cause).toBe(hostsError.failures[0]!.error);
  });

  it('keeps the phase of a host error and says "host" for one', async () => {
    const error = await onEachHost(['h:22'], async () => {
      throw new SealosError('no space left', { phase: 'copy', host: 'h:22' });
    }).catch((e: unknown) => e);
    expect((error as HostsError).message).toBe('failed on 1 of 1 host: h:22: no space left');
    expect((error as HostsError).phase).toBe('copy');
  });

  it('flattens a fan-out inside a fan-out: each host once, with its own error', async () => {
    const error = await onEachHost(
      ['a:22', 'b:22'],
      async (host) => {
        await onEachHost(
          [host],
          async () => {
            throw new SealosError(`${host} broke`, { host, phase: 'Join' });
          },
          { phase: 'Join' },
        );
      },
      { phase: 'join' },
    ).catch((e: unknown) => e);
    const hostsError = error as HostsError;
    expect(hostsError.failures.map((f) => [f.host, (f.error as Error).message])).toEqual([
      ['a:22', 'a:22 broke'],
      ['b:22', 'b:22 broke'],
    ]);
    expect(hostsError.message).toBe('failed on 2 of 2 hosts: a:22: a:22 broke; b:22: b:22 broke');
  });
});

describe('settleEachHost', () => {
  it('reports every outcome without throwing', async () => {
    const outcomes = await settleEachHost(['a', 'b'], async (host) => {
      if (host === 'b') throw new Error('down');
      return 1;
    });
    expect(outcomes).toEqual([
      { host: 'a', ok: true, value: 1 },
      { host: 'b', ok: false, error: new Error('down') },
    ]);
  });
});

describe('failuresIn', () => {
  it('after a bounded settleEachHost: never more than the limit at once, every host run, failures in input order', async () => {
    let running = 0;
    let peak = 0;
    const done: string[] = [];
    const gates: Array<() => void> = [];
    const work = settleEachHost(
      ['1', '2', '3', '4', '5'],
      async (host) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        done.push(host);
        if (Number(host) % 2 === 0) throw new Error(`item ${host}`);
      },
      { concurrency: 2 },
    );
    // Release the waiting hosts one by one; each release lets the next host start.
    while (done.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    const failures = failuresIn(await work);
    expect(peak).toBe(2);
    expect(done.sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(failures.map((f) => f.host)).toEqual(['2', '4']);
    expect(String(failures[0]?.error)).toBe('Error: item 2');
  });

  it('is empty for no hosts', async () => {
    expect(failuresIn(await settleEachHost([], async () => {}, { concurrency: 4 }))).toEqual([]);
  });
});

describe('Semaphore', () => {
  it('hands a released slot to the next waiter in order', async () => {
    const slots = new Semaphore(1);
    const order: number[] = [];
    const first = await slots.acquire();
    const waiters = [1, 2, 3].map((n) => slots.use(async () => order.push(n)));
    first();
    first();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a limit below 1', () => {
    expect(() => new Semaphore(0)).toThrow('limit must be a whole number >= 1: 0');
  });
});
