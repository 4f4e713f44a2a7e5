/**
 * A model of how sealos (v4/v5, pkg/ssh) copies a folder to a host, to compare against: named as a model, not
 * sealos itself (its Go binary is not used). What it reproduces:
 * - `CopyDir` calls `Copy` once per top-level entry, one after the other;
 * - every `Copy` dials a NEW SSH connection and opens an SFTP session on it;
 * - files go one by one over SFTP: create, chmod, write;
 * - unless DO_NOT_CHECKSUM is set: a file already on the host with the same size is skipped when its
 *   `sha256sum` (run through `Cmd`, which dials yet another NEW connection, with a PTY) matches the local one;
 *   after each file sent the two sha256 are compared the same way;
 * - hosts run in parallel with no bound.
 * Writes use ssh2's `fastPut` (64 pipelined 32 KiB requests), if anything kinder than a sequential `io.Copy`.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import ssh2, { type SFTPWrapper } from 'ssh2';

const { Client } = ssh2;
type SshClient = InstanceType<typeof Client>;

export interface ModelTarget {
  host: string;
  port: number;
  user: string;
  privateKey: string;
}

export interface ModelOptions {
  /** sealos's default is true (DO_NOT_CHECKSUM unset). */
  checksum: boolean;
  /** Counts the SSH connections dialled. */
  onConnect?: () => void;
  /** Counts the bytes of the files sent. */
  onFileSent?: (bytes: number) => void;
}

function dial(target: ModelTarget, options: ModelOptions): Promise<SshClient> {
  options.onConnect?.();
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.once('ready', () => {
      // Go's net package turns Nagle off on every TCP connection; without this each SFTP round trip waits ~40 ms.
      client.setNoDelay(true);
      resolve(client);
    });
    client.once('error', reject);
    // sealos accepts any host key.
    client.connect({ ...target, username: target.user, hostVerifier: () => true });
  });
}

/** sealos `Cmd`: a new connection, a session with a PTY, the combined output. */
export async function sealosModelCommand(
  target: ModelTarget,
  options: ModelOptions,
  script: string,
): Promise<string> {
  const client = await dial(target, options);
  try {
    return await new Promise((resolve, reject) =>
      client.exec(script, { pty: true }, (error, channel) => {
        if (error) return reject(error);
        let output = '';
        channel.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
        });
        channel.stderr.resume();
        channel.once('close', () => resolve(output));
      }),
    );
  } finally {
    client.end();
  }
}

function call<T>(body: (done: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    body((error, value) => (error ? reject(error) : resolve(value as T))),
  );
}

async function mkdirAll(sftp: SFTPWrapper, dir: string): Promise<void> {
  const exists = await call<unknown>((done) => sftp.stat(dir, done)).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await mkdirAll(sftp, path.posix.dirname(dir));
  await call<void>((done) => sftp.mkdir(dir, done));
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function copyEntry(
  sftp: SFTPWrapper,
  target: ModelTarget,
  options: ModelOptions,
  local: string,
  remote: string,
): Promise<void> {
  const info = await stat(local);
  if (info.isDirectory()) {
    await mkdirAll(sftp, remote);
    for (const name of (await readdir(local)).sort())
      await copyEntry(sftp, target, options, path.join(local, name), path.posix.join(remote, name));
    return;
  }
  const remoteHash = async () =>
    (await sealosModelCommand(target, options, `sha256sum ${remote} | cut -d" " -f1`)).trim();
  if (options.checksum) {
    const present = await call<{ size: number }>((done) => sftp.stat(remote, done)).catch(() => undefined);
    if (present?.size === info.size && (await sha256(local)) === (await remoteHash())) return;
  }
  await call<void>((done) => sftp.fastPut(local, remote, done));
  await call<void>((done) => sftp.chmod(remote, info.mode & 0o7777, done));
  options.onFileSent?.(info.size);
  if (!options.checksum) return;
  const [mine, theirs] = await Promise.all([sha256(local), remoteHash()]);
  if (mine !== theirs) throw new Error(`${target.host}: sha256 of ${remote} differs after the copy`);
}

/** sealos `Copy`: one new connection and SFTP session for one local path. */
async function copyPath(
  target: ModelTarget,
  options: ModelOptions,
  local: string,
  remote: string,
): Promise<void> {
  const client = await dial(target, options);
  try {
    const sftp = await call<SFTPWrapper>((done) => client.sftp(done));
    await mkdirAll(sftp, path.posix.dirname(remote));
    await copyEntry(sftp, target, options, local, remote);
    sftp.end();
  } finally {
    client.end();
  }
}

/** sealos `CopyDir`: `Copy` per top-level entry, in order. */
export async function sealosModelCopyDir(
  target: ModelTarget,
  localDir: string,
  remoteDir: string,
  options: ModelOptions,
): Promise<void> {
  for (const name of (await readdir(localDir)).sort())
    await copyPath(target, options, path.join(localDir, name), path.posix.join(remoteDir, name));
}
