/** Timing helpers: a case runs several times, its median wall time is what the tables show. */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

export const MB = 1_000_000;

export interface CaseResult {
  name: string;
  /** Wall time of each run, seconds. */
  seconds: number[];
  medianSeconds: number;
  /** Bytes one run moved (summed over hosts). */
  bytes: number;
  /** bytes / median seconds, in MB/s (10^6 bytes). */
  mbPerSecond: number;
  /** CPU time of this Node process (user + system) in the median run, seconds: how busy our side was. */
  nodeCpuSeconds: number;
  /**
   * CPU time of the runner's child processes that ended during the median run (`tar -c`, `ssh`, a peer's whole
   * pipeline), seconds: with Node's, the runner's whole share. Hosts' processes are the lab sshd's children,
   * not ours.
   */
  childCpuSeconds: number;
  /** Free-form facts of the case (bytes sent on the wire, files sent). */
  notes?: string;
}

export interface BenchCase {
  name: string;
  /** Bytes one run moves (0: not a transfer), for MB/s. */
  bytes: number;
  /** Fewer runs than the others for a slow case; default all rounds. */
  runs?: number;
  /** Untimed work before every run (removing what the previous run wrote, flushing dirty pages). */
  before?: () => Promise<void>;
  /** Untimed work after every run (checking what arrived). */
  after?: () => Promise<void>;
  /** The timed work. */
  body: () => Promise<void>;
  /** Filled in by the body as it runs (e.g. connections dialled), shown in the table. */
  notes?: () => string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** BENCH_CASES, a regular expression, keeps only the cases whose name matches (for profiling one case). */
export function selected(name: string): boolean {
  const pattern = process.env.BENCH_CASES;
  return !pattern || new RegExp(pattern).test(name);
}

/**
 * Runs the cases in rounds, one run of each case per round, so that a change of load on the machine (other
 * processes) spreads over every case instead of falling on one.
 */
export async function timeCases(cases: BenchCase[], rounds: number): Promise<CaseResult[]> {
  const chosen = cases.filter((item) => selected(item.name));
  const seconds = chosen.map((): number[] => []);
  const cpu = chosen.map((): number[] => []);
  const childCpu = chosen.map((): number[] => []);
  for (let round = 0; round < rounds; round++)
    for (const [index, item] of chosen.entries()) {
      if (round >= (item.runs ?? rounds)) continue;
      await item.before?.();
      const cpuStart = process.cpuUsage();
      const childStart = await childrenCpuSeconds();
      const start = performance.now();
      await item.body();
      const wall = (performance.now() - start) / 1000;
      const used = process.cpuUsage(cpuStart);
      childCpu[index]!.push((await childrenCpuSeconds()) - childStart);
      seconds[index]!.push(wall);
      cpu[index]!.push((used.user + used.system) / 1e6);
      await item.after?.();
      process.stderr.write(`  round ${round + 1}/${rounds}: ${item.name}: ${wall.toFixed(2)} s\n`);
    }
  return chosen.map((item, index) => {
    const times = seconds[index]!;
    const medianSeconds = median(times);
    const medianRun = times.indexOf([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!);
    const notes = item.notes?.();
    return {
      name: item.name,
      seconds: times,
      medianSeconds,
      bytes: item.bytes,
      mbPerSecond: item.bytes / MB / medianSeconds,
      nodeCpuSeconds: cpu[index]![medianRun]!,
      childCpuSeconds: childCpu[index]![medianRun]!,
      ...(notes ? { notes } : {}),
    };
  });
}

/** A Markdown table of results; `relativeTo` names the case whose time is 1.00×. */
export function resultTable(results: CaseResult[], relativeTo?: string): string {
  const base = results.find((result) => result.name === relativeTo)?.medianSeconds;
  const lines = [
    '| case | runs | median s | MB/s | time vs base | Node CPU s | child CPU s | runs (s) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const result of results)
    lines.push(
      `| ${result.name.replaceAll('|', '\\|')} | ${result.seconds.length} | ${result.medianSeconds.toFixed(2)} | ${result.bytes ? result.mbPerSecond.toFixed(1) : '—'} | ${
        base ? `${(result.medianSeconds / base).toFixed(2)}×` : ''
      } | ${result.nodeCpuSeconds.toFixed(2)} | ${result.childCpuSeconds.toFixed(2)} | ${result.seconds.map((s) => s.toFixed(2)).join(', ')}${result.notes ? `; ${result.notes}` : ''} |`,
    );
  return lines.join('\n');
}

/** User + system time of this process's ended and waited-for children (`/proc/self/stat` cutime + cstime). */
async function childrenCpuSeconds(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
