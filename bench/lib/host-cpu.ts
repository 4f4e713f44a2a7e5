import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LabHost } from '../../test/lab/sshd-lab.js';
import { median } from './measure.js';

const ROOT = '/sys/fs/cgroup/cpuacct';

/** CPU seconds of one run: each lab host's (its sshd and every session under it) and the whole machine's. */
interface CpuOfRun {
  hosts: number[];
  machine: number;
}

/**
 * Where the CPU of a run goes: a cgroup-v1 `cpuacct` group per lab host, holding its sshd, so every command a
 * host runs is counted to it (the image's scripts, the stand-ins, decryption, `tar -x`), and `/proc/stat` for
 * the machine as a whole (the runner, its `ssh` and `tar`, the registry). On two shared cores, the sum over
 * the hosts bounds how fast ten hosts can be served, whatever the tool does.
 */
export class HostCpu {
  private readonly runs = new Map<string, CpuOfRun[]>();
  private constructor(private readonly groups: string[]) {}

  static async start(hosts: LabHost[]): Promise<HostCpu> {
    const base = path.join(ROOT, `bench-${process.pid}`);
    const groups: string[] = [];
    for (const host of hosts) {
      const group = path.join(base, host.hostname);
      await mkdir(group, { recursive: true });
      // Sessions are sshd's children and stay in its group.
      await writeFile(path.join(group, 'cgroup.procs'), String(host.pid));
      groups.push(group);
    }
    return new HostCpu(groups);
  }

  private hostSeconds = () =>
    Promise.all(
      this.groups.map(
        async (group) => Number(await readFile(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e9,
      ),
    );

  /** Busy CPU seconds of the whole machine (every core's time but idle and iowait), from `/proc/stat`. */
  private static async machineSeconds(): Promise<number> {
    const fields = (await readFile('/proc/stat', 'utf8'))
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = fields[3]! + fields[4]!;
    // user nice system idle iowait irq softirq steal, in clock ticks (100 a second on Linux).
    return (fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle) / 100;
  }

  /** Wraps a body so the CPU of its run is recorded under `name`. */
  counted(name: string, body: () => Promise<void>): () => Promise<void> {
    return async () => {
      const hostsBefore = await this.hostSeconds();
      const machineBefore = await HostCpu.machineSeconds();
      await body();
      const hostsAfter = await this.hostSeconds();
      const list = this.runs.get(name) ?? [];
      list.push({
        hosts: hostsAfter.map((after, index) => after - hostsBefore[index]!),
        machine: (await HostCpu.machineSeconds()) - machineBefore,
      });
      this.runs.set(name, list);
    };
  }

  note(name: string): string {
    const list = this.runs.get(name) ?? [];
    if (list.length === 0) return '';
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const first = median(list.map((run) => run.hosts[0]!));
    // A host the case did not use still has its sshd, idle.
    const others = list.flatMap((run) => run.hosts.slice(1).filter((value) => value > 0.05));
    return `hosts' CPU ${median(list.map((run) => sum(run.hosts))).toFixed(1)} s (host1 ${first.toFixed(1)} s${
      others.length ? `, each other host ${median(others).toFixed(1)} s` : ''
    }), machine busy ${median(list.map((run) => run.machine)).toFixed(1)} CPU-s`;
  }

  /** Removes the groups; processes still in one (a lab not stopped yet) go back to the root group first. */
  async remove(): Promise<void> {
    for (const group of this.groups) {
      const pids = (await readFile(path.join(group, 'cgroup.procs'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean);
      for (const pid of pids) await writeFile(path.join(ROOT, 'cgroup.procs'), pid).catch(() => {});
      await rmdir(group).catch(() => {});
    }
    if (this.groups[0]) await rmdir(path.dirname(this.groups[0])).catch(() => {});
  }
}
