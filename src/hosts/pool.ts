import { SealosError } from '../errors.js';
import type { Executor } from './executor.js';
import type { HostKeyOptions } from './host-key.js';
import { SharedConnections } from './shared-connections.js';
import { type JumpHost, type SshCredentials, SshExecutor, type SshOptions } from './ssh-executor.js';

/**
 * One executor per host, opened on first use and shared; `closeAll` ends every connection. The SSH executors
 * it opens share one connection to each jump host (`jumps`, handed to `open`), closed with the pool, not with
 * one host. With a signal, its abort ends every connection (the commands in flight fail) and no connection is
 * opened after it.
 */
export class ExecutorPool {
  private readonly executors = new SharedConnections<Executor>();
  private readonly jumps = new SharedConnections<SshExecutor>();

  constructor(
    private readonly open: (host: string, jumps: SharedConnections<SshExecutor>) => Promise<Executor>,
    private readonly signal?: AbortSignal,
  ) {
    signal?.addEventListener('abort', () => void this.closeAll(), { once: true });
  }

  get(host: string): Promise<Executor> {
    if (this.signal?.aborted) return Promise.reject(this.signal.reason);
    return this.executors.get(host, () => this.open(host, this.jumps));
  }

  /** The hosts' connections first: those reached through a jump host ride on its connection. */
  async closeAll(): Promise<void> {
    await this.executors.closeAll();
    await this.jumps.closeAll();
  }
}

/** A host to reach over SSH, with its own credentials and (accept-new) its recorded host key fingerprint. */
export interface HostTarget {
  address: string;
  credentials: SshCredentials;
  fingerprint?: string;
  /** The jump host it is reached through. */
  jump?: JumpHost;
}

/** A pool over SSH targets; `options` are shared, each target brings its credentials and fingerprint. */
export function sshPool(
  targets: readonly HostTarget[],
  options: Omit<SshOptions, 'credentials' | 'hostKey'> & { hostKey: HostKeyOptions },
): ExecutorPool {
  const byAddress = new Map(targets.map((target) => [target.address, target]));
  return new ExecutorPool((address, jumps) => {
    const target = byAddress.get(address);
    if (!target)
      return Promise.reject(new SealosError(`${address} is not one of the pool's hosts`, { host: address }));
    return SshExecutor.connect(address, {
      ...options,
      credentials: target.credentials,
      ...(target.jump ? { jump: target.jump, jumpConnections: jumps } : {}),
      hostKey: { ...options.hostKey, fingerprint: target.fingerprint ?? options.hostKey.fingerprint },
    });
  });
}
