import type { Duplex, Readable } from 'node:stream';
import type { Logger } from '../log/logger.js';
import type { HostProcess } from './host-process.js';

/**
 * One way to act on a host, whatever the transport (SSH or the runner itself). Commands run as root: through
 * sudo when the login user is not root, unless `sudo: false`.
 */
export interface Executor {
  /** The host as the engine names it (`ip:port`, or `local`). */
  readonly host: string;
  /** Runs a bash script. Throws CommandError on a non-zero exit unless `check: false`. */
  run(script: string, options?: RunOptions): Promise<RunResult>;
  /**
   * Starts a script for streaming use (e.g. piping a layer into a command). The caller ends stdin, consumes
   * stdout and stderr, and awaits `finished`.
   */
  spawn(script: string, options?: SpawnOptions): Promise<HostProcess>;
  /** A small text file's content. */
  readFile(path: string): Promise<string>;
  /** A file's content as a stream; the stream errors with CommandError if the file cannot be read. */
  readFileStream(path: string): Readable;
  /** Writes small content atomically (temp file + rename), creating the parent folder. */
  writeFile(path: string, data: string | Buffer, options?: WriteOptions): Promise<void>;
  /** Several small files in one command, each written as `writeFile` writes it, in order. */
  writeFiles(files: readonly FileContent[]): Promise<void>;
  /** Streams a local file to the host, atomically (temp file + size check + rename). */
  uploadFile(localPath: string, remotePath: string, options?: WriteOptions): Promise<void>;
  /** Copies a local folder to a remote folder as one tar stream; see copy.ts for the guarantees. */
  copyDir(localDir: string, remoteDir: string, options?: CopyOptions): Promise<void>;
  /**
   * How another host reaches this one with OpenSSH to hand it a relayed copy (relay.ts); undefined when it
   * cannot: no SSH (the runner itself), or sudo needs a password that no other host may hold.
   */
  relayTarget?(): Promise<RelayTarget | undefined>;
  /**
   * A TCP connection to `port` on the host's loopback (its registry): over SSH, a channel of the connection
   * already open (no port is opened anywhere); on the runner itself, a plain socket.
   */
  connectPort(port: number): Promise<Duplex>;
  close(): Promise<void>;
}

/** What a relay host needs to reach this host as the runner does, with the host key the runner checked. */
export interface RelayTarget {
  /** The address and port the runner connects to. */
  ip: string;
  port: number;
  /** The login user. */
  user: string;
  /** `type base64` of the host key the runner's handshake accepted, for a known_hosts line. */
  hostKey: string;
  /** The command line that runs `script` as root for this login with nothing fed on stdin first. */
  asRoot(script: string): string;
}

export interface RunOptions {
  /** Throw CommandError on a non-zero exit; default true. */
  check?: boolean;
  stdin?: string | Buffer | Readable;
  /** Exported before the script runs; values are shell-quoted, names must be shell names. */
  env?: Record<string, string>;
  /** Every output line goes to this logger, prefixed with the host. */
  logger?: Logger;
  /** Run as root (through sudo when needed); default true. false runs as the login user. */
  sudo?: boolean;
  /** `stdin` is a long stream: see SpawnOptions.bulk. */
  bulk?: boolean;
}

/** A new OpenSSH login costs tens of milliseconds of CPU on both sides: worth it only for a stream this big. */
export const BULK_MIN_BYTES = 4 * 1024 * 1024;

export interface RunResult {
  host: string;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export interface WriteOptions {
  /** Octal mode, default 0o644. */
  mode?: number;
}

export interface FileContent extends WriteOptions {
  path: string;
  content: string | Buffer;
}

export interface CopyOptions {
  /** Paths relative to the source root that are left out, with everything below them (e.g. `registry`). */
  exclude?: string[];
  /**
   * Paths relative to the destination that the host keeps through the copy (e.g. a registry's data beside the
   * copied files): not sent, moved from the old destination into the new one at the swap, by rename.
   */
  keep?: string[];
  /** Progress lines (bytes, percent, rate) on this logger, prefixed with the host. */
  progress?: Logger;
  /** Called with the bytes sent so far, as they are sent. */
  onProgress?: (bytesSent: number) => void;
  /**
   * Records of what the host holds, changed by the command that moves the copy into place, not by commands of
   * their own: `forget` files are removed just before the move, `write` files written just after it, with the
   * `contents` (in `write`'s order), asked for once, when the first host's stream has ended.
   */
  records?: {
    forget: string[];
    write: Array<{ path: string; mode?: number }>;
    contents: () => Promise<Array<string | Buffer>>;
  };
}

export interface SpawnOptions {
  env?: Record<string, string>;
  sudo?: boolean;
  /**
   * A long one-way stream (a tar copy): the executor may carry it on a transport better at bulk than its
   * command channel (OpenSSH's `ssh` rather than ssh2, see openssh-process.ts); default false.
   */
  bulk?: boolean;
}
