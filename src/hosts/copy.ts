/**
 * Copy of a local folder to a host: real `tar -c` here, streamed over ONE command into `tar -x` on the host,
 * never holding a file in memory.
 *
 * Guarantees: the tree is unpacked into a staging folder `<dest>.sealos-tmp-<random>` beside the destination.
 * Only when the local tar, the stream and the remote tar all succeeded does a second, tiny command move it into
 * place (started beside the stream, it waits for the word `commit` on its stdin; any other word removes the
 * staging folder, and no word at all leaves it for the next copy): with an old destination,
 * `dest → dest.sealos-old-<random>`, then `staging → dest`, then the old one is removed. Each rename is atomic;
 * between the two renames the destination is briefly absent (never half written). A failed copy removes its
 * staging folder; one left behind by a lost connection is removed by the next copy to the same destination (so
 * only one copy per destination may run at a time).
 * Files arrive owned by root (uid/gid 0), modes kept.
 */
import { randomBytes } from 'node:crypto';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { causeText, SealosError, UsageError } from '../errors.js';
import { Progress } from '../log/progress.js';
import { CommandError } from './errors.js';
import type { CopyOptions, Executor } from './executor.js';
import type { HostOutcome } from './fan-out.js';
import { OutputCapture } from './output.js';
import { type RelayOptions, relayTarToHosts } from './relay.js';
import { shellQuote } from './shell.js';
import { pipeTarToHosts, type TarPipe, tarArchiveSize } from './tar-pipe.js';
import { contentBytes, writeFilesScript } from './write-files-script.js';

export async function copyDirectory(
  executor: Executor,
  localDir: string,
  remoteDir: string,
  options: CopyOptions = {},
): Promise<void> {
  const [outcome] = await copyDirectoryToHosts([executor], localDir, remoteDir, options);
  if (outcome && !outcome.ok) throw outcome.error;
}

/**
 * The same copy to many hosts from ONE read of the folder: one `tar -c` whose stream goes to every host (see
 * pipeTarToHosts), then each host commits its own staging folder. The folder must not change while it is read.
 * Progress is for the stream, not per host. With `relay`, the stream goes through a relay tree of the hosts
 * (relay.ts) instead of from the runner to each. Every host's outcome, in the executors' order; a bad argument
 * throws before anything is sent.
 */
export async function copyDirectoryToHosts(
  executors: readonly Executor[],
  localDir: string,
  remoteDir: string,
  options: CopyOptions & { relay?: RelayOptions } = {},
): Promise<HostOutcome<void>[]> {
  const keep = (options.keep ?? []).map(normaliseExclude);
  const exclude = [...new Set([...(options.exclude ?? []).map(normaliseExclude), ...keep])];
  const info = await lstat(localDir).catch((cause: unknown) => {
    throw new SealosError(`cannot read ${localDir}: ${causeText(cause)}`, { file: localDir, cause });
  });
  if (!info.isDirectory()) throw new SealosError(`${localDir} is not a folder`, { file: localDir });
  if (!remoteDir.startsWith('/'))
    throw new UsageError(`remote folder "${remoteDir}" must be an absolute path`);
  const dest = remoteDir.replace(/\/+$/, '') || '/';
  if (dest === '/') throw new UsageError('refusing to replace / on a host');
  const staging = `${dest}.sealos-tmp-${randomBytes(6).toString('hex')}`;
  const who = executors.length === 1 ? executors[0]!.host : `${executors.length} hosts`;
  const tarArgs = tarCreateArgs(localDir, exclude);
  const bytes = await tarArchiveSize(tarArgs);
  const progress =
    options.progress &&
    new Progress(options.progress.withPrefix(who), `copy ${localDir} → ${remoteDir}`, bytes);

  let total = 0;
  const pipe: TarPipe = {
    tarArgs,
    remoteScript: extractScript(dest, staging),
    remoteWhat: `tar -x into ${staging}`,
    source: localDir,
    bytes,
    onBytes: (chunk) => {
      total += chunk;
      progress?.add(chunk);
      options.onProgress?.(total);
    },
  };
  const commits = executors.map((executor) =>
    startCommit(executor, commitScript(dest, staging, keep, options.records), dest),
  );
  const sent = options.relay
    ? await relayTarToHosts(executors, pipe, options.relay)
    : await pipeTarToHosts(executors, pipe);
  let records: Promise<Buffer[]> | undefined;
  const outcomes = await Promise.all(
    sent.map(async (outcome, index): Promise<HostOutcome<void>> => {
      const commit = commits[index]!;
      if (!outcome.ok) {
        // Best effort: the connection may be gone; the next copy removes the staging folder then.
        await commit('abort').catch(() => undefined);
        return outcome;
      }
      try {
        records ??= recordContents(options.records);
        const contents = await records.catch(async (error: unknown) => {
          // No records, no swap: the waiting commit removes the staging folder instead.
          await commit('abort').catch(() => undefined);
          throw error;
        });
        await commit('commit', contents);
        return outcome;
      } catch (error) {
        return { host: outcome.host, ok: false, error };
      }
    }),
  );
  progress?.finish();
  return outcomes;
}

function tarCreateArgs(localDir: string, exclude: string[]): string[] {
  return [
    '-c',
    '-f',
    '-',
    '-C',
    localDir,
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    // Anchored: `registry` means the top-level folder only, not every folder of that name.
    '--anchored',
    ...exclude.map((entry) => `--exclude=./${entry}`),
    '.',
  ];
}

function extractScript(dest: string, staging: string): string {
  return [
    'set -e',
    `dest=${shellQuote(dest)}`,
    `staging=${shellQuote(staging)}`,
    'for stale in "$dest".sealos-tmp-*; do if [ -e "$stale" ]; then rm -rf -- "$stale"; fi; done',
    'mkdir -p -- "$(dirname -- "$dest")"',
    'mkdir -- "$staging"',
    `trap 'rm -rf -- "$staging"' EXIT`,
    `trap 'exit 129' HUP`,
    `trap 'exit 143' TERM`,
    // 64 KiB reads, not tar's 10 KiB records: a third of the system time per byte on every host (bench/RESULTS.md §5d).
    'tar -x -b 128 -f - -C "$staging" --numeric-owner',
    'trap - EXIT',
  ].join('\n');
}

/**
 * Starts a host's commit beside its stream; the returned function gives it its word and waits for its end. After
 * the stream it then costs one line, not a new command: a channel, a session and a shell, 50–110 ms on the lab
 * (bench/RESULTS.md §1). A commit that could not start, or whose connection dropped during the stream, runs as a
 * new command (the executor reconnects).
 */
function startCommit(
  executor: Executor,
  script: string,
  dest: string,
): (word: 'commit' | 'abort', records?: Buffer[]) => Promise<void> {
  const started = executor.spawn(script).then(
    (process) => {
      const stdout = new OutputCapture();
      const stderr = new OutputCapture();
      process.stdout.on('data', (chunk: Buffer) => stdout.add(chunk));
      process.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
      const state = { process, stdout, stderr, ended: false };
      void process.finished.then(() => {
        state.ended = true;
      });
      return state;
    },
    () => undefined,
  );
  return async (word, records = []) => {
    // The word, the records' sizes on the same line, then their bytes.
    const sizes = records.map((record) => ` ${record.length}`).join('');
    const input = Buffer.concat([Buffer.from(`${word}${sizes}\n`), ...records]);
    const waiting = await started;
    let stdout: string;
    if (!waiting || waiting.ended) stdout = (await executor.run(script, { stdin: input })).stdout;
    else {
      waiting.process.stdin.end(input);
      const end = await waiting.process.finished;
      stdout = waiting.stdout.finish();
      if (end.exitCode !== 0)
        throw new CommandError({
          host: executor.host,
          command: script,
          exitCode: end.exitCode,
          signal: end.signal,
          stderr: waiting.stderr.finish(),
          stdout,
        });
    }
    if (word === 'commit' && !stdout.split('\n').includes(COMMITTED))
      throw new SealosError(`the copy to ${dest} was not moved into place: its commit did not report`, {
        host: executor.host,
      });
  };
}

/** What the commit prints once the copy is in place and its records written. */
const COMMITTED = 'committed';

/** The records' contents, each a Buffer, asked for once. */
async function recordContents(records: CopyOptions['records']): Promise<Buffer[]> {
  const contents = records ? await records.contents() : [];
  return contents.map(contentBytes);
}

/**
 * Waits for its word on stdin: `commit` swaps the staging folder in, another removes it, none leaves it. With
 * records, the line also gives their sizes and their bytes follow it: the files to forget go just before the
 * swap, the files to write just after it.
 */
function commitScript(
  dest: string,
  staging: string,
  keep: string[],
  records: CopyOptions['records'],
): string {
  const old = `${dest}.sealos-old-${randomBytes(6).toString('hex')}`;
  const { forget = [], write = [] } = records ?? {};
  // Kept paths move by rename (same file system): instant whatever their size.
  const move = (from: string, to: string) =>
    keep.map(
      (entry) =>
        `  if [ -e "${from}"/${shellQuote(entry)} ] || [ -L "${from}"/${shellQuote(entry)} ]; then mkdir -p -- "$(dirname -- "${to}"/${shellQuote(entry)})"; mv -T -- "${from}"/${shellQuote(entry)} "${to}"/${shellQuote(entry)}; fi`,
    );
  return [
    'set -e',
    `dest=${shellQuote(dest)}`,
    `staging=${shellQuote(staging)}`,
    `old=${shellQuote(old)}`,
    'read -r word sizes || exit 0',
    'if [ "$word" != commit ]; then rm -rf -- "$staging"; exit 0; fi',
    `case $sizes in *[!0-9\\ ]*) echo "not sizes: $sizes" >&2; exit 1 ;; esac`,
    // Unquoted on purpose: one size a positional parameter, for the records written after the swap.
    'set -- $sizes',
    ...(forget.length > 0 ? [`rm -f -- ${forget.map(shellQuote).join(' ')}`] : []),
    'if [ -e "$dest" ] || [ -L "$dest" ]; then',
    ...move('$dest', '$staging'),
    '  mv -T -- "$dest" "$old"',
    '  if ! mv -T -- "$staging" "$dest"; then',
    '    mv -T -- "$old" "$dest"',
    ...move('$staging', '$dest').map((line) => `  ${line}`),
    '    exit 1',
    '  fi',
    '  rm -rf -- "$old"',
    'else',
    '  mv -T -- "$staging" "$dest"',
    'fi',
    ...(write.length > 0
      ? [
          writeFilesScript(
            write.map((file, index) => ({
              path: file.path,
              size: `$${index + 1}`,
              mode: file.mode ?? 0o644,
            })),
          ),
        ]
      : []),
    // The runner takes a commit as done only on this word: a line misread on the host cannot pass for one.
    `echo ${COMMITTED}`,
  ].join('\n');
}

function normaliseExclude(entry: string): string {
  const clean = path.posix.normalize(entry.replace(/^\.\/+/, '')).replace(/\/+$/, '');
  if (!clean || clean === '.' || clean.startsWith('..') || path.posix.isAbsolute(clean))
    throw new UsageError(`exclude "${entry}" must be a path inside the copied folder`);
  return clean;
}
