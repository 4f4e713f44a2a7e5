/**
 * Relay fan-out with the runner's uplink limited to 200 Mbit/s (a tbf qdisc on the lab bridge: the runner's
 * traffic to the hosts leaves through it, host-to-host traffic is bridged past it). Two parts, alternating in
 * rounds:
 * - creating a cluster through the CLI with a 150 MB rootfs: 1 host, 10 hosts relayed, 10 hosts star
 *   (`--relay never`), each reset untimed after it;
 * - the copy alone (`copyDirectoryToHosts` of a 150 MB tree): 1 host, 10 hosts star, 10 hosts relayed.
 * Each run also records the bytes that left the runner through the bridge, and the CPU each lab host used
 * (lib/host-cpu.ts). Settings: BENCH_RUNS (rounds), BENCH_CASES (a pattern of case names), BENCH_RATE (tbf rate,
 * default 200mbit), BENCH_DEBUG=1, BENCH_PERF=DIR, BENCH_TMPFS=1 (every host writes the rootfs and the copy to
 * its own tmpfs, so the figures are the transport's, not this disk's).
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { runCli } from '../src/cli/program.js';
import { copyDirectoryToHosts } from '../src/hosts/copy.js';
import { type CliLab, startCliLab } from '../test/lab/cli-lab.js';
import { limitRunnerUplink } from '../test/lab/link-rate.js';
import { memoryLogger } from '../test/lab/memory-log.js';
import type { LabHost } from '../test/lab/sshd-lab.js';
import { HostCpu } from './lib/host-cpu.js';
import { checkArrived, clearDestination, connectAsRoot, requireRoot, stopOnSignal } from './lib/lab-hosts.js';
import { type BenchCase, MB, median, resultTable, timeCases } from './lib/measure.js';
import { printMachine, report } from './lib/report.js';

const run = promisify(execFile);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const rate = process.env.BENCH_RATE ?? '200mbit';
const BLOBS = 3;
const BLOB_BYTES = 50 * 1024 * 1024;
/** Under BENCH_TMPFS=1 inside the tmpfs, whose mount point stays when a copy replaces the folder. */
const tmpfs = process.env.BENCH_TMPFS === '1' ? '/opt/bench-tmpfs' : undefined;
const dest = tmpfs ? `${tmpfs}/relay` : '/opt/bench-relay';

async function randomFile(file: string, size: number): Promise<void> {
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

/** Bytes the runner sent through the bridge during each run of a case, for the table's notes. */
class BytesOut {
  private readonly runs = new Map<string, number[]>();
  constructor(private readonly bridge: string) {}
  private read = async () =>
    Number(await readFile(`/sys/class/net/${this.bridge}/statistics/tx_bytes`, 'utf8'));
  /** Wraps a body so the bytes it sent are recorded under `name`. */
  counted(name: string, body: () => Promise<void>): () => Promise<void> {
    return async () => {
      const before = await this.read();
      await body();
      const list = this.runs.get(name) ?? [];
      list.push((await this.read()) - before);
      this.runs.set(name, list);
    };
  }
  note(name: string): string {
    const list = this.runs.get(name) ?? [];
    return `runner sent ${(median(list) / MB).toFixed(0)} MB`;
  }
}

function cases(env: CliLab, tree: string, treeBytes: number, bytesOut: BytesOut, cpu: HostCpu): BenchCase[] {
  const hosts = env.lab.hosts;
  const root = env.lab.credentials.root;
  const login = ['--user', root.user, '--passwd', root.password];
  const ten = [
    '--masters',
    hosts[0]!.address,
    '--nodes',
    hosts
      .slice(1)
      .map((h) => h.address)
      .join(','),
  ];
  const one = ['--masters', hosts[0]!.address];
  const cli = async (args: string[]) => {
    // BENCH_DEBUG=1 adds --debug: every command each host runs, with its time, in the BENCH_LOG logs.
    const debug = process.env.BENCH_DEBUG === '1' ? ['--debug'] : [];
    // BENCH_PERF=DIR records a system-wide profile of each run (every host's processes share these cores).
    const perf = process.env.BENCH_PERF
      ? spawn(
          'perf',
          [
            'record',
            '-a',
            '-e',
            'cpu-clock',
            '-e',
            'sched:sched_process_exec',
            '-F',
            '499',
            '-g',
            '-o',
            path.join(process.env.BENCH_PERF, `${args[args.indexOf('--cluster') + 1]}-${Date.now()}.perf`),
          ],
          { stdio: 'ignore' },
        )
      : undefined;
    const outcome = await env
      .cli([...args, ...debug], { times: process.env.BENCH_LOG !== undefined })
      .finally(async () => {
        perf?.kill('SIGINT');
        if (perf) await once(perf, 'exit');
      });
    if (outcome.status !== 0) throw new Error(`${args.slice(0, 2).join(' ')} failed:\n${outcome.output}`);
    // BENCH_LOG=DIR keeps each run's log (its phase times and relay lines), to see where the time goes.
    if (process.env.BENCH_LOG)
      await writeFile(
        path.join(process.env.BENCH_LOG, `${args[args.indexOf('--cluster') + 1]}-${Date.now()}.log`),
        outcome.output,
      );
  };
  // `reset` takes no registry flags, which env.cli adds: called directly, on the same state folder.
  const reset = async (cluster: string) => {
    const { logger, sink } = memoryLogger();
    const args = [
      'reset',
      '--cluster',
      cluster,
      ...login,
      '--force',
      '--state-dir',
      path.join(env.dir, 'state'),
    ];
    const status = await runCli(args, { logger, stdout: () => {} });
    if (status !== 0) throw new Error(`reset of ${cluster} failed:\n${sink.lines.join('\n')}`);
  };
  const create = (name: string, cluster: string, targets: string[], extra: string[] = []): BenchCase => ({
    name,
    bytes: treeBytes * (targets === one ? 1 : 10),
    body: cpu.counted(
      name,
      bytesOut.counted(name, () =>
        cli(['run', env.images.rootfs, ...targets, ...login, '--cluster', cluster, ...extra]),
      ),
    ),
    // Untimed: the next run creates from nothing again.
    after: () => reset(cluster),
    notes: () => `${bytesOut.note(name)}; ${cpu.note(name)}`,
  });
  const copy = (name: string, targets: LabHost[], relay: boolean): BenchCase => ({
    name,
    bytes: treeBytes * targets.length,
    before: () => clearDestination(env.lab, targets, dest),
    after: () => checkArrived(env.lab, targets, dest, { root: tree, files: BLOBS, bytes: treeBytes }),
    body: cpu.counted(
      name,
      bytesOut.counted(name, async () => {
        const executors = await Promise.all(targets.map((host) => connectAsRoot(env.lab, host)));
        try {
          const outcomes = await copyDirectoryToHosts(executors, tree, dest, {
            ...(relay ? { relay: { owner: 'bench' } } : {}),
          });
          const failed = outcomes.find((outcome) => !outcome.ok);
          if (failed && !failed.ok) throw failed.error;
        } finally {
          await Promise.all(executors.map((executor) => executor.close()));
        }
      }),
    ),
    notes: () => `${bytesOut.note(name)}; ${cpu.note(name)}`,
  });
  return [
    create('create, 1 host', 'bench-one', one),
    create('create, 10 hosts, relay (auto)', 'bench-relay', ten),
    create('create, 10 hosts, star (--relay never)', 'bench-star', ten, ['--relay', 'never']),
    copy('copy only, 1 host', hosts.slice(0, 1), false),
    copy('copy only, 10 hosts, relay', hosts, true),
    copy('copy only, 10 hosts, star', hosts, false),
  ];
}

async function main(): Promise<void> {
  requireRoot();
  printMachine();
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-relay-'));
  const tree = path.join(work, 'tree');
  await mkdir(path.join(tree, 'cri'), { recursive: true });
  const rootfsFiles = [];
  for (let index = 1; index <= BLOBS; index++) {
    const file = path.join(tree, 'cri', `blob-${index}.tar`);
    await randomFile(file, BLOB_BYTES);
    rootfsFiles.push({ path: `cri/blob-${index}.tar`, copyOf: file });
  }
  let env: CliLab | undefined;
  let cpu: HostCpu | undefined;
  const cleanup = async () => {
    await env?.stop();
    await cpu?.remove();
    await rm(work, { recursive: true, force: true });
  };
  stopOnSignal(cleanup);
  try {
    env = await startCliLab({ hosts: 10, rootfsFiles });
    await limitRunnerUplink(env.lab, rate);
    if (tmpfs)
      await Promise.all(
        env.lab.hosts.map((host) =>
          env!.lab.check(
            host,
            `for d in /var/lib/sealos ${tmpfs}; do mkdir -p $d && mount -t tmpfs -o size=2g bench $d; done`,
          ),
        ),
      );
    const bytesOut = new BytesOut(env.lab.bridge);
    cpu = await HostCpu.start(env.lab.hosts);
    const results = await timeCases(cases(env, tree, BLOBS * BLOB_BYTES, bytesOut, cpu), runs);
    const qdisc = (await run('tc', ['-s', 'qdisc', 'show', 'dev', env.lab.bridge])).stdout.trim();
    await report(
      'relay',
      [
        {
          title: `150 MB rootfs, the runner's uplink at ${rate} (tbf on the lab bridge)`,
          table: resultTable(results, 'create, 1 host'),
        },
        { title: 'the bridge qdisc at the end', table: `\`\`\`\n${qdisc}\n\`\`\`` },
      ],
      { rate, results },
    );
  } finally {
    await cleanup();
  }
}

await main();
