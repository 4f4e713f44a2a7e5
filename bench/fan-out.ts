/**
 * The rootfs distribution: one read of a tree fanned out to many hosts (`copyDirectoryToHosts`, what the
 * Mount rootfs phase uses; its streams carried by OpenSSH as in a run, and by ssh2 only; and the `scp` verb as a
 * whole CLI process) against the same copy per host (`Executor.copyDir`), OpenSSH `tar -c | ssh tar -x`
 * per host, `scp -r`, `rsync -a` over ssh, and the sealos model (per-file SFTP), to 1, 3 and 10 hosts.
 * Settings: BENCH_RUNS (rounds), BENCH_HOSTS (host counts, `1,3,10`), BENCH_BIG_FILES, BENCH_CASES,
 * BENCH_TMPFS=1 (the destination on a tmpfs in every host: see RESULTS.md §1 for why), BENCH_CLI_BASELINE (the
 * index.js of another CLI bundle, e.g. one built from an earlier commit: its `scp` is timed beside this tree's,
 * in the same rounds).
 */
import path from 'node:path';
import { copyDirectoryToHosts } from '../src/hosts/copy.js';
import type { BulkTransport } from '../src/hosts/ssh-executor.js';
import type { Lab, LabHost } from '../test/lab/sshd-lab.js';
import {
  benchOnLab,
  checkArrived,
  clearDestination,
  connectAsRoot,
  openSshOptions,
  shell,
} from './lib/lab-hosts.js';
import { type BenchCase, type CaseResult, MB, resultTable, timeCases } from './lib/measure.js';
import { report } from './lib/report.js';
import { sealosModelCopyDir } from './lib/sealos-model.js';
import { makeTree, type TreeFacts } from './lib/tree.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const counts = (process.env.BENCH_HOSTS ?? '1,3,10').split(',').map(Number);
/**
 * On this machine's ext4, creating a file right after many were deleted costs ~0.9 ms of CPU (inode allocation
 * skips recently deleted inodes, `recently_deleted` in a profile), so with a disk destination the 2,000 small
 * files dominate every case alike. On a tmpfs what remains is the transport. Mounted above the destination:
 * our copy's staging folder sits beside it and is renamed into place.
 */
const tmpfs = process.env.BENCH_TMPFS === '1' ? '/opt/bench-tmpfs' : undefined;
const dest = tmpfs ? `${tmpfs}/fan-out` : '/opt/bench-fan-out';
const openSshTar = 'OpenSSH tar -c | ssh tar -x, per host';

/** The CLI as users run it: the dist bundle (`bench/run.sh` runs from the project root). */
const cliBundle = path.resolve('dist/cli/index.js');
const baselineBundle = process.env.BENCH_CLI_BASELINE
  ? path.resolve(process.env.BENCH_CLI_BASELINE)
  : undefined;

function cases(lab: Lab, hosts: LabHost[], tree: TreeFacts, ssh: string[], knownHosts: string): BenchCase[] {
  const common = {
    bytes: tree.bytes * hosts.length,
    before: () => clearDestination(lab, hosts, dest),
    after: () => checkArrived(lab, hosts, dest, tree),
  };
  const sshLine = ssh.join(' ');
  const onEach = (copy: (host: LabHost) => Promise<void>) => () =>
    Promise.all(hosts.map(copy)).then(() => undefined);
  /** The Mount rootfs phase's copy; `bulk`: what carries the streams (default OpenSSH, as in a run). */
  const fannedOut = (bulk?: BulkTransport) => async () => {
    const executors = await Promise.all(hosts.map((host) => connectAsRoot(lab, host, bulk)));
    const outcomes = await copyDirectoryToHosts(executors, tree.root, dest);
    await Promise.all(executors.map((executor) => executor.close()));
    const failed = outcomes.find((outcome) => !outcome.ok);
    if (failed && !failed.ok) throw failed.error;
  };
  /** The whole process, its start and both handshakes included, as the peers' pipelines are timed. */
  const scpVerb = (bundle: string) => () =>
    shell(
      [
        process.execPath,
        bundle,
        'scp',
        '--hosts',
        hosts.map((host) => host.ip).join(','),
        '--pk',
        lab.credentials.privateKeyPath,
        '--host-key-policy',
        'strict',
        '--known-hosts',
        knownHosts,
        tree.root,
        dest,
      ].join(' '),
    );
  const list: BenchCase[] = [
    {
      name: openSshTar,
      ...common,
      body: onEach((host) =>
        shell(
          `tar -c -f - -C ${tree.root} . | ssh ${sshLine} root@${host.ip} 'mkdir -p ${dest} && tar -x -f - -C ${dest}'`,
        ),
      ),
    },
    { name: 'ours: copyDirectoryToHosts (one read, fanned out)', ...common, body: fannedOut() },
    { name: 'ours: sealos-action scp (CLI process)', ...common, body: scpVerb(cliBundle) },
    ...(baselineBundle
      ? [
          {
            name: 'baseline bundle: sealos-action scp (CLI process)',
            ...common,
            body: scpVerb(baselineBundle),
          },
        ]
      : []),
    { name: 'ours, over ssh2 only: copyDirectoryToHosts', ...common, body: fannedOut('ssh2') },
    {
      name: 'ours: Executor.copyDir per host',
      ...common,
      body: onEach(async (host) => {
        const executor = await connectAsRoot(lab, host);
        await executor.copyDir(tree.root, dest);
        await executor.close();
      }),
    },
  ];
  // The slow peers only up to 3 hosts: at 10 they would take most of the run and say nothing new.
  if (hosts.length <= 3)
    list.push(
      {
        name: 'OpenSSH scp -r',
        ...common,
        body: onEach((host) => shell(`scp -q -r ${sshLine} ${tree.root} root@${host.ip}:${dest}`)),
      },
      {
        name: 'rsync -a over ssh',
        ...common,
        body: onEach((host) => shell(`rsync -a -e 'ssh ${sshLine}' ${tree.root}/ root@${host.ip}:${dest}/`)),
      },
      {
        name: 'sealos model: per-file SFTP (DO_NOT_CHECKSUM=true)',
        ...common,
        body: onEach((host) =>
          sealosModelCopyDir(
            { host: host.ip, port: host.port, user: 'root', privateKey: lab.credentials.privateKey },
            tree.root,
            dest,
            { checksum: false },
          ),
        ),
      },
    );
  return list;
}

function main(): Promise<void> {
  // BENCH_BIG_FILES=20 makes a ~1 GB tree (20 × 45 MB + the small files), for the peak RSS figure.
  const spec = {
    bigFiles: Number(process.env.BENCH_BIG_FILES ?? 3),
    bigFileBytes: 45 * MB,
    smallFiles: 2000,
    smallFolders: 20,
  };
  return benchOnLab(
    'fan-out',
    Math.max(...counts),
    (work) => makeTree(path.join(work, 'tree'), spec),
    async (lab, tree, work) => {
      process.stderr.write(`tree: ${tree.files} files, ${tree.bytes} bytes\n`);
      if (tmpfs)
        await Promise.all(
          lab.hosts.map((host) =>
            lab.check(host, `mkdir -p ${tmpfs} && mount -t tmpfs -o size=2g bench ${tmpfs}`),
          ),
        );
      const ssh = await openSshOptions(lab, work);
      const sections: Array<{ title: string; table: string }> = [];
      const data: Record<string, CaseResult[]> = {};
      for (const count of counts) {
        const hosts = lab.hosts.slice(0, count);
        process.stderr.write(`\n${count} host(s):\n`);
        const results = await timeCases(cases(lab, hosts, tree, ssh, path.join(work, 'known_hosts')), runs);
        await clearDestination(lab, hosts, dest);
        const title = `${tree.files} files, ${(tree.bytes / MB).toFixed(1)} MB to ${count} host(s)${tmpfs ? ', into a tmpfs' : ''} (MB/s summed over hosts)`;
        sections.push({ title, table: resultTable(results, openSshTar) });
        data[`${count} hosts`] = results;
      }
      const peakRssMb = process.resourceUsage().maxRSS / 1024;
      sections.push({ title: 'peak RSS of this Node process', table: `${peakRssMb.toFixed(0)} MB` });
      await report('fan-out', sections, {
        tree: { files: tree.files, bytes: tree.bytes },
        results: data,
        peakRssMb,
      });
    },
  );
}

await main();
