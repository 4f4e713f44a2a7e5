import type { Logger } from '../log/logger.js';

/** What a command left behind: exit status and both streams, as the host's executor reports them. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The part of a host Executor the runtime uses. Declared here structurally so the runtime depends on the
 * shape, not on the hosts module: any executor with these three methods (SSH, local, a recording fake) fits.
 */
export interface RuntimeExecutor {
  run(command: string): Promise<CommandResult>;
  writeFile(path: string, content: string, mode?: number): Promise<void>;
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
