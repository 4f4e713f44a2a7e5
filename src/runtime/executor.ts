import type { Logger } from '../log/logger.js';

/** What a finished command left behind; `exitCode` null means it did not finish (connection lost, signal). */
export interface CommandResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The part of a host Executor the runtime uses, declared here structurally so the runtime depends on the
 * shape only: the engine's SSH and local executors (src/hosts) fit as they are, and so does a test fake.
 * `run` with `check: false` returns non-zero exits instead of throwing; `writeFile` creates the parent folder.
 */
export interface RuntimeExecutor {
  run(script: string, options?: { check?: boolean }): Promise<CommandResult>;
  writeFile(path: string, data: string, options?: { mode?: number }): Promise<void>;
  readFile(path: string): Promise<string>;
}

/** The cluster as this apply wants it: IPs without ports; master0 is `masters[0]`. */
export interface ClusterTopology {
  name: string;
  masters: string[];
  nodes: string[];
}

/** Everything a runtime needs to reach hosts and report. `connect` maps a host IP to its executor. */
export interface RuntimeContext {
  topology: ClusterTopology;
  connect: (ip: string) => RuntimeExecutor;
  logger: Logger;
  /** At most this many hosts worked on at once where the steps are parallel (nodes). */
  concurrency?: number;
}
