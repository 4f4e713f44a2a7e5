import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import type { HostProcess } from './host-process.js';
import { ShellExecutor } from './shell-executor.js';

export interface LocalOptions {
  /** How the host is named in output and errors; default `local`. */
  host?: string;
  /** sudo's password when the runner user needs one (GitHub's runners do not). */
  sudoPassword?: string;
}

/** Single mode: the runner itself is the host. Same behaviour as over SSH, through child processes. */
export class LocalExecutor extends ShellExecutor {
  constructor(options: LocalOptions = {}) {
    super({
      host: options.host ?? 'local',
      user: process.getuid?.() === 0 ? 'root' : os.userInfo().username,
      sudoPassword: options.sudoPassword,
    });
  }

  protected startProcess(commandLine: string): Promise<HostProcess> {
    const child = spawn('/bin/sh', ['-c', commandLine], { stdio: 'pipe' });
    const finished = new Promise<{ exitCode: number | null; signal?: string }>((resolve) =>
      child.once('close', (code, signal) => resolve({ exitCode: code, signal: signal ?? undefined })),
    );
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('spawn', () =>
        resolve({
          stdin: child.stdin,
          stdout: child.stdout,
          stderr: child.stderr,
          finished,
          kill: () => child.kill('SIGKILL'),
        }),
      );
    });
  }

  connectPort(port: number): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(socket);
      });
    });
  }

  async close(): Promise<void> {}
}
