import path from 'node:path';
import type { Lab, LabHost } from '../test/lab/sshd-lab.js';
import {
  benchOnLab,
  checkArrived,
  clearDestination,
  connectAsRoot,
  openSshOptions,
  shell,
} from './lib/lab-hosts.js';
import { type BenchCase, type CaseResult, resultTable, timeCases } from './lib/measure.js';
import { report } from './lib/report.js';
import { sealosModelCopyDir } from './lib/sealos-model.js';
import { makeTree, type TreeFacts } from './lib/tree.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
// sealos's default mode dials one more connection per file: ~10 minutes per run here, so only on request.
const checksumRuns = Number(process.env.BENCH_CHECKSUM_RUNS ?? 0);
const dest = '/opt/bench-tree';
const openSshTar = 'OpenSSH tar -c | ssh tar -x';

function copyCases(lab: Lab, hosts: LabHost[], tree: TreeFacts, ssh: string[]): BenchCase[] {
  const common = {
    bytes: tree.bytes * hosts.length,
    before: () => clearDestination(lab, hosts, dest),
    after: () => checkArrived(lab, hosts, dest, tree),
  };
  const sshLine = ssh.join(' ');
  const onEach = (copy: (host: LabHost) => Promise<void>) => () =>
    Promise.all(hosts.map(copy)).then(() => undefined);
  const cases: BenchCase[] = [
    {
      name: openSshTar,
      ...common,
      body: onEach((host) =>
        shell(
          `tar -c -f - -C ${tree.root} . | ssh ${sshLine} root@${host.ip} 'mkdir -p ${dest} && tar -x -f - -C ${dest}'`,
        ),
      ),
    },
    {
      name: 'ours: Executor.copyDir (ssh2, one tar stream)',
      ...common,
      body: onEach(async (host) => {
        const executor = await connectAsRoot(lab, host);
        await executor.copyDir(tree.root, dest);
        await executor.close();
      }),
    },
    {
      name: 'OpenSSH scp -r (SFTP protocol, the 9.x default)',
      ...common,
      body: onEach((host) => shell(`scp -q -r ${sshLine} ${tree.root} root@${host.ip}:${dest}`)),
    },
  ];
  for (const checksum of checksumRuns > 0 ? [false, true] : [false]) {
    let connections = 0;
    let timedRuns = 0;
    cases.push({
      name: `sealos model: new connection per Copy, per-file SFTP${checksum ? ', sha256 per file (default)' : ' (DO_NOT_CHECKSUM=true)'}`,
      ...common,
      ...(checksum ? { runs: checksumRuns } : {}),
      body: onEach((host) => {
        if (host === hosts[0]) timedRuns++;
        return sealosModelCopyDir(
          { host: host.ip, port: host.port, user: 'root', privateKey: lab.credentials.privateKey },
          tree.root,
          dest,
          { checksum, onConnect: () => connections++ },
        );
      }),
      notes: () => `${connections / timedRuns} SSH connections per run`,
    });
  }
  return cases;
}

function main(): Promise<void> {
  return benchOnLab(
    'copy',
    3,
    (work) => makeTree(path.join(work, 'tree')),
    async (lab, prepared, work) => {
      const tree = prepared;
      process.stderr.write(`tree: ${tree.files} files, ${tree.bytes} bytes\n`);
      const ssh = await openSshOptions(lab, work);
      const sections: Array<{ title: string; table: string }> = [];
      const data: Record<string, CaseResult[]> = {};
      for (const count of [1, 3]) {
        const hosts = lab.hosts.slice(0, count);
        process.stderr.write(`\n${count} host(s):\n`);
        const results = await timeCases(copyCases(lab, hosts, tree, ssh), runs);
        await clearDestination(lab, hosts, dest);
        const title = `${tree.files} files, ${(tree.bytes / 1e6).toFixed(1)} MB to ${count} host${count > 1 ? 's' : ''} (MB/s summed over hosts)`;
        sections.push({ title, table: resultTable(results, openSshTar) });
        data[`${count} hosts`] = results;
      }
      await report('copy-tree', sections, { tree: { files: tree.files, bytes: tree.bytes }, results: data });
    },
  );
}

await main();
