import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandResult, RuntimeExecutor } from '../../../src/runtime/executor.js';

/**
 * A throwaway "host" for running the runtime's real commands with real bash, as root: a private mount,
 * network and UTS namespace whose /etc, /opt, /var/lib and /root are overlays of the machine's (writes land
 * in a temp folder and vanish), with its own hostname. Commands enter it with nsenter. Used where the lab's
 * SSH hosts are more than the test needs; the stand-in kubeadm/kubectl come first in PATH. `shared`, when given, is
 * bound at /var/lib/standin-cluster, the folder where the stand-ins keep what the hosts of one cluster share.
 */
export class NamespaceHost {
  private constructor(
    readonly hostname: string,
    private readonly process: ChildProcess,
    private readonly pid: number,
    private readonly scratch: string,
    private readonly path: string,
  ) {}

  static async start(hostname: string, binDir: string, shared?: string): Promise<NamespaceHost> {
    const scratch = mkdtempSync(join(tmpdir(), `ns-host-${hostname}-`));
    const mounts = [
      ['etc', '/etc'],
      ['opt', '/opt'],
      ['varlib', '/var/lib'],
      ['root', '/root'],
    ]
      .map(([name, dir]) => {
        mkdirSync(join(scratch, `${name}/upper`), { recursive: true });
        mkdirSync(join(scratch, `${name}/work`), { recursive: true });
        return `mount -t overlay overlay -o lowerdir=${dir},upperdir=${scratch}/${name}/upper,workdir=${scratch}/${name}/work ${dir}`;
      })
      .join(' && ');
    const bind = shared
      ? ` && mkdir -p /var/lib/standin-cluster && mount --bind '${shared}' /var/lib/standin-cluster`
      : '';
    const child = spawn(
      'unshare',
      [
        '-m',
        '-n',
        '-u',
        '--propagation',
        'private',
        'bash',
        '-c',
        `${mounts}${bind} && hostname ${hostname} && echo $$ && exec sleep infinity`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk);
      });
      child.stdout?.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      child.once('exit', (code) => reject(new Error(`namespace host ${hostname} exited ${code}: ${stderr}`)));
    });
    return new NamespaceHost(
      hostname,
      child,
      pid,
      scratch,
      `${binDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    );
  }

  executor(): RuntimeExecutor {
    return {
      run: (command) => this.exec(command),
      writeFile: async (path, content, options) => {
        const dir = path.slice(0, path.lastIndexOf('/')) || '/';
        const mode = (options?.mode ?? 0o644).toString(8);
        const result = await this.exec(
          `mkdir -p '${dir}' && cat > '${path}' && chmod ${mode} '${path}'`,
          content,
        );
        if (result.exitCode !== 0) throw new Error(`${this.hostname}: write ${path}: ${result.stderr}`);
      },
      readFile: async (path) => {
        const result = await this.exec(`cat '${path}'`);
        if (result.exitCode !== 0) throw new Error(`${this.hostname}: read ${path}: ${result.stderr}`);
        return result.stdout;
      },
    };
  }

  exec(command: string, stdin?: string): Promise<CommandResult> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        'nsenter',
        [
          '-t',
          String(this.pid),
          '-m',
          '-n',
          '-u',
          '--',
          'env',
          `PATH=${this.path}`,
          'HOME=/root',
          'bash',
          '-c',
          command,
        ],
        { stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout?.on('data', (chunk) => {
        stdout += String(chunk);
      });
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk);
      });
      child.once('error', reject);
      child.once('close', (code) => resolve({ exitCode: code, stdout, stderr }));
      if (stdin !== undefined) {
        // A command may exit without reading its input; that shows in its exit code, not as EPIPE here.
        child.stdin?.on('error', () => {});
        child.stdin?.end(stdin);
      }
    });
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGKILL');
    await exited;
    rmSync(this.scratch, { recursive: true, force: true });
  }
}

/**
 * A runtime's `connect` over namespace hosts by address, each command recorded as `NAME: command` through
 * `record`: the order of a rollout across hosts is what a test reads.
 */
export function recordingConnect(
  hosts: ReadonlyMap<string, NamespaceHost>,
  record: (line: string) => void,
): (ip: string) => RuntimeExecutor {
  return (ip) => {
    const host = hosts.get(ip);
    if (!host) throw new Error(`no host ${ip}`);
    const executor = host.executor();
    return {
      ...executor,
      run: (command, options) => {
        record(`${host.hostname}: ${command}`);
        return executor.run(command, options);
      },
    };
  };
}
