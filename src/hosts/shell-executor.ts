import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type Duplex, PassThrough, type Readable, type Writable } from 'node:stream';
import { causeText, SealosError } from '../errors.js';
import { copyDirectory } from './copy.js';
import { CommandError, SudoError } from './errors.js';
import {
  BULK_MIN_BYTES,
  type CopyOptions,
  type Executor,
  type FileContent,
  type RunOptions,
  type RunResult,
  type SpawnOptions,
  type WriteOptions,
} from './executor.js';
import type { HostProcess, ProcessEnd } from './host-process.js';
import { OutputCapture, tail } from './output.js';
import { shellQuote, summarize, withEnv, withWideStdin } from './shell.js';
import { contentBytes, writeFilesScript } from './write-files-script.js';

/** How a command reaches root: it already is, sudo without a password, or sudo fed the password. */
type SudoMode = 'none' | 'nopasswd' | 'password';

export interface ShellIdentity {
  host: string;
  /** The login user; `root` needs no sudo. */
  user: string;
  /** sudo's password for a non-root user (the SSH password). */
  sudoPassword?: string;
}

/**
 * Everything an Executor does, written once over "start a command line": the SSH and local executors only
 * say how a command line is started. Every script runs under bash, as root through sudo when the login user
 * is not root; the script travels as ONE single-quoted word, so any text (quotes, $, backticks, newlines)
 * arrives unchanged.
 */
export abstract class ShellExecutor implements Executor {
  readonly host: string;
  protected readonly user: string;
  private readonly sudoPassword?: string;
  private sudoMode?: Promise<SudoMode>;

  constructor(identity: ShellIdentity) {
    this.host = identity.host;
    this.user = identity.user;
    this.sudoPassword = identity.sudoPassword;
  }

  /** The low level each transport provides: start one shell command line. */
  protected abstract startProcess(commandLine: string, options: { bulk?: boolean }): Promise<HostProcess>;
  abstract connectPort(port: number): Promise<Duplex>;
  abstract close(): Promise<void>;

  async spawn(script: string, options: SpawnOptions = {}): Promise<HostProcess> {
    const mode = options.sudo !== false && this.user !== 'root' ? await this.resolveSudo() : 'none';
    const line = commandLine(withEnv(script, options.env), mode);
    const process = await this.startProcess(options.bulk ? withWideStdin(line) : line, {
      bulk: options.bulk,
    });
    process.stdin.on('error', () => {
      // The command may end without reading all of its input; its exit status tells what happened.
    });
    if (mode === 'password') process.stdin.write(`${this.sudoPassword}\n`);
    return process;
  }

  async run(script: string, options: RunOptions = {}): Promise<RunResult> {
    const process = await this.spawn(script, options);
    const lines = options.logger?.withPrefix(this.host);
    const stdout = new OutputCapture(lines);
    const stderr = new OutputCapture(lines);
    process.stdout.on('data', (chunk: Buffer) => stdout.add(chunk));
    process.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
    const input = feed(process.stdin, options.stdin);
    const end = await process.finished;
    const result = {
      host: this.host,
      exitCode: end.exitCode,
      stdout: stdout.finish(),
      stderr: stderr.finish(),
    };
    if (input.error)
      throw new SealosError(`input of \`${summarize(script)}\` failed`, {
        host: this.host,
        cause: input.error,
      });
    if (options.check !== false && end.exitCode !== 0)
      throw this.commandError(script, end, result.stderr, result.stdout);
    return result;
  }

  async readFile(path: string): Promise<string> {
    return (await this.run(`cat -- ${shellQuote(path)}`)).stdout;
  }

  readFileStream(path: string): Readable {
    const out = new PassThrough();
    const script = `cat -- ${shellQuote(path)}`;
    const stream = async () => {
      const process = await this.spawn(script);
      process.stdin.end();
      const stderr = new OutputCapture();
      process.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
      process.stdout.pipe(out, { end: false });
      const end = await process.finished;
      if (end.exitCode === 0) out.end();
      else out.destroy(this.commandError(script, end, stderr.finish()));
    };
    stream().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async writeFile(path: string, data: string | Buffer, options: WriteOptions = {}): Promise<void> {
    await this.writeFiles([{ path, content: data, ...options }]);
  }

  async writeFiles(files: readonly FileContent[]): Promise<void> {
    const contents = files.map(({ content }) => contentBytes(content));
    const script = writeFilesScript(
      files.map((file, index) => ({
        path: file.path,
        size: contents[index]!.length,
        mode: file.mode ?? 0o644,
      })),
    );
    await this.run(script, { stdin: Buffer.concat(contents) });
  }

  async uploadFile(localPath: string, remotePath: string, options: WriteOptions = {}): Promise<void> {
    const info = await stat(localPath).catch((cause: unknown) => {
      throw new SealosError(`cannot read ${localPath}: ${causeText(cause)}`, { file: localPath, cause });
    });
    if (!info.isFile()) throw new SealosError(`${localPath} is not a file`, { file: localPath });
    const mode = options.mode ?? info.mode & 0o7777;
    await this.run(writeFilesScript([{ path: remotePath, size: info.size, mode }]), {
      stdin: createReadStream(localPath),
      bulk: info.size >= BULK_MIN_BYTES,
    });
  }

  copyDir(localDir: string, remoteDir: string, options: CopyOptions = {}): Promise<void> {
    return copyDirectory(this, localDir, remoteDir, options);
  }

  /** How a script's command line runs as root when no password has to go first on stdin; else undefined. */
  protected async rootCommandLine(): Promise<((script: string) => string) | undefined> {
    const mode = this.user === 'root' ? 'none' : await this.resolveSudo();
    return mode === 'password' ? undefined : (script: string) => commandLine(script, mode);
  }

  protected commandError(script: string, end: ProcessEnd, stderr: string, stdout?: string): CommandError {
    return new CommandError({
      host: this.host,
      command: script,
      exitCode: end.exitCode,
      signal: end.signal,
      stderr,
      stdout,
    });
  }

  /** Finds out once per executor whether sudo needs the password, and checks the password if so. */
  private resolveSudo(): Promise<SudoMode> {
    // A failed probe is not kept: the next command asks again (the connection may have dropped meanwhile).
    this.sudoMode ??= this.probeSudo().catch((error: unknown) => {
      this.sudoMode = undefined;
      throw error;
    });
    return this.sudoMode;
  }

  private async probeSudo(): Promise<SudoMode> {
    // -k ignores cached credentials: sudo then asks for the password every time the rules require one, so the
    // password line we send first is always consumed by sudo and never reaches the command's input.
    const free = await this.run('sudo -k -n true', { sudo: false, check: false });
    if (free.exitCode === 0) return 'nopasswd';
    if (free.exitCode === 127)
      throw new SudoError(`${this.user} is not root and sudo is not installed`, { host: this.host });
    if (this.sudoPassword === undefined)
      throw new SudoError(
        `sudo needs a password for ${this.user} and none was given: ${tail(free.stderr, 3)}`,
        {
          host: this.host,
        },
      );
    const withPassword = await this.run("sudo -k -S -p '' true", {
      sudo: false,
      check: false,
      stdin: `${this.sudoPassword}\n`,
    });
    if (withPassword.exitCode === 0) return 'password';
    const said = tail(withPassword.stderr, 3);
    // The password was right but the rules give this user nothing (sudo says so only once it has the password).
    if (/not in the sudoers file|is not allowed to (run|execute)/.test(said))
      throw new SudoError(
        `${this.user} is not root and has no sudo rights (${said.replace(/^sudo: /, '')}): give ${this.user} sudo rights, or log in as root`,
        { host: this.host },
      );
    throw new SudoError(`sudo refused ${this.user}'s password: ${said}`, { host: this.host });
  }
}

function commandLine(script: string, mode: SudoMode): string {
  const bash = `bash -c ${shellQuote(script)}`;
  if (mode === 'nopasswd') return `sudo -n -- ${bash}`;
  if (mode === 'password') return `sudo -k -S -p '' -- ${bash}`;
  return bash;
}

interface Feed {
  readonly error?: unknown;
}

/** Sends the input to a command's stdin and ends it; remembers a failing input stream. */
function feed(stdin: Writable, input: string | Buffer | Readable | undefined): Feed {
  const state: { error?: unknown } = {};
  if (input === undefined || typeof input === 'string' || Buffer.isBuffer(input)) {
    stdin.end(input);
    return state;
  }
  input.once('error', (error) => {
    state.error = error;
    stdin.destroy();
  });
  input.pipe(stdin);
  return state;
}
