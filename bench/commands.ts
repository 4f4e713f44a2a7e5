/**
 * Benchmark: many small commands on hosts (what check, bootstrap and join phases do). Ours: one SSH connection
 * per host, commands as channels on it. sealos model: a new connection (with a PTY) per command. OpenSSH: one
 * `ssh host cmd` process per command. Env: BENCH_RUNS (default 3), BENCH_COMMANDS (per host, default 50).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Lab, startLab } from '../test/lab/sshd-lab.js';
import { connectAsRoot, openSshOptions, requireRoot, shell, stopOnSignal } from './lib/lab-hosts.js';
import { resultTable, timeCases } from './lib/measure.js';
import { printMachine, report } from './lib/report.js';
import { sealosModelCommand } from './lib/sealos-model.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const commands = Number(process.env.BENCH_COMMANDS ?? 50);
const script = 'test -d /etc && uname -n';

async function main(): Promise<void> {
  requireRoot();
  printMachine();
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-commands-'));
  let lab: Lab | undefined;
  const cleanup = async () => {
    await lab?.stop();
    await rm(work, { recursive: true, force: true });
  };
  stopOnSignal(cleanup);
  try {
    lab = await startLab({ hosts: 3 });
    const running = lab;
    const ssh = (await openSshOptions(running, work)).join(' ');
    const sequential = async (each: () => Promise<unknown>) => {
      for (let i = 0; i < commands; i++) await each();
    };
    const cases: Array<[string, () => Promise<void>]> = [
      [
        'ours: SshExecutor, connect + commands one after another on one connection per host',
        () =>
          Promise.all(
            running.hosts.map(async (host) => {
              const executor = await connectAsRoot(running, host);
              await sequential(() => executor.run(script));
              await executor.close();
            }),
          ).then(() => undefined),
      ],
      [
        'OpenSSH: one ssh process (new connection) per command',
        () =>
          Promise.all(
            running.hosts.map((host) => sequential(() => shell(`ssh ${ssh} root@${host.ip} '${script}'`))),
          ).then(() => undefined),
      ],
      [
        'sealos model: new ssh2 connection with a PTY per command',
        () =>
          Promise.all(
            running.hosts.map((host) =>
              sequential(() =>
                sealosModelCommand(
                  {
                    host: host.ip,
                    port: host.port,
                    user: 'root',
                    privateKey: running.credentials.privateKey,
                  },
                  { checksum: false },
                  script,
                ),
              ),
            ),
          ).then(() => undefined),
      ],
    ];
    const results = await timeCases(
      cases.map(([name, body]) => ({ name, bytes: 0, body })),
      runs,
    );
    await report(
      'commands',
      [
        {
          title: `${commands} commands one after another on each of 3 hosts (hosts in parallel)`,
          table: resultTable(results, 'OpenSSH: one ssh process (new connection) per command'),
        },
      ],
      { commands, results },
    );
  } finally {
    await cleanup();
  }
}

await main();
