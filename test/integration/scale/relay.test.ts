import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, startCliLab } from '../../lab/cli-lab.js';
import { testImageHostPaths } from '../../lab/cluster-images.js';
import { limitRunnerUplink } from '../../lab/link-rate.js';
import { describeAsRoot } from '../../lab/root.js';
import type { LabHost } from '../../lab/sshd-lab.js';

const run = promisify(execFile);
const CLUSTER = 'relay';
const ROOTFS = `/var/lib/sealos/data/${CLUSTER}/rootfs`;
const BLOBS = 3;
const BLOB_BYTES = 50 * 1024 * 1024;
const TREE_BYTES = BLOBS * BLOB_BYTES;

/** Random bytes (they do not compress: the image's layer keeps its size), streamed to a file. */
async function randomFile(file: string, size: number): Promise<void> {
  const { randomBytes } = await import('node:crypto');
  let left = size;
  const chunks = Readable.from(
    (function* () {
      while (left > 0) {
        const piece = Math.min(left, 1024 * 1024);
        left -= piece;
        yield randomBytes(piece);
      }
    })(),
  );
  await pipeline(chunks, createWriteStream(file));
}

/**
 * 1 master and 9 nodes (alice, through sudo) with a 150 MB rootfs, the runner's uplink limited to 200 Mbit/s
 * by a tbf qdisc on the lab bridge: traffic from the runner to the hosts leaves through the bridge device and
 * its qdisc; traffic between hosts is bridged from one veth port to another and does not pass it. The create
 * relays the rootfs host to host: the runner sends about one tree's bytes, every host gets the same files,
 * and no relay key line or key file stays on any host.
 */
describeAsRoot('relay fan-out: 10 hosts, the runner at 200 Mbit/s', () => {
  let env: CliLab;
  let blobDir: string;
  let master: LabHost;
  let nodes: LabHost[];

  beforeAll(async () => {
    blobDir = await mkdtemp(path.join(os.tmpdir(), 'relay-blobs-'));
    const rootfsFiles = [];
    for (let index = 1; index <= BLOBS; index++) {
      const file = path.join(blobDir, `blob-${index}`);
      await randomFile(file, BLOB_BYTES);
      rootfsFiles.push({ path: `cri/blob-${index}.tar`, copyOf: file });
    }
    env = await startCliLab({ hosts: 10, rootfsFiles });
    [master, ...nodes] = env.lab.hosts as [LabHost, ...LabHost[]];
    await limitRunnerUplink(env.lab, '200mbit');
  }, 900_000);

  afterAll(async () => {
    await env?.stop();
    if (blobDir) await rm(blobDir, { recursive: true, force: true });
  }, 300_000);

  const list = (hosts: LabHost[]) => hosts.map((host) => host.address).join(',');
  const cliRun = (extra: string[] = []) =>
    env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      master.address,
      '--nodes',
      list(nodes),
      '--user',
      env.lab.credentials.alice.user,
      '--passwd',
      env.lab.credentials.alice.password,
      '--cluster',
      CLUSTER,
      ...extra,
    ]);
  const errorsIn = (output: string) => output.split('\n').filter((line) => line.startsWith('error: '));
  const bytesOut = async () =>
    Number(await readFile(`/sys/class/net/${env.lab.bridge}/statistics/tx_bytes`, 'utf8'));
  /** Bytes the bridge's tbf qdisc passed: what the 200 Mbit/s limit applied to. */
  const limited = async () => {
    const { stdout } = await run('tc', ['-s', 'qdisc', 'show', 'dev', env.lab.bridge]);
    return Number(/Sent (\d+) bytes/.exec(stdout)?.[1]);
  };
  /** What the relay may leave on a host: its authorized_keys lines, its folders (where the key file is). */
  const leftovers = (host: LabHost) =>
    env.lab.check(
      host,
      'grep -H sealos-action-relay /root/.ssh/authorized_keys /home/alice/.ssh/authorized_keys; ls -d /tmp/.sealos-action-relay-* 2>/dev/null; true',
    );
  /** `sha256  path` of every file in the host's rootfs (the registry's data left out), sorted. */
  const listing = (host: LabHost) =>
    env.lab.check(
      host,
      `cd ${ROOTFS} && find . -path ./registry -prune -o -type f -print0 | sort -z | xargs -0 sha256sum`,
    );

  it('creates the cluster through the relay: the runner sends the tree about once', {
    timeout: 900_000,
  }, async () => {
    const before = await bytesOut();
    const limitedBefore = await limited();
    const created = await cliRun();
    const sent = (await bytesOut()) - before;
    const throughLimit = (await limited()) - limitedBefore;
    expect(errorsIn(created.output), created.output).toEqual([]);
    expect(created.status).toBe(0);
    expect(created.output).toContain('relay: the runner sends to');
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');

    // Every node holds the same files; the master differs only in files rendered for its role.
    const listings = await Promise.all([master, ...nodes].map(listing));
    for (const other of listings.slice(2)) expect(other).toBe(listings[1]);
    const lines = (text: string) => new Set(text.trim().split('\n'));
    const masterOnly = [...lines(listings[0]!)].filter((line) => !lines(listings[1]!).has(line));
    expect(masterOnly.length).toBeGreaterThan(0);
    expect(masterOnly.join('\n')).toContain(testImageHostPaths.renderedHostMarker);
    expect(masterOnly.join('\n')).not.toContain('cri/blob-');
    expect(listings[1]!.match(/cri\/blob-/g)).toHaveLength(BLOBS);

    // Through the limited uplink: about one tree, not ten (a star sends ten). The tree passed the limiter.
    expect(throughLimit).toBeGreaterThan(TREE_BYTES);
    expect(sent).toBeGreaterThan(TREE_BYTES);
    expect(sent).toBeLessThan(1.6 * TREE_BYTES);
    for (const host of env.lab.hosts) expect(await leftovers(host)).toBe('');
  });

  it('re-runs unchanged: nothing relayed, nothing sent, every file as it was', {
    timeout: 600_000,
  }, async () => {
    const stats = () =>
      Promise.all(
        env.lab.hosts.map((host) =>
          env.lab.check(
            host,
            `stat -c '%n %i %Y' ${ROOTFS}/cri/blob-1.tar ${ROOTFS}/${testImageHostPaths.renderedHostMarker}`,
          ),
        ),
      );
    const before = await stats();
    const bytes = await bytesOut();
    const rerun = await cliRun();
    expect(errorsIn(rerun.output), rerun.output).toEqual([]);
    expect(rerun.output).toContain(
      'rootfs sent whole to 0 host(s), changes to 0 (0 file(s), 0 bytes of content), 10 up to date',
    );
    expect(rerun.output).not.toContain('relay:');
    expect((await bytesOut()) - bytes).toBeLessThan(TREE_BYTES / 10);
    expect(await stats()).toEqual(before);
    for (const host of env.lab.hosts) expect(await leftovers(host)).toBe('');
  });

  it('a relay run failing half-way names the host and its own cause; its subtree still gets the tree; nothing remains', {
    timeout: 900_000,
  }, async () => {
    const cluster = 'relay-fail';
    // The same hosts take this cluster only once they no longer hold the first (the Check phase refuses them).
    const reset = await env.cli(
      ['reset', '-c', CLUSTER, '--force', '--passwd', env.lab.credentials.alice.password],
      { registry: false },
    );
    expect(reset.status, reset.output).toBe(0);
    // The first node (a relay: the tree is master → nodes 1, 2; node 1 → nodes 3, 4; ...) cannot make the
    // cluster's folder: its own unpacking fails while it goes on forwarding.
    const [broken, , third, fourth] = nodes as [LabHost, LabHost, LabHost, LabHost];
    await env.lab.check(broken, `mkdir -p /var/lib/sealos/data && touch /var/lib/sealos/data/${cluster}`);
    const failed = await env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      master.address,
      '--nodes',
      list(nodes),
      '--user',
      env.lab.credentials.alice.user,
      '--passwd',
      env.lab.credentials.alice.password,
      '--cluster',
      cluster,
    ]);
    expect(failed.status).toBe(1);
    const errors = errorsIn(failed.output).join('\n');
    expect(errors).toContain('failed on 1 of 10 hosts');
    expect(errors).toContain(broken.address);
    expect(errors).toMatch(/Not a directory|File exists/);
    expect(failed.output).not.toContain('directly');
    for (const host of [third, fourth])
      expect(await env.lab.check(host, `ls /var/lib/sealos/data/${cluster}/rootfs/cri`)).toContain('blob-1');
    for (const host of env.lab.hosts) expect(await leftovers(host)).toBe('');
    await env.lab.check(broken, `rm -f /var/lib/sealos/data/${cluster}`);
  });
});
