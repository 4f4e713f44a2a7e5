import { describe, expect, it } from 'vitest';
import { SharedConnections } from '../../../src/hosts/shared-connections.js';

/** A connection that counts its closes; `opened` counts the opens of every key. */
function counter() {
  const closed: string[] = [];
  let opened = 0;
  const open = (name: string) => async () => {
    opened++;
    return {
      name,
      close: async () => {
        closed.push(name);
      },
    };
  };
  return { closed, open, opens: () => opened };
}

describe('SharedConnections', () => {
  it('opens a key once for concurrent and later callers alike', async () => {
    const { open, opens } = counter();
    const shared = new SharedConnections<{ name: string; close(): Promise<void> }>();
    const first = await Promise.all(Array.from({ length: 7 }, () => shared.get('bastion', open('a'))));
    const later = await shared.get('bastion', open('b'));
    expect(opens()).toBe(1);
    expect(new Set([...first, later]).size).toBe(1);
    expect(later.name).toBe('a');
  });

  it('opens one connection per key', async () => {
    const { open, opens } = counter();
    const shared = new SharedConnections<{ name: string; close(): Promise<void> }>();
    const [a, b] = await Promise.all([shared.get('one', open('a')), shared.get('two', open('b'))]);
    expect(opens()).toBe(2);
    expect([a.name, b.name]).toEqual(['a', 'b']);
  });

  it('keeps no failed open: every waiter gets the failure, the next get opens again', async () => {
    const { open, opens } = counter();
    const shared = new SharedConnections<{ name: string; close(): Promise<void> }>();
    const refused = new Error('host key changed');
    let fails = 0;
    const failing = async () => {
      fails++;
      throw refused;
    };
    const waiting = [shared.get('bastion', failing), shared.get('bastion', failing)];
    for (const attempt of waiting) await expect(attempt).rejects.toBe(refused);
    expect(fails).toBe(1);
    expect((await shared.get('bastion', open('again'))).name).toBe('again');
    expect(opens()).toBe(1);
  });

  it('closeAll closes each opened connection once, skips failed ones, and forgets them', async () => {
    const { open, opens, closed } = counter();
    const shared = new SharedConnections<{ name: string; close(): Promise<void> }>();
    await shared.get('one', open('a'));
    await shared.get('one', open('a'));
    await shared.get('two', open('b'));
    await shared.get('three', async () => Promise.reject(new Error('refused'))).catch(() => undefined);
    await shared.closeAll();
    expect(closed.sort()).toEqual(['a', 'b']);
    await shared.closeAll();
    expect(closed).toHaveLength(2);
    await shared.get('one', open('c'));
    expect(opens()).toBe(3);
  });
});
