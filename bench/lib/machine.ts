/** What the figures were measured on: they mean little without it. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

function firstLine(command: string, args: string[]): string {
  try {
    const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return output.split('\n')[0]!.trim();
  } catch (error) {
    // `ssh -V` prints its version on stderr.
    const stderr = (error as { stderr?: string }).stderr ?? '';
    return stderr.split('\n')[0]!.trim() || 'unknown';
  }
}

export function describeMachine(): string {
  const cpuModel = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
  const aes = /^flags\s*:.*\baes\b/m.test(readFileSync('/proc/cpuinfo', 'utf8')) ? 'AES-NI' : 'no AES-NI';
  const openssh = execFileSync('bash', ['-c', 'ssh -V 2>&1'], { encoding: 'utf8' }).trim();
  return [
    `date: ${new Date().toISOString()}`,
    `cpu: ${os.availableParallelism()} × ${cpuModel} (${aes}), nproc ${firstLine('nproc', [])}`,
    `memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB; kernel ${os.release()}`,
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} (other processes share the 2 cores)`,
    `node ${process.version}; ${openssh}; ${firstLine('tar', ['--version'])}`,
  ].join('\n');
}
