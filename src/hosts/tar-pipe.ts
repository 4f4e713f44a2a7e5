import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { Readable, type Writable } from 'node:stream';
import { causeText, SealosError } from '../errors.js';
import { CommandError } from './errors.js';
import { BULK_MIN_BYTES, type Executor } from './executor.js';
import type { HostOutcome } from './fan-out.js';
import type { HostProcess, ProcessEnd } from './host-process.js';
import { LineReader, OutputCapture, tail } from './output.js';
import { perlInstalled, TEE_PERL } from './tee-program.js';

export interface TarPipe {
  /** Arguments of the local `tar` (it writes the archive to stdout). */
  tarArgs: string[];
  /** Text for the local tar's stdin (e.g. a `-T -` file list); none: stdin is closed. */
  stdin?: string;
  /** The script on the host that reads the archive from its stdin. */
  remoteScript: string;
  /** The remote side as the error names it, e.g. `tar -x into /dest`. */
  remoteWhat: string;
  /** The local folder, named in errors. */
  source: string;
  /** Called with each chunk's size as it is sent. */
  onBytes?: (chunk: number) => void;
  /** Called with each chunk as it is sent (e.g. to hash the stream). */
  tap?: (chunk: Buffer) => void;
  /**
   * About how many bytes the stream carries: from BULK_MIN_BYTES up, the executors may carry it on their bulk
   * transport (OpenSSH); below, or unknown, it stays on the command connection, where it needs no new login.
   */
  bytes?: number;
}

/**
 * ONE local `tar -c` fanned out to the same command on many hosts: the tree is read once whatever the host
 * count, and the stream moves at the pace of the slowest host still receiving (each chunk is written to every
 * host before the next is read, so memory stays at a chunk per host). A host that fails drops out; the others
 * go on. Every host's outcome, in the executors' order; an error says which side failed, the host's first (it is
 * the side a user acts on), then the local tar, then the stream.
 */
export async function pipeTarToHosts(
  executors: readonly Executor[],
  pipe: TarPipe,
): Promise<HostOutcome<void>[]> {
  // Asked while the hosts' commands start, not after.
  const teeAvailable = executors.length > 1 && !pipe.tap ? perlInstalled() : undefined;
  const remotes = await Promise.all(executors.map((executor) => startReceiver(executor, pipe)));
  const receivers = remotes.filter((remote): remote is Receiver => 'process' in remote);

  // Receivers behind real pipes (an OpenSSH `ssh`, a local shell) and nothing to see in the bytes: `tar` writes
  // straight into the one receiver, or into a tee program that writes to each of them (tee-program.ts). Node,
  // which would pass every byte through its own buffers, only counts tar's checkpoints for progress.
  const inputs = pipe.tap ? undefined : directInputs(receivers);
  const tee =
    inputs && inputs.length > 1 && (await teeAvailable)
      ? startTee(inputs, (at, cause) => {
          receivers[at]!.streamError ??= new SealosError(`the stream to this host was cut: ${cause}`);
        })
      : undefined;
  const target = inputs?.length === 1 ? inputs[0] : tee?.stdin;
  const local = spawn('tar', target ? [...CHECKPOINT_ARGS, ...pipe.tarArgs] : pipe.tarArgs, {
    stdio: [pipe.stdin === undefined ? 'ignore' : 'pipe', target ?? 'pipe', 'pipe'],
  });
  // The children hold their own copies of these pipes: ours are closed (not shut down, which would cut the
  // children's too), so that each reader sees the end of the stream when its writer ends.
  if (target) for (const input of [target, ...(tee ? inputs! : [])]) input.destroy();
  const localErr = new OutputCapture();
  const checkpoints = target && new CheckpointReader(localErr, (bytes) => pipe.onBytes?.(bytes));
  local.stderr!.on('data', (chunk: Buffer) => (checkpoints ? checkpoints.add(chunk) : localErr.add(chunk)));
  const localEnd = new Promise<number | null>((resolve) => {
    local.once('close', (code) => {
      if (checkpoints) checkpoints.finish();
      resolve(code);
    });
    local.once('error', () => resolve(null));
  });
  if (pipe.stdin !== undefined && local.stdin) Readable.from([pipe.stdin]).pipe(local.stdin);

  // A host whose command ended stops receiving; the rest keep the stream.
  for (const receiver of receivers) {
    void receiver.process.finished.then(() => {
      receiver.live = false;
    });
  }
  const streamed = target
    ? Promise.all([localEnd, tee?.failure]).then(([, teeFailure]) => teeFailure)
    : fanOut(local.stdout!, receivers, (chunk) => {
        pipe.onBytes?.(chunk.length);
        pipe.tap?.(chunk);
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
  // Nobody left to read: a local tar still writing would wait forever on a pipe Node no longer reads. A tar
  // whose whole archive was read is only printing its totals and exits by itself: killed, it would fail the copy.
  // Writing into a receiver or a tee that is gone, tar fails on its own (EPIPE).
  let archiveRead = false;
  local.stdout?.once('end', () => {
    archiveRead = true;
  });
  void Promise.all(receivers.map((receiver) => receiver.process.finished)).then(() => {
    tee?.stop();
    if (!target && !archiveRead && local.exitCode === null) local.kill('SIGKILL');
  });
  const localFailure = streamed.then((error) => {
    if (error && local.exitCode === null) local.kill('SIGKILL');
    return error;
  });

  const endsOf = await Promise.all(receivers.map((receiver) => receiver.process.finished));
  const [localStatus, streamError] = await Promise.all([localEnd, localFailure]);

  const ends = new Map(receivers.map((receiver, at) => [receiver, endsOf[at]!]));
  const localFailed =
    localStatus === 0
      ? undefined
      : `tar -c of ${pipe.source} failed (exit ${localStatus}): ${tail(localErr.finish())}`;
  return remotes.map((remote) => outcomeOf(remote, ends, pipe, localFailed, streamError));
}

/** The host's command, started to read the stream on its stdin; an error when it could not start. */
async function startReceiver(
  executor: Executor,
  pipe: TarPipe,
): Promise<Receiver | { executor: Executor; error: unknown }> {
  try {
    const process = await executor.spawn(pipe.remoteScript, {
      bulk: (pipe.bytes ?? 0) >= BULK_MIN_BYTES,
    });
    const stderr = new OutputCapture();
    process.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
    process.stdout.resume();
    const receiver: Receiver = { executor, process, stderr, live: true };
    process.stdin.on('error', (error: unknown) => {
      receiver.live = false;
      receiver.streamError ??= error;
      process.kill();
    });
    return receiver;
  } catch (error) {
    return { executor, error };
  }
}

/** One host's outcome: its command's failure first (the side a user acts on), then the local tar's, then the stream's. */
function outcomeOf(
  remote: Receiver | { executor: Executor; error: unknown },
  ends: Map<Receiver, ProcessEnd>,
  pipe: TarPipe,
  localFailed: string | undefined,
  streamError: unknown,
): HostOutcome<void> {
  const host = remote.executor.host;
  if (!('process' in remote)) return { host, ok: false, error: remote.error };
  const end = ends.get(remote)!;
  if (end.exitCode !== 0) {
    const error = new CommandError({
      host,
      command: pipe.remoteWhat,
      exitCode: end.exitCode,
      signal: end.signal,
      stderr: remote.stderr.finish(),
    });
    return { host, ok: false, error };
  }
  if (localFailed)
    return { host, ok: false, error: new SealosError(localFailed, { host, file: pipe.source }) };
  const cause = remote.streamError ?? streamError;
  if (cause)
    return {
      host,
      ok: false,
      error: new SealosError(`streaming ${pipe.source} failed: ${causeText(cause)}`, {
        host,
        file: pipe.source,
        cause,
      }),
    };
  return { host, ok: true, value: undefined };
}

interface Receiver {
  executor: Executor;
  process: HostProcess;
  stderr: OutputCapture;
  /** Still taking the stream. */
  live: boolean;
  streamError?: unknown;
}

/** Writes every chunk of `source` to each live receiver, waiting for the slowest before reading on. */
async function fanOut(
  source: Readable,
  receivers: readonly Receiver[],
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      onChunk(chunk);
      const live = receivers.filter((receiver) => receiver.live);
      if (live.length === 0) {
        source.destroy();
        return;
      }
      await Promise.all(live.map((receiver) => writeChunk(receiver, chunk)));
    }
  } catch (error) {
    // A cut stream must not be taken for a whole archive: the hosts' commands are stopped, not ended.
    for (const receiver of receivers) if (receiver.live) receiver.process.kill();
    throw error;
  }
  for (const receiver of receivers) if (receiver.live) receiver.process.stdin.end();
}

function writeChunk(receiver: Receiver, chunk: Buffer): Promise<void> {
  const { stdin, finished } = receiver.process;
  if (stdin.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stdin.off('drain', done);
      stdin.off('close', done);
      resolve();
    };
    stdin.once('drain', done);
    stdin.once('close', done);
    void finished.then(done);
  });
}

const TAR_BLOCK = 512;
const TAR_RECORD = 10_240;
/** Records between two progress lines of a direct stream: 2.5 MiB. */
const CHECKPOINT_RECORDS = 256;
const CHECKPOINT_MARK = 'sealos-records';
/** GNU tar's `-b 20` is its default record of 10 KiB, spelt out because the progress counts records. */
const CHECKPOINT_ARGS = [
  '-b',
  String(TAR_RECORD / TAR_BLOCK),
  `--checkpoint=${CHECKPOINT_RECORDS}`,
  `--checkpoint-action=echo=${CHECKPOINT_MARK} %u`,
  // `Total bytes written: N (…)` at the end: the last records after the last checkpoint.
  '--totals',
];

/**
 * The receivers' stdins when tar (or the tee) can be given them as its own outputs: pipes or sockets with
 * nothing of ours still queued in them (a sudo password written first must reach the host before the archive).
 */
function directInputs(receivers: readonly Receiver[]): Socket[] | undefined {
  const inputs = receivers.map((receiver) => receiver.process.stdin);
  const usable = (stdin: Writable): stdin is Socket =>
    stdin instanceof Socket && stdin.writableLength === 0 && !stdin.destroyed;
  return inputs.length > 0 && inputs.every(usable) ? inputs : undefined;
}

/**
 * The tee program writing its stdin to every input: the first as its stdout, the others as descriptors 3, 4, ….
 * An input it had to drop (its reader stopped) is `onDropped`, by its index. `failure` settles once it ended: a
 * read error of its own, or nothing, also when `stop` ended it because no receiver was left.
 */
function startTee(
  inputs: Socket[],
  onDropped: (at: number, cause: string) => void,
): { stdin: Socket; failure: Promise<unknown>; stop: () => void } {
  const extra = inputs.slice(1);
  const child = spawn('perl', ['-e', TEE_PERL, '--', ...extra.map((_, at) => String(at + 3))], {
    stdio: ['pipe', inputs[0]!, 'pipe', ...extra],
    // Not the runner's environment: PERL5OPT or PERL5LIB there would load code into the tee.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
  });
  const stderr = new OutputCapture();
  const lines = new LineReader((line) => {
    const dropped = /^dropped (\d+): (.*)$/.exec(line);
    if (dropped) onDropped(Number(dropped[1]), dropped[2]!);
    else stderr.add(`${line}\n`);
  });
  child.stderr!.on('data', (chunk: Buffer) => lines.add(chunk));
  let stopped = false;
  const failure = new Promise<unknown>((resolve) => {
    child.once('error', (error) => resolve(error));
    child.once('close', (code, signal) => {
      lines.finish();
      resolve(
        code === 0 || stopped
          ? undefined
          : new SealosError(
              `the tee of the stream failed (${signal ?? `exit ${code}`}): ${tail(stderr.finish())}`,
            ),
      );
    });
  });
  const stop = () => {
    stopped = true;
    child.kill('SIGKILL');
  };
  return { stdin: child.stdin as Socket, failure, stop };
}

/**
 * Splits tar's stderr into its progress lines (`tar: sealos-records N`, N records written so far, and the
 * closing `Total bytes written: N`), reported as the bytes sent since the last one, and everything else, kept
 * for the error message.
 */
class CheckpointReader {
  private static readonly mark = new RegExp(`${CHECKPOINT_MARK} (\\d+)$`);
  private readonly lines = new LineReader((line) => this.line(line));
  private sent = 0;

  constructor(
    private readonly errors: OutputCapture,
    private readonly onBytes: (bytes: number) => void,
  ) {}

  add(chunk: Buffer): void {
    this.lines.add(chunk);
  }

  finish(): void {
    this.lines.finish();
  }

  private line(text: string): void {
    const records = CheckpointReader.mark.exec(text);
    const total = TOTALS_LINE.exec(text);
    if (!records && !total) {
      this.errors.add(`${text}\n`);
      return;
    }
    const sent = records ? Number(records[1]) * TAR_RECORD : Number(total![1]);
    if (sent > this.sent) this.onBytes(sent - this.sent);
    this.sent = Math.max(this.sent, sent);
  }
}

/** GNU tar's `--totals` line on stderr. */
const TOTALS_LINE = /^(?:tar: )?Total bytes written: (\d+) /m;

/**
 * The exact size of the stream `tar` would write with these arguments (`-f -` among them), measured by GNU tar
 * writing it to /dev/null: it then reads no file's data, only walks the tree (20 ms for 2,000 files, where
 * lstat-ing them from Node took 150–350 ms). Undefined when that tar fails: the copy's own tar says why.
 */
export function tarArchiveSize(tarArgs: readonly string[]): Promise<number | undefined> {
  const args = tarArgs.map((arg, at) => (arg === '-' && tarArgs[at - 1] === '-f' ? '/dev/null' : arg));
  return new Promise((resolve) => {
    const child = spawn('tar', [...args, '--totals'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = new OutputCapture();
    child.stderr!.on('data', (chunk: Buffer) => stderr.add(chunk));
    child.once('error', () => resolve(undefined));
    child.once('close', (code) => {
      const total = TOTALS_LINE.exec(stderr.finish());
      resolve(code === 0 && total ? Number(total[1]) : undefined);
    });
  });
}

/**
 * The bytes GNU tar writes for entries of these sizes (folders and links are 0): a header block each, data in
 * whole blocks, two end blocks, all padded to whole 10 KiB records. For progress percentages.
 */
export function tarStreamSize(sizes: Iterable<number>): number {
  let total = 2 * TAR_BLOCK;
  for (const size of sizes) total += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  return Math.ceil(total / TAR_RECORD) * TAR_RECORD;
}
