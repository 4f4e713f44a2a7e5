import { expect, it } from 'vitest';
import { LocalExecutor } from '../../../src/hosts/local-executor.js';
import { ExecutorPool } from '../../../src/hosts/pool.js';
import type { SharedConnections } from '../../../src/hosts/shared-connections.js';
import type { SshExecutor } from '../../../src/hosts/ssh-executor.js';

it("a pool hands every host's open the same jump connections and closes them after the hosts", async () => {
  const events: string[] = [];
  const given = new Set<SharedConnections<SshExecutor>>();
  const pool = new ExecutorPool(async (host, jumps) => {
    given.add(jumps);
    // A stand-in for the jump host's connection: only its close is looked at.
    const jump = { close: async () => void events.push('jump closed') } as unknown as SshExecutor;
    await jumps.get('bastion', async () => {
      events.push('jump opened');
      return jump;
    });
    const executor = new LocalExecutor({ host });
    return Object.assign(executor, { close: async () => void events.push(`${host} closed`) });
  });
  await Promise.all(['a', 'b', 'c'].map((host) => pool.get(host)));
  expect(given.size).toBe(1);
  expect(events).toEqual(['jump opened']);
  await pool.closeAll();
  expect(events.slice(1, 4).sort()).toEqual(['a closed', 'b closed', 'c closed']);
  expect(events.slice(4)).toEqual(['jump closed']);
});
