import { SealosError } from '../errors.js';
import type { Executor } from './executor.js';
import type { HostKeyOptions } from './host-key.js';
import { type JumpHost, type SshCredentials, SshExecutor, type SshOptions } from './ssh-executor.js';

/**
 * One executor per host, opened on first use and shared; `closeAll` ends every connection. With a signal, its
 * abort ends every connection (the commands in flight fail) and no connection is opened after it.
 */
export class ExecutorPool {
  private readonly executors = new Map<string, Promise<Executor>>();

  constructor(
    private readonly open: (host: string) => Promise<Executor>,
    private readonly signal?: AbortSignal,
  ) {
    signal?.addEventListener('abort', () => void this.closeAll(), { once: true });
  }

  get(host: string): Promise<Executor> {
    if (this.signal?.aborted) return Promise.reject(this.signal.reason);
    let executor = this.executors.get(host);
    if (!executor) {
      executor = this.open(host);
      this.executors.set(host, executor);
      // A failed open is not cached: a later call tries again.
      executor.catch(() => {
        if (this.executors.get(host) === executor) this.executors.delete(host);
      });
    }
    return executor;
  }

  async closeAll(): Promise<void> {
    const opened = [...this.executors.values()];
    this.executors.clear();
    const settled = await Promise.allSettled(opened);
    await Promise.all(
      settled.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)),
    );
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
  return new ExecutorPool((address) => {
    const target = byAddress.get(address);
    if (!target)
      return Promise.reject(new SealosError(`${address} is not one of the pool's hosts`, { host: address }));
    return SshExecutor.connect(address, {
      ...options,
      credentials: target.credentials,
      ...(target.jump ? { jump: target.jump } : {}),
      hostKey: { ...options.hostKey, fingerprint: target.fingerprint ?? options.hostKey.fingerprint },
    });
  });
}
