/** The lab's hosts as the benchmarks use them: our executor, OpenSSH command lines, untimed checks. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BulkTransport, SshExecutor } from '../../src/hosts/ssh-executor.js';
import { type Lab, type LabHost, startLab } from '../../test/lab/sshd-lab.js';
import { printMachine } from './report.js';
import type { TreeFacts } from './tree.js';

export function requireRoot(): void {
  if (process.getuid?.() !== 0) {
    process.stderr.write('this benchmark starts sshd hosts in network namespaces: run it as root\n');
    process.exit(2);
  }
}

/** `bulk`: what carries the copies (default: OpenSSH, as in a run). */
export function connectAsRoot(lab: Lab, host: LabHost, bulk?: BulkTransport): Promise<SshExecutor> {
  return SshExecutor.connect(host.address, {
    credentials: { user: 'root', privateKey: lab.credentials.privateKey },
    hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
    ...(bulk ? { bulk } : {}),
  });
}

/** OpenSSH client options for root on a lab host, host keys checked against the lab's known_hosts. */
export async function openSshOptions(lab: Lab, workDir: string): Promise<string[]> {
  const knownHosts = path.join(workDir, 'known_hosts');
  await writeFile(knownHosts, lab.knownHosts());
  return [
    '-i',
    lab.credentials.privateKeyPath,
    '-o',
    'BatchMode=yes',
    '-o',
    `UserKnownHostsFile=${knownHosts}`,
    '-o',
    'StrictHostKeyChecking=yes',
    '-o',
    'LogLevel=ERROR',
  ];
}

/** Runs a bash command line here; rejects with its stderr on a non-zero exit. */
export function shell(script: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `set -o pipefail; ${script}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (exit ${code}): ${stderr.slice(-2000)}`)),
    );
  });
}

/** Removes a destination (and our copy's staging folders) on every host and flushes dirty pages: untimed. */
export async function clearDestination(lab: Lab, hosts: LabHost[], dest: string): Promise<void> {
  await Promise.all(hosts.map((host) => lab.check(host, `rm -rf -- ${dest} ${dest}.sealos-*`)));
  await shell('sync');
}

/** Fails unless every host holds exactly the tree's files and bytes under `dest`: a fast broken copy counts for nothing. */
export async function checkArrived(lab: Lab, hosts: LabHost[], dest: string, tree: TreeFacts): Promise<void> {
  for (const host of hosts) {
    const out = await lab.check(
      host,
      `find ${dest} -type f -printf '%s\\n' | awk '{n++; s+=$1} END {print n, s}'`,
    );
    const [files, bytes] = out.trim().split(' ').map(Number);
    if (files !== tree.files || bytes !== tree.bytes)
      throw new Error(
        `${host.hostname}: ${files} files / ${bytes} bytes under ${dest}, expected ${tree.files} / ${tree.bytes}`,
      );
  }
}

/** Ctrl-C or a kill still tears the lab down (its netns, sshd processes and lock), then exits. */
export function stopOnSignal(stop: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the lab\n`);
      void stop().finally(() => process.exit(130));
    });
}

/**
 * The frame of every lab benchmark: root required, the machine printed, a work folder prepared while a lab of
 * `hosts` hosts starts, and both removed at the end, also on Ctrl-C or when preparing fails.
 */
export async function benchOnLab<Prepared>(
  name: string,
  hosts: number,
  prepare: (work: string) => Promise<Prepared>,
  body: (lab: Lab, prepared: Prepared, work: string) => Promise<void>,
): Promise<void> {
  requireRoot();
  printMachine();
  const work = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  let lab: Lab | undefined;
  const starting = startLab({ hosts }).then((started) => {
    lab = started;
    return started;
  });
  const cleanup = async () => {
    await starting.catch(() => undefined);
    await lab?.stop();
    await rm(work, { recursive: true, force: true });
  };
  stopOnSignal(cleanup);
  try {
    const [prepared, started] = await Promise.all([prepare(work), starting]);
    await body(started, prepared, work);
  } finally {
    await cleanup();
  }
}
