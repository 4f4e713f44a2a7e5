import { Semaphore } from '../concurrency/semaphore.js';
import { type HostFailure, HostsError } from '../errors.js';

export interface FanOutOptions {
  /** Hosts worked on at once; default 16. */
  concurrency?: number;
  /** Named in the aggregated error. */
  phase?: string;
}

export type HostOutcome<T> =
  | { host: string; ok: true; value: T }
  | { host: string; ok: false; error: unknown };

/** Runs `work` for every host, at most `concurrency` at a time; every host's outcome, in the hosts' order. */
export async function settleEachHost<T>(
  hosts: readonly string[],
  work: (host: string, index: number) => Promise<T>,
  options: FanOutOptions = {},
): Promise<HostOutcome<T>[]> {
  const slots = new Semaphore(options.concurrency ?? 16);
  return Promise.all(
    hosts.map((host, index) =>
      slots.use(async (): Promise<HostOutcome<T>> => {
        try {
          return { host, ok: true, value: await work(host, index) };
        } catch (error) {
          return { host, ok: false, error };
        }
      }),
    ),
  );
}

/**
 * Like settleEachHost, but all-or-error: the values in the hosts' order, or one HostsError
 * (`failed on 2 of 5 hosts: a: ...; b: ...`) that keeps each host's own error. Every host runs to its end
 * either way: a failure on one host does not abandon work half done on the others.
 */
export async function onEachHost<T>(
  hosts: readonly string[],
  work: (host: string, index: number) => Promise<T>,
  options: FanOutOptions = {},
): Promise<T[]> {
  const outcomes = await settleEachHost(hosts, work, options);
  const failures = failuresIn(outcomes);
  if (failures.length > 0) throw new HostsError(failures, hosts.length, options.phase);
  return outcomes.map((outcome) => (outcome as { value: T }).value);
}

/** The hosts that failed among settleEachHost's outcomes, each with its own error, in the hosts' order. */
export function failuresIn<T>(outcomes: readonly HostOutcome<T>[]): HostFailure[] {
  return outcomes.flatMap((outcome) => (outcome.ok ? [] : [{ host: outcome.host, error: outcome.error }]));
}
