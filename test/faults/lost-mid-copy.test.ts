import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reasonOf, SealosError } from '../../src/errors.js';
import { copyDirectoryToHosts } from '../../src/hosts/copy.js';
import { type ExecutorPool, sshPool } from '../../src/hosts/pool.js';
import { listingScript, localListing, makeTree, writeRandomFile } from '../integration/hosts/tree.js';
import { describeAsRoot } from '../lab/root.js';
import { type Lab, startLab } from '../lab/sshd-lab.js';

const MiB = 1024 * 1024;
const DEST = '/var/lib/sealos/data/lost/rootfs';

/**
 * A host lost in the middle of the rootfs copy: its link goes down once the copy is under way (no FIN, no
 * RST: the connection just goes silent, as when a machine loses power). The copy to the other hosts, fed by
 * the same read, completes; the lost host fails alone, named, with the connection as the cause, and has no
 * half-copied tree in place; once its link is back, the copy to it completes.
 */
describeAsRoot('a host lost mid-copy', () => {
  let lab: Lab;
  let tmp: string;
  let pool: ExecutorPool;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'lost-mid-copy-'));
    lab = await startLab({ hosts: 3 });
    const credentials = { user: 'root', privateKey: lab.credentials.privateKey };
    pool = sshPool(
      lab.hosts.map((host) => ({ address: host.address, credentials })),
      { hostKey: { policy: 'strict', knownHosts: lab.knownHosts() } },
    );
  });

  afterAll(async () => {
    await pool?.closeAll();
    await lab?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('names the lost host, the others get the whole tree; after the link is back the copy completes', async () => {
    const source = path.join(tmp, 'rootfs');
    await makeTree(source, 50, 0);
    await writeRandomFile(path.join(source, 'big.bin'), 64 * MiB);
    const lost = lab.hosts[1]!;
    const executors = await Promise.all(lab.hosts.map((host) => pool.get(host.address)));
    let cut: Promise<void> | undefined;
    const outcomes = await copyDirectoryToHosts(executors, source, DEST, {
      onProgress: (sent) => {
        if (sent >= 8 * MiB) cut ??= lab.setLink(lost, 'down');
      },
    });
    await cut;
    expect(cut).toBeDefined();
    expect(outcomes.map((outcome) => [outcome.host, outcome.ok])).toEqual([
      [lab.hosts[0]!.address, true],
      [lost.address, false],
      [lab.hosts[2]!.address, true],
    ]);
    const failure = outcomes[1]!;
    const error = failure.ok ? undefined : failure.error;
    expect(error).toBeInstanceOf(SealosError);
    expect((error as SealosError).host).toBe(lost.address);
    expect(reasonOf(error)).toMatch(
      /^`tar -x into \/var\/lib\/sealos\/data\/lost\/rootfs\.sealos-tmp-[0-9a-f]+` ended without an exit status \(connection lost\?\)$/,
    );
    const expected = await localListing(source);
    for (const host of [lab.hosts[0]!, lab.hosts[2]!])
      expect(await lab.check(host, `cd ${DEST} && ${listingScript}`)).toBe(expected);

    await lab.setLink(lost, 'up');
    // Nothing half-copied is presented as the tree: the destination does not exist yet.
    expect((await lab.run(lost, `test -e ${DEST}`)).code).not.toBe(0);
    const again = await copyDirectoryToHosts([await pool.get(lost.address)], source, DEST);
    expect(again.map((outcome) => outcome.ok)).toEqual([true]);
    expect(await lab.check(lost, `cd ${DEST} && ${listingScript}`)).toBe(expected);
    // Finding the silent host takes the SSH keepalive's minute: a limit above it, not a timing assertion.
  }, 240_000);
});
