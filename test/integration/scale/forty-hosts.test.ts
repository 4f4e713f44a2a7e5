import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { testImageHostPaths } from '../../lab/cluster-images.js';
import { describeAsRoot } from '../../lab/root.js';
import type { LabHost } from '../../lab/sshd-lab.js';

const CLUSTER = 'forty';
const ROOTFS = `/var/lib/sealos/data/${CLUSTER}/rootfs`;
const MANIFEST = `/var/lib/sealos/data/${CLUSTER}/.sealos-action/rootfs.manifest`;
/** A file every host gets as is, and one rendered per host from a template. */
const WATCHED = ['bin/kubeadm', testImageHostPaths.renderedHostMarker].map((file) => `${ROOTFS}/${file}`);

/**
 * 3 masters and 37 nodes through the CLI: the create reaches ClusterSuccess on all 40 (each host's rootfs whole,
 * templates rendered for its role), an unchanged re-run copies no rootfs and leaves every file as it was (same
 * inode and mtime), files changed on a host are found through its manifest and only they are sent back, 5 nodes
 * failing the same way are reported with one reason, and deleting 10 nodes removes their data and keeps the
 * cluster successful.
 */
describeAsRoot('a 40-host cluster through the CLI', () => {
  let env: CliLab;
  let masters: LabHost[];
  let nodes: LabHost[];

  beforeAll(async () => {
    env = await startCliLab({ hosts: 40 });
    masters = env.lab.hosts.slice(0, 3);
    nodes = env.lab.hosts.slice(3);
  }, 600_000);

  afterAll(async () => {
    await env?.stop();
  }, 300_000);

  const list = (hosts: LabHost[]) => hosts.map((host) => host.address).join(',');
  const login = () => [
    '--user',
    env.lab.credentials.alice.user,
    '--passwd',
    env.lab.credentials.alice.password,
  ];
  const run = () =>
    env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      list(masters),
      '--nodes',
      list(nodes),
      ...login(),
      '--cluster',
      CLUSTER,
    ]);
  const errorsIn = (output: string) => output.split('\n').filter((line) => line.startsWith('error: '));
  /** `inode mtime` of the watched files, per host. */
  const stats = () =>
    Promise.all(env.lab.hosts.map((host) => env.lab.check(host, `stat -c '%n %i %Y' ${WATCHED.join(' ')}`)));

  it('creates the cluster on 40 hosts', { timeout: 900_000 }, async () => {
    const created = await run();
    expect(errorsIn(created.output)).toEqual([]);
    expect(created.status).toBe(0);
    expect(created.output).toContain('rootfs sent whole to 40 host(s), changes to 0 ');
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
    const markers = await Promise.all(
      env.lab.hosts.map((host) => env.lab.check(host, `cat ${WATCHED[1]}; sha256sum < ${WATCHED[0]}`)),
    );
    markers.forEach((marker, index) => {
      expect(marker).toContain(index < 3 ? 'run-mode=master' : 'run-mode=node');
      expect(marker.split('\n').at(-2)).toBe(markers[0]!.split('\n').at(-2));
    });
  });

  it('re-runs unchanged without copying: every file keeps its inode and mtime', {
    timeout: 600_000,
  }, async () => {
    const before = await stats();
    const rerun = await run();
    expect(errorsIn(rerun.output)).toEqual([]);
    expect(rerun.status).toBe(0);
    expect(rerun.output).toContain(
      'rootfs sent whole to 0 host(s), changes to 0 (0 file(s), 0 bytes of content), 40 up to date',
    );
    expect(await stats()).toEqual(before);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
  });

  it('checks what hosts hold against their manifests: only the changed files go back', {
    timeout: 600_000,
  }, async () => {
    const [changed, missing, extra] = nodes as [LabHost, LabHost, LabHost];
    const before = await stats();
    await env.lab.check(changed, `echo tampered >> ${WATCHED[0]}`);
    await env.lab.check(missing, `rm ${WATCHED[1]}`);
    // A file the host made itself in the tree (as a cluster's scripts do) is not ours to remove.
    await env.lab.check(extra, `echo own > ${ROOTFS}/etc/own.conf`);
    const size = Number(await env.lab.check(masters[0]!, `stat -c %s ${WATCHED[0]}`));
    const rerun = await run();
    expect(errorsIn(rerun.output)).toEqual([]);
    expect(rerun.status).toBe(0);
    expect(rerun.output).toMatch(
      /rootfs sent whole to 0 host\(s\), changes to 2 \(2 file\(s\), (\d+) bytes of content\), 38 up to date/,
    );
    const bytes = Number(/changes to 2 \(2 file\(s\), (\d+) bytes/.exec(rerun.output)![1]);
    expect(bytes).toBeGreaterThan(size);
    expect(bytes).toBeLessThan(size + 4096);
    const after = await stats();
    after.forEach((stat, index) => {
      if (index < 3 || index > 4) expect(stat).toBe(before[index]);
    });
    const sums = await Promise.all(
      [masters[0]!, changed].map((host) => env.lab.check(host, `sha256sum < ${WATCHED[0]}`)),
    );
    expect(sums[1]).toBe(sums[0]);
    expect(await env.lab.check(missing, `cat ${WATCHED[1]}`)).toContain('run-mode=node');
    expect(await env.lab.check(extra, `cat ${ROOTFS}/etc/own.conf`)).toBe('own\n');
  });

  it('names one reason once for 5 nodes that fail the same way, and a re-run mends them', {
    timeout: 600_000,
  }, async () => {
    const broken = nodes.slice(10, 15);
    // Where the manifest goes stands a folder: the copy cannot forget the old manifest there.
    await Promise.all(
      broken.map((host) => env.lab.check(host, `rm -f ${MANIFEST} && mkdir -p ${MANIFEST}/x`)),
    );
    const failed = await run();
    expect(failed.status).toBe(1);
    const errors = errorsIn(failed.output);
    const report = errors.join('\n');
    // One line for the five (their addresses follow each other: a range), one for the reason.
    expect(report).toContain(`5 hosts failed the same way: ${broken[0]!.address}-${broken[4]!.address}`);
    expect(report.match(/Is a directory/g)).toHaveLength(1);
    expect(errors.length).toBeLessThan(10);
    expect(failed.output).not.toMatch(/^\s+at /m);

    await Promise.all(broken.map((host) => env.lab.check(host, `rm -rf ${MANIFEST}`)));
    const mended = await run();
    expect(errorsIn(mended.output)).toEqual([]);
    expect(mended.status).toBe(0);
    expect(mended.output).toContain('rootfs sent whole to 5 host(s), changes to 0 ');
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
  });

  it('deletes 10 nodes: their data goes, the other 30 hosts stay', { timeout: 600_000 }, async () => {
    const removed = nodes.slice(-10);
    const deleted = await env.cli([
      'delete',
      '--force',
      '--nodes',
      list(removed),
      ...login(),
      '--cluster',
      CLUSTER,
    ]);
    expect(errorsIn(deleted.output)).toEqual([]);
    expect(deleted.status).toBe(0);
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterSuccess');
    const kept = saved.cluster.spec?.hosts?.flatMap((group) => group.ips ?? []) ?? [];
    expect(kept).toHaveLength(30);
    for (const host of removed) expect(kept.map((ip) => ip.replace(/:\d+$/, ''))).not.toContain(ipOf(host));
    for (const host of removed)
      expect((await env.lab.check(host, `ls -d ${ROOTFS} 2>/dev/null || echo gone`)).trim()).toBe('gone');
    for (const host of [...masters, ...nodes.slice(0, 27)])
      expect((await env.lab.check(host, `ls -d ${ROOTFS}`)).trim()).toBe(ROOTFS);
  });
});
