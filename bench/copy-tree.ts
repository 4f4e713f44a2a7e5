/**
 * Benchmark 1: copy a ~215 MB tree (4 × 50 MB random files + 2,000 small files) to 1 and to 3 lab hosts with
 * our Executor.copyDir, OpenSSH `tar | ssh`, OpenSSH `scp -r`, and a model of sealos's per-file SFTP copy.
 * Every run opens its own connections, writes to an empty destination and is checked (file count and bytes)
 * after the clock stops. Env: BENCH_RUNS (default 3), BENCH_CHECKSUM_RUNS (sealos default mode, default 1).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Lab, type LabHost, startLab } from '../test/lab/sshd-lab.js';
import {
  checkArrived,
  clearDestination,
  connectAsRoot,
  openSshOptions,
  requireRoot,
  shell,
} from './lib/lab-hosts.js';
import { type CaseResult, resultTable, timeCase } from './lib/measure.js';
import { printMachine, report } from './lib/report.js';
import { sealosModelCopyDir } from './lib/sealos-model.js';
import { makeTree, type TreeFacts } from './lib/tree.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const checksumRuns = Number(process.env.BENCH_CHECKSUM_RUNS ?? 1);
const dest = '/opt/bench-tree';

async function copyCases(lab: Lab, hosts: LabHost[], tree: TreeFacts, ssh: string[]): Promise<CaseResult[]> {
  const bytes = tree.bytes * hosts.length;
  const around = {
    before: () => clearDestination(lab, hosts, dest),
    after: () => checkArrived(lab, hosts, dest, tree),
  };
  const sshLine = ssh.join(' ');
  const results: CaseResult[] = [];

  results.push(
    await timeCase({ name: 'OpenSSH tar -c | ssh tar -x', runs, bytes, ...around }, () =>
      Promise.all(
        hosts.map((host) =>
          shell(
            `tar -c -f - -C ${tree.root} . | ssh ${sshLine} root@${host.ip} 'mkdir -p ${dest} && tar -x -f - -C ${dest}'`,
          ),
        ),
      ).then(() => undefined),
    ),
  );

  results.push(
    await timeCase(
      { name: 'ours: Executor.copyDir (ssh2, one tar stream)', runs, bytes, ...around },
      async () => {
        const executors = await Promise.all(hosts.map((host) => connectAsRoot(lab, host)));
        await Promise.all(executors.map((executor) => executor.copyDir(tree.root, dest)));
        await Promise.all(executors.map((executor) => executor.close()));
      },
    ),
  );

  results.push(
    await timeCase({ name: 'OpenSSH scp -r (SFTP protocol, the 9.x default)', runs, bytes, ...around }, () =>
      Promise.all(
        hosts.map((host) => shell(`scp -q -r ${sshLine} ${tree.root} root@${host.ip}:${dest}`)),
      ).then(() => undefined),
    ),
  );

  for (const checksum of [false, true]) {
    let connections = 0;
    const result = await timeCase(
      {
        name: `sealos model: new connection per Copy, per-file SFTP${checksum ? ', sha256 per file (default)' : ' (DO_NOT_CHECKSUM=true)'}`,
        runs: checksum ? checksumRuns : runs,
        bytes,
        ...around,
      },
      () =>
        Promise.all(
          hosts.map((host) =>
            sealosModelCopyDir(
              { host: host.ip, port: host.port, user: 'root', privateKey: lab.credentials.privateKey },
              tree.root,
              dest,
              { checksum, onConnect: () => connections++ },
            ),
          ),
        ).then(() => undefined),
    );
    result.notes = `${connections / result.seconds.length} SSH connections per run`;
    results.push(result);
  }
  return results;
}

async function main(): Promise<void> {
  requireRoot();
  printMachine();
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-copy-'));
  let lab: Lab | undefined;
  try {
    process.stderr.write('making the tree and starting 3 lab hosts...\n');
    const [tree, started] = await Promise.all([makeTree(path.join(work, 'tree')), startLab({ hosts: 3 })]);
    lab = started;
    process.stderr.write(`tree: ${tree.files} files, ${tree.bytes} bytes\n`);
    const ssh = await openSshOptions(lab, work);
    const sections: Array<{ title: string; table: string }> = [];
    const data: Record<string, CaseResult[]> = {};
    for (const count of [1, 3]) {
      const hosts = lab.hosts.slice(0, count);
      process.stderr.write(`\n${count} host(s):\n`);
      const results = await copyCases(lab, hosts, tree, ssh);
      await clearDestination(lab, hosts, dest);
      const title = `${tree.files} files, ${(tree.bytes / 1e6).toFixed(1)} MB to ${count} host${count > 1 ? 's' : ''} (MB/s summed over hosts)`;
      sections.push({ title, table: resultTable(results, 'OpenSSH tar -c | ssh tar -x') });
      data[`${count} hosts`] = results;
    }
    await report('copy-tree', sections, { tree: { files: tree.files, bytes: tree.bytes }, results: data });
  } finally {
    await lab?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
