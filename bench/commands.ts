import { HostCpu } from './lib/host-cpu.js';
import { benchOnLab, connectAsRoot, openSshOptions, shell } from './lib/lab-hosts.js';
import { resultTable, timeCases } from './lib/measure.js';
import { report } from './lib/report.js';
import { sealosModelCommand } from './lib/sealos-model.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const commands = Number(process.env.BENCH_COMMANDS ?? 50);
const script = 'test -d /etc && uname -n';

function main(): Promise<void> {
  return benchOnLab(
    'commands',
    3,
    async () => undefined,
    async (lab, _prepared, work) => {
      const ssh = (await openSshOptions(lab, work)).join(' ');
      const sequential = async (each: () => Promise<unknown>) => {
        for (let i = 0; i < commands; i++) await each();
      };
      const cases: Array<[string, () => Promise<void>]> = [
        [
          'ours: SshExecutor, connect + commands one after another on one connection per host',
          () =>
            Promise.all(
              lab.hosts.map(async (host) => {
                const executor = await connectAsRoot(lab, host);
                await sequential(() => executor.run(script));
                await executor.close();
              }),
            ).then(() => undefined),
        ],
        [
          'OpenSSH: one ssh process (new connection) per command',
          () =>
            Promise.all(
              lab.hosts.map((host) => sequential(() => shell(`ssh ${ssh} root@${host.ip} '${script}'`))),
            ).then(() => undefined),
        ],
        [
          'sealos model: new ssh2 connection with a PTY per command',
          () =>
            Promise.all(
              lab.hosts.map((host) =>
                sequential(() =>
                  sealosModelCommand(
                    {
                      host: host.ip,
                      port: host.port,
                      user: 'root',
                      privateKey: lab.credentials.privateKey,
                    },
                    { checksum: false },
                    script,
                  ),
                ),
              ),
            ).then(() => undefined),
        ],
      ];
      const cpu = await HostCpu.start(lab.hosts);
      const results = await timeCases(
        cases.map(([name, body]) => ({
          name,
          bytes: 0,
          body: cpu.counted(name, body),
          notes: () => cpu.note(name),
        })),
        runs,
      ).finally(() => cpu.remove());
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
    },
  );
}

await main();
