/** Timing helpers: a case runs several times, its median wall time is what the tables show. */
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
  /** Free-form facts of the case (bytes sent on the wire, files sent). */
  notes?: string;
}

export interface CaseOptions {
  name: string;
  runs: number;
  /** Bytes one run moves, for MB/s. */
  bytes: number;
  /** Untimed work before every run (removing what the previous run wrote, flushing dirty pages). */
  before?: () => Promise<void>;
  /** Untimed work after every run (checking what arrived). */
  after?: () => Promise<void>;
  notes?: string;
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

export async function timeCase(options: CaseOptions, body: () => Promise<void>): Promise<CaseResult> {
  const seconds: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    await options.before?.();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await body();
    seconds.push((performance.now() - start) / 1000);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1e6);
    await options.after?.();
    process.stderr.write(
      `  ${options.name}: run ${run + 1}/${options.runs} ${seconds.at(-1)!.toFixed(2)} s\n`,
    );
  }
  const medianSeconds = median(seconds);
  const medianRun = seconds.indexOf([...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!);
  return {
    name: options.name,
    seconds,
    medianSeconds,
    bytes: options.bytes,
    mbPerSecond: options.bytes / MB / medianSeconds,
    nodeCpuSeconds: cpu[medianRun]!,
    ...(options.notes ? { notes: options.notes } : {}),
  };
}

/** A Markdown table of results; `relativeTo` names the case whose time is 1.00×. */
export function resultTable(results: CaseResult[], relativeTo?: string): string {
  const base = results.find((result) => result.name === relativeTo)?.medianSeconds;
  const lines = [
    '| case | runs | median s | MB/s | time vs base | Node CPU s | runs (s) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const result of results)
    lines.push(
      `| ${result.name.replaceAll('|', '\\|')} | ${result.seconds.length} | ${result.medianSeconds.toFixed(2)} | ${result.mbPerSecond.toFixed(1)} | ${
        base ? `${(result.medianSeconds / base).toFixed(2)}×` : ''
      } | ${result.nodeCpuSeconds.toFixed(2)} | ${result.seconds.map((s) => s.toFixed(2)).join(', ')}${result.notes ? `; ${result.notes}` : ''} |`,
    );
  return lines.join('\n');
}
